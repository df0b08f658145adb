import { DynamicModule, Module } from '@nestjs/common';
import { PingController } from '@undangan/platform';
import { BalanceService } from './balance.service';
import { ReportingController } from './reporting.controller';

@Module({})
export class ReportingModule {
  static register(balance: BalanceService): DynamicModule {
    return {
      module: ReportingModule,
      controllers: [ReportingController, PingController],
      providers: [{ provide: BalanceService, useValue: balance }],
    };
  }
}
