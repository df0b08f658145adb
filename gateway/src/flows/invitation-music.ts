import { chosenTrack, INVITATIONS, trackOnPage, type MusicTrack } from '@undangan/contracts';
import type { ServiceClients } from '../rpc/service-clients';

/**
 * The shop's track a couple's data names in `music`, as their page plays it, or none. Read from
 * the invitations service's catalogue at each publishing and preview: an id it does not know (a
 * free-text wish saved before the catalogue, or a forged one) is no music, never an error, so
 * older data still publishes and a page only plays the shop's own files.
 */
export async function coupleTrack(
  rpc: ServiceClients,
  music: string,
  requestId: string,
): Promise<MusicTrack | null> {
  if (music.trim() === '') return null;
  const { tracks } = await rpc.call(INVITATIONS.tracks, {}, requestId);
  const track = chosenTrack(tracks, music);
  return track && trackOnPage(track);
}
