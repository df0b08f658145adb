import { configSchema, Environment, envVar, serviceVariables } from '@undangan/platform';
import type { z } from 'zod';

/**
 * Every variable the notifications program reads, checked at start (main.ts). With
 * NODE_ENV=production, SMTP_URL must name the shop's own mail server (the development catcher is
 * refused) unless EMAIL_DISABLED=true turns email off, which the program logs at start.
 */
export const notificationsConfigSchema = configSchema({
  ...serviceVariables('notifications'),
  // smtp://user:password@host:587 (STARTTLS when the server offers it) or smtps://...:465.
  SMTP_URL: envVar.url('smtp://127.0.0.1:1025', ['smtp', 'smtps'], { secret: true }),
  EMAIL_DISABLED: envVar.flag(false),
  EMAIL_FROM: envVar.text('Undangan <no-reply@undangan.id>'),
  // Where the shop's own emails go: a new proof to review, a late payment, money returned.
  SHOP_NOTIFY_EMAIL: envVar.text('admin@undangan.id'),
  PUBLIC_BASE_URL: envVar.url('http://localhost:8080', ['http', 'https']),
  // At most this many emails leave the shop per minute, whatever the number of replicas.
  EMAIL_RATE_PER_MINUTE: envVar.integer(60, { min: 1, max: 100_000 }),
  // Attempts before an email is parked as failed, and the first wait between them (doubling).
  EMAIL_MAX_ATTEMPTS: envVar.integer(8, { min: 1, max: 100 }),
  EMAIL_RETRY_BASE_MS: envVar.integer(30_000, { min: 10, max: 3_600_000 }),
  // What an email said (the couple's details, the confirmation link) is kept this long after it was
  // written; the record of what went out and when stays.
  EMAIL_CONTENT_RETENTION_DAYS: envVar.integer(30, { min: 1, max: 3650 }),
  // How often each replica looks for emails to send when nothing woke it.
  EMAIL_POLL_MS: envVar.integer(1_000, { min: 10, max: 60_000 }),
});

export type NotificationsConfig = z.output<typeof notificationsConfigSchema>;

/** The configuration an environment gives, its development defaults for the rest (tests). */
export function notificationsConfigOf(environment: Environment = {}): NotificationsConfig {
  return notificationsConfigSchema.parse(environment);
}
