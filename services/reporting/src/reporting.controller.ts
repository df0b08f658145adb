import { REPORTING } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { BalanceService } from './balance.service';

/** The revenue read model's one question: the balance summary. */
export const ReportingController = rpcController('ReportingController', BalanceService, (on) => [
  on(REPORTING.balance, (balance) => balance.summary()),
]);
