import { RPC_QUEUES } from '@undangan/contracts';
import { createLogger, RpcClient, runService, RunningService } from '@undangan/platform';
import { createTestDatabase, createTestVhost } from '@undangan/platform/testing';
import { Client } from 'pg';
import { catalogueConfigOf } from '../../catalogue/src/catalogue.config';
import { createCatalogueProgram } from '../../catalogue/src/catalogue.program';
import { orderingConfigOf } from '../src/ordering.config';
import { createOrderingProgram } from '../src/ordering.program';

/**
 * Ordering as its tests meet it: the real catalogue and ordering services on a throwaway vhost and
 * databases (the catalogue seeded), an RPC client to ordering and a SQL client on its database.
 */
export interface OrderingBackend {
  vhostUrl: string;
  orderingDbUrl: string;
  catalogue: RunningService;
  ordering: RunningService;
  rpc: RpcClient;
  sql: Client;
  close(): Promise<void>;
}

export const silentLogger = createLogger('test', 'silent');

export async function startOrderingBackend(prefix: string, rpcTimeoutMs = 5000): Promise<OrderingBackend> {
  const logger = silentLogger;
  const disposables = await Promise.all([
    createTestVhost(prefix),
    createTestDatabase(`${prefix}_catalogue`),
    createTestDatabase(`${prefix}_ordering`),
  ]);
  const [vhost, catalogueDb, orderingDb] = disposables;
  const started: Partial<OrderingBackend> = { vhostUrl: vhost.url, orderingDbUrl: orderingDb.url };
  const close = async () => {
    await started.sql?.end();
    await started.rpc?.close();
    await started.ordering?.close();
    await started.catalogue?.close();
    await Promise.all(disposables.map((disposable) => disposable.drop()));
  };
  try {
    const options = { amqpUrl: vhost.url, httpPort: 0, handleSignals: false, logger };
    // The demo catalogue and referral codes; every other variable at its development default.
    const seeded = { SEED_ON_EMPTY: 'true' };
    started.catalogue = await runService(createCatalogueProgram(catalogueConfigOf(seeded)), {
      ...options,
      databaseUrl: catalogueDb.url,
    });
    started.ordering = await runService(createOrderingProgram(orderingConfigOf(seeded)), {
      ...options,
      databaseUrl: orderingDb.url,
    });
    started.rpc = new RpcClient(vhost.url, RPC_QUEUES.ordering, rpcTimeoutMs, logger);
    started.sql = new Client({ connectionString: orderingDb.url });
    await started.sql.connect();
    return { ...(started as OrderingBackend), close };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}
