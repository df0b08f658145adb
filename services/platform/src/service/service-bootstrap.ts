import { createServer, Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { INestMicroservice } from '@nestjs/common';
import type { Logger } from '../logger';
import { HealthCheck, runHealthChecks } from './health';
import { initMetrics } from './metrics';
import { PinoNestLogger } from './nest-logger';
import { ServiceErrorFilter } from './rpc-errors';
import { rpcServerOptions } from './rpc-options';
import { RpcTelemetryInterceptor } from './rpc-telemetry.interceptor';

export interface ServiceDefinition {
  name: string;
  /** The durable RPC queue the service consumes (RPC_QUEUES in contracts). */
  queue: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  module: any;
  amqpUrl: string;
  /** Port of the service's own /health and /metrics endpoints. */
  httpPort: number;
  /** The address that port binds; internal, so 127.0.0.1 unless given (compose: 0.0.0.0). */
  listenHost?: string;
  logger: Logger;
  /** Readiness checks besides the RPC connection, e.g. { database: () => ... }. */
  checks: Record<string, HealthCheck>;
  /** Runs after the RPC server stopped: stop relays and consumers, close the data source. */
  onShutdown?: () => Promise<void>;
}

export interface RunningService {
  app: INestMicroservice;
  http: Server;
  httpPort: number;
  close(): Promise<void>;
}

/** Starts a service: RPC server on its queue (noDelay sockets), /health and /metrics on httpPort. */
export async function startService(def: ServiceDefinition): Promise<RunningService> {
  const registry = initMetrics(def.name);
  const app = await NestFactory.createMicroservice(def.module, {
    ...rpcServerOptions(def.amqpUrl, def.queue),
    logger: new PinoNestLogger(def.logger),
  });
  app.useGlobalFilters(new ServiceErrorFilter(def.logger));
  app.useGlobalInterceptors(new RpcTelemetryInterceptor(def.logger));
  let rpcStatus = 'disconnected';
  app.status.subscribe((status) => {
    if (status !== rpcStatus) def.logger.info({ status }, 'rpc connection status');
    rpcStatus = String(status);
  });
  await app.listen();
  rpcStatus = rpcStatus === 'disconnected' ? 'connected' : rpcStatus;

  const checks: Record<string, HealthCheck> = { ...def.checks, broker: () => rpcStatus !== 'disconnected' };
  const http = createServer((req, res) => {
    // Liveness: the process answers. Readiness (/health) also needs its database and broker, whose
    // outage makes it unready, never worth a restart: it reconnects by itself.
    if (req.method === 'GET' && req.url === '/live') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ service: def.name, status: 'ok' }));
      return;
    }
    if (req.method === 'GET' && req.url === '/health') {
      void runHealthChecks(checks).then((report) => {
        res.writeHead(report.status === 'ok' ? 200 : 503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ service: def.name, ...report }));
      });
      return;
    }
    if (req.method === 'GET' && req.url === '/metrics') {
      void registry.metrics().then((text) => {
        res.writeHead(200, { 'content-type': registry.contentType });
        res.end(text);
      });
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Alamat tidak ditemukan.', code: 'not_found' }));
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(def.httpPort, def.listenHost ?? '127.0.0.1', () => resolve());
  });
  const address = http.address();
  const httpPort = typeof address === 'object' && address ? address.port : def.httpPort;
  def.logger.info(
    { queue: def.queue, httpPort, listenHost: def.listenHost ?? '127.0.0.1' },
    `${def.name} started`,
  );

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await app.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await def.onShutdown?.();
    })());
  return { app, http, httpPort, close };
}

/** Stops the service cleanly on SIGTERM/SIGINT (compose stop, Ctrl-C, the native runner). */
export function closeOnSignals(service: RunningService, logger: Logger): void {
  const stop = (signal: string) => {
    logger.info({ signal }, 'stopping');
    service.close().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

/** What amqplib rejects pending publishes with when their channel or connection goes away. */
const LOST_WITH_CHANNEL = /^(channel closed|Channel closed|Connection closed)/;

/**
 * NestJS's RMQ server sends each reply on a confirm channel and never awaits it, so a reply still
 * unconfirmed when the broker restarts rejects with nobody to catch it, and Node would stop the
 * whole service. Such a reply is lost either way (its caller times out and may try again), so it
 * is logged; any other unhandled rejection still stops the process, as a bug should.
 */
export function surviveLostReplies(logger: Logger): void {
  process.on('unhandledRejection', (reason) => {
    if (reason instanceof Error && LOST_WITH_CHANNEL.test(reason.message)) {
      logger.warn({ err: reason }, 'a message was lost with its broker channel');
      return;
    }
    logger.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
}
