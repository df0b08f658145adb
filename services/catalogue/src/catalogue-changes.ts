import { CatalogueChangedData, EVENT_TYPES } from '@undangan/contracts';
import { enqueueEvent, OutboxRelay } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs a catalogue change and writes its `catalogue.changed` event in the same transaction, then
 * nudges the relay so caches elsewhere hear of it within milliseconds.
 */
export class CatalogueChanges {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay?: OutboxRelay,
  ) {}

  async apply<T>(
    change: Omit<CatalogueChangedData, 'id'> & { id: string | number },
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    const result = await this.dataSource.transaction(async (manager) => {
      const value = await work(manager);
      await enqueueEvent<CatalogueChangedData>(manager, EVENT_TYPES.catalogueChanged, {
        entity: change.entity,
        change: change.change,
        id: String(change.id),
      });
      return value;
    });
    this.relay?.kick();
    return result;
  }
}
