import { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxAndInboxTables, dropOutboxAndInboxTables } from '@undangan/platform';

export class CreateReportingEventTables1763800000003 implements MigrationInterface {
  name = 'CreateReportingEventTables1763800000003';

  async up(q: QueryRunner): Promise<void> {
    await createOutboxAndInboxTables(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropOutboxAndInboxTables(q);
  }
}
