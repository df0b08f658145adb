import { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxAndInboxTables, dropOutboxAndInboxTables } from '@undangan/platform';
import { createEmailsTable, dropEmailsTable } from '../emails.table';

export class CreateNotifications1763800000050 implements MigrationInterface {
  name = 'CreateNotifications1763800000050';

  async up(q: QueryRunner): Promise<void> {
    await createOutboxAndInboxTables(q);
    await createEmailsTable(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropEmailsTable(q);
    await dropOutboxAndInboxTables(q);
  }
}
