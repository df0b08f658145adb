import { INVITATIONS } from '@undangan/contracts';
import type { DataSource } from 'typeorm';
import { pageOf } from '../pages.table';
import type { PagesService } from '../pages.service';
import { sampleInvitation, SAMPLE_CLIENT_ID } from './sample-invitation';

/** Publishes the sample invitation at /contoh unless it is there; true when it published. */
export async function publishSampleIfMissing(pages: PagesService, dataSource: DataSource): Promise<boolean> {
  if (await pageOf(dataSource, SAMPLE_CLIENT_ID)) return false;
  await pages.publish(INVITATIONS.publish.schema.parse(sampleInvitation()));
  return true;
}
