import { Controller, Inject } from '@nestjs/common';

import { REPORTING } from '@undangan/contracts';
import { Handles } from '@undangan/platform';
import { BalanceService } from './balance.service';

@Controller()
export class ReportingController {
  constructor(@Inject(BalanceService) private readonly balance: BalanceService) {}

  @Handles(REPORTING.balance)
  summary() {
    return this.balance.summary();
  }
}
