import { MESSAGES } from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { CatalogueChanges } from './catalogue-changes';
import type { CatalogueChangedData } from '@undangan/contracts';

/** Create / update / delete of one catalogue table by primary key `id`, each with its change event. */
export class CatalogueStore<E extends ObjectLiteral & { id: string | number }> {
  constructor(
    private readonly changes: CatalogueChanges,
    private readonly entity: EntityTarget<E>,
    private readonly kind: CatalogueChangedData['entity'],
  ) {}

  create(values: E): Promise<E> {
    return this.changes.apply({ entity: this.kind, change: 'created', id: values.id }, async (manager) => {
      const repo = manager.getRepository(this.entity);
      // One insert decides: an id taken before or at the same moment is a conflict, never an
      // overwrite (a save would turn into an update) nor a unique-key failure.
      const inserted = await repo
        .createQueryBuilder()
        .insert()
        .values(repo.create(values))
        .orIgnore()
        .returning('id')
        .execute();
      if (!(inserted.raw as unknown[]).length) throw rpcFailure('conflict', MESSAGES.alreadyExists);
      return repo.findOneByOrFail({ id: values.id } as never);
    });
  }

  update(id: E['id'], values: E): Promise<E> {
    if (values.id !== id) throw rpcFailure('bad_request', 'ID tidak dapat diubah.');
    return this.changes.apply({ entity: this.kind, change: 'updated', id }, async (manager) => {
      const repo = manager.getRepository(this.entity);
      const existing = await repo.findOne({ where: { id } as never, lock: { mode: 'pessimistic_write' } });
      if (!existing) throw rpcFailure('not_found', MESSAGES.notFound);
      return repo.save(repo.merge(existing, values));
    });
  }

  delete(id: E['id']): Promise<{ deleted: true }> {
    return this.changes.apply({ entity: this.kind, change: 'deleted', id }, async (manager) => {
      const result = await manager.getRepository(this.entity).delete({ id } as never);
      if (!result.affected) throw rpcFailure('not_found', MESSAGES.notFound);
      return { deleted: true as const };
    });
  }
}
