import { INVITATIONS } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { MusicCatalogue } from './music-catalogue';

/** The shop's music, for the couple's form. */
export const MusicController = rpcController('MusicController', MusicCatalogue, (on) => [
  on(INVITATIONS.tracks, (music) => music.tracks()),
]);
