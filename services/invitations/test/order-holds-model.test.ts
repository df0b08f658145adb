import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { EVENT_TYPES, INVITATIONS, type EventEnvelope } from '@undangan/contracts';
import { recordHandled } from '@undangan/platform';
import { openTestDataSource } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { invitationsMigrations } from '../src/invitations.program';
import { applyOrderHold } from '../src/order-holds';
import { PagesService } from '../src/pages.service';
import { sampleInvitation } from '../src/sample/sample-invitation';

/**
 * An order's pages follow its holds whatever the order and the number of times ordering's events
 * arrive. Ordering puts an order on hold and releases it in turns, counting each move
 * (`holdVersion`: odd held, even released); here random histories are delivered shuffled, some
 * events again (a relay that published twice, a broker that redelivered), through the inbox as
 * the consumer does, between publishings of the order's page (with or without a Split Link
 * address), some at the same moment as a delivery. After every step each page of the order must
 * be held exactly when the newest move heard so far is a hold, a guest must get it or nothing
 * accordingly (the 15 s render cache included), and once every event has arrived the pages must
 * stand as the order last stood.
 */
jest.setTimeout(300_000);

let dataSource: DataSource;
let close: () => Promise<void>;
/** One clock for the whole run: a page rendered once stays in the render cache for every later look. */
const clock = new Date();
let pages: PagesService;

beforeAll(async () => {
  ({ dataSource, close } = await openTestDataSource('invitation_holds_model', {
    entities: [],
    migrations: invitationsMigrations,
  }));
  pages = new PagesService(
    dataSource,
    {
      onlineDays: 365,
      repliesPerSource: 10,
      repliesPerInvitation: 100,
      publicBaseUrl: 'https://toko.example',
    },
    () => clock,
  );
});
afterAll(() => close());

/** Ordering's moves of one order, as it announces them: a hold first, then turns. */
function history(orderId: string, moves: number): EventEnvelope[] {
  return Array.from({ length: moves }, (_, i) => ({
    id: randomUUID(),
    type: i % 2 === 0 ? EVENT_TYPES.orderHeld : EVENT_TYPES.orderReleased,
    occurredAt: new Date().toISOString(),
    version: 1 as const,
    data: { orderId, holdVersion: i + 1, ...(i % 2 === 0 ? { reason: 'Ditahan: uji.' } : {}) },
  }));
}

/** One delivery as the inbox consumer handles it: the id recorded with the effect, a repeat ignored. */
const deliver = (event: EventEnvelope) =>
  dataSource.transaction(async (manager) => {
    if (await recordHandled(manager, event)) await applyOrderHold(event, manager);
  });

type Step =
  | { kind: 'deliver'; pick: number }
  | { kind: 'publish' }
  | { kind: 'publish-while-delivering'; pick: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('deliver' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('publish' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('publish-while-delivering' as const), pick: fc.nat() }),
  },
);

let runs = 0;

it('holds and releases every page of an order as its newest move says, whatever the order and repeats of the events', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: 6 }),
      fc.boolean(),
      fc.array(stepArbitrary, { maxLength: 14 }),
      fc.infiniteStream(fc.nat()),
      async (moves, withSplit, steps, finalOrder) => {
        runs += 1;
        const orderId = `MODEL-${runs}-${randomUUID().slice(0, 6)}`;
        const clientId = `model-${runs}-${randomUUID().slice(0, 6)}`;
        const events = history(orderId, moves);
        const request = INVITATIONS.publish.schema.parse({
          ...sampleInvitation(),
          client_id: clientId,
          order_id: orderId,
          split: withSplit ? { client_id: `${clientId}-b`, first_events: [0], second_events: [1] } : null,
        });
        const addresses = withSplit ? [clientId, `${clientId}-b`] : [clientId];

        // The model: what has been published, and the newest move heard.
        let published = false;
        let newestHeard = 0;
        const pickEvent = (pick: number) => events[pick % events.length];

        const check = async () => {
          const held = newestHeard % 2 === 1;
          const rows: { client_id: string; held: boolean }[] = await dataSource.query(
            'SELECT client_id, held FROM pages WHERE order_id = $1 ORDER BY client_id',
            [orderId],
          );
          expect(rows).toEqual(published ? addresses.map((id) => ({ client_id: id, held })).sort(byId) : []);
          for (const address of addresses) {
            const answer = await pages.page({
              client_id: address,
              guest_name: null,
              notice: null,
              guest_token: null,
            });
            expect({ address, status: answer.status }).toEqual({
              address,
              status: published && !held ? 'published' : 'missing',
            });
          }
        };

        for (const step of steps) {
          if (step.kind === 'deliver' && events.length > 0) {
            const event = pickEvent(step.pick);
            await deliver(event);
            newestHeard = Math.max(newestHeard, (event.data as { holdVersion: number }).holdVersion);
          } else if (step.kind === 'publish') {
            await pages.publish(request);
            published = true;
          } else if (step.kind === 'publish-while-delivering' && events.length > 0) {
            const event = pickEvent(step.pick);
            await Promise.all([pages.publish(request), deliver(event)]);
            published = true;
            newestHeard = Math.max(newestHeard, (event.data as { holdVersion: number }).holdVersion);
          }
          await check();
        }
        // Every event arrives at last (in some order, once more for those already delivered).
        const keys = [...finalOrder.take(events.length)];
        const rest = events.map((event, i) => ({ event, key: keys[i] })).sort((a, b) => a.key - b.key);
        for (const { event } of rest) await deliver(event);
        newestHeard = moves;
        if (!published) {
          await pages.publish(request);
          published = true;
        }
        await check();
        // The order's last move decides: held after a hold, serving after a release or none.
        const [{ count }] = await dataSource.query(
          'SELECT count(*)::int AS count FROM inbox WHERE event_id = ANY($1::uuid[])',
          [events.map((event) => event.id)],
        );
        expect(count).toBe(events.length);
      },
    ),
    { numRuns: Number(process.env.HOLD_MODEL_RUNS ?? 150) },
  );
});

const byId = (a: { client_id: string }, b: { client_id: string }) => a.client_id.localeCompare(b.client_id);
