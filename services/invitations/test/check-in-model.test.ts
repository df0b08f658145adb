import { randomUUID } from 'node:crypto';
import { CHECK_IN_LIMITS, checkInTallySchema, type CheckInEvent } from '@undangan/contracts';
import { openTestDataSource } from '@undangan/platform/testing';
import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { CheckIns } from '../src/check-in/check-ins.service';
import { insertDesk } from '../src/check-in/desks.table';
import { invitationsMigrations } from '../src/invitations.program';

/**
 * Desks at one door, against the real PostgreSQL, in any interleaving: desks go offline and online,
 * scan guests (the same guest at several desks, or twice at one), write walk-ins (the same person
 * under the names people really write), hand out souvenirs, and sync in batches whose answers are
 * sometimes lost (so the batch is sent again). Once every desk has synced, the server's tally
 * equals a plain recount of everything that happened: every event kept once, each guest one
 * arrival at their first time at the door, every later scan a double scan, walk-ins of the same
 * person flagged, a souvenir given once, the people counted once.
 */
jest.setTimeout(300_000);

let dataSource: DataSource;
let close: () => Promise<void>;
let checkIns: CheckIns;

beforeAll(async () => {
  ({ dataSource, close } = await openTestDataSource('invitation_check_in_model', {
    entities: [],
    migrations: invitationsMigrations,
  }));
  checkIns = new CheckIns(dataSource);
});
afterAll(() => close());

/** A desk of the invitation (its secrets do not matter here). */
const deskOf = async (orderId: string, name: string) =>
  (
    await insertDesk(dataSource, {
      orderId,
      name,
      keyHash: randomUUID(),
      codeHash: randomUUID(),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
  ).id;

const GUESTS = Array.from({ length: 5 }, () => randomUUID());
/** Walk-ins as desks write them, each with the person it is: the same person, written differently. */
const WALK_IN_NAMES: [string, string][] = [
  ['Bpk. Ahmad Fauzi', 'ahmad'],
  ['ahmad  fauzi', 'ahmad'],
  ['Ibu Sari Lestari', 'sari'],
  ['SARI LESTARI', 'sari'],
  ['Keluarga Budi', 'budi'],
  ['Dr. Wulan', 'wulan'],
];
const DOOR_OPENS = Date.parse('2027-02-06T03:00:00Z');

type Action =
  | { do: 'scan'; desk: number; guest: number; people: number; minute: number }
  | { do: 'walkIn'; desk: number; name: number; people: number; minute: number }
  | { do: 'souvenir'; desk: number; subject: number; minute: number }
  | { do: 'toggle'; desk: number }
  | { do: 'sync'; desk: number; batch: number; answerLost: boolean };

const DESKS = 3;
const desk = fc.nat(DESKS - 1);
const minute = fc.nat(120);
const people = fc.integer({ min: 1, max: 5 });
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ do: fc.constant('scan' as const), desk, guest: fc.nat(GUESTS.length - 1), people, minute }),
  fc.record({
    do: fc.constant('walkIn' as const),
    desk,
    name: fc.nat(WALK_IN_NAMES.length - 1),
    people,
    minute,
  }),
  fc.record({ do: fc.constant('souvenir' as const), desk, subject: fc.nat(GUESTS.length + 3), minute }),
  fc.record({ do: fc.constant('toggle' as const), desk }),
  fc.record({
    do: fc.constant('sync' as const),
    desk,
    batch: fc.integer({ min: 1, max: 6 }),
    answerLost: fc.boolean(),
  }),
);

const at = (minutes: number) => new Date(DOOR_OPENS + minutes * 60_000).toISOString();
const earliest = <T extends { at: string; id: string }>(events: T[]) =>
  [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || (a.id < b.id ? -1 : 1))[0];

it('counts every guest once, loses no check-in and reports every conflict, whatever the desks did', async () => {
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(action, { maxLength: 40 }), async (actions) => {
      const orderId = `INV-MODEL-${++run}-${Date.now()}`;
      const desks = await Promise.all(
        Array.from({ length: DESKS }, async (_, i) => ({
          id: await deskOf(orderId, `Meja ${i + 1}`),
          online: true,
          /** The queue kept on the device: an event leaves it only once the server's answer came. */
          queue: [] as CheckInEvent[],
          walkIns: [] as string[],
        })),
      );
      const happened: (CheckInEvent & { desk_id: string })[] = [];
      const keep = (d: number, event: CheckInEvent) => {
        desks[d].queue.push(event);
        happened.push({ ...event, desk_id: desks[d].id });
      };
      const sync = async (d: number, batch: number, answerLost: boolean) => {
        const sent = desks[d].queue.slice(0, batch);
        await checkIns.record(orderId, desks[d].id, sent);
        if (!answerLost) desks[d].queue.splice(0, sent.length);
      };

      for (const step of actions) {
        const d = desks[step.desk];
        if (step.do === 'scan')
          keep(step.desk, {
            id: randomUUID(),
            kind: 'arrival',
            guest_id: GUESTS[step.guest],
            people: step.people,
            at: at(step.minute),
          });
        else if (step.do === 'walkIn') {
          keep(step.desk, {
            id: randomUUID(),
            kind: 'walk_in',
            name: WALK_IN_NAMES[step.name][0],
            people: step.people,
            at: at(step.minute),
          });
          d.walkIns.push(happened[happened.length - 1].id);
        } else if (step.do === 'souvenir') {
          // A guest of the list, or a walk-in this desk wrote down.
          const subject =
            step.subject < GUESTS.length ? GUESTS[step.subject] : d.walkIns[step.subject - GUESTS.length];
          if (subject)
            keep(step.desk, { id: randomUUID(), kind: 'souvenir', subject_id: subject, at: at(step.minute) });
        } else if (step.do === 'toggle') d.online = !d.online;
        else if (d.online) await sync(step.desk, step.batch, step.answerLost);
      }
      // The doors close: every desk comes back online and sends what it still holds.
      for (let i = 0; i < DESKS; i++)
        while (desks[i].queue.length > 0) await sync(i, CHECK_IN_LIMITS.batch, false);

      const tally = await checkIns.tally(orderId);
      // The tally is what its schema (the desks' and the couple's answer) says, nothing left out.
      expect(checkInTallySchema.parse(tally)).toEqual(tally);
      const [{ n }] = await dataSource.query('SELECT count(*)::int AS n FROM check_ins WHERE order_id = $1', [
        orderId,
      ]);
      expect(n).toBe(happened.length);

      // Each guest: one arrival, their first at the door; every other scan of them a double scan.
      const scans = happened.filter((e) => e.kind === 'arrival');
      const scanned = [...new Set(scans.map((e) => e.guest_id))];
      expect(tally.arrivals).toHaveLength(scanned.length);
      for (const guest of scanned) {
        const first = earliest(scans.filter((e) => e.guest_id === guest));
        expect(tally.arrivals.find((a) => a.guest_id === guest)).toEqual({
          guest_id: guest,
          people: first.people,
          at: first.at,
          desk_id: first.desk_id,
          event_id: first.id,
        });
        const repeats = tally.double_scans.filter((s) => s.guest_id === guest);
        expect(repeats).toHaveLength(scans.filter((e) => e.guest_id === guest).length - 1);
        for (const repeat of repeats) expect(repeat.first).toEqual({ desk_id: first.desk_id, at: first.at });
      }
      expect(tally.double_scans).toHaveLength(scans.length - scanned.length);

      // Walk-ins: each kept, and flagged exactly when another one is the same person.
      const walkIns = happened.filter((e) => e.kind === 'walk_in');
      expect(tally.walk_ins.map((w) => w.event_id).sort()).toEqual(walkIns.map((w) => w.id).sort());
      const person = (name: string) => WALK_IN_NAMES.find(([written]) => written === name)![1];
      for (const walkIn of tally.walk_ins) {
        const same = walkIns.filter(
          (w) => w.id !== walkIn.event_id && person(w.name) === person(walkIn.name),
        );
        expect([...walkIn.same_name_as].sort()).toEqual(same.map((w) => w.id).sort());
      }

      // A souvenir given once to each: the first; the rest are repeats.
      const souvenirs = happened.filter((e) => e.kind === 'souvenir');
      const given = [...new Set(souvenirs.map((e) => e.subject_id))];
      expect(tally.souvenirs).toHaveLength(given.length);
      for (const subject of given)
        expect(tally.souvenirs.find((s) => s.subject_id === subject)?.event_id).toBe(
          earliest(souvenirs.filter((e) => e.subject_id === subject)).id,
        );
      expect(tally.souvenir_repeats).toHaveLength(souvenirs.length - given.length);

      // People: each arrived guest's first count, and every walk-in's.
      const firstPeople = scanned.map((g) => earliest(scans.filter((e) => e.guest_id === g)).people);
      expect(tally.people).toBe([...firstPeople, ...walkIns.map((w) => w.people)].reduce((a, b) => a + b, 0));
    }),
    { numRuns: 60 },
  );
});

it('keeps an event sent again with other content as it was first kept', async () => {
  const orderId = `INV-MODEL-ONCE-${Date.now()}`;
  const deskId = await deskOf(orderId, 'Meja 1');
  const id = randomUUID();
  const first = { id, kind: 'arrival' as const, guest_id: GUESTS[0], people: 2, at: at(5) };
  expect((await checkIns.record(orderId, deskId, [first])).taken).toBe(1);
  const again = await checkIns.record(orderId, deskId, [{ ...first, people: 4, at: at(1) }]);
  expect(again.taken).toBe(0);
  expect(again.tally.arrivals).toEqual([
    { guest_id: GUESTS[0], people: 2, at: at(5), desk_id: deskId, event_id: id },
  ]);
});
