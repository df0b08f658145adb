import { z } from 'zod';
import { CHECK_IN_LIMITS, checkInEventSchema, type CheckInTally } from './check-ins';
import { orderIdSchema } from './order-id';
import { answer, answeredBy } from './rpc-contract';
import { requiredText } from './validation';

/*
 * The desks at an invitation's door ("Meja Tamu"), answered by the invitations service. The couple
 * makes one per desk, with a name ("Meja Mempelai Wanita"); each has a key (in the desk's link)
 * and a short code to type instead, both shown once when made and kept only as hashes. A desk is
 * good until a day after the invitation's last event ends, or until the couple revokes it. With it a
 * desk downloads the guest list before the doors open and sends its check-ins as it can.
 */

const invitations = answeredBy('invitations');

export const DESK_LIMITS = {
  name: 60,
  perOrder: 10,
  /** Days after the last event ends that a desk still opens (a late sync, the recap). */
  daysAfterLastEvent: 1,
} as const;

/** A desk's key: 32 random bytes, base64url, in its link /meja/{key}. */
export const DESK_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A desk's short code: 8 characters a receptionist can read aloud and type (no 0/O, 1/I/L). */
export const DESK_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const DESK_CODE_LENGTH = 8;
export const DESK_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

export const DESK_MESSAGES = {
  notIncluded: 'Check-in tamu di lokasi acara tersedia untuk paket Exclusive.',
  notPublished:
    'Terbitkan undangan terlebih dahulu: meja tamu memakai daftar tamu undangan yang sudah terbit.',
  tooMany: `Paling banyak ${DESK_LIMITS.perOrder} meja tamu untuk satu undangan.`,
  nameTaken: 'Nama meja ini sudah dipakai. Gunakan nama lain.',
  eventsOver: 'Semua acara undangan ini sudah berlalu, sehingga meja tamu tidak dapat dibuat lagi.',
  notFound: 'Meja tamu tidak ditemukan.',
  keyInvalid: 'Tautan atau kode meja tamu ini tidak berlaku. Mintalah tautan baru kepada pasangan.',
} as const;

/** A desk as the couple sees it. */
export const deskSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  created_at: z.string(),
  /** A day after the invitation's last event ends: the desk opens no more after it. */
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type Desk = z.infer<typeof deskSchema>;

/** A desk just made: its key and code, shown this once. */
export const newDeskSchema = z.object({ desk: deskSchema, key: z.string(), code: z.string() });
export type NewDesk = z.infer<typeof newDeskSchema>;

const deskName = requiredText('Nama meja', DESK_LIMITS.name);
const order = { order_id: orderIdSchema };
const deskRef = { ...order, desk_id: z.uuid({ error: DESK_MESSAGES.notFound }) };

/** What opens a desk: the key of its link, or its short code as typed (spaces and case forgiven). */
export const deskCredentialSchema = z.union([
  z.object({ key: z.string().regex(DESK_KEY_PATTERN, { error: DESK_MESSAGES.keyInvalid }) }),
  z.object({
    code: z
      .string({ error: DESK_MESSAGES.keyInvalid })
      .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
      .pipe(z.string().regex(DESK_CODE_PATTERN, { error: DESK_MESSAGES.keyInvalid })),
  }),
]);
export type DeskCredential = z.output<typeof deskCredentialSchema>;

/** The desk a credential opens, for the gateway's check of every desk request. */
export interface DeskAccess {
  desk_id: string;
  order_id: string;
  name: string;
  expires_at: string;
}

/** A guest as a desk keeps them to find and admit offline. */
export interface DeskGuest {
  id: string;
  name: string;
  people: number;
  group: string | null;
  session: { name: string; time: string } | null;
  /** Their link's serial (linkSerial): a pass naming another serial is of a link they no longer have. */
  serial: number;
}

/** Everything a desk needs before the doors open, and the tally of every desk so far. */
export interface DeskSnapshot {
  desk: { id: string; name: string; expires_at: string };
  invitation: { couple: string; events: { title: string; date: string; time: string; time_zone: string }[] };
  /** The invitation's public key for its guests' passes (raw Ed25519, base64url). */
  pass_key: string;
  guests: DeskGuest[];
  desks: { id: string; name: string }[];
  tally: CheckInTally;
}

/** Named apart from the guest list's contracts: they share the invitations service's map. */
export const DESKS = {
  makeDesk: invitations('desks.create', z.object({ ...order, name: deskName }), answer<NewDesk>()),
  listDesks: invitations('desks.list', z.object(order), answer<{ desks: Desk[] }>()),
  revokeDesk: invitations('desks.revoke', z.object(deskRef), answer<Desk>()),
  /** The open, unexpired desk a credential names, or null. */
  openDesk: invitations('desks.open', deskCredentialSchema, answer<DeskAccess | null>()),
  deskSnapshot: invitations('desks.snapshot', z.object(deskRef), answer<DeskSnapshot>()),
  /** Keeps a desk's check-ins (each once, by its id) and answers the tally after them. */
  syncDesk: invitations(
    'desks.sync',
    z.object({ ...deskRef, events: z.array(checkInEventSchema).max(CHECK_IN_LIMITS.batch) }),
    answer<{ taken: number; tally: CheckInTally }>(),
  ),
} as const;
