import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * SQL for `json_build_object(...)` of one row of `entity`, keyed by the entity's property names and
 * read from its columns (`alias.` before each when given): the list of columns is the entity's own,
 * so a column added to the entity is in the object without a second list to keep. The row's
 * creation and update times are left out, as the catalogue's answers never carry them.
 */
export function entityAsJson<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  alias = '',
): string {
  const pairs = manager.connection
    .getMetadata(entity)
    .columns.filter((column) => !column.isCreateDate && !column.isUpdateDate)
    .map((column) => `'${column.propertyName}', ${alias ? `${alias}.` : ''}${column.databaseName}`);
  return `json_build_object(${pairs.join(', ')})`;
}
