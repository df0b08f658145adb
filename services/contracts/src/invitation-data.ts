import { z } from 'zod';
import { orderLookupSchema } from './orders';
import { optionalText, requiredText } from './validation';

// "Data Undangan": what a couple sends the shop for their invitation after paying. The same
// schemas check it in the browser (field by field, as they type) and on the server (a draft is
// saved as typed; only "Kirim Data" asks for it complete).

export const EVENT_KINDS = ['akad', 'pemberkatan', 'resepsi', 'lainnya'] as const;
export type InvitationEventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_NAMES: Record<InvitationEventKind, string> = {
  akad: 'Akad Nikah',
  pemberkatan: 'Pemberkatan Nikah (Holy Matrimony)',
  resepsi: 'Resepsi',
  lainnya: 'Acara Lainnya',
};
export const TIME_ZONES = ['WIB', 'WITA', 'WIT'] as const;
export type IndonesianTimeZone = (typeof TIME_ZONES)[number];

/** The most events, gift accounts and photos one invitation holds. */
export const INVITATION_LIMITS = { events: 4, giftAccounts: 3, photos: 10 } as const;

const TEXT = {
  account: 30,
  name: 100,
  short: 60,
  place: 150,
  address: 300,
  url: 500,
  story: 3000,
  greeting: 1000,
} as const;

/** The most characters each text field takes: the form's maxLength, the schemas' limit. */
export const INVITATION_TEXT_LIMITS = {
  full_name: TEXT.name,
  nickname: TEXT.short,
  father: TEXT.name,
  mother: TEXT.name,
  title: TEXT.short,
  venue: TEXT.place,
  address: TEXT.address,
  map_url: TEXT.url,
  music: TEXT.place,
  love_story: TEXT.story,
  greeting: TEXT.greeting,
  bank: TEXT.short,
  account_number: TEXT.account,
  account_holder: TEXT.name,
} as const;

/**
 * A draft field: any text up to its length (formats are checked on the way to "Kirim Data", so a
 * half-typed date or link is kept, never refused with the rest of the draft).
 */
const draftText = (label: string, max: number) => optionalText(label, max).default('');

const draftPersonSchema = z.object({
  full_name: draftText('Nama lengkap', TEXT.name),
  nickname: draftText('Nama panggilan', TEXT.short),
  father: draftText('Nama ayah', TEXT.name),
  mother: draftText('Nama ibu', TEXT.name),
});

const draftEventSchema = z.object({
  kind: z.enum([...EVENT_KINDS, ''], { error: 'Jenis acara tidak dikenal.' }).default(''),
  title: draftText('Nama acara', TEXT.short),
  date: draftText('Tanggal acara', 10),
  time: draftText('Jam mulai', 8),
  end_time: draftText('Jam selesai', 8),
  time_zone: z.enum([...TIME_ZONES, ''], { error: 'Zona waktu harus WIB, WITA, atau WIT.' }).default(''),
  venue: draftText('Nama tempat', TEXT.place),
  address: draftText('Alamat', TEXT.address),
  map_url: draftText('Tautan peta', TEXT.url),
});

const draftGiftAccountSchema = z.object({
  bank: draftText('Nama bank atau dompet digital', TEXT.short),
  account_number: draftText('Nomor rekening', TEXT.account),
  account_holder: draftText('Nama pemilik rekening', TEXT.name),
});

/** What a couple has typed so far: every field may be empty; lengths and kinds are checked. */
export const invitationDraftSchema = z.object({
  groom: draftPersonSchema.default({ full_name: '', nickname: '', father: '', mother: '' }),
  bride: draftPersonSchema.default({ full_name: '', nickname: '', father: '', mother: '' }),
  events: z
    .array(draftEventSchema)
    .max(INVITATION_LIMITS.events, { error: `Paling banyak ${INVITATION_LIMITS.events} acara.` })
    .default([]),
  // The id of the shop's track the couple chose ('' for none). Kept as text: drafts saved before the
  // catalogue hold a free-text wish, read as no music (contracts' chosenTrack).
  music: draftText('Musik', TEXT.place),
  love_story: draftText('Kisah cinta', TEXT.story),
  gift_accounts: z
    .array(draftGiftAccountSchema)
    .max(INVITATION_LIMITS.giftAccounts, {
      error: `Paling banyak ${INVITATION_LIMITS.giftAccounts} rekening amplop digital.`,
    })
    .default([]),
  greeting: draftText('Kata sambutan', TEXT.greeting),
  guest_replies: z.boolean({ error: 'Pilihan ucapan tamu harus ya atau tidak.' }).default(true),
});
export type InvitationDraft = z.output<typeof invitationDraftSchema>;
export type InvitationEvent = InvitationDraft['events'][number];
export type GiftAccount = InvitationDraft['gift_accounts'][number];

/** An empty draft, as a new order starts. */
export const emptyInvitationDraft = (): InvitationDraft => invitationDraftSchema.parse({});

/** True for a day the calendar has ('2027-02-30' is not one). */
function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}
const CLOCK = /^([01]\d|2[0-3])[:.][0-5]\d$/;
/** "selesai" is how invitations say a reception has no fixed end. */
const END_TIME = /^(([01]\d|2[0-3])[:.][0-5]\d|selesai)$/i;

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const completePersonSchema = (who: string) =>
  z.object({
    full_name: requiredText(`Nama lengkap ${who}`, TEXT.name),
    nickname: requiredText(`Nama panggilan ${who}`, TEXT.short),
    father: optionalText(`Nama ayah ${who}`, TEXT.name),
    mother: optionalText(`Nama ibu ${who}`, TEXT.name),
  });

const completeEventSchema = z
  .object({
    kind: z.enum(EVENT_KINDS, { error: 'Pilih jenis acara.' }),
    title: optionalText('Nama acara', TEXT.short),
    date: requiredText('Tanggal acara', 10).refine(isCalendarDay, {
      error: 'Tanggal acara harus tanggal yang valid.',
    }),
    time: requiredText('Jam mulai', 8).refine((v) => CLOCK.test(v), {
      error: 'Jam mulai ditulis seperti 08:00.',
    }),
    end_time: optionalText('Jam selesai', 8).refine((v) => v === '' || END_TIME.test(v), {
      error: 'Jam selesai ditulis seperti 11:00, atau "selesai".',
    }),
    time_zone: z.enum(TIME_ZONES, { error: 'Pilih zona waktu: WIB, WITA, atau WIT.' }),
    venue: requiredText('Nama tempat', TEXT.place),
    address: requiredText('Alamat', TEXT.address),
    map_url: optionalText('Tautan peta', TEXT.url).refine((v) => v === '' || isWebAddress(v), {
      error: 'Tautan peta harus alamat web yang diawali https://.',
    }),
  })
  .refine((event) => event.kind !== 'lainnya' || event.title !== '', {
    error: 'Nama acara wajib diisi untuk acara lainnya.',
    path: ['title'],
  });

const completeGiftAccountSchema = z
  .object({
    bank: optionalText('Nama bank atau dompet digital', TEXT.short),
    account_number: optionalText('Nomor rekening', TEXT.account).refine(
      (v) => v === '' || /^[0-9 -]{5,30}$/.test(v),
      {
        error: 'Nomor rekening hanya berisi angka (5 sampai 30 digit).',
      },
    ),
    account_holder: optionalText('Nama pemilik rekening', TEXT.name),
  })
  .superRefine((account, context) => {
    const filled = [account.bank, account.account_number, account.account_holder].filter(Boolean).length;
    if (filled === 0 || filled === 3) return;
    for (const [field, label] of [
      ['bank', 'Nama bank atau dompet digital'],
      ['account_number', 'Nomor rekening'],
      ['account_holder', 'Nama pemilik rekening'],
    ] as const)
      if (!account[field])
        context.addIssue({ code: 'custom', path: [field], message: `${label} wajib diisi.` });
  });

/** The data as "Kirim Data" needs it: the couple's names and at least one whole event. */
export const invitationCompleteSchema = z.object({
  groom: completePersonSchema('mempelai pria'),
  bride: completePersonSchema('mempelai wanita'),
  events: z
    .array(completeEventSchema)
    .min(1, { error: 'Isi minimal satu acara (akad, pemberkatan, atau resepsi).' })
    .max(INVITATION_LIMITS.events, { error: `Paling banyak ${INVITATION_LIMITS.events} acara.` }),
  music: optionalText('Musik', TEXT.place),
  love_story: optionalText('Kisah cinta', TEXT.story),
  gift_accounts: z.array(completeGiftAccountSchema).max(INVITATION_LIMITS.giftAccounts),
  greeting: optionalText('Kata sambutan', TEXT.greeting),
  guest_replies: z.boolean(),
});
export type InvitationComplete = z.output<typeof invitationCompleteSchema>;

/** A field's place in the data, as the form names its inputs: 'groom.full_name', 'events.0.date'. */
export type InvitationFieldPath = string;

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * What is wrong with the data, by field: everything "Kirim Data" would refuse (`forSubmit`), or
 * while typing only what is wrong with what was typed (an empty field is not yet an error).
 */
export function invitationIssues(
  data: InvitationDraft,
  { forSubmit }: { forSubmit: boolean },
): Record<InvitationFieldPath, string> {
  const result = invitationCompleteSchema.safeParse(data);
  const issues: Record<InvitationFieldPath, string> = {};

  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!forSubmit && (isEmpty(valueAt(data, issue.path)) || path === 'events')) continue;
    issues[path] ??= issue.message;
  }
  return issues;
}

// The routes: each carries the order id and the phone used at checkout, in a body (never an
// address, never a log line).
export const invitationLookupSchema = orderLookupSchema;
export type InvitationLookup = z.output<typeof invitationLookupSchema>;

export const invitationSaveSchema = invitationLookupSchema.extend({
  /** The version this browser last read: a save over a newer one (another device) is refused. */
  version: z.number({ error: 'Versi data tidak valid.' }).int().min(0).max(1_000_000),
  data: invitationDraftSchema,
});
export type InvitationSave = z.output<typeof invitationSaveSchema>;

/** The couple's data as the form holds it now (saved or not), to see their page drawn from it. */
export const invitationPreviewRequestSchema = invitationLookupSchema.extend({ data: invitationDraftSchema });
export type InvitationPreviewRequest = z.output<typeof invitationPreviewRequestSchema>;

export const invitationViewSchema = z.object({
  order_id: z.string(),
  data: invitationDraftSchema,
  /** 0 before anything is saved; each save adds one. */
  version: z.number().int(),
  updated_at: z.string().nullable(),
  /** When "Kirim Data" was pressed: the promised date counts from here. */
  submitted_at: z.string().nullable(),
  /** False once sent (a change is then a revision), or while the order is on hold. */
  editable: z.boolean(),
  package: z.string(),
  design: z.string(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** One photo the couple sent for their invitation. */
export const invitationPhotoSchema = z.object({
  id: z.uuid(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type InvitationPhoto = z.infer<typeof invitationPhotoSchema>;
export const invitationPhotosSchema = z.object({ photos: z.array(invitationPhotoSchema) });
export const invitationPhotoIdSchema = z.uuid({ error: 'Foto tidak ditemukan.' });

/** Whether the asker may see, and change, an order's data (the photo routes ask first). */
export const invitationAccessSchema = z.object({ order_id: z.string(), editable: z.boolean() });
export type InvitationAccess = z.infer<typeof invitationAccessSchema>;

export const INVITATION_MESSAGES = {
  notPaid: 'Data undangan dapat diisi setelah pembayaran pesanan ini diterima.',
  alreadySent:
    'Data undangan sudah dikirim dan sedang kami kerjakan. Perubahan dapat diajukan sebagai revisi.',
  onHold: 'Pesanan ini sedang ditahan. Silakan hubungi kami melalui WhatsApp.',
  stale:
    'Data ini baru saja diubah dari perangkat lain. Kami memuat versi terbaru; periksa lagi sebelum melanjutkan.',
  tooManyPhotos: `Paling banyak ${INVITATION_LIMITS.photos} foto per undangan. Hapus foto lain terlebih dahulu.`,
  photoNotFound: 'Foto tidak ditemukan.',
} as const;
