import { z } from 'zod';
import { ORDER_STAGES, type OrderStage } from './admin';
import { customerSchema } from './customer';
import { PAYMENT_STATUSES } from './payments';
import { orderIdSchema } from './order-id';
import { orderPromiseSchema, OrderTracking } from './orders';
import { answer, answeredBy } from './rpc-contract';

/*
 * The couple's access to their dashboard ("Dasbor Pasangan"): a one-time sign-in link emailed to
 * the order's email (or to the partner it invited), exchanged for a session scoped to that one
 * order. The invitations service keeps the members, the links (their hashes) and the sessions; the
 * gateway checks the session on every couple route and asks ordering what the order is.
 */

/** Who may sign in to an order's dashboard: the order's own email, or the partner it invited. */
export const COUPLE_ROLES = ['pasangan', 'mitra'] as const;
export type CoupleRole = (typeof COUPLE_ROLES)[number];

/** How long a sign-in link opens a session, and how many may be asked per order and email. */
export const COUPLE_SIGN_IN = {
  linkMinutes: 15,
  /** Links asked for one order and one address (or phone) within an hour, matched or not. */
  perOrderAndAddressPerHour: 5,
  sessionDays: 30,
} as const;

export const COUPLE_ACCESS_MESSAGES = {
  /** The same answer whether or not anything matched: nobody learns which orders or emails exist. */
  linkSent: `Jika ID pesanan dan email cocok, tautan masuk telah kami kirim ke email tersebut. Tautan berlaku ${COUPLE_SIGN_IN.linkMinutes} menit.`,
  /** Asked from order tracking, where the couple proved the order with its phone. */
  linkSentToOrderEmail: `Jika pesanan ini sudah dibayar, tautan masuk telah kami kirim ke email pesanan. Tautan berlaku ${COUPLE_SIGN_IN.linkMinutes} menit.`,
  linkInvalid: 'Tautan masuk tidak berlaku lagi. Silakan minta tautan baru.',
  sessionEnded: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  tooManyLinks:
    'Terlalu banyak permintaan tautan masuk untuk pesanan dan email ini. Silakan coba lagi dalam satu jam.',
  signedOut: 'Anda telah keluar.',
  signedOutEverywhere: 'Anda telah keluar dari semua perangkat.',
  partnerInvited: 'Undangan telah dikirim ke email mitra Anda.',
  partnerRemoved: 'Mitra telah dihapus dan sesinya telah diakhiri.',
  partnerExists:
    'Pesanan ini sudah memiliki mitra. Hapus mitra tersebut terlebih dahulu untuk mengundang email lain.',
  partnerIsOrderEmail: 'Email ini adalah email pesanan Anda. Masukkan email pasangan Anda yang lain.',
  partnerOnlyByOrderEmail: 'Hanya pemilik email pesanan yang dapat mengatur mitra.',
  noPartner: 'Pesanan ini belum memiliki mitra.',
  jsonOnly: 'Permintaan ini harus dikirim sebagai JSON.',
} as const;

/** An email as a couple types it, compared lower-cased. */
export const coupleEmailSchema = customerSchema.shape.email.transform((email) => email.toLowerCase());

/** A sign-in link's or a session's secret: 32 random bytes, base64url. */
export const COUPLE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const tokenSchema = (message: string) =>
  z.string({ error: message }).regex(COUPLE_TOKEN_PATTERN, { error: message });

/**
 * POST /api/pasangan/tautan-masuk: the order id and the email to send the link to; or, from order
 * tracking, the order id and the phone used at checkout (the link then goes to the order's email).
 */
export const signInLinkByEmailSchema = z
  .object({ orderId: orderIdSchema, email: coupleEmailSchema })
  .strict();
export const signInLinkRequestSchema = z.union(
  [signInLinkByEmailSchema, z.object({ orderId: orderIdSchema, phone: customerSchema.shape.phone }).strict()],
  { error: 'Masukkan ID pesanan dan email Anda.' },
);
export type SignInLinkRequest = z.output<typeof signInLinkRequestSchema>;

/** POST /api/pasangan/masuk: the token of the link, which the page took from its address. */
export const signInRequestSchema = z
  .object({ token: tokenSchema(COUPLE_ACCESS_MESSAGES.linkInvalid) })
  .strict();

/** POST /api/pasangan/mitra: the partner's email. */
export const invitePartnerInputSchema = z.object({ email: coupleEmailSchema }).strict();

/** What ordering says of the order, for its sign-in: its email, when it is paid; null otherwise. */
const orderForSignInSchema = z
  .object({ email: coupleEmailSchema, customer_name: z.string().max(200) })
  .nullable();

/** The client that asked, as a hash naming no one (the email queue's turns). */
const originSchema = z
  .string()
  .regex(/^[0-9a-f]{16}$/)
  .optional();

export const issueSignInLinkRequestSchema = z.object({
  order_id: orderIdSchema,
  email: coupleEmailSchema,
  order: orderForSignInSchema,
  origin: originSchema,
});

export const invitePartnerRequestSchema = z.object({
  order_id: orderIdSchema,
  email: coupleEmailSchema,
  /** The order's own email, which cannot be the partner's. */
  order_email: coupleEmailSchema,
  origin: originSchema,
});

const orderOnlySchema = z.object({ order_id: orderIdSchema });

/** Who a session is: the order it opens, the email it was opened for, and as whom. */
export const coupleSessionSchema = z.object({
  session_id: z.uuid(),
  order_id: z.string(),
  email: z.string(),
  role: z.enum(COUPLE_ROLES),
  expires_at: z.string(),
});
export type CoupleSession = z.infer<typeof coupleSessionSchema>;

export const partnerSchema = z.object({
  partner: z.object({ email: z.string(), invited_at: z.string() }).nullable(),
});
export type PartnerAnswer = z.infer<typeof partnerSchema>;

/** An order as its couple's dashboard shows it: tracking's progress, without asking the phone. */
export interface CoupleOrder {
  order_id: string;
  email: string;
  customer_name: string;
  /** The shop keeps (some of) the money: the couple may sign in. */
  paid: boolean;
  package: string | null;
  /** Where the work stands (ORDER_STAGES); null before it is paid. */
  stage: OrderStage | null;
  tracking: OrderTracking;
}

/** GET /api/pasangan/sesi: who is signed in, and the order's progress. */
export const coupleWhoAmISchema = z.object({
  order_id: z.string(),
  email: z.string(),
  role: z.enum(COUPLE_ROLES),
  package: z.string().nullable(),
  payment_status: z.enum(PAYMENT_STATUSES),
  stage: z.enum(ORDER_STAGES).nullable(),
  work_status: z.enum(['pending', 'in_progress', 'completed']).nullable(),
  on_hold: z.boolean(),
  invitation_url: z.string().nullable(),
  data_submitted_at: z.string().nullable(),
  promise: orderPromiseSchema.nullable(),
  late: z.boolean(),
});
export type CoupleWhoAmI = z.infer<typeof coupleWhoAmISchema>;

/** couple.sign-in-link-issued: a link to email, with its token in clear (the only copy outside the email). */
export interface CoupleSignInLinkIssuedData {
  orderId: string;
  email: string;
  /** sign-in: asked by the couple; partner-invite: the order's email invited this address. */
  reason: 'sign-in' | 'partner-invite';
  token: string;
  expiresAt: string;
  /** The order's customer name, to greet the order's own email; empty for a partner. */
  customerName: string;
  origin?: string;
}

const invitations = answeredBy('invitations');

/** The couple's access, answered by invitations (its queue; rpc-contracts.ts lists it there). */
export const COUPLE_ACCESS = {
  /** Makes a link when the email is the order's (paid) or its partner's; answers alike either way. */
  issueSignInLink: invitations(
    'couple.issue-sign-in-link',
    issueSignInLinkRequestSchema,
    answer<{ issued: boolean }>(),
  ),
  /** Exchanges an unused, unexpired link for a session, using the link up. */
  signIn: invitations(
    'couple.sign-in',
    z.object({ token: tokenSchema(COUPLE_ACCESS_MESSAGES.linkInvalid) }),
    answer<{ session_token: string; session: CoupleSession }>(),
  ),
  /** The open session of a token, or null (unknown, expired, ended). */
  session: invitations(
    'couple.session',
    z.object({ session_token: tokenSchema(COUPLE_ACCESS_MESSAGES.sessionEnded) }),
    answer<CoupleSession | null>(),
  ),
  signOut: invitations('couple.sign-out', z.object({ session_id: z.uuid() }), answer<{ ended: number }>()),
  signOutEverywhere: invitations('couple.sign-out-everywhere', orderOnlySchema, answer<{ ended: number }>()),
  partner: invitations('couple.partner', orderOnlySchema, answer<PartnerAnswer>()),
  invitePartner: invitations('couple.invite-partner', invitePartnerRequestSchema, answer<PartnerAnswer>()),
  /** Removes the partner, their links and their sessions. */
  removePartner: invitations('couple.remove-partner', orderOnlySchema, answer<{ removed: boolean }>()),
} as const;
