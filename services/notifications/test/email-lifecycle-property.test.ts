import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { EVENT_TYPES, type EventEnvelope } from '@undangan/contracts';
import { createLogger, recordHandled } from '@undangan/platform';
import { openTestDataSource } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { planEmails } from '../src/email-plan';
import { MailDispatcher } from '../src/mail-dispatcher';
import { NotificationsService } from '../src/notifications.service';
import { notificationsMigrations } from '../src/notifications.program';
import type { Mailer, OutgoingEmail, SendResult } from '../src/smtp-mailer';

/**
 * The notifications service's promise, against a model: whatever order events arrive in, however
 * often each arrives, whichever of two replicas takes them, and whatever the mail server answers
 * (down for a while, refusing an address for good), every email an event asks for is written once,
 * and then sent exactly once, or parked as failed after its last attempt, or refused for its
 * address after one attempt; nothing else ever reaches the mail server.
 */
jest.setTimeout(300_000);

const MAX_ATTEMPTS = 3;
const settings = { publicBaseUrl: 'https://toko.example', shopEmail: 'toko@undangan.test' };
const logger = createLogger('test', 'silent');

let dataSource: DataSource;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ dataSource, close } = await openTestDataSource('email-lifecycle', {
    entities: [],
    migrations: notificationsMigrations,
  }));
});

afterAll(() => close?.());

/** A mail server whose answers the property chooses: per address, how many times it fails first. */
class ScriptedMailer implements Mailer {
  readonly accepted: OutgoingEmail[] = [];
  private readonly tries = new Map<string, number>();

  constructor(
    private readonly failuresBefore: (to: string) => number,
    private readonly refused: (to: string) => boolean,
  ) {}

  async send(email: OutgoingEmail): Promise<SendResult> {
    await new Promise((resolve) => setImmediate(resolve));
    if (this.refused(email.to)) return { ok: false, kind: 'address', error: 'EENVELOPE 550' };
    const tried = (this.tries.get(email.id) ?? 0) + 1;
    this.tries.set(email.id, tried);
    if (tried <= this.failuresBefore(email.to)) return { ok: false, kind: 'transient', error: 'ECONNECTION' };
    this.accepted.push(email);
    return { ok: true, messageId: `<${email.id}@test>` };
  }

  close(): void {}
}

const customerOf = (n: number) => ({
  name: `Pasangan ${n}`,
  phone: '081234567890',
  email: `c${n}@contoh.test`,
});
const items = [{ type: 'package' as const, id: '3', name: 'Premium', price: 179_000, quantity: 1 }];

/** One event of a random order's life, of a kind that emails someone (or, for the control, no one). */
const eventArbitrary = fc
  .record({
    order: fc.integer({ min: 1, max: 6 }),
    kind: fc.constantFrom(
      'settled',
      'late',
      'expired',
      'refunded',
      'rejected',
      'proof',
      'completed',
      'created',
    ),
  })
  .map(({ order, kind }): EventEnvelope => {
    const orderId = `INV-20261127-P${String(order).padStart(5, '0')}`;
    const customer = customerOf(order);
    const at = new Date().toISOString();
    const envelope = (type: string, data: unknown): EventEnvelope => ({
      id: randomUUID(),
      type,
      occurredAt: at,
      version: 1,
      data: data as object,
    });
    switch (kind) {
      case 'settled':
      case 'late':
        return envelope(EVENT_TYPES.paymentSettled, {
          orderId,
          amount: 179_000,
          paymentType: 'qris',
          settledAt: at,
          items,
          customer,
          ...(kind === 'late' ? { late: true } : {}),
        });
      case 'expired':
        return envelope(EVENT_TYPES.paymentExpired, {
          orderId,
          amount: 179_000,
          status: 'expired',
          paymentType: 'bank_transfer',
          closedAt: at,
          customer,
        });
      case 'refunded':
        return envelope(EVENT_TYPES.paymentRefunded, {
          orderId,
          amount: 179_000,
          refundedAmount: 179_000,
          status: 'refunded',
          paymentType: 'qris',
          settledAt: at,
          refundedAt: at,
          items,
          version: 3,
          customer,
        });
      case 'rejected':
      case 'proof':
        return envelope(EVENT_TYPES.proofStatusChanged, {
          orderId,
          status: kind === 'rejected' ? 'rejected' : 'pending',
          previousStatus: kind === 'rejected' ? 'pending' : null,
          changedAt: at,
          ...(kind === 'rejected' ? { changedBy: 'admin', reason: 'Buram.' } : {}),
          customer: { name: customer.name, email: customer.email },
        });
      case 'completed':
        return envelope(EVENT_TYPES.orderCompleted, {
          orderId,
          clientUrl: `https://undangan.example/${order}`,
          completedAt: at,
          customer,
        });
      default:
        // Asks for no email: the control.
        return envelope(EVENT_TYPES.paymentCreated, {
          orderId,
          amount: 1,
          paymentType: null,
          createdAt: at,
          items,
          customer,
        });
    }
  });

/** What the inbox consumer does with one delivery, on one replica. */
const deliver = (service: NotificationsService, event: EventEnvelope) =>
  dataSource.transaction(async (manager) => {
    if (await recordHandled(manager, event)) await service.record(event, manager);
  });

it('writes every email once and sends it once, parks it, or refuses its address, whatever the order, repeats, replicas and mail server', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(eventArbitrary, { minLength: 1, maxLength: 10 }),
      fc.array(fc.nat(), { maxLength: 10 }),
      fc.infiniteStream(fc.nat()),
      fc.array(fc.integer({ min: 0, max: MAX_ATTEMPTS + 1 }), { minLength: 7, maxLength: 7 }),
      fc.integer({ min: 1, max: 7 }),
      async (events, repeats, order, failuresByAddress, refusedAddress) => {
        await dataSource.query('DELETE FROM emails');
        await dataSource.query('DELETE FROM inbox');
        const addressNumber = (to: string) =>
          to === settings.shopEmail ? 0 : Number(/^c(\d+)@/.exec(to)![1]);
        const mailer = new ScriptedMailer(
          (to) => failuresByAddress[addressNumber(to)],
          (to) => addressNumber(to) === refusedAddress,
        );
        const replicas = [0, 1].map(() => ({
          service: new NotificationsService(dataSource, settings),
          dispatcher: new MailDispatcher({
            dataSource,
            mailer,
            from: 'Undangan <no-reply@undangan.test>',
            logger,
            perMinute: 100_000,
            maxAttempts: MAX_ATTEMPTS,
            retryBaseMs: 1,
            pollMs: 1_000_000,
          }),
        }));

        // Every event once, some again, in a random order, each delivery to a random replica.
        const deliveries = [...events, ...repeats.map((i) => events[i % events.length])];
        const shuffled = deliveries
          .map((event, i) => ({ event, key: order.next().value ?? i }))
          .sort((a, b) => a.key - b.key)
          .map(({ event }) => event);
        let turn = 0;
        await Promise.all(shuffled.map((event) => deliver(replicas[turn++ % 2].service, event)));

        // Both replicas send until nothing is left to try (waits between attempts are 1 ms doubling).
        for (let round = 0; round < 200; round += 1) {
          await Promise.all(replicas.map((r) => r.dispatcher.sendDue()));
          const [{ queued }] = await dataSource.query(
            `SELECT count(*)::int AS queued FROM emails WHERE status = 'queued'`,
          );
          if (queued === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }

        // The model: what each distinct event asks for, and how its mail server treats each address.
        const planned = events.flatMap((event) =>
          planEmails(event, settings).map((p) => ({
            eventId: event.id,
            kind: p.kind,
            recipient: p.recipient,
          })),
        );
        const rows = (await dataSource.query(
          'SELECT id, event_id, kind, recipient, status, attempts FROM emails ORDER BY event_id, kind',
        )) as {
          id: string;
          event_id: string;
          kind: string;
          recipient: string;
          status: string;
          attempts: number;
        }[];
        const key = (eventId: string, kind: string) => `${eventId}/${kind}`;
        expect(rows.map((r) => key(r.event_id, r.kind)).sort()).toEqual(
          planned.map((p) => key(p.eventId, p.kind)).sort(),
        );

        for (const row of rows) {
          const n = addressNumber(row.recipient);
          const sentTimes = mailer.accepted.filter((mail) => mail.id === row.id).length;
          if (n === refusedAddress) {
            expect({ status: row.status, attempts: row.attempts, sentTimes }).toEqual({
              status: 'rejected',
              attempts: 1,
              sentTimes: 0,
            });
          } else if (failuresByAddress[n] >= MAX_ATTEMPTS) {
            expect({ status: row.status, attempts: row.attempts, sentTimes }).toEqual({
              status: 'failed',
              attempts: MAX_ATTEMPTS,
              sentTimes: 0,
            });
          } else {
            expect({ status: row.status, attempts: row.attempts, sentTimes }).toEqual({
              status: 'sent',
              attempts: failuresByAddress[n] + 1,
              sentTimes: 1,
            });
          }
        }
        // Nothing reached the mail server that was not one of these emails.
        expect(mailer.accepted.every((mail) => rows.some((row) => row.id === mail.id))).toBe(true);
      },
    ),
    { numRuns: Number(process.env.EMAIL_MODEL_RUNS ?? 60) },
  );
});
