import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { CATALOGUE, MUSIC_FILES_PATH } from '@undangan/contracts';
import {
  createLineLog,
  HealthCheck,
  initMetrics,
  Logger,
  openDataSourceWhenReachable,
  PinoNestLogger,
} from '@undangan/platform';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply } from 'fastify';
import { AppModule } from './app.module';
import { AdminAccounts } from './auth/admin-accounts';
import { AdminSessions } from './auth/admin-sessions';
import { AdminUserEntity } from './auth/admin-user.entity';
import { AuthTokens } from './auth/auth.tokens';
import { CatalogueCache } from './catalogue/catalogue-cache';
import { answerFromCatalogueCache, CATALOGUE_KEYS } from './catalogue/catalogue-fast-path';
import { GatewayConfig } from './gateway-config';
import { gatewayHealthChecks } from './health/health.controller';
import { AllErrorsFilter } from './http/all-errors.filter';
import { limitBodyTime, SERVER_TIMEOUTS } from './http/body-deadline';
import { frameworkErrorHandlers } from './http/framework-errors';
import { recordHttpMetrics } from './http/http-metrics';
import { drainRefusedBodies } from './http/drain-refused-body';
import { logRequests } from './http/request-log';
import { recordRouteTable } from './http/route-table';
import { rememberRoutePatterns } from './http/route-pattern';
import { applySecurityHeaders } from './http/security-headers';
import { acceptEmptyJsonBodies } from './http/json-body';
import { AdminAuditLogEntity } from './audit/admin-audit-log.entity';
import { CreateAdminUsers1763800000010 } from './migrations/1763800000010-create-admin-users';
import { CreateAdminAuditLog1763800000030 } from './migrations/1763800000030-create-admin-audit-log';
import { CreateAdminSessions1763800000040 } from './migrations/1763800000040-create-admin-sessions';
import { CreateRateLimitEvents1763800000050 } from './migrations/1763800000050-create-rate-limit-events';
import { AddAdminDisabledAt1763800000060 } from './migrations/1763800000060-add-admin-disabled-at';
import { PostgresWindowCounts } from './limits/postgres-window-counts';
import { ServiceClients } from './rpc/service-clients';
import { LandingImage } from './web/landing-image';
import { SpaFallback } from './web/spa-fallback';
import { acceptGuestForms } from './guests/guest-forms';
import { answerInvitationPages } from './guests/guest-page';
import { answerCustomHosts, CustomHostCache, lookUpDomain } from './guests/custom-hosts';

const JSON_BODY_LIMIT = 1024 * 1024;
const MULTIPART_FILE_LIMIT = 5 * 1024 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export interface Gateway {
  app: NestFastifyApplication;
  /** Readiness of the gateway itself (its database, the broker), for /health on either port. */
  healthChecks: Record<string, HealthCheck>;
  close(): Promise<void>;
}

export async function createGateway(config: GatewayConfig, logger: Logger): Promise<Gateway> {
  initMetrics('gateway');
  // A database away at start is waited for (logged), never a reason to exit.
  const dataSource = await openDataSourceWhenReachable({
    url: config.databaseUrl,
    entities: [AdminUserEntity, AdminAuditLogEntity],
    migrations: [
      CreateAdminUsers1763800000010,
      CreateAdminAuditLog1763800000030,
      CreateAdminSessions1763800000040,
      CreateRateLimitEvents1763800000050,
      AddAdminDisabledAt1763800000060,
    ],
    logger,
  });
  const accounts = new AdminAccounts(dataSource);
  if (await accounts.ensureFirstAdmin(config.adminUsername, config.adminPassword)) {
    logger.info({ username: config.adminUsername }, 'first admin account created');
  }
  const rpc = new ServiceClients(config.amqpUrl, config.rpcTimeoutMs, logger);
  const sessions = new AdminSessions(dataSource, new AuthTokens(config.jwtSecret));
  const limits = new PostgresWindowCounts(dataSource);
  const catalogueCache = await CatalogueCache.start(config.amqpUrl, logger, {
    ttlMs: config.catalogueCacheTtlMs,
  });
  const landingImage = new LandingImage({
    kept: () => catalogueCache.latest(CATALOGUE_KEYS.designs),
    read: () =>
      catalogueCache
        .get(CATALOGUE_KEYS.designs, () => rpc.call(CATALOGUE.listDesigns, {}))
        .catch((err: unknown) => logger.debug({ err }, 'designs for the landing page not read')),
  });
  const spa = new SpaFallback(config.webDistDir, () => landingImage.current());
  const customHosts = new CustomHostCache(lookUpDomain(rpc), config.customDomainCacheTtlMs);

  const adapter = new FastifyAdapter({
    ...frameworkErrorHandlers(config.midtransSnapJsUrl),
    bodyLimit: JSON_BODY_LIMIT,
    // X-Forwarded-For is believed only from the proxies an operator lists (nginx in compose).
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    requestTimeout: SERVER_TIMEOUTS.requestTimeout,
    http: {
      headersTimeout: SERVER_TIMEOUTS.headersTimeout,
      connectionsCheckingInterval: SERVER_TIMEOUTS.connectionsCheckingInterval,
    },
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register({ config, dataSource, rpc, accounts, sessions, catalogueCache, limits, customHosts }),
    adapter,
    { logger: new PinoNestLogger(logger), bodyParser: false },
  );
  const fastify = app.getHttpAdapter().getInstance();
  await app.register(fastifyMultipart, { limits: { fileSize: MULTIPART_FILE_LIMIT, files: 2, fields: 30 } });
  rememberRoutePatterns(fastify);
  const routeTable = recordRouteTable(fastify);
  // First, so that every later hook (the catalogue cache's answers included) runs in its span.
  logRequests(fastify, createLineLog('gateway', config.logLevel));
  recordHttpMetrics(fastify);
  limitBodyTime(fastify, config.midtransSnapJsUrl);
  acceptEmptyJsonBodies(fastify, JSON_BODY_LIMIT);
  acceptGuestForms(fastify, JSON_BODY_LIMIT);
  applySecurityHeaders(fastify, config.midtransSnapJsUrl);
  drainRefusedBodies(fastify);
  // Before the shop's own fast paths: a couple's domain serves their invitation and nothing else.
  answerCustomHosts(fastify, customHosts, rpc, logger);
  answerFromCatalogueCache(fastify, catalogueCache);
  answerInvitationPages(fastify, rpc, logger);
  app.useGlobalFilters(new AllErrorsFilter(logger, spa));
  if (spa.available) {
    app.useStaticAssets({
      root: spa.distDir.startsWith('/') ? spa.distDir : `${process.cwd()}/${spa.distDir}`,
      prefix: '/',
      // No index: `/` is a page like the others, answered by the SPA fallback with its own preloads
      // (without allowedPath, a directory asked for without an encoding would be refused with 403).
      index: false,
      allowedPath: (pathname: string) => pathname !== '/',
      // The web build writes .br and .gz copies beside its text files; a browser that accepts
      // them gets the compressed bytes (with Vary: Accept-Encoding), others the original.
      preCompressed: true,
      // @fastify/static hands over its reply here (typed as a Node response by Nest).
      setHeaders: (reply, file) => {
        const header = (reply as unknown as FastifyReply).header.bind(reply);
        const path = file.replace(/\.(?:br|gz)$/, '');
        // Vite names built assets by content hash, so they never change under the same name; nor
        // does a track of the shop's music (a changed track is a new one).
        if (path.includes('/assets/') || path.includes(MUSIC_FILES_PATH))
          header('cache-control', 'public, max-age=31536000, immutable');
        else if (path.endsWith('.html')) header('cache-control', 'no-cache');
      },
    });
  } else {
    logger.warn({ dir: config.webDistDir }, 'web build not found: only the API is served');
  }
  await app.init();
  // The landing page's first visitor gets its image named too, when the catalogue is up already.
  if (spa.available) void landingImage.ask();
  logger.info({ routes: routeTable.map(({ method, url }) => `${method} ${url}`) }, 'route table');
  const pruning = limits.startPruning(logger);

  let closing: Promise<void> | undefined;
  return {
    app,
    healthChecks: gatewayHealthChecks(dataSource, rpc),
    close: () =>
      (closing ??= (async () => {
        await app.close();
        pruning.stop();
        await catalogueCache.close();
        await rpc.close();
        await dataSource.destroy();
      })()),
  };
}
