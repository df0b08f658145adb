import { DynamicModule, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditTrail } from './audit/audit-trail';
import { AdminAccounts } from './auth/admin-accounts';
import { AdminGuard } from './auth/admin.guard';
import { AuthController } from './auth/auth.controller';
import { AdminSessions } from './auth/admin-sessions';
import { CatalogueCache } from './catalogue/catalogue-cache';
import { GATEWAY_CONFIG, GatewayConfig } from './gateway-config';
import { HealthController } from './health/health.controller';
import { OpenApiController } from './openapi/openapi.controller';
import { WindowCounts } from './limits/window-counts';
import { ServiceClients } from './rpc/service-clients';
import { ADMIN_CONTROLLERS } from './admin';
import { SHOP_CONTROLLERS } from './shop';

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
        ...SHOP_CONTROLLERS,
        ...ADMIN_CONTROLLERS,
        OpenApiController,
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
