import { Counter } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { Logger } from '../logger';
import { databaseGauges } from '../service/database-gauges';
import { metricsRegistry } from '../service/metrics';
import { outboxLag } from './outbox.table';

/**
 * How far the outbox relay is behind: rows committed but not yet confirmed by the broker, and the
 * age of the oldest. Both are read through the partial index on unpublished rows, so the query
 * stays cheap however many published rows the table holds.
 */
const outboxGauges = databaseGauges(
  {
    unpublished: {
      name: 'outbox_unpublished_events',
      help: 'Events committed to the outbox and not yet published to the broker',
    },
    oldestAge: {
      name: 'outbox_oldest_unpublished_age_seconds',
      help: 'Age of the oldest unpublished outbox event (0 when none): how far event delivery lags',
    },
  },
  async (dataSource) => {
    const row = await outboxLag(dataSource);
    return { unpublished: [{ value: row.unpublished }], oldestAge: [{ value: row.age }] };
  },
);

/** Reports the outbox lag of a service's database on /metrics. */
export function watchOutbox(service: string, dataSource: DataSource, logger: Logger): void {
  outboxGauges.watch(service, dataSource, logger);
}

export type DeadLetterReason = 'unreadable' | 'handler_failed';

const deadLettered = new Counter({
  name: 'events_dead_lettered_total',
  help: 'Events moved to their queue\'s ".dead" queue: unreadable, or failing their handler every attempt',
  labelNames: ['queue', 'reason'],
  registers: [metricsRegistry],
});

/** Makes a consumer's series exist at 0 from its start, so increase() sees the first dead letter. */
export function declareDeadLetters(queue: string): void {
  for (const reason of ['unreadable', 'handler_failed'] satisfies DeadLetterReason[]) {
    deadLettered.inc({ queue, reason }, 0);
  }
}

export function countDeadLetter(queue: string, reason: DeadLetterReason): void {
  deadLettered.inc({ queue, reason });
}

const published = new Counter({
  name: 'events_published_total',
  help: 'Events the broker confirmed, by type',
  labelNames: ['type'],
  registers: [metricsRegistry],
});

export function countPublished(type: string): void {
  published.inc({ type });
}

const consumed = new Counter({
  name: 'events_consumed_total',
  help: 'Event deliveries handled, by queue and outcome (ok, duplicate, dead-lettered, redelivered)',
  labelNames: ['queue', 'outcome'],
  registers: [metricsRegistry],
});

export function countConsumed(queue: string, outcome: string): void {
  consumed.inc({ queue, outcome });
}
