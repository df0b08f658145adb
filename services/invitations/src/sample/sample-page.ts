import { INVITATIONS, SAMPLE_CLIENT_ID, SAMPLE_TRACK_ID, type MusicTrack } from '@undangan/contracts';
import type { DataSource } from 'typeorm';
import { MusicCatalogue } from '../music/music-catalogue';
import { pageOf } from '../pages.table';
import type { PagesService } from '../pages.service';
import { sampleInvitation } from './sample-invitation';

/** Publishes the sample invitation at /contoh unless it is there; true when it published. */
export async function publishSampleIfMissing(pages: PagesService, dataSource: DataSource): Promise<boolean> {
  if (await pageOf(dataSource, SAMPLE_CLIENT_ID)) return false;
  await pages.publish(INVITATIONS.publish.schema.parse(sampleInvitation(await sampleTrack(dataSource))));
  return true;
}

/** The sample couple's track as the catalogue has it (none, should it be missing). */
export function sampleTrack(dataSource: DataSource): Promise<MusicTrack | null> {
  return new MusicCatalogue(dataSource).track(SAMPLE_TRACK_ID);
}
