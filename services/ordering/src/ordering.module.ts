import { DynamicModule, Module } from '@nestjs/common';
import { PingController } from '@undangan/platform';
import { AdminController } from './admin/admin.controller';
import { AdminQueriesService } from './admin/admin-queries.service';
import { OrderingController } from './ordering.controller';
import { OrderTrackingService } from './orders/order-tracking.service';
import { CheckoutService } from './payments/checkout.service';
import { PaymentHistoryService } from './payments/payment-history.service';
import { ProviderSyncService } from './payments/provider-sync.service';
import { ReferralsService } from './referrals/referrals.service';

export interface OrderingServices {
  checkout: CheckoutService;
  sync: ProviderSyncService;
  referrals: ReferralsService;
  admin: AdminQueriesService;
  history: PaymentHistoryService;
  tracking: OrderTrackingService;
}

@Module({})
export class OrderingModule {
  static register(services: OrderingServices): DynamicModule {
    return {
      module: OrderingModule,
      controllers: [OrderingController, AdminController, PingController],
      providers: [
        { provide: CheckoutService, useValue: services.checkout },
        { provide: ProviderSyncService, useValue: services.sync },
        { provide: ReferralsService, useValue: services.referrals },
        { provide: AdminQueriesService, useValue: services.admin },
        { provide: PaymentHistoryService, useValue: services.history },
        { provide: OrderTrackingService, useValue: services.tracking },
      ],
    };
  }
}
