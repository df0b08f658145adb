import type { MusicTrack, MusicTracks } from '@undangan/contracts';
import { trackOnPage } from '@undangan/contracts';
import type { DataSource } from 'typeorm';
import { listTracks, trackOf } from './music-tracks.table';

/** The shop's own music, which couples choose from for their invitation's background music. */
export class MusicCatalogue {
  constructor(private readonly dataSource: DataSource) {}

  async tracks(): Promise<MusicTracks> {
    return { tracks: await listTracks(this.dataSource) };
  }

  /** A track as a page plays it, or null when the shop has no such track. */
  async track(id: string): Promise<MusicTrack | null> {
    const track = await trackOf(this.dataSource, id);
    return track ? trackOnPage(track) : null;
  }
}
