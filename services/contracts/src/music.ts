import { z } from 'zod';
import { musicTrackSchema, type MusicTrack } from './invitation-page';

// The shop's own music: a few tracks it made itself, which a couple chooses from for their
// invitation's background music. The invitations service keeps the catalogue (table music_tracks);
// the files are made by the build (services/invitations/src/music) and served by the front.

/** Where the front serves the tracks' files: a file never changes under its name (cached a year). */
export const MUSIC_FILES_PATH = '/generated/music/';

/** A track as the couple's form lists it: what a page plays (MusicTrack), and a line about it. */
export const musicTrackListingSchema = musicTrackSchema.extend({
  /** What it sounds like and who made it, in a line. */
  description: z.string(),
});
export type MusicTrackListing = z.infer<typeof musicTrackListingSchema>;

export const musicTracksSchema = z.object({ tracks: z.array(musicTrackListingSchema) });
export type MusicTracks = z.infer<typeof musicTracksSchema>;

/**
 * The track a couple's `music` names, or none. `music` holds a track's id; an older draft may hold
 * a free-text wish from before the catalogue ("Judul lagu - penyanyi"), and a request may name an
 * id the shop does not have: both are no music, never an error, so such data still loads, saves
 * and publishes, and a page only ever plays a file of the shop's own.
 */
export function chosenTrack<T extends MusicTrack>(tracks: readonly T[], music: string): T | null {
  const id = music.trim();
  return id === '' ? null : (tracks.find((track) => track.id === id) ?? null);
}

/**
 * What a couple's `music` says, to show them or the admin: the shop's track they chose, or none;
 * and a text that names no track (a wish typed before the catalogue), to show as they wrote it.
 */
export function musicChoiceOf<T extends MusicTrack>(
  tracks: readonly T[],
  music: string,
): { track: T | null; wish: string | null } {
  const track = chosenTrack(tracks, music);
  return { track, wish: track || music.trim() === '' ? null : music.trim() };
}

/** A listed track as a page plays it. */
export const trackOnPage = ({ id, title, url }: MusicTrack): MusicTrack => ({ id, title, url });

export const MUSIC_WORDS = {
  none: 'Tanpa musik',
} as const;
