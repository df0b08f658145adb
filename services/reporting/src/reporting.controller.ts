import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { REPORTING_RPC } from '@undangan/contracts';
import { BalanceService } from './balance.service';

@Controller()
export class ReportingController {
  constructor(@Inject(BalanceService) private readonly balance: BalanceService) {}

  @MessagePattern(REPORTING_RPC.balance)
  summary() {
    return this.balance.summary();
  }
}
