import { DynamicModule, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountController } from './auth/account.controller';
import { AuditLogController } from './admin/audit-log.controller';
import { AuditTrail } from './audit/audit-trail';
import { DashboardController } from './admin/dashboard.controller';
import { AdminAccounts } from './auth/admin-accounts';
import { AdminGuard } from './auth/admin.guard';
import { AuthController } from './auth/auth.controller';
import { AdminSessions } from './auth/admin-sessions';
import { CatalogueAdminController } from './catalogue/catalogue-admin.controller';
import { CataloguePublicController } from './catalogue/catalogue-public.controller';
import { CatalogueCache } from './catalogue/catalogue-cache';
import { GATEWAY_CONFIG, GatewayConfig } from './gateway-config';
import { HealthController } from './health/health.controller';
import { WindowCounts } from './limits/window-counts';
import { OrdersAdminController } from './admin/orders-admin.controller';
import { ReconcileController } from './admin/reconcile.controller';
import { TransactionsAdminController } from './admin/transactions-admin.controller';
import { ClientPageController } from './payments/client-page.controller';
import { OrderTrackingController } from './payments/order-tracking.controller';
import { BalanceController } from './reporting/balance.controller';
import { CheckoutController } from './payments/checkout.controller';
import { ReferralController } from './payments/referral.controller';
import { DesignUploadsController } from './proofs/design-uploads.controller';
import { PaymentProofsController } from './proofs/payment-proofs.controller';
import { ServiceClients } from './rpc/service-clients';

export interface GatewayDependencies {
  config: GatewayConfig;
  dataSource: DataSource;
  rpc: ServiceClients;
  accounts: AdminAccounts;
  sessions: AdminSessions;
  catalogueCache: CatalogueCache;
  /** The rate limits' counts, shared by every replica. */
  limits: WindowCounts;
}

@Module({})
export class AppModule {
  static register(deps: GatewayDependencies): DynamicModule {
    return {
      module: AppModule,
      controllers: [
        HealthController,
        AuthController,
        CataloguePublicController,
        CatalogueAdminController,
        CheckoutController,
        ReferralController,
        BalanceController,
        TransactionsAdminController,
        OrdersAdminController,
        ReconcileController,
        ClientPageController,
        OrderTrackingController,
        PaymentProofsController,
        DesignUploadsController,
        AccountController,
        AuditLogController,
        DashboardController,
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: deps.config },
        { provide: DataSource, useValue: deps.dataSource },
        { provide: ServiceClients, useValue: deps.rpc },
        { provide: AdminAccounts, useValue: deps.accounts },
        { provide: AdminSessions, useValue: deps.sessions },
        { provide: CatalogueCache, useValue: deps.catalogueCache },
        { provide: WindowCounts, useValue: deps.limits },
        AdminGuard,
        AuditTrail,
      ],
    };
  }
}
