import type { DataSource } from 'typeorm';
import type { DatabaseOptions } from '../database';
import { openDataSourceWhenReachable } from '../database';
import { createLogger, lastingWarning, Logger } from '../logger';
import { EventBus, OutboxRelay, pruneEventTables, watchOutbox } from '../events';
import { stopTracing } from '../tracing';
import type { HealthCheck } from './health';
import { closeOnSignals, RunningService, startService, surviveLostReplies } from './service-bootstrap';
import { serviceDefaults, type ServiceRuntimeOptions } from './service-config';

export interface ServiceContext {
  name: string;
  logger: Logger;
  dataSource: DataSource;
  bus: EventBus;
  relay: OutboxRelay;
  amqpUrl: string;
}

/**
 * A service: its database, its RPC module and its own parts. What `prepare` builds (services,
 * consumers, timers) is the state handed to `module`, `checks` and `onShutdown`, so nothing of a
 * running service lives in module-level variables.
 */
export interface ServiceProgram<State = void> {
  name: string;
  queue: string;
  /** Database name used when DATABASE_URL is not set (development on one machine). */
  defaultDatabase: string;
  entities: DatabaseOptions['entities'];
  migrations: DatabaseOptions['migrations'];
  /** Work after migrations and before the RPC server starts (seed data, consumers). */
  prepare: (ctx: ServiceContext) => Promise<State>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  module: (ctx: ServiceContext, state: State) => any;
  checks?: (ctx: ServiceContext, state: State) => Record<string, HealthCheck>;
  /** Stopped before the outbox relay and the data source close. */
  onShutdown?: (ctx: ServiceContext, state: State) => Promise<void>;
}

export type { ServiceRuntimeOptions } from './service-config';

/** The whole life of a service process: database + migrations, outbox relay, RPC server, health. */
export async function runService<State>(
  program: ServiceProgram<State>,
  options: ServiceRuntimeOptions = {},
): Promise<RunningService> {
  const logger = options.logger ?? createLogger(program.name, options.logLevel ?? 'info');
  // What main.ts leaves out (a test's in-process service) is the development default, never the
  // environment: a program's variables are read once, by its main.ts.
  const defaults = serviceDefaults(program.defaultDatabase);
  const amqpUrl = options.amqpUrl ?? defaults.AMQP_URL;
  // A database away at start is waited for (logged), never a reason to exit.
  const dataSource = await openDataSourceWhenReachable({
    url: options.databaseUrl ?? defaults.DATABASE_URL,
    entities: program.entities,
    migrations: program.migrations,
    logger,
  });
  const bus = EventBus.connect(amqpUrl, logger);
  await waitForBroker(bus, logger);
  const relay = new OutboxRelay({ dataSource, bus, logger });
  watchOutbox(program.name, dataSource, logger);
  const ctx: ServiceContext = { name: program.name, logger, dataSource, bus, relay, amqpUrl };
  const state = await program.prepare(ctx);
  relay.start();
  const pruner = startEventPruning(
    dataSource,
    logger,
    options.eventRetentionDays ?? defaults.EVENT_RETENTION_DAYS,
  );
  const running = await startService({
    name: program.name,
    queue: program.queue,
    module: program.module(ctx, state),
    amqpUrl,
    httpPort: options.httpPort ?? defaults.HTTP_PORT,
    listenHost: options.listenHost ?? defaults.LISTEN_HOST,
    logger,
    checks: {
      database: () => dataSource.query('SELECT 1').then(() => true),
      events: () => bus.isConnected(),
      ...program.checks?.(ctx, state),
    },
    onShutdown: async () => {
      clearInterval(pruner);
      await program.onShutdown?.(ctx, state);
      await relay.stop();
      await bus.close();
      await dataSource.destroy();
      // Tracing was started by main.ts (startTracing); its last spans go now.
      await stopTracing();
    },
  });
  if (options.handleSignals ?? true) {
    closeOnSignals(running, logger);
    surviveLostReplies(logger);
  }
  return running;
}

/**
 * The broker away at start is waited for like the database: the bus reconnects by itself, and the
 * wait is said once, then once a minute, instead of exiting.
 */
async function waitForBroker(bus: EventBus, logger: Logger): Promise<void> {
  const waiting = lastingWarning(logger, 'broker unreachable at start; waiting for it');
  for (;;) {
    try {
      await bus.waitForConnect(10_000);
      return;
    } catch (err) {
      waiting(err);
    }
  }
}

/**
 * Published outbox rows and processed inbox ids are kept for EVENT_RETENTION_DAYS (default 7, far
 * longer than any redelivery takes), then pruned hourly so the tables cannot grow without end.
 * Every replica prunes on its own timer; that is harmless: deleting rows past the retention
 * leaves the same tables however many replicas run it at once.
 */
function startEventPruning(dataSource: DataSource, logger: Logger, retentionDays: number): NodeJS.Timeout {
  const retentionMs = retentionDays * 24 * 3600 * 1000;
  const timer = setInterval(() => {
    pruneEventTables(dataSource, retentionMs).then(
      (pruned) => logger.info({ pruned }, 'event tables pruned'),
      (err: unknown) => logger.warn({ err }, 'event table pruning failed'),
    );
  }, 3600 * 1000);
  timer.unref();
  return timer;
}

/**
 * Entry point helper: a service that cannot start logs why and exits non-zero. Its options come
 * from the program's checked configuration (readConfig + serviceRuntime).
 */
export function main<State>(program: ServiceProgram<State>, options: ServiceRuntimeOptions = {}): void {
  runService(program, options).catch((err: unknown) => {
    createLogger(program.name).fatal({ err }, 'failed to start');
    process.exit(1);
  });
}
