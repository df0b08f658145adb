import { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxAndInboxTables, dropOutboxAndInboxTables } from '@undangan/platform';

export class CreateProofStorageEventTables1763800000002 implements MigrationInterface {
  name = 'CreateProofStorageEventTables1763800000002';

  async up(q: QueryRunner): Promise<void> {
    await createOutboxAndInboxTables(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropOutboxAndInboxTables(q);
  }
}
