import { DynamicModule, Module } from '@nestjs/common';
import { ProvidedBy, valueProviders } from '@undangan/platform';
import { DataSource } from 'typeorm';
import { AuditTrail } from './audit/audit-trail';
import { AccountAccess } from './auth/account-access';
import { AdminAccounts } from './auth/admin-accounts';
import { AdminGuard } from './auth/admin.guard';
import { AuthController } from './auth/auth.controller';
import { AdminSessions } from './auth/admin-sessions';
import { CatalogueCache } from './catalogue/catalogue-cache';
import { GATEWAY_CONFIG, GatewayConfig } from './gateway-config';
import { CustomHostCache } from './guests/custom-hosts';
import { HealthController } from './health/health.controller';
import { DOCUMENTED_CONTROLLERS, OpenApiController } from './openapi/openapi.controller';
import { OrderLookupLimit } from './limits/order-lookup-limit';
import { WindowCounts } from './limits/window-counts';
import { ServiceClients } from './rpc/service-clients';
import { ADMIN_CONTROLLERS } from './admin';
import { SHOP_CONTROLLERS } from './shop';
import { COUPLE_CONTROLLERS } from './couple';
import { CoupleGuard, JsonRequestsOnly } from './couple/couple.guard';
import { CoupleImportLimit } from './couple/couple-import-limit';
import { CoupleLinkLimit } from './couple/couple-link-limit';

/**
 * What the gateway builds before Nest starts, by name and token: its configuration, database,
 * RPC clients, admin accounts and sessions, catalogue cache, the rate limits' counts (shared by
 * every replica) and what it knows of the couples' own domains.
 */
const DEPENDENCIES = {
  config: GATEWAY_CONFIG,
  dataSource: DataSource,
  rpc: ServiceClients,
  accounts: AdminAccounts,
  sessions: AdminSessions,
  catalogueCache: CatalogueCache,
  limits: WindowCounts,
  customHosts: CustomHostCache,
};

export type GatewayDependencies = ProvidedBy<typeof DEPENDENCIES, GatewayConfig>;

/** Every controller of the gateway: the shop's, the admin's and its own. */
export const GATEWAY_CONTROLLERS = [
  HealthController,
  AuthController,
  ...SHOP_CONTROLLERS,
  ...COUPLE_CONTROLLERS,
  ...ADMIN_CONTROLLERS,
  OpenApiController,
];

@Module({})
export class AppModule {
  static register(deps: GatewayDependencies): DynamicModule {
    return {
      module: AppModule,
      controllers: GATEWAY_CONTROLLERS,
      providers: [
        ...valueProviders(DEPENDENCIES, deps),
        { provide: DOCUMENTED_CONTROLLERS, useValue: GATEWAY_CONTROLLERS },
        AdminGuard,
        AuditTrail,
        AccountAccess,
        OrderLookupLimit,
        CoupleGuard,
        JsonRequestsOnly,
        CoupleLinkLimit,
        CoupleImportLimit,
      ],
    };
  }
}
