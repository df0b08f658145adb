import { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxAndInboxTables, dropOutboxAndInboxTables } from '@undangan/platform';

export class CreateOrderingEventTables1763800000001 implements MigrationInterface {
  name = 'CreateOrderingEventTables1763800000001';

  async up(q: QueryRunner): Promise<void> {
    await createOutboxAndInboxTables(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropOutboxAndInboxTables(q);
  }
}
