import { z } from 'zod';
import { orderIdSchema } from './order-id';
import { indonesianMobile } from './phone';
import { answer, answeredBy } from './rpc-contract';
import { optionalText, requiredText, wholeNumber } from './validation';

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
/**
 * The sample invitation's (/contoh, development only) first guest's token, fixed so that
 * `npm start` can print their own link; every other guest's is drawn at random.
 */
export const SAMPLE_GUEST_TOKEN = 'ContohTamu01';
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
export const groupIdSchema = idSchema(GUEST_MESSAGES.groupNotFound);
export const sessionIdSchema = idSchema(GUEST_MESSAGES.sessionNotFound);
export const wishIdSchema = idSchema(GUEST_MESSAGES.wishNotFound);

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
  wish_id: wishIdSchema,
  hidden: z.boolean(),
});
const orderRef = z.object(orderScoped);

export const guestGroupSchema = z.object({ id: z.string(), name: z.string(), guests: z.number().int() });
export type GuestGroup = z.infer<typeof guestGroupSchema>;

export const guestSessionSchema = z.object({
  id: z.string(),
  name: z.string(),
  time: z.string(),
  capacity: z.number().int().nullable(),
  guests: z.number().int(),
});
export type GuestSession = z.infer<typeof guestSessionSchema>;

/** One guest as the couple's list shows them. */
export const guestSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 62..., or null. */
  phone: z.string().nullable(),
  group_id: z.string().nullable(),
  session_id: z.string().nullable(),
  people: z.number().int(),
  status: z.enum(GUEST_STATUSES),
  /** Their answer's people when they answered (coming or not). */
  answered_people: z.number().int().nullable(),
  /** Their own link on the shop's origin (/{client_id}/{token}); null until the page is published. */
  link_path: z.string().nullable(),
  /**
   * The address the guest is sent: on the couple's own domain when the order has one
   * (https://{domain}/{token}), else link_path on the shop's public origin; null until published.
   */
  link_url: z.string().nullable(),
  link_issued_at: z.string(),
  sent_at: z.string().nullable(),
  opened_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Guest = z.infer<typeof guestSchema>;

export const guestListSchema = z.object({
  guests: z.array(guestSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type GuestList = z.infer<typeof guestListSchema>;

export const guestSettingsSchema = z.object({
  open_link: z.boolean(),
  /** The couple's own; null: the default is used. */
  message_template: z.string().nullable(),
  reminder_template: z.string().nullable(),
  /** What is sent: theirs, else the default. */
  message_template_used: z.string(),
  reminder_template_used: z.string(),
});
export type GuestSettings = z.infer<typeof guestSettingsSchema>;

/** People of one part of the list: coming, not coming, not answered (and how many guests). */
export const peopleCountsSchema = z.object({
  guests: z.number().int(),
  /** The people the invitations are for. */
  invited: z.number().int(),
  /** Coming: each answer's people, never more than their invitation's. */
  coming: z.number().int(),
  /** Not coming: the invitation's people of those who answered no. */
  not_coming: z.number().int(),
  /** The invitation's people of those who have not answered. */
  not_answered: z.number().int(),
});
export type PeopleCounts = z.infer<typeof peopleCountsSchema>;

const statusCountSchema = z.object({ guests: z.number().int(), people: z.number().int() });

export const guestSummarySchema = z.object({
  total: peopleCountsSchema,
  /** Guests and their invited people by status. */
  by_status: z.object(
    Object.fromEntries(GUEST_STATUSES.map((status) => [status, statusCountSchema])) as Record<
      GuestStatus,
      typeof statusCountSchema
    >,
  ),
  /** Per group, and null for the guests in none (present only when there are any). */
  by_group: z.array(
    peopleCountsSchema.extend({ group_id: z.string().nullable(), name: z.string().nullable() }),
  ),
  by_session: z.array(
    peopleCountsSchema.extend({
      session_id: z.string().nullable(),
      name: z.string().nullable(),
      time: z.string().nullable(),
      capacity: z.number().int().nullable(),
      /** More people coming than the session takes. */
      over_capacity: z.boolean(),
    }),
  ),
  /** Answers through the open link (no guest of the list): their people coming and not. */
  open_link: z.object({ answers: z.number().int(), coming: z.number().int(), not_coming: z.number().int() }),
});
export type GuestSummary = z.infer<typeof guestSummarySchema>;

/** A wish as the couple manages it: hidden ones included. */
export const managedWishSchema = z.object({
  id: z.string(),
  client_id: z.string(),
  name: z.string(),
  message: z.string(),
  hidden: z.boolean(),
  created_at: z.string(),
});
export type ManagedWish = z.infer<typeof managedWishSchema>;

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

/**
 * What the couple's dashboard sends for each request (the gateway adds the session's order): the
 * requests above without their order id, and the list's paging as a query string carries it.
 */
const withoutOrder = { order_id: true } as const;
export const guestListQuerySchema = listGuestsRequestSchema.omit(withoutOrder).extend({
  search: optionalText('Kata kunci', GUEST_LIMITS.search).default(''),
  page: wholeNumber('Halaman', 1, 1000).default(1),
  page_size: wholeNumber('Jumlah per halaman', 1, GUEST_LIMITS.pageSize).default(50),
});
export type GuestListQuery = z.output<typeof guestListQuerySchema>;
export const markSentInputSchema = markSentRequestSchema.omit(withoutOrder);
export const groupInputSchema = groupRequestSchema.omit(withoutOrder);
export const guestSettingsInputSchema = setGuestSettingsRequestSchema.omit(withoutOrder);
export const wishHiddenInputSchema = setWishHiddenRequestSchema.pick({ hidden: true });

/**
 * The admin's look at an order's guest list, to help the couple (every look is in the audit log):
 * a name searched, a page of the list.
 */
export const adminGuestListQuerySchema = z.object({
  search: z.string().trim().max(GUEST_LIMITS.search, { error: 'Kata kunci terlalu panjang.' }).default(''),
  page: wholeNumber('Halaman', 1, 1000).default(1),
});
export type AdminGuestListQuery = z.output<typeof adminGuestListQuerySchema>;

/** What the admin's look shows: a page of the list, and its counts. */
export const adminGuestListSchema = z.object({
  order_id: z.string(),
  list: guestListSchema,
  summary: guestSummarySchema,
  groups: z.array(guestGroupSchema),
  sessions: z.array(guestSessionSchema),
});
export type AdminGuestList = z.infer<typeof adminGuestListSchema>;
