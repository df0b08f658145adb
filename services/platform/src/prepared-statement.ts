import type { EntityManager } from 'typeorm';

/**
 * A statement PostgreSQL parses and plans once per connection instead of at every use: for the
 * statements every checkout runs, where planning cost more than running them (the catalogue's price
 * quote planned for longer than it ran). The name must stay with one text: each connection keeps
 * the statement under its name.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

export function preparedStatement(name: string, text: string): PreparedStatement {
  return Object.freeze({ name, text });
}

/**
 * Runs a prepared statement on the manager's connection (in its transaction, when it has one) and
 * answers what `manager.query` answers. TypeORM hands the statement to pg as it is, and pg takes a
 * `{ name, text }` for a statement to prepare once per connection and execute by name after.
 */
export function queryPrepared<T = unknown>(
  manager: EntityManager,
  statement: PreparedStatement,
  params: unknown[],
): Promise<T> {
  return manager.query(statement as unknown as string, params) as Promise<T>;
}
