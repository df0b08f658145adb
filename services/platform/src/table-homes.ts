import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * One home per table: each table a service's migrations create has its SQL in one place, its
 * entity with a `*.queries.ts` beside it, or a `<table>.table.ts` module. A statement that joins
 * tables lives with the table it is mainly about and names the others it reads; those files are
 * listed as the table's `readBy`.
 */
export interface TableHome {
  /** The files (relative to the service's src) that hold the table's SQL. */
  home: string[];
  /** Other tables' modules whose statements also read or write this table. */
  readBy?: string[];
}

/**
 * The tables the migrations leave, read from each one's up() in order: those a CREATE TABLE makes,
 * under the name an ALTER TABLE ... RENAME TO gives them later, and outbox/inbox when a migration
 * creates the platform's event tables.
 */
export function tablesCreatedBy(migrationsDir: string): string[] {
  const tables = new Set<string>();
  for (const file of readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.ts'))
    .sort()) {
    const up = readFileSync(join(migrationsDir, file), 'utf8').split(/\basync\s+down\s*\(/)[0];
    const statements =
      /CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?(\w+)|ALTER\s+TABLE\s+(\w+)\s+RENAME\s+TO\s+(\w+)/g;
    for (const [, created, from, to] of up.matchAll(statements)) {
      if (created) tables.add(created);
      else if (tables.delete(from)) tables.add(to);
    }
    if (up.includes('createOutboxAndInboxTables(')) ['outbox', 'inbox'].forEach((t) => tables.add(t));
  }
  return [...tables].sort();
}

/** Source files under `dir`, minus migrations and tests. */
function sourceFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path, root);
    return /\.tsx?$/.test(name) && !/\.(spec|test)\.tsx?$/.test(name) ? [relative(root, path)] : [];
  });
}

/** The text without its comments (block comments, and line comments that start a line). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** A file that speaks to the database: raw queries, TypeORM's query builder, joins or entities. */
const TALKS_TO_DATABASE = /\.query\(|createQueryBuilder\(|\b(?:inner|left)Join\w*\(|@Entity\(|countRows\(/;

/**
 * The tables `text` names in SQL: after FROM, JOIN, INTO, UPDATE, TABLE or USING (a list of them
 * after LOCK TABLE), and, in a file that speaks to the database, any quoted as a whole string
 * (TypeORM's entity names and joins, a table handed to a helper).
 */
export function tablesNamedIn(text: string, tables: readonly string[]): string[] {
  const code = withoutComments(text);
  const named = new Set<string>();
  for (const match of code.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE|TABLE|USING)\s+((?:\w+\s*,\s*)*\w+)/g))
    for (const word of match[1].split(/\s*,\s*/)) if (tables.includes(word)) named.add(word);
  if (TALKS_TO_DATABASE.test(code))
    for (const match of code.matchAll(/['"`](\w+)['"`]/g)) if (tables.includes(match[1])) named.add(match[1]);
  return [...named].sort();
}

/**
 * Every way `srcDir` breaks "one home per table" for the tables of its migrations, as sentences;
 * empty when it keeps the rule. `homes` must name every table the migrations create.
 */
export function tableHomeViolations(
  srcDir: string,
  homes: Record<string, TableHome>,
  /** The tables, when no migrations of `srcDir` create them (platform's event tables). */
  tables = tablesCreatedBy(join(srcDir, 'migrations')),
): string[] {
  const violations: string[] = [];
  for (const table of tables) if (!homes[table]) violations.push(`${table} has no home`);
  for (const table of Object.keys(homes))
    if (!tables.includes(table)) violations.push(`${table} is no table of these migrations`);
  for (const file of sourceFiles(srcDir)) {
    for (const table of tablesNamedIn(readFileSync(join(srcDir, file), 'utf8'), tables)) {
      const home = homes[table];
      if (!home) continue;
      if (!home.home.includes(file) && !(home.readBy ?? []).includes(file))
        violations.push(`${file} has SQL about ${table}, whose home is ${home.home.join(' + ')}`);
    }
  }
  return violations;
}
