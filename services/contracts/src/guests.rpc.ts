import { z } from 'zod';
import { orderIdSchema } from './order-id';
import { indonesianMobile } from './phone';
import { answer, answeredBy } from './rpc-contract';
import { optionalText, requiredText } from './validation';

// A couple's guest list, answered by the invitations service. The list belongs to the ORDER (its
// `order_id`), not to a page: guests are added before the page is published, and Split Link's two
// addresses share one list. Every request names the order; the gateway takes it from the couple's
// session, never from the body, and a guest, group or session of another order is not found.

const invitations = answeredBy('invitations');

export const GUEST_LIMITS = {
  /** Guests on one order's list. */
  guestsPerOrder: 5000,
  name: 100,
  groupName: 60,
  sessionName: 60,
  /** People one guest's invitation is for. */
  people: { min: 1, max: 10 },
  groupsPerOrder: 100,
  sessionsPerOrder: 30,
  /** A session's capacity in people. */
  capacity: 100_000,
  template: 1500,
  pageSize: 100,
  search: 100,
  /** Guests one "mark sent" names at most. */
  markSent: 500,
} as const;

/**
 * A guest's own link token: 12 characters of base62 from a cryptographic source (about 71 bits),
 * never derived from the guest's name. Their page is /{client_id}/{token} on the shop's origin and
 * /{token} on the couple's own domain.
 */
export const GUEST_TOKEN_LENGTH = 12;
export const GUEST_TOKEN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const GUEST_TOKEN_PATTERN = /^[0-9A-Za-z]{12}$/;
export const isGuestToken = (value: unknown): value is string =>
  typeof value === 'string' && GUEST_TOKEN_PATTERN.test(value);

/** Where a guest stands, in the order the couple sees them move: answered wins, then opened, then sent. */
export const GUEST_STATUSES = ['belum_dikirim', 'terkirim', 'dibuka', 'hadir', 'tidak_hadir'] as const;
export type GuestStatus = (typeof GUEST_STATUSES)[number];
export const GUEST_STATUS_LABELS: Record<GuestStatus, string> = {
  belum_dikirim: 'Belum dikirim',
  terkirim: 'Terkirim',
  dibuka: 'Dibuka',
  hadir: 'Hadir',
  tidak_hadir: 'Tidak hadir',
};

/** A session's time as the couple writes it: "11.00-13.00 WIB" (Indonesia's three time zones). */
export const SESSION_TIME_PATTERN =
  /^([01]\d|2[0-3])[.:]([0-5]\d)\s*-\s*([01]\d|2[0-3])[.:]([0-5]\d)\s+(WIB|WITA|WIT)$/i;

export const GUEST_MESSAGES = {
  notFound: 'Tamu tidak ditemukan.',
  groupNotFound: 'Kelompok tamu tidak ditemukan.',
  sessionNotFound: 'Sesi tidak ditemukan.',
  wishNotFound: 'Ucapan tidak ditemukan.',
  tooManyGuests: (room: number) =>
    room > 0
      ? `Daftar tamu paling banyak ${GUEST_LIMITS.guestsPerOrder.toLocaleString('id-ID')} tamu. Sisa tempat: ${room} tamu.`
      : `Daftar tamu sudah mencapai batas ${GUEST_LIMITS.guestsPerOrder.toLocaleString('id-ID')} tamu.`,
  tooManyGroups: `Kelompok tamu paling banyak ${GUEST_LIMITS.groupsPerOrder}.`,
  tooManySessions: `Sesi paling banyak ${GUEST_LIMITS.sessionsPerOrder}.`,
  groupTaken: 'Nama kelompok ini sudah ada.',
  sessionTaken: 'Nama sesi ini sudah ada.',
  phone: 'Nomor HP harus nomor seluler Indonesia, misalnya 0812 3456 7890.',
  sessionTime: 'Waktu sesi ditulis seperti 11.00-13.00 WIB (zona WIB, WITA atau WIT).',
  sessionEnd: 'Jam selesai sesi harus setelah jam mulai.',
  templateLink: 'Templat pesan harus memuat {tautan} agar tamu menerima tautan undangannya.',
  /** The RSVP of a guest's own link, for more people than their invitation. */
  tooManyPeople: (max: number) => `Jumlah tamu melebihi undangan Anda (maksimal ${max} orang).`,
  /** A plain RSVP or wish when the couple switched the open link off. */
  personalOnly:
    'Undangan ini bersifat pribadi. Silakan buka tautan undangan yang dikirimkan kepada Anda untuk mengisi konfirmasi.',
} as const;

const idSchema = (message: string) => z.uuid({ error: message });
export const guestIdSchema = idSchema(GUEST_MESSAGES.notFound);
const groupIdSchema = idSchema(GUEST_MESSAGES.groupNotFound);
const sessionIdSchema = idSchema(GUEST_MESSAGES.sessionNotFound);

/** A guest's phone: empty is none; else an Indonesian mobile number, kept as 62... */
export const guestPhoneSchema = z
  .string({ error: GUEST_MESSAGES.phone })
  .trim()
  .max(30, { error: GUEST_MESSAGES.phone })
  .nullable()
  .default(null)
  .transform((phone, context) => {
    if (phone === null || phone === '') return null;
    const mobile = indonesianMobile(phone);
    if (mobile === null) {
      context.addIssue({ code: 'custom', message: GUEST_MESSAGES.phone });
      return z.NEVER;
    }
    return mobile;
  });

export const guestPeopleSchema = z
  .number({ error: 'Jumlah orang harus angka.' })
  .int({ error: 'Jumlah orang harus angka bulat.' })
  .min(GUEST_LIMITS.people.min, { error: `Jumlah orang minimal ${GUEST_LIMITS.people.min}.` })
  .max(GUEST_LIMITS.people.max, { error: `Jumlah orang paling banyak ${GUEST_LIMITS.people.max}.` });

/** One guest as the couple types them (or a row of an import). */
export const guestInputSchema = z.object({
  name: requiredText('Nama tamu', GUEST_LIMITS.name),
  phone: guestPhoneSchema,
  group_id: groupIdSchema.nullable().default(null),
  session_id: sessionIdSchema.nullable().default(null),
  people: guestPeopleSchema.default(1),
});
export type GuestInput = z.output<typeof guestInputSchema>;

/** A session's time, written one way: "11.00-13.00 WIB". */
export const sessionTimeSchema = z
  .string({ error: GUEST_MESSAGES.sessionTime })
  .trim()
  .regex(SESSION_TIME_PATTERN, { error: GUEST_MESSAGES.sessionTime })
  .transform((time, context) => {
    const [, h1, m1, h2, m2, zone] = SESSION_TIME_PATTERN.exec(time)!;
    if (Number(h2) * 60 + Number(m2) <= Number(h1) * 60 + Number(m1)) {
      context.addIssue({ code: 'custom', message: GUEST_MESSAGES.sessionEnd });
      return z.NEVER;
    }
    return `${h1}.${m1}-${h2}.${m2} ${zone.toUpperCase()}`;
  });

export const guestSessionInputSchema = z.object({
  name: requiredText('Nama sesi', GUEST_LIMITS.sessionName),
  time: sessionTimeSchema,
  /** People the venue takes in this session; null: no limit. */
  capacity: z
    .number({ error: 'Kapasitas harus angka.' })
    .int({ error: 'Kapasitas harus angka bulat.' })
    .min(1, { error: 'Kapasitas minimal 1 orang.' })
    .max(GUEST_LIMITS.capacity, { error: 'Kapasitas terlalu besar.' })
    .nullable()
    .default(null),
});

const templateSchema = optionalText('Templat pesan', GUEST_LIMITS.template)
  .nullable()
  .default(null)
  // Empty is the default again.
  .transform((text) => (text ? text : null))
  .refine((text) => text === null || text.includes('{tautan}'), { error: GUEST_MESSAGES.templateLink });

const orderScoped = { order_id: orderIdSchema };

export const listGuestsRequestSchema = z.object({
  ...orderScoped,
  /** Part of a name, without case. */
  search: z.string().trim().max(GUEST_LIMITS.search).default(''),
  /** A group's id, or "none": the guests in no group. */
  group: z
    .union([groupIdSchema, z.literal('none')])
    .nullable()
    .default(null),
  session: z
    .union([sessionIdSchema, z.literal('none')])
    .nullable()
    .default(null),
  status: z.enum(GUEST_STATUSES, { error: 'Status tamu tidak dikenal.' }).nullable().default(null),
  page: z.number().int().min(1).max(1000).default(1),
  page_size: z.number().int().min(1).max(GUEST_LIMITS.pageSize).default(50),
});

const guestRef = z.object({ ...orderScoped, guest_id: guestIdSchema });

export const addGuestRequestSchema = z.object({ ...orderScoped, guest: guestInputSchema });
export const editGuestRequestSchema = z.object({
  ...orderScoped,
  guest_id: guestIdSchema,
  guest: guestInputSchema,
});
export const bulkAddGuestsRequestSchema = z.object({
  ...orderScoped,
  guests: z.array(guestInputSchema).min(1).max(GUEST_LIMITS.guestsPerOrder),
});
export const markSentRequestSchema = z.object({
  ...orderScoped,
  guest_ids: z.array(guestIdSchema).min(1).max(GUEST_LIMITS.markSent),
});
export const groupRequestSchema = z.object({
  ...orderScoped,
  name: requiredText('Nama kelompok', GUEST_LIMITS.groupName),
});
export const editGroupRequestSchema = groupRequestSchema.extend({ group_id: groupIdSchema });
export const groupRefSchema = z.object({ ...orderScoped, group_id: groupIdSchema });
export const sessionRequestSchema = z.object({ ...orderScoped, session: guestSessionInputSchema });
export const editSessionRequestSchema = sessionRequestSchema.extend({ session_id: sessionIdSchema });
export const sessionRefSchema = z.object({ ...orderScoped, session_id: sessionIdSchema });
export const setGuestSettingsRequestSchema = z.object({
  ...orderScoped,
  open_link: z.boolean({ error: 'Pilih apakah tautan umum dibuka.' }),
  message_template: templateSchema,
  reminder_template: templateSchema,
});
export const setWishHiddenRequestSchema = z.object({
  ...orderScoped,
  wish_id: idSchema(GUEST_MESSAGES.wishNotFound),
  hidden: z.boolean(),
});
const orderRef = z.object(orderScoped);

export interface GuestGroup {
  id: string;
  name: string;
  guests: number;
}

export interface GuestSession {
  id: string;
  name: string;
  time: string;
  capacity: number | null;
  guests: number;
}

/** One guest as the couple's list shows them. */
export interface Guest {
  id: string;
  name: string;
  /** 62..., or null. */
  phone: string | null;
  group_id: string | null;
  session_id: string | null;
  people: number;
  status: GuestStatus;
  /** Their answer's people when they answered (coming or not). */
  answered_people: number | null;
  /** Their own link on the shop's origin (/{client_id}/{token}); null until the page is published. */
  link_path: string | null;
  /** The same as an absolute address on the shop's public origin; null until published. */
  link_url: string | null;
  link_issued_at: string;
  sent_at: string | null;
  opened_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface GuestList {
  guests: Guest[];
  total: number;
  page: number;
  page_size: number;
}

export interface GuestSettings {
  open_link: boolean;
  /** The couple's own; null: the default is used. */
  message_template: string | null;
  reminder_template: string | null;
  /** What is sent: theirs, else the default. */
  message_template_used: string;
  reminder_template_used: string;
}

/** People of one part of the list: coming, not coming, not answered (and how many guests). */
export interface PeopleCounts {
  guests: number;
  /** The people the invitations are for. */
  invited: number;
  /** Coming: each answer's people, never more than their invitation's. */
  coming: number;
  /** Not coming: the invitation's people of those who answered no. */
  not_coming: number;
  /** The invitation's people of those who have not answered. */
  not_answered: number;
}

export interface GuestSummary {
  total: PeopleCounts;
  /** Guests and their invited people by status. */
  by_status: Record<GuestStatus, { guests: number; people: number }>;
  /** Per group, and null for the guests in none (present only when there are any). */
  by_group: (PeopleCounts & { group_id: string | null; name: string | null })[];
  by_session: (PeopleCounts & {
    session_id: string | null;
    name: string | null;
    time: string | null;
    capacity: number | null;
    /** More people coming than the session takes. */
    over_capacity: boolean;
  })[];
  /** Answers through the open link (no guest of the list): their people coming and not. */
  open_link: { answers: number; coming: number; not_coming: number };
}

/** A wish as the couple manages it: hidden ones included. */
export interface ManagedWish {
  id: string;
  client_id: string;
  name: string;
  message: string;
  hidden: boolean;
  created_at: string;
}

/** The guest list's RPCs, answered by invitations; each scoped by the order id. */
export const GUESTS = {
  list: invitations('guests.list', listGuestsRequestSchema, answer<GuestList>()),
  get: invitations('guests.get', guestRef, answer<Guest>()),
  add: invitations('guests.add', addGuestRequestSchema, answer<Guest>()),
  edit: invitations('guests.edit', editGuestRequestSchema, answer<Guest>()),
  remove: invitations('guests.remove', guestRef, answer<{ deleted: true }>()),
  /** A new link for the guest; the old one opens nothing from now on. */
  reissueLink: invitations('guests.reissue-link', guestRef, answer<Guest>()),
  /** Guests the couple sent their message to (the first sending's time is kept). */
  markSent: invitations('guests.mark-sent', markSentRequestSchema, answer<{ marked: number }>()),
  /** Many guests at once (an import): all of them or none, within the list's limit. */
  bulkAdd: invitations('guests.bulk-add', bulkAddGuestsRequestSchema, answer<{ added: number }>()),
  summary: invitations('guests.summary', orderRef, answer<GuestSummary>()),
  groups: invitations('guests.groups.list', orderRef, answer<GuestGroup[]>()),
  addGroup: invitations('guests.groups.add', groupRequestSchema, answer<GuestGroup>()),
  editGroup: invitations('guests.groups.edit', editGroupRequestSchema, answer<GuestGroup>()),
  /** The group's guests stay, in no group. */
  removeGroup: invitations('guests.groups.remove', groupRefSchema, answer<{ deleted: true }>()),
  sessions: invitations('guests.sessions.list', orderRef, answer<GuestSession[]>()),
  addSession: invitations('guests.sessions.add', sessionRequestSchema, answer<GuestSession>()),
  editSession: invitations('guests.sessions.edit', editSessionRequestSchema, answer<GuestSession>()),
  /** The session's guests stay, in no session. */
  removeSession: invitations('guests.sessions.remove', sessionRefSchema, answer<{ deleted: true }>()),
  settings: invitations('guests.settings.get', orderRef, answer<GuestSettings>()),
  setSettings: invitations('guests.settings.set', setGuestSettingsRequestSchema, answer<GuestSettings>()),
  /** Every wish of the order's pages, hidden ones included, newest first. */
  wishes: invitations('guests.wishes.list', orderRef, answer<ManagedWish[]>()),
  setWishHidden: invitations('guests.wishes.set-hidden', setWishHiddenRequestSchema, answer<ManagedWish>()),
} as const;
