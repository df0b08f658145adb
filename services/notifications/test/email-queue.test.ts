import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { openTestDataSource } from '@undangan/platform/testing';
import type { RpcException } from '@nestjs/microservices';
import { claimDueEmails, forgetOldContent, insertEmails, type NewEmail } from '../src/emails.table';
import { NotificationsService } from '../src/notifications.service';
import { notificationsMigrations } from '../src/notifications.program';

/** The email queue's own rules, against PostgreSQL: one email per event and kind, and the rate bound. */
let dataSource: DataSource;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ dataSource, close } = await openTestDataSource('email-queue', {
    entities: [],
    migrations: notificationsMigrations,
  }));
});

afterAll(() => close());

beforeEach(() => dataSource.query('DELETE FROM emails'));

const email = (eventId: string | null, orderId: string): NewEmail => ({
  eventId,
  orderId,
  kind: 'payment-received',
  audience: 'customer',
  recipient: 'a@contoh.test',
  subject: `Pembayaran diterima — ${orderId}`,
  html: '<p>x</p>',
  text: 'x',
});

it('keeps one email per event and kind, however often it is written', async () => {
  const eventId = randomUUID();
  await dataSource.transaction((m) => insertEmails(m, [email(eventId, 'INV-1')]));
  await dataSource.transaction((m) => insertEmails(m, [email(eventId, 'INV-1')]));
  const [{ n }] = await dataSource.query('SELECT count(*)::int AS n FROM emails');
  expect(n).toBe(1);
});

it('claims no more than the rate bound leaves of the last minute, across concurrent claimers', async () => {
  await dataSource.transaction((m) =>
    insertEmails(
      m,
      Array.from({ length: 12 }, (_, i) => email(randomUUID(), `INV-${i}`)),
    ),
  );
  const limits = { perMinute: 7, batch: 5, claimMs: 60_000 };
  // Four replicas asking at once: the claims take turns, and together they get exactly the bound.
  const claims = await Promise.all([1, 2, 3, 4].map(() => claimDueEmails(dataSource, limits)));
  const claimed = claims.flat().map((e) => e.id);
  expect(claimed).toHaveLength(7);
  expect(new Set(claimed).size).toBe(7);
  expect(await claimDueEmails(dataSource, limits)).toEqual([]);
  // A minute later (as the database sees it) there is room again.
  await dataSource.query(`UPDATE emails SET last_attempt_at = last_attempt_at - interval '61 seconds'`);
  await dataSource.query('UPDATE emails SET claimed_until = NULL');
  const next = await claimDueEmails(dataSource, limits);
  expect(next).toHaveLength(5);
  expect(next.every((e) => !claimed.includes(e.id))).toBe(true);
});

it("takes turns between senders: a burst from one client waits behind everyone else's next email", async () => {
  // Twenty orders placed by one client, to twenty addresses, before two other couples' emails.
  await dataSource.transaction((m) =>
    insertEmails(
      m,
      Array.from({ length: 20 }, (_, i) => ({
        ...email(randomUUID(), `INV-BURST-${i}`),
        recipient: `korban${i}@contoh.test`,
        origin: 'a1b2c3d4e5f60708',
      })),
    ),
  );
  await dataSource.transaction((m) =>
    insertEmails(m, [
      { ...email(randomUUID(), 'INV-RINA'), recipient: 'rina@contoh.test', origin: '0f0e0d0c0b0a0908' },
      { ...email(randomUUID(), 'INV-DEWI'), recipient: 'dewi@contoh.test' },
    ]),
  );
  const claimed = await claimDueEmails(dataSource, { perMinute: 100, batch: 3, claimMs: 60_000 });
  // The two couples', and one of the burst's.
  expect(claimed.map((e) => e.recipient.replace(/^korban\d+/, 'korban')).sort()).toEqual([
    'dewi@contoh.test',
    'korban@contoh.test',
    'rina@contoh.test',
  ]);
});

it('leaves an email another replica is sending until its claim runs out', async () => {
  await dataSource.transaction((m) => insertEmails(m, [email(randomUUID(), 'INV-A')]));
  const limits = { perMinute: 100, batch: 5, claimMs: 60_000 };
  const [taken] = await claimDueEmails(dataSource, limits);
  expect(taken.attempts).toBe(1);
  expect(await claimDueEmails(dataSource, limits)).toEqual([]);
  await dataSource.query(`UPDATE emails SET claimed_until = now() - interval '1 second'`);
  const [again] = await claimDueEmails(dataSource, limits);
  expect(again).toMatchObject({ id: taken.id, attempts: 2 });
});

it('forgets what old emails said, keeps the record, leaves queued ones, and will not resend them', async () => {
  await dataSource.transaction((m) =>
    insertEmails(m, [
      email(randomUUID(), 'INV-OLD'),
      email(randomUUID(), 'INV-NEW'),
      email(randomUUID(), 'INV-WAIT'),
    ]),
  );
  await dataSource.query(
    `UPDATE emails SET status = 'sent', sent_at = now() WHERE order_id IN ('INV-OLD', 'INV-NEW')`,
  );
  await dataSource.query(
    `UPDATE emails SET created_at = now() - interval '31 days' WHERE order_id IN ('INV-OLD', 'INV-WAIT')`,
  );
  expect(await forgetOldContent(dataSource, 30)).toBe(1);
  expect(await forgetOldContent(dataSource, 30)).toBe(0);
  const rows = (await dataSource.query(
    `SELECT order_id, html, body_text, subject, status FROM emails ORDER BY order_id`,
  )) as Record<string, string>[];
  expect(rows).toEqual([
    {
      order_id: 'INV-NEW',
      html: '<p>x</p>',
      body_text: 'x',
      subject: 'Pembayaran diterima — INV-NEW',
      status: 'sent',
    },
    {
      order_id: 'INV-OLD',
      html: '',
      body_text: '',
      subject: 'Pembayaran diterima — INV-OLD',
      status: 'sent',
    },
    {
      order_id: 'INV-WAIT',
      html: '<p>x</p>',
      body_text: 'x',
      subject: 'Pembayaran diterima — INV-WAIT',
      status: 'queued',
    },
  ]);
  const service = new NotificationsService(dataSource, {
    publicBaseUrl: 'https://toko.example',
    shopEmail: 'toko@x.test',
  });
  const [{ id: old }] = (await dataSource.query(`SELECT id FROM emails WHERE order_id = 'INV-OLD'`)) as {
    id: string;
  }[];
  const refusal = await service.resend(old, 'admin').catch((err: RpcException) => err.getError());
  expect(refusal).toMatchObject({ status: 409, code: 'conflict' });
  const [{ id: recent }] = (await dataSource.query(`SELECT id FROM emails WHERE order_id = 'INV-NEW'`)) as {
    id: string;
  }[];
  await expect(service.resend(recent, 'admin')).resolves.toMatchObject({
    resend_of: recent,
    status: 'queued',
  });
});
