import { COUPLE_SIGN_IN } from '@undangan/contracts';
import { configSchema, Environment, envVar, serviceVariables } from '@undangan/platform';
import type { z } from 'zod';

/** Every variable the invitations program reads, checked at start (main.ts). */
export const invitationsConfigSchema = configSchema({
  ...serviceVariables('invitations'),
  // A guest's RSVPs and wishes from one address: at most this many per invitation in ten minutes.
  GUEST_REPLIES_PER_SOURCE: envVar.integer(10, { min: 1, max: 10_000 }),
  // All guests of one invitation together: at most this many RSVPs and wishes per minute.
  GUEST_REPLIES_PER_INVITATION: envVar.integer(3_000, { min: 1, max: 1_000_000 }),
  // The shop's public address: pages' share and calendar links are made with it.
  PUBLIC_BASE_URL: envVar.url('http://localhost:8080', ['http', 'https']),
  // How long a published invitation stays online ("Masa aktif 1 tahun").
  INVITATION_ONLINE_DAYS: envVar.integer(365, { min: 1, max: 3650 }),
  // Guests' names, phones, links, RSVPs and wishes are forgotten this many days after the
  // invitation closed (docs/SECURITY.md).
  GUEST_DATA_KEEP_DAYS: envVar.integer(30, { min: 1, max: 3650 }),
  // How long a couple's sign-in link opens a session, in seconds (0: expired as it is made, for tests).
  COUPLE_SIGN_IN_LINK_SECONDS: envVar.integer(COUPLE_SIGN_IN.linkMinutes * 60, { min: 0, max: 86_400 }),
  // How long a couple's session lasts after signing in.
  COUPLE_SESSION_DAYS: envVar.integer(COUPLE_SIGN_IN.sessionDays, { min: 1, max: 365 }),
  // Publishes the sample invitation at /contoh when none is there (development; refused in production).
  SEED_ON_EMPTY: envVar.flag(false),
});

export type InvitationsConfig = z.output<typeof invitationsConfigSchema>;

/** The configuration an environment gives, its development defaults for the rest (tests). */
export function invitationsConfigOf(environment: Environment = {}): InvitationsConfig {
  return invitationsConfigSchema.parse(environment);
}
