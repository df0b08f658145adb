import { queryOptions } from '@tanstack/react-query';
import { musicTracksSchema, type MusicTrackListing } from '@undangan/contracts';
import { fetchApiJson } from './fetch-api-json';

/** GET /api/musik: the shop's own music a couple chooses from, in the order the shop lists it. */
export async function getMusicTracks(signal?: AbortSignal): Promise<MusicTrackListing[]> {
  return musicTracksSchema.parse(await fetchApiJson('/musik', { signal })).tracks;
}

/** The tracks change only with a release of the shop: read once a visit. */
export const musicTracksQuery = queryOptions({
  queryKey: ['music', 'tracks'] as const,
  queryFn: ({ signal }) => getMusicTracks(signal),
  staleTime: Infinity,
});
