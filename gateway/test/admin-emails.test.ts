import { randomUUID } from 'node:crypto';
import {
  EVENT_TYPES,
  MESSAGES,
  emailListSchema,
  emailRecordSchema,
  type EmailRecord,
  type EventEnvelope,
} from '@undangan/contracts';
import { EventBus, createLogger, runService, type RunningService } from '@undangan/platform';
import { createTestDatabase, waitFor } from '@undangan/platform/testing';
import { notificationsConfigOf } from '../../services/notifications/src/notifications.config';
import { createNotificationsProgram } from '../../services/notifications/src/notifications.program';
import { smtpMailer, type Mailer } from '../../services/notifications/src/smtp-mailer';
import { SmtpInbox } from '../../services/notifications/test/smtp-inbox';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';

/**
 * The admin's emails through HTTP: the built gateway (as `npm start` runs it) on the stack's
 * throwaway vhost, and the notifications program in this process on a throwaway database of its
 * own, sending to a real SMTP server. Events published on the stack's bus become emails, the
 * gateway lists them beside their order and among the undelivered, sends one again (audited), and
 * says 503 once the notifications service is gone. Run `npm run build -w gateway` first.
 */
jest.setTimeout(120_000);

const logger = createLogger('admin-emails-test', 'silent');
const inbox = new SmtpInbox();
/** Addresses whose mail the test's mailer keeps failing as if the server were away: they stay queued. */
const UNREACHABLE = /@lambat\.test$/;

let stack: TestStack;
let notifications: RunningService | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let bus: EventBus;
let base: string;
let admin: { authorization: string };

/** SMTP for everyone but the unreachable addresses, whose attempts fail as a lost connection would. */
function testMailer(url: string): Mailer {
  const smtp = smtpMailer(url);
  return {
    send: (email) =>
      UNREACHABLE.test(email.to)
        ? Promise.resolve({ ok: false, kind: 'transient', error: 'ECONNECTION' })
        : smtp.send(email),
    close: () => smtp.close(),
  };
}

beforeAll(async () => {
  await inbox.start();
  const [started, database] = await Promise.all([
    startTestStack({ services: ['gateway'] }),
    createTestDatabase('admin_emails'),
  ]);
  stack = started;
  dropDatabase = database.drop;
  base = stack.baseUrl;
  const config = notificationsConfigOf({
    SMTP_URL: inbox.url,
    EMAIL_POLL_MS: '50',
    // A failed attempt waits far longer than the test: an unreachable address stays queued.
    EMAIL_RETRY_BASE_MS: '600000',
    EMAIL_MAX_ATTEMPTS: '3',
    EMAIL_RATE_PER_MINUTE: '10000',
  });
  notifications = await runService(createNotificationsProgram(config, testMailer(inbox.url)), {
    databaseUrl: database.url,
    amqpUrl: stack.env.AMQP_URL,
    httpPort: 0,
    handleSignals: false,
    logger,
  });
  bus = EventBus.connect(stack.env.AMQP_URL, logger);
  const login = await call('POST', '/admin/login', {
    body: { username: stack.env.ADMIN_USERNAME, password: stack.env.ADMIN_PASSWORD },
  });
  expect(login.status).toBe(200);
  admin = { authorization: `Bearer ${login.body.token as string}` };
});

afterAll(async () => {
  await bus?.close();
  await notifications?.close();
  await inbox.stop();
  await stack?.stop();
  await dropDatabase?.();
});

async function call(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: unknown } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + path, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test states what it reads
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as any };
}

const emailsOf = async (orderId: string): Promise<EmailRecord[]> => {
  const res = await call('GET', `/api/admin/emails?order_id=${encodeURIComponent(orderId)}`, {
    headers: admin,
  });
  expect(res.status).toBe(200);
  return emailListSchema.parse(res.body).data;
};

let orders = 0;
/** An invitation finished for a new order: one email to the couple at `email`. */
async function completeOrder(email: string): Promise<string> {
  orders += 1;
  const orderId = `INV-20261128-E${String(orders).padStart(5, '0')}`;
  const event: EventEnvelope = {
    id: randomUUID(),
    type: EVENT_TYPES.orderCompleted,
    occurredAt: new Date().toISOString(),
    version: 1,
    data: {
      orderId,
      clientUrl: 'https://undangan.example/rina-bagus',
      completedAt: new Date().toISOString(),
      customer: { name: 'Rina & Bagus', phone: '081234567890', email },
    },
  };
  await bus.publish(event);
  return orderId;
}

const untilStatus = (orderId: string, status: EmailRecord['status']) =>
  waitFor(
    `the email of ${orderId} ${status}`,
    () => emailsOf(orderId),
    (list) => list[0]?.status === status,
  );

describe('the admin email routes', () => {
  const routes: [string, string][] = [
    ['GET', '/api/admin/emails?order_id=INV-20261128-AAAAAA'],
    ['GET', '/api/admin/emails/undelivered'],
    ['POST', `/api/admin/emails/${randomUUID()}/resend`],
  ];

  it.each(routes)('%s %s answers 401 without a valid token', async (method, path) => {
    for (const headers of [{}, { authorization: 'Bearer bukan.token.sah' }] as Record<string, string>[]) {
      const res = await call(method, path, { headers });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(MESSAGES.unauthorized);
    }
  });

  it('refuses a missing or malformed order id with 400, in Indonesian', async () => {
    const missing = await call('GET', '/api/admin/emails', { headers: admin });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Order ID wajib diisi.' } });
    for (const bad of ['INV 2026', "INV-1' OR '1'='1", 'a'.repeat(51), '']) {
      const res = await call('GET', `/api/admin/emails?order_id=${encodeURIComponent(bad)}`, {
        headers: admin,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Order ID (tidak valid|wajib diisi)\.$/);
    }
  });

  it('refuses an email id that is no uuid with 400, and an unknown one with 404', async () => {
    for (const bad of ['123', 'bukan-uuid', `${randomUUID()}x`]) {
      const res = await call('POST', `/api/admin/emails/${encodeURIComponent(bad)}/resend`, {
        headers: admin,
      });
      expect(res).toMatchObject({ status: 400, body: { message: 'ID email tidak valid.' } });
    }
    const unknown = await call('POST', `/api/admin/emails/${randomUUID()}/resend`, { headers: admin });
    expect(unknown).toMatchObject({ status: 404, body: { message: MESSAGES.notFound } });
  });

  it("lists an order's emails with when they were sent, and none for an order without", async () => {
    const orderId = await completeOrder('pasangan1@contoh.test');
    const [email] = await untilStatus(orderId, 'sent');
    expect(email).toMatchObject({
      order_id: orderId,
      kind: 'invitation-ready',
      audience: 'customer',
      recipient: 'pasangan1@contoh.test',
      status: 'sent',
      attempts: 1,
      last_error: null,
      resend_of: null,
    });
    expect(Date.parse(email.sent_at!)).toBeGreaterThanOrEqual(Date.parse(email.created_at));
    expect(await emailsOf('INV-20261128-KOSONG')).toEqual([]);
  });

  it('sends an email again as a new one beside the first, and writes it in the audit log', async () => {
    const orderId = await completeOrder('pasangan2@contoh.test');
    const [first] = await untilStatus(orderId, 'sent');
    const res = await call('POST', `/api/admin/emails/${first.id}/resend`, { headers: admin });
    expect(res.status).toBe(201);
    const copy = emailRecordSchema.parse(res.body);
    expect(copy).toMatchObject({
      order_id: orderId,
      kind: first.kind,
      recipient: first.recipient,
      resend_of: first.id,
    });
    expect(copy.id).not.toBe(first.id);
    const both = await waitFor(
      'the copy sent',
      () => emailsOf(orderId),
      (list) => list.length === 2 && list[1].status === 'sent',
    );
    expect(both.map((e) => [e.id, e.status])).toEqual([
      [first.id, 'sent'],
      [copy.id, 'sent'],
    ]);
    expect(inbox.to('pasangan2@contoh.test')).toHaveLength(2);

    const log = await call('GET', '/api/admin/audit-log?page=1&limit=20', { headers: admin });
    const entry = log.body.data.find(
      (e: { action: string; target: string }) => e.action === 'email.resend' && e.target === first.id,
    );
    expect(entry).toMatchObject({ admin_username: stack.env.ADMIN_USERNAME, before: null });
    expect(entry.after).toMatchObject({ id: copy.id, resend_of: first.id, order_id: orderId });
  });

  it('lists an address the mail server refused among the undelivered, and resends it', async () => {
    inbox.refused.add('ditolak@contoh.test');
    const orderId = await completeOrder('ditolak@contoh.test');
    const [refused] = await untilStatus(orderId, 'rejected');
    const res = await call('GET', '/api/admin/emails/undelivered', { headers: admin });
    expect(res.status).toBe(200);
    const undelivered = emailListSchema.parse(res.body).data;
    expect(undelivered.find((e) => e.id === refused.id)).toMatchObject({
      order_id: orderId,
      status: 'rejected',
      last_error: 'EENVELOPE 550',
    });
    // Sent ones are not among them.
    expect(undelivered.every((e) => e.status === 'failed' || e.status === 'rejected')).toBe(true);

    inbox.refused.delete('ditolak@contoh.test');
    const again = await call('POST', `/api/admin/emails/${refused.id}/resend`, { headers: admin });
    expect(again).toMatchObject({ status: 201, body: { resend_of: refused.id } });
    await waitFor(
      'the copy delivered',
      () => inbox.to('ditolak@contoh.test'),
      (mails) => mails.length === 1,
    );
  });

  it('refuses to resend an email still waiting for its next attempt with 409', async () => {
    const orderId = await completeOrder('antre@lambat.test');
    // An attempt is counted when it starts and its error written when it ends: wait for the end.
    const [queued] = await waitFor(
      'a failed first attempt',
      () => emailsOf(orderId),
      (list) => (list[0]?.attempts ?? 0) >= 1 && Boolean(list[0]?.last_error),
    );
    expect(queued).toMatchObject({ status: 'queued', last_error: 'ECONNECTION' });
    const res = await call('POST', `/api/admin/emails/${queued.id}/resend`, { headers: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Email ini masih dalam antrean pengiriman. Tunggu hingga selesai dicoba.');
  });

  it('answers 503 in words once the notifications service is gone, and keeps refusing bad input first', async () => {
    await notifications?.close();
    notifications = undefined;
    const list = await waitFor(
      'the gateway to see no consumer',
      () => call('GET', '/api/admin/emails?order_id=INV-20261128-E00001', { headers: admin }),
      (res) => res.status === 503,
    );
    expect(list.body).toMatchObject({ message: MESSAGES.serviceUnavailable, code: 'unavailable' });
    const undelivered = await call('GET', '/api/admin/emails/undelivered', { headers: admin });
    expect(undelivered.status).toBe(503);
    const resend = await call('POST', `/api/admin/emails/${randomUUID()}/resend`, { headers: admin });
    expect(resend.status).toBe(503);
    const bad = await call('POST', '/api/admin/emails/bukan-uuid/resend', { headers: admin });
    expect(bad.status).toBe(400);
  });
});
