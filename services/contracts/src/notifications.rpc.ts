import { EmailList, EmailRecord } from './notifications';
import { answer, answeredBy } from './rpc-contract';
import { emailsForOrderRequestSchema, noRequestSchema, resendEmailRequestSchema } from './rpc-requests';

const notifications = answeredBy('notifications');

/** The RPCs notifications answers, on its queue (rpc.ts). */
export const NOTIFICATIONS = {
  /** The emails about one order, oldest first, as the admin sees them beside it. */
  forOrder: notifications('notifications.for-order', emailsForOrderRequestSchema, answer<EmailList>()),
  /** Emails parked after failing (or refused for their address), newest first. */
  undelivered: notifications('notifications.undelivered', noRequestSchema, answer<EmailList>()),
  /** Sends an email again, as a new email beside the first. */
  resend: notifications('notifications.resend', resendEmailRequestSchema, answer<EmailRecord>()),
} as const;
