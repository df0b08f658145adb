import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@undangan/contracts';
import { currentTraceparent } from '../tracing';
import { insertOutboxEvent } from './outbox.table';

/**
 * A new event's envelope, checked: a routing key of at most 255 bytes and object data. It carries
 * the current span's traceparent, so its consumers' spans join the trace that caused it.
 */
export function newEventEnvelope<T>(type: string, data: T, requestId?: string): EventEnvelope<T> {
  if (typeof type !== 'string' || type.length === 0 || Buffer.byteLength(type) > 255) {
    throw new TypeError('An event type must be a non-empty routing key of at most 255 bytes');
  }
  // Consumers dead-letter envelopes whose data is not an object (isEventEnvelope).
  if (typeof data !== 'object' || data === null) {
    throw new TypeError(`The data of event ${type} must be an object`);
  }
  const traceparent = currentTraceparent();
  return {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    version: 1,
    ...(requestId ? { requestId } : {}),
    ...(traceparent ? { traceparent } : {}),
    data,
  };
}

/**
 * Records an event in the outbox inside the caller's transaction: it is published only if the
 * business change it reports commits, and then at least once (the relay does the sending).
 */
export async function enqueueEvent<T>(
  manager: EntityManager,
  type: string,
  data: T,
  requestId?: string,
): Promise<EventEnvelope<T>> {
  // Outside a transaction the event could commit without the change (or the change without it).
  if (!manager.queryRunner?.isTransactionActive) {
    throw new Error(`enqueueEvent(${type}) needs the EntityManager of an open transaction`);
  }
  const envelope = newEventEnvelope(type, data, requestId);
  await insertOutboxEvent(manager, envelope);
  return envelope;
}
