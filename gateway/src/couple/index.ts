import { CoupleAccessController } from './couple-access.controller';

/** The couple's dashboard's routes (/api/pasangan): the sign-in, and the session's own order. */
export const COUPLE_CONTROLLERS = [CoupleAccessController];
