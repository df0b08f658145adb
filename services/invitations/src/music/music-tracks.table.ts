import type { MusicTrackListing } from '@undangan/contracts';
import type { DataSource, EntityManager } from 'typeorm';

type Runner = DataSource | EntityManager;

const TRACK_COLUMNS = 'id, title, description, file_path AS url';

/** The shop's tracks, in the order the couple's form lists them. */
export function listTracks(db: Runner): Promise<MusicTrackListing[]> {
  return db.query(`SELECT ${TRACK_COLUMNS} FROM music_tracks ORDER BY position`);
}

/** One track by its id, or null. */
export async function trackOf(db: Runner, id: string): Promise<MusicTrackListing | null> {
  const rows: MusicTrackListing[] = await db.query(
    `SELECT ${TRACK_COLUMNS} FROM music_tracks WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
