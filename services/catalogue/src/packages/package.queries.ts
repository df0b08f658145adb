import { preparedStatement, queryPrepared, type PreparedStatement } from '@undangan/platform';
import type { EntityManager } from 'typeorm';
import { AddonEntity } from '../addons/addon.entity';
import { DesignEntity } from '../designs/design.entity';
import { entityAsJson } from '../entity-json';
import { PackageEntity } from './package.entity';

/**
 * The statements about `packages` that its repository does not say as clearly. The price quote
 * also reads `addons` and `designs` (a cart names a package first, and its add-ons and designs
 * with it), in one round trip.
 */

/** Names are compared whole, trimmed and in lower case, on both sides by PostgreSQL itself. */
const sameName = (column: string, asked: string) => `lower(btrim(${column})) = lower(btrim(${asked}))`;

/**
 * The packages, add-ons and designs a cart names, each list ordered by id: those asked by id and
 * every match of a name asked ($4 package names, $5 add-on titles, $6 design names), with the
 * matches of each name. The base-features package ($7) never matches a name. Each row is the
 * entity's own columns as JSON (entityAsJson).
 */
function quoteStatement(manager: EntityManager): string {
  return `
  WITH
    package_matches AS (
      SELECT n.name, coalesce(array_agg(p.id ORDER BY p.id) FILTER (WHERE p.id IS NOT NULL), '{}') AS ids
        FROM unnest($4::text[]) AS n(name)
        LEFT JOIN packages p ON ${sameName('p.name', 'n.name')} AND p.id <> $7
       GROUP BY n.name),
    addon_matches AS (
      SELECT n.name, coalesce(array_agg(a.id ORDER BY a.id) FILTER (WHERE a.id IS NOT NULL), '{}') AS ids
        FROM unnest($5::text[]) AS n(name)
        LEFT JOIN addons a ON ${sameName('a.title', 'n.name')}
       GROUP BY n.name),
    design_matches AS (
      SELECT n.name, coalesce(array_agg(d.id ORDER BY d.id) FILTER (WHERE d.id IS NOT NULL), '{}') AS ids
        FROM unnest($6::text[]) AS n(name)
        LEFT JOIN designs d ON ${sameName('d.name', 'n.name')}
       GROUP BY n.name)
  SELECT
    (SELECT coalesce(json_agg(${entityAsJson(manager, PackageEntity)} ORDER BY id), '[]')
       FROM packages
      WHERE id = ANY($1::integer[]) OR id IN (SELECT unnest(ids) FROM package_matches)) AS packages,
    (SELECT coalesce(json_agg(${entityAsJson(manager, AddonEntity)} ORDER BY id), '[]')
       FROM addons
      WHERE id = ANY($2::integer[]) OR id IN (SELECT unnest(ids) FROM addon_matches)) AS addons,
    (SELECT coalesce(json_agg(${entityAsJson(manager, DesignEntity)} ORDER BY id), '[]')
       FROM designs
      WHERE id = ANY($3::text[]) OR id IN (SELECT unnest(ids) FROM design_matches)) AS designs,
    (SELECT coalesce(json_object_agg(name, ids), '{}') FROM package_matches) AS package_matches,
    (SELECT coalesce(json_object_agg(name, ids), '{}') FROM addon_matches) AS addon_matches,
    (SELECT coalesce(json_object_agg(name, ids), '{}') FROM design_matches) AS design_matches`;
}

export interface QuoteRow {
  packages: PackageEntity[];
  addons: AddonEntity[];
  designs: DesignEntity[];
  package_matches: Record<string, number[]>;
  addon_matches: Record<string, number[]>;
  design_matches: Record<string, string[]>;
}

export interface QuoteArgs {
  packageIds: number[];
  addonIds: number[];
  designIds: string[];
  packageNames: string[];
  addonTitles: string[];
  designNames: string[];
  baseFeaturesPackageId: number;
}

/**
 * The statement is made once per data source (its columns do not change while it runs) and
 * prepared once per connection: every checkout asks for a quote, and PostgreSQL took longer to plan
 * this statement than to run it.
 */
const statements = new WeakMap<object, PreparedStatement>();

export async function quoteRows(manager: EntityManager, args: QuoteArgs): Promise<QuoteRow> {
  let statement = statements.get(manager.connection);
  if (statement === undefined) {
    statement = preparedStatement('catalogue_quote', quoteStatement(manager));
    statements.set(manager.connection, statement);
  }
  const [row] = await queryPrepared<QuoteRow[]>(manager, statement, [
    args.packageIds,
    args.addonIds,
    args.designIds,
    args.packageNames,
    args.addonTitles,
    args.designNames,
    args.baseFeaturesPackageId,
  ]);
  return row;
}

/** Serialises concurrent seeders (two replicas starting together) for the caller's transaction. */
export async function lockPackages(manager: EntityManager): Promise<void> {
  await manager.query('LOCK TABLE packages IN EXCLUSIVE MODE');
}
