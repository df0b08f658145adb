import { z } from 'zod';

/** What an email is about; each kind has one template (services/notifications/src/emails). */
export const EMAIL_KINDS = [
  // To the couple.
  'transfer-awaited',
  'payment-instructions',
  'payment-received',
  'payment-closed',
  'proof-rejected',
  'money-returned',
  'invitation-ready',
  'couple-sign-in',
  'partner-invited',
  // To the shop.
  'shop-proof-waiting',
  'shop-late-payment',
  'shop-money-returned',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * queued: waiting for its turn or its next attempt; sent: the mail server took it; failed: the
 * mail server could not be reached or kept refusing it for a while, so it is parked until an
 * admin sends it again; rejected: the server refused the address for good, never retried.
 */
export const EMAIL_STATUSES = ['queued', 'sent', 'failed', 'rejected'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const emailRecordSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  kind: z.enum(EMAIL_KINDS),
  audience: z.enum(['customer', 'shop']),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** What went wrong last, as the mail server or the connection said it; never the email's content. */
  last_error: z.string().nullable(),
  /** The email this one sends again, when an admin asked for it. */
  resend_of: z.string().nullable(),
});
export type EmailRecord = z.infer<typeof emailRecordSchema>;

export const emailListSchema = z.object({ data: z.array(emailRecordSchema) });
export type EmailList = z.infer<typeof emailListSchema>;

/** At most this many undelivered emails are listed at once, newest first. */
export const UNDELIVERED_EMAILS_LIMIT = 100;
