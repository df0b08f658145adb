import { BalanceSummary } from './reporting';
import { answer, answeredBy } from './rpc-contract';
import { noRequestSchema } from './rpc-requests';

const reporting = answeredBy('reporting');

/** The RPCs reporting answers, on its queue (rpc.ts). */
export const REPORTING = {
  balance: reporting('reporting.balance', noRequestSchema, answer<BalanceSummary>()),
} as const;
