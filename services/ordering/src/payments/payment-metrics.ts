import { PAYMENT_STATUSES } from '@undangan/contracts';
import { databaseGauges, Logger } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { countPaymentsByStatus } from './payment.queries';

/** A dashboard of payments by state needs no finer resolution than a minute. */
export const PAYMENT_COUNT_INTERVAL_MS = 60_000;

/**
 * How many payments are in each state, read when Prometheus scrapes: one grouped count over the
 * payments table (one row per order). The count grows with the table (about 0.36 s at a million
 * payments), so it runs at most once a minute per replica, whatever the scrape interval. Every
 * state is reported, 0 included, so a state that empties shows as 0 rather than vanishing.
 */
const paymentGauges = databaseGauges(
  {
    byStatus: {
      name: 'payments_by_status',
      help: 'Payments (one per order) in each status',
      labelNames: ['status'],
    },
  },
  async (dataSource) => {
    const rows = await countPaymentsByStatus(dataSource.manager);
    const counts = new Map(rows.map((row) => [row.status, row.n]));
    return {
      byStatus: PAYMENT_STATUSES.map((status) => ({ labels: { status }, value: counts.get(status) ?? 0 })),
    };
  },
  { minIntervalMs: PAYMENT_COUNT_INTERVAL_MS },
);

/** Reports ordering's payments by status on /metrics. */
export function watchPaymentStatuses(dataSource: DataSource, logger: Logger): void {
  paymentGauges.watch('ordering', dataSource, logger);
}
