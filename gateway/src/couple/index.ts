import { CoupleAccessController } from './couple-access.controller';
import { CoupleGuestFilesController } from './couple-guest-files.controller';
import { CoupleGuestsController } from './couple-guests.controller';

/**
 * The couple's dashboard's routes (/api/pasangan): the sign-in, and the session's own order (its
 * guest list, and the list as files).
 */
export const COUPLE_CONTROLLERS = [
  CoupleAccessController,
  CoupleGuestFilesController,
  CoupleGuestsController,
];
