import { databaseGauges, type Logger } from '@undangan/platform';
import { EMAIL_STATUSES } from '@undangan/contracts';
import type { DataSource } from 'typeorm';
import { countEmailsByStatus } from './emails.table';

/** Emails in each state, read when Prometheus scrapes (at most once a minute): `failed` wants an admin. */
const emailGauges = databaseGauges(
  {
    byStatus: {
      name: 'notifications_emails_by_status',
      help: 'Emails in each status',
      labelNames: ['status'],
    },
  },
  async (dataSource) => {
    const counts = new Map((await countEmailsByStatus(dataSource)).map((row) => [row.status, row.n]));
    return {
      byStatus: EMAIL_STATUSES.map((status) => ({ labels: { status }, value: counts.get(status) ?? 0 })),
    };
  },
  { minIntervalMs: 60_000 },
);

export function watchEmailStatuses(dataSource: DataSource, logger: Logger): void {
  emailGauges.watch('notifications', dataSource, logger);
}
