import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import {
  EVENT_TYPES,
  NOTIFICATIONS,
  RPC_QUEUES,
  SHOP,
  formatRupiah,
  type EmailList,
  type EmailRecord,
  type EventEnvelope,
} from '@undangan/contracts';
import { EventBus, RpcClient, runService, type Logger, type RunningService } from '@undangan/platform';
import { createTestDatabase, createTestVhost, waitFor } from '@undangan/platform/testing';
import { notificationsConfigOf } from '../src/notifications.config';
import { createNotificationsProgram } from '../src/notifications.program';
import { SmtpInbox } from './smtp-inbox';

/**
 * The notifications service against a real SMTP server, PostgreSQL and RabbitMQ: what each event
 * sends, once however often it arrives and however many replicas run, and what happens while the
 * mail server is away or refuses an address.
 */
jest.setTimeout(120_000);

const logLines: string[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  }),
) as unknown as Logger;

const inbox = new SmtpInbox();
const disposables: { drop(): Promise<void> }[] = [];
const replicas: RunningService[] = [];
let rpc: RpcClient;
let bus: EventBus;
let databaseUrl: string;
let amqpUrl: string;

const BASE_URL = 'https://toko.example';
const SHOP_EMAIL = 'toko@undangan.test';

const startReplica = async () => {
  const config = notificationsConfigOf({
    SMTP_URL: inbox.url,
    PUBLIC_BASE_URL: BASE_URL,
    SHOP_NOTIFY_EMAIL: SHOP_EMAIL,
    EMAIL_POLL_MS: '50',
    EMAIL_RETRY_BASE_MS: '100',
    EMAIL_MAX_ATTEMPTS: '3',
    EMAIL_RATE_PER_MINUTE: '10000',
  });
  const replica = await runService(createNotificationsProgram(config), {
    databaseUrl,
    amqpUrl,
    httpPort: 0,
    handleSignals: false,
    logger,
  });
  replicas.push(replica);
  return replica;
};

beforeAll(async () => {
  await inbox.start();
  const [vhost, db] = await Promise.all([
    createTestVhost('notifications'),
    createTestDatabase('notifications'),
  ]);
  disposables.push(vhost, db);
  databaseUrl = db.url;
  amqpUrl = vhost.url;
  await startReplica();
  rpc = new RpcClient(vhost.url, RPC_QUEUES.notifications, 5000, logger);
  bus = EventBus.connect(vhost.url, logger);
});

afterAll(async () => {
  await bus?.close();
  await rpc?.close();
  for (const replica of replicas) await replica.close();
  await inbox.stop();
  await Promise.all(disposables.map((d) => d.drop()));
});

const envelope = <T>(type: string, data: T): EventEnvelope<T> => ({
  id: randomUUID(),
  type,
  occurredAt: new Date().toISOString(),
  version: 1,
  data,
});

let orders = 0;
const newOrder = () => {
  orders += 1;
  const orderId = `INV-20261127-N${String(orders).padStart(5, '0')}`;
  return {
    orderId,
    customer: { name: 'Rina & Bagus', phone: '081234567890', email: `pasangan${orders}@contoh.test` },
  };
};

/** The order's completion as ordering publishes it, with the link to the finished invitation. */
const publishCompleted = (order: ReturnType<typeof newOrder>, clientUrl: string) =>
  bus.publish(
    envelope(EVENT_TYPES.orderCompleted, {
      orderId: order.orderId,
      clientUrl,
      completedAt: new Date().toISOString(),
      customer: order.customer,
    }),
  );

const items = [
  { type: 'package' as const, id: '3', name: 'Premium', price: 179_000, quantity: 1 },
  { type: 'addon' as const, id: '1', name: 'Express 2 Hari', price: 50_000, quantity: 2 },
];

const emailsOf = (orderId: string) =>
  rpc.call<EmailList>(NOTIFICATIONS.forOrder.pattern, { orderId }).then((list) => list.data);

const mailsTo = (address: string, count: number) =>
  waitFor(
    `${count} email(s) to ${address}`,
    () => inbox.to(address),
    (mails) => mails.length >= count,
  );

/** Every message on the service's queue has been handled and acknowledged (none ready or in hand). */
async function queueDrained(): Promise<void> {
  const { execFile } = await import('node:child_process');
  const vhost = decodeURIComponent(new URL(amqpUrl).pathname.slice(1));
  await waitFor(
    'the notifications queue drained',
    () =>
      new Promise<string>((resolve, reject) =>
        execFile('rabbitmqctl', ['-q', 'list_queues', '-p', vhost, 'name', 'messages'], (err, out) =>
          err ? reject(err) : resolve(out),
        ),
      ),
    (out) => /notifications\.events\s+0\b/.test(out),
  );
}

describe('an email for every step of an order', () => {
  it('sends the transfer details and a confirmation link when a manual order is placed', async () => {
    const { orderId, customer } = newOrder();
    const secret = 'Rahasia_pesanan-0123456789abcdef';
    await bus.publish(
      envelope(EVENT_TYPES.orderPlaced, {
        orderId,
        amount: 251_100,
        subtotal: 279_000,
        discount: 27_900,
        items,
        customer,
        orderSecret: secret,
        placedAt: new Date().toISOString(),
        confirmBy: '2026-11-30T07:05:00.000Z',
      }),
    );
    const [mail] = await mailsTo(customer.email, 1);
    expect(mail.subject).toContain(orderId);
    const text = mail.text ?? '';
    for (const figure of [251_100, 279_000, 27_900, 179_000, 50_000])
      expect(text).toContain(formatRupiah(figure));
    expect(text).toContain(SHOP.bank.accountNumber);
    expect(text.replace(/\s+/g, ' ')).toContain('30 November 2026 pukul 14.05 WIB');
    const link = `${BASE_URL}/payment/manual#order=${orderId}&secret=${secret}`;
    expect(text).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(mail.from?.text).toContain('Undangan');
  });

  it('sends the receipt when a payment settles, and tells the shop when it came late', async () => {
    const { orderId, customer } = newOrder();
    await bus.publish(
      envelope(EVENT_TYPES.paymentSettled, {
        orderId,
        amount: 251_100,
        paymentType: 'bank_transfer',
        settledAt: '2026-11-27T07:05:00.000Z',
        items,
        customer,
        late: true,
      }),
    );
    const [receipt] = await mailsTo(customer.email, 1);
    expect(receipt.subject).toContain(orderId);
    expect(receipt.text).toContain(formatRupiah(251_100));
    // The discount is what the items come to less what was paid.
    expect(receipt.text).toContain(formatRupiah(279_000 - 251_100));
    expect(receipt.text).toContain(`${BASE_URL}/pesanan/kwitansi#order=${orderId}`);
    const shop = await waitFor(
      () => inbox.to(SHOP_EMAIL).filter((m) => m.subject?.includes(orderId)),
      (m) => m.length === 1,
    );
    expect(shop[0].text).toContain(formatRupiah(251_100));
  });

  it('tells the couple the reason in the admin words when a proof is rejected, and the shop when one waits', async () => {
    const { orderId, customer } = newOrder();
    await bus.publish(
      envelope(EVENT_TYPES.proofStatusChanged, {
        orderId,
        status: 'pending',
        previousStatus: null,
        changedAt: new Date().toISOString(),
        customer: { name: customer.name, email: customer.email },
      }),
    );
    await waitFor(
      () => inbox.to(SHOP_EMAIL).filter((m) => m.subject?.includes(orderId)),
      (m) => m.length === 1,
    );
    await bus.publish(
      envelope(EVENT_TYPES.proofStatusChanged, {
        orderId,
        status: 'rejected',
        previousStatus: 'pending',
        changedAt: new Date().toISOString(),
        changedBy: 'admin',
        reason: 'Nominal transfer tidak sesuai dengan total pesanan.',
        customer: { name: customer.name, email: customer.email },
      }),
    );
    const [rejected] = await mailsTo(customer.email, 1);
    expect(rejected.text).toContain('Nominal transfer tidak sesuai dengan total pesanan.');
    expect(rejected.text).toContain(`${BASE_URL}/pesanan/lacak#order=${orderId}`);
  });

  it('lists what went out beside the order for the admin', async () => {
    const { orderId, customer } = newOrder();
    await publishCompleted({ orderId, customer }, 'https://undangan.example/rina-bagus');
    const [ready] = await mailsTo(customer.email, 1);
    expect(ready.text).toContain('https://undangan.example/rina-bagus');
    const [record] = await waitFor(
      () => emailsOf(orderId),
      (list) => list[0]?.status === 'sent',
    );
    expect(record).toMatchObject({
      order_id: orderId,
      kind: 'invitation-ready',
      audience: 'customer',
      recipient: customer.email,
      status: 'sent',
      attempts: 1,
      resend_of: null,
    });
    expect(Date.parse(record.sent_at!)).toBeGreaterThanOrEqual(Date.parse(record.created_at));
  });
});

describe('exactly one email per event', () => {
  it('sends one email however often the event is delivered, with two replicas consuming', async () => {
    await startReplica();
    const sent: { orderId: string; email: string }[] = [];
    const events: EventEnvelope[] = [];
    for (let i = 0; i < 12; i += 1) {
      const { orderId, customer } = newOrder();
      sent.push({ orderId, email: customer.email });
      events.push(
        envelope(EVENT_TYPES.paymentExpired, {
          orderId,
          amount: 99_000,
          status: 'expired',
          paymentType: 'bank_transfer',
          closedAt: new Date().toISOString(),
          customer,
        }),
      );
    }
    // Each event three times, interleaved, as a broker redelivering and a relay republishing would.
    for (let round = 0; round < 3; round += 1) for (const event of events) await bus.publish(event);
    for (const { email } of sent) await mailsTo(email, 1);
    await queueDrained();
    for (const { orderId, email } of sent) {
      expect(inbox.to(email)).toHaveLength(1);
      expect(await emailsOf(orderId)).toHaveLength(1);
    }
  });
});

describe('when the mail server is away', () => {
  it('retries until it is back, then parks the email as failed once its attempts run out, for an admin to resend', async () => {
    await inbox.stop();
    const first = newOrder();
    await publishCompleted(first, 'https://undangan.example/a');
    // Tried and failed, then the server comes back: the next attempt sends it.
    // An attempt is counted when it starts and its error written when it ends: wait for the end.
    const [tried] = await waitFor(
      () => emailsOf(first.orderId),
      (list) => (list[0]?.attempts ?? 0) >= 1 && Boolean(list[0]?.last_error),
    );
    expect(tried.status).toBe('queued');
    expect(tried.last_error).toMatch(/^E[A-Z]+/);
    await inbox.restart();
    await mailsTo(first.customer.email, 1);
    expect((await emailsOf(first.orderId))[0].status).toBe('sent');

    await inbox.stop();
    const second = newOrder();
    await publishCompleted(second, 'https://undangan.example/b');
    const [parked] = await waitFor(
      () => emailsOf(second.orderId),
      (list) => list[0]?.status === 'failed',
    );
    expect(parked.attempts).toBe(3);
    const undelivered = await rpc.call<EmailList>(NOTIFICATIONS.undelivered.pattern, {});
    expect(undelivered.data.map((e) => e.id)).toContain(parked.id);

    await inbox.restart();
    const copy = await rpc.call<EmailRecord>(NOTIFICATIONS.resend.pattern, {
      id: parked.id,
      requestedBy: 'admin',
    });
    expect(copy).toMatchObject({ resend_of: parked.id, status: 'queued', attempts: 0 });
    await mailsTo(second.customer.email, 1);
    const stillParked = await rpc.call<EmailList>(NOTIFICATIONS.undelivered.pattern, {});
    expect(stillParked.data.map((e) => e.id)).not.toContain(parked.id);
    const both = await waitFor(
      () => emailsOf(second.orderId),
      (list) => list.length === 2 && list[1].status === 'sent',
    );
    expect(both.map((e) => e.status)).toEqual(['failed', 'sent']);
  });

  it('records an address the server refuses and never tries it again', async () => {
    const { orderId, customer } = newOrder();
    inbox.refused.add(customer.email);
    await publishCompleted({ orderId, customer }, 'https://undangan.example/c');
    const [refused] = await waitFor(
      () => emailsOf(orderId),
      (list) => list[0]?.status === 'rejected',
    );
    expect(refused).toMatchObject({ attempts: 1, last_error: 'EENVELOPE 550' });
    expect(inbox.to(customer.email)).toHaveLength(0);
  });

  it('answers a resend of an unknown email as not found', async () => {
    await expect(
      rpc.call(NOTIFICATIONS.resend.pattern, { id: randomUUID(), requestedBy: 'admin' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

it('writes nothing of a customer (address, name) in a log line', () => {
  expect(logLines.length).toBeGreaterThan(0);
  const logs = logLines.join('');
  expect(logs).not.toMatch(/@contoh\.test/);
  expect(logs).not.toContain('Rina & Bagus');
});
