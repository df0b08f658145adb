import { EventBus, RpcClient } from '@undangan/platform';
import { openTestDataSource } from '@undangan/platform/testing';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { orderingEntities, orderingMigrations } from '../src/ordering.program';
import { OrderingBackend, silentLogger, startOrderingBackend } from './backend';

/**
 * The set-ups ordering's test files share, registered on jest's hooks: started before the file's
 * tests, closed after them. What they start reaches the file through its callback, so each file keeps
 * its own variables.
 */

/** Ordering's backend (backend.ts) with a bus connection to its vhost, to play other services' events. */
export interface OrderingOnBus {
  backend: OrderingBackend;
  rpc: RpcClient;
  sql: Client;
  bus: EventBus;
}

export function useOrderingOnBus(prefix: string, started: (running: OrderingOnBus) => void): void {
  let backend: OrderingBackend | undefined;
  let bus: EventBus | undefined;
  beforeAll(async () => {
    backend = await startOrderingBackend(prefix);
    bus = EventBus.connect(backend.vhostUrl, silentLogger);
    started({ backend, rpc: backend.rpc, sql: backend.sql, bus });
  });
  afterAll(async () => {
    await bus?.close();
    await backend?.close();
  });
}

/** A throwaway database with ordering's schema migrated to the newest, for its queries without the services. */
export function useOrderingDatabase(name: string, opened: (dataSource: DataSource) => unknown): void {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const db = await openTestDataSource(name, { entities: orderingEntities, migrations: orderingMigrations });
    close = db.close;
    await opened(db.dataSource);
  });
  afterAll(async () => {
    await close?.();
  });
}
