import { DynamicModule, Module } from '@nestjs/common';
import { PingController } from '@undangan/platform';
import { FulfilmentOrdersService } from './orders/fulfilment-orders.service';
import { OrdersController } from './orders/orders.controller';
import { OrderTrackingService } from './orders/order-tracking.service';
import { CheckoutService } from './payments/checkout.service';
import { PaymentHistoryService } from './payments/payment-history.service';
import { PaymentQueriesService } from './payments/payment-queries.service';
import { PaymentsController } from './payments/payments.controller';
import { ProviderSyncService } from './payments/provider-sync.service';
import { ReferralsController } from './referrals/referrals.controller';
import { ReferralsService } from './referrals/referrals.service';

export interface OrderingServices {
  checkout: CheckoutService;
  sync: ProviderSyncService;
  referrals: ReferralsService;
  paymentQueries: PaymentQueriesService;
  history: PaymentHistoryService;
  fulfilmentOrders: FulfilmentOrdersService;
  tracking: OrderTrackingService;
}

/**
 * The services are built by hand (createOrderingServices, which tests use too) and handed to Nest
 * as values: Nest only routes each RPC pattern to its controller.
 */
@Module({})
export class OrderingModule {
  static register(services: OrderingServices): DynamicModule {
    return {
      module: OrderingModule,
      controllers: [PaymentsController, OrdersController, ReferralsController, PingController],
      providers: [
        { provide: CheckoutService, useValue: services.checkout },
        { provide: ProviderSyncService, useValue: services.sync },
        { provide: ReferralsService, useValue: services.referrals },
        { provide: PaymentQueriesService, useValue: services.paymentQueries },
        { provide: PaymentHistoryService, useValue: services.history },
        { provide: FulfilmentOrdersService, useValue: services.fulfilmentOrders },
        { provide: OrderTrackingService, useValue: services.tracking },
      ],
    };
  }
}
