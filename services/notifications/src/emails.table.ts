import type { EmailKind, EmailRecord, EmailStatus } from '@undangan/contracts';
import { bindParam } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Every statement about `emails` (created by the migration 1763800000050): the shop's outgoing mail, one row per email, written in the same
 * transaction as the inbox row of the event that asked for it and sent from here by the dispatcher.
 */

/** One email to write: what the planner made of an event, rendered. */
export interface NewEmail {
  eventId: string | null;
  orderId: string;
  kind: EmailKind;
  audience: 'customer' | 'shop';
  recipient: string;
  subject: string;
  html: string;
  text: string;
  resendOf?: string | null;
  requestedBy?: string | null;
  /** The client whose request caused it (a hash of its network), when a visitor's request did. */
  origin?: string | null;
}

/**
 * Writes emails in the caller's transaction, in one statement, and answers the ids of those it
 * wrote: an event's email already written is left as it is.
 */
export async function insertEmails(manager: EntityManager, emails: NewEmail[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const params: unknown[] = [];
  const bind = (value: unknown) => bindParam(params, value);
  const rows = emails.map(
    (e) =>
      `(${[
        e.eventId,
        e.orderId,
        e.kind,
        e.audience,
        e.recipient,
        e.subject,
        e.html,
        e.text,
        e.resendOf ?? null,
        e.requestedBy ?? null,
        e.origin ?? null,
      ]
        .map(bind)
        .join(', ')})`,
  );
  const written = (await manager.query(
    `INSERT INTO emails (event_id, order_id, kind, audience, recipient, subject, html, body_text,
                         resend_of, requested_by, origin)
     VALUES ${rows.join(', ')}
     ON CONFLICT (event_id, kind) DO NOTHING
     RETURNING id`,
    params,
  )) as { id: string }[];
  return written.map((row) => row.id);
}

/**
 * The emails due now, each with its turn among its sender's: the emails a visitor's request caused
 * by the client that sent it (`origin`), the rest by their recipient. Claimed by turn first, so
 * each sender's next email goes before any sender's one after it, and a burst from one client (or
 * to one address) waits behind the others instead of holding them up; among equals, the one tried
 * fewer times first.
 */
const DUE_IN_TURN = `SELECT id, next_attempt_at, attempts,
    row_number() OVER (PARTITION BY coalesce(origin, recipient) ORDER BY next_attempt_at, attempts, id) AS turn
  FROM emails
 WHERE status = 'queued' AND next_attempt_at <= now()
   AND (claimed_until IS NULL OR claimed_until < now())`;

/** An email claimed for sending, with what the mail server needs. */
export interface ClaimedEmail {
  id: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
}

/** The advisory lock key that serializes claims across replicas, so the rate bound holds for all. */
const CLAIM_LOCK = 0x656d61696c; // "email"

/**
 * Claims the emails due now, at most what the rate bound leaves of the last minute's attempts
 * (across every replica: claims take one lock in turn), and counts an attempt on each. A claimed
 * email is another replica's again only after `claimMs`, should its sender die.
 */
export function claimDueEmails(
  dataSource: DataSource,
  limits: { perMinute: number; batch: number; claimMs: number },
): Promise<ClaimedEmail[]> {
  return dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [CLAIM_LOCK]);
    const [{ used }] = (await manager.query(
      `SELECT count(*)::int AS used FROM emails WHERE last_attempt_at > now() - interval '1 minute'`,
    )) as { used: number }[];
    const room = Math.min(limits.batch, limits.perMinute - used);
    if (room <= 0) return [];
    const rows = (await manager.query(
      `UPDATE emails SET attempts = attempts + 1, last_attempt_at = now(),
              claimed_until = now() + make_interval(secs => $2::double precision / 1000)
        WHERE id IN (
          SELECT email.id FROM emails email JOIN (${DUE_IN_TURN}) due USING (id)
           ORDER BY due.turn, due.next_attempt_at, due.attempts, email.id
           LIMIT $1
           FOR UPDATE OF email SKIP LOCKED)
       RETURNING id, recipient, subject, html, body_text AS text, attempts`,
      [room, limits.claimMs],
    )) as [ClaimedEmail[], number];
    return rows[0];
  });
}

/** The mail server took it. */
export async function markSent(dataSource: DataSource, id: string, messageId: string | null): Promise<void> {
  await dataSource.query(
    `UPDATE emails SET status = 'sent', sent_at = now(), claimed_until = NULL, last_error = NULL,
            message_id = $2
      WHERE id = $1`,
    [id, messageId],
  );
}

/** Tried and not sent: again at `retryAt`, or parked as `failed`/`rejected` when retryAt is null. */
export async function markNotSent(
  dataSource: DataSource,
  id: string,
  outcome: {
    status: Extract<EmailStatus, 'queued' | 'failed' | 'rejected'>;
    error: string;
    retryAt: Date | null;
  },
): Promise<void> {
  await dataSource.query(
    `UPDATE emails SET status = $2, last_error = $3, claimed_until = NULL,
            next_attempt_at = COALESCE($4, next_attempt_at)
      WHERE id = $1`,
    [id, outcome.status, outcome.error, outcome.retryAt],
  );
}

const RECORD_COLUMNS = `id, order_id, kind, audience, recipient, subject, status, attempts,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS sent_at,
  last_error, resend_of`;

/** The emails about one order, oldest first. */
export function emailsOfOrder(dataSource: DataSource, orderId: string): Promise<EmailRecord[]> {
  return dataSource.query(
    `SELECT ${RECORD_COLUMNS} FROM emails WHERE order_id = $1 ORDER BY created_at, id`,
    [orderId],
  );
}

/**
 * Emails parked as failed or refused for their address and not sent again yet, newest first (a
 * copy sent again is listed in their place should it fail too).
 */
export function undeliveredEmails(dataSource: DataSource, limit: number): Promise<EmailRecord[]> {
  return dataSource.query(
    `SELECT ${RECORD_COLUMNS} FROM emails e WHERE status IN ('failed', 'rejected')
        AND NOT EXISTS (SELECT 1 FROM emails copy WHERE copy.resend_of = e.id)
      ORDER BY created_at DESC LIMIT $1`,
    [limit],
  );
}

/** One email as the admin sees it. */
export async function emailRecord(
  manager: EntityManager | DataSource,
  id: string,
): Promise<EmailRecord | null> {
  const rows = (await manager.query(`SELECT ${RECORD_COLUMNS} FROM emails WHERE id = $1`, [
    id,
  ])) as EmailRecord[];
  return rows[0] ?? null;
}

/** An email with its content, locked, for a resend. */
export async function lockEmail(
  manager: EntityManager,
  id: string,
): Promise<(NewEmail & { status: EmailStatus; forgotten: boolean }) | null> {
  const rows = (await manager.query(
    `SELECT order_id AS "orderId", kind, audience, recipient, subject, html, body_text AS text, status,
            content_forgotten_at IS NOT NULL AS forgotten
       FROM emails WHERE id = $1 FOR UPDATE`,
    [id],
  )) as (Omit<NewEmail, 'eventId'> & { status: EmailStatus; forgotten: boolean })[];
  return rows[0] ? { ...rows[0], eventId: null } : null;
}

/** How many emails are in each state. */
export function countEmailsByStatus(dataSource: DataSource): Promise<{ status: EmailStatus; n: number }[]> {
  return dataSource.query('SELECT status, count(*)::int AS n FROM emails GROUP BY status');
}

/**
 * Forgets what emails older than `days` said (their HTML and text, which hold the couple's details
 * and the confirmation link), keeping the record of what went out and when; answers how many.
 */
export async function forgetOldContent(dataSource: DataSource, days: number): Promise<number> {
  const [, affected] = (await dataSource.query(
    `UPDATE emails SET html = '', body_text = '', content_forgotten_at = now()
      WHERE content_forgotten_at IS NULL AND status <> 'queued'
        AND created_at < now() - make_interval(days => $1)`,
    [days],
  )) as [unknown, number];
  return affected;
}
