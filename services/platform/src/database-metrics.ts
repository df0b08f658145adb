import { Counter } from 'prom-client';
import type { Logger as TypeOrmLogger, QueryRunner } from 'typeorm';
import { metricsRegistry } from './service/metrics';

/**
 * What a service asks of its database, by kind: `begin`, `commit` and `rollback` of explicit
 * transactions, `in_transaction` for a statement inside one, `alone` for a statement that is a
 * transaction of its own. Every statement is one round trip; the transactions are `begin` plus
 * `alone`. The bench reads it to say what one checkout costs each database.
 */
const statements = new Counter({
  name: 'db_statements_total',
  help: "Statements sent to the service's database (each one round trip), by kind",
  labelNames: ['kind'],
  registers: [metricsRegistry],
});

/** Bound once: a statement pays one increment, not a lookup of its labels. */
const byKind = {
  begin: statements.labels('begin'),
  commit: statements.labels('commit'),
  rollback: statements.labels('rollback'),
  inTransaction: statements.labels('in_transaction'),
  alone: statements.labels('alone'),
};

/** TypeORM's logger, used only to count: every statement passes through logQuery before it is sent. */
export const statementCounter: TypeOrmLogger = {
  logQuery(query: string, _parameters?: unknown[], runner?: QueryRunner) {
    if (query === 'START TRANSACTION') byKind.begin.inc();
    else if (query === 'COMMIT') byKind.commit.inc();
    else if (query === 'ROLLBACK') byKind.rollback.inc();
    else if (runner?.isTransactionActive) byKind.inTransaction.inc();
    else byKind.alone.inc();
  },
  logQueryError: () => undefined,
  logQuerySlow: () => undefined,
  logSchemaBuild: () => undefined,
  logMigration: () => undefined,
  log: () => undefined,
};
