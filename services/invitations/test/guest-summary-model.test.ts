import fc from 'fast-check';
import {
  GUEST_STATUSES,
  GUESTS,
  INVITATIONS,
  type GuestStatus,
  type GuestSummary,
  type PeopleCounts,
  type RequestOf,
  type RpcContract,
} from '@undangan/contracts';
import { openTestDataSource } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { GuestsService } from '../src/guests/guests.service';
import { invitationsMigrations } from '../src/invitations.program';
import { PagesService } from '../src/pages.service';
import { sampleInvitation } from '../src/sample/sample-invitation';

/**
 * "Who is coming" always equals a recount. Random sequences of what happens to a guest list (guests
 * added, edited to other people, groups and sessions, answers through their own link and answered
 * again, links revoked and issued again, guests removed, marked sent, links opened, answers through
 * the open link) run against the service; after every step the summary (people, not answers, by
 * status, group and session, over capacity per session) must equal the model's recount.
 */
jest.setTimeout(600_000);

let dataSource: DataSource;
let close: () => Promise<void>;
let pages: PagesService;
let guests: GuestsService;

beforeAll(async () => {
  ({ dataSource, close } = await openTestDataSource('invitation_guest_summary', {
    entities: [],
    migrations: invitationsMigrations,
  }));
  pages = new PagesService(dataSource, {
    onlineDays: 365,
    // Far above what a run sends: the limits are pages.test.ts's.
    repliesPerSource: 100_000,
    repliesPerInvitation: 100_000,
    publicBaseUrl: 'https://toko.example',
  });
  guests = new GuestsService(dataSource, 'https://toko.example');
});
afterAll(() => close());

const parsed = <C extends RpcContract>(contract: C, request: RequestOf<C>) =>
  contract.schema.parse(request) as never;

interface ModelGuest {
  id: string;
  token: string;
  people: number;
  group: number | null;
  session: number | null;
  sent: boolean;
  opened: boolean;
  answer: { attending: boolean; people: number } | null;
}

interface Model {
  guests: ModelGuest[];
  open: { attending: boolean; people: number }[];
}

type Step =
  | { kind: 'add'; people: number; group: number | null; session: number | null }
  | { kind: 'edit'; pick: number; people: number; group: number | null; session: number | null }
  | { kind: 'answer'; pick: number; attending: boolean; people: number }
  | { kind: 'reissue' | 'remove' | 'send' | 'open'; pick: number }
  | { kind: 'openLink'; attending: boolean; people: number };

const GROUPS = 2;
const SESSIONS = 2;
/** Small, so over capacity happens. */
const CAPACITIES = [3, null];

const part = (count: number) => fc.option(fc.nat({ max: count - 1 }), { nil: null });
const people = fc.integer({ min: 1, max: 10 });
const pick = fc.nat({ max: 1000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      people,
      group: part(GROUPS),
      session: part(SESSIONS),
    }),
  },
  // Often fewer people than before: an answer for more than the invitation now is then capped.
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      pick,
      people: fc.oneof(fc.integer({ min: 1, max: 2 }), people),
      group: part(GROUPS),
      session: part(SESSIONS),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('answer' as const), pick, attending: fc.boolean(), people }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reissue' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('send' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('open' as const), pick }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('openLink' as const), attending: fc.boolean(), people }),
  },
);

/** The summary recounted from the model, the way the couple is told it. */
function recount(model: Model, groupIds: string[], sessionIds: string[]): GuestSummary {
  const statusOf = (g: ModelGuest): GuestStatus =>
    g.answer
      ? g.answer.attending
        ? 'hadir'
        : 'tidak_hadir'
      : g.opened
        ? 'dibuka'
        : g.sent
          ? 'terkirim'
          : 'belum_dikirim';
  const counts = (list: ModelGuest[]): PeopleCounts => ({
    guests: list.length,
    invited: list.reduce((sum, g) => sum + g.people, 0),
    coming: list.reduce((sum, g) => sum + (g.answer?.attending ? Math.min(g.answer.people, g.people) : 0), 0),
    not_coming: list.reduce((sum, g) => sum + (g.answer && !g.answer.attending ? g.people : 0), 0),
    not_answered: list.reduce((sum, g) => sum + (g.answer ? 0 : g.people), 0),
  });
  const byStatus = Object.fromEntries(
    GUEST_STATUSES.map((status) => {
      const list = model.guests.filter((g) => statusOf(g) === status);
      return [status, { guests: list.length, people: list.reduce((sum, g) => sum + g.people, 0) }];
    }),
  ) as GuestSummary['by_status'];
  const inGroup = (i: number | null) => model.guests.filter((g) => g.group === i);
  const inSession = (i: number | null) => model.guests.filter((g) => g.session === i);
  const ungrouped = inGroup(null);
  const sessionless = inSession(null);
  return {
    total: counts(model.guests),
    by_status: byStatus,
    by_group: [
      ...groupIds.map((id, i) => ({ group_id: id, name: `Kelompok ${i}`, ...counts(inGroup(i)) })),
      ...(ungrouped.length > 0 ? [{ group_id: null, name: null, ...counts(ungrouped) }] : []),
    ],
    by_session: [
      ...sessionIds.map((id, i) => {
        const c = counts(inSession(i));
        const capacity = CAPACITIES[i];
        return {
          session_id: id,
          name: `Sesi ${i + 1}`,
          time: `${10 + i}.00-${11 + i}.00 WIB`,
          capacity,
          ...c,
          over_capacity: capacity !== null && c.coming > capacity,
        };
      }),
      ...(sessionless.length > 0
        ? [
            {
              session_id: null,
              name: null,
              time: null,
              capacity: null,
              ...counts(sessionless),
              over_capacity: false,
            },
          ]
        : []),
    ],
    open_link: {
      answers: model.open.length,
      coming: model.open.reduce((sum, a) => sum + (a.attending ? a.people : 0), 0),
      not_coming: model.open.reduce((sum, a) => sum + (a.attending ? 0 : a.people), 0),
    },
  };
}

let run = 0;

it('counts people coming, not coming and not answered as a recount does, after any order of changes', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40, size: 'max' }), async (steps) => {
      run += 1;
      const orderId = `ORDER-MODEL-${run}`;
      const clientId = `model-${run}`;
      const published = sampleInvitation();
      published.client_id = clientId;
      published.order_id = orderId;
      await pages.publish(INVITATIONS.publish.schema.parse(published));
      const groupIds: string[] = [];
      for (let i = 0; i < GROUPS; i++)
        groupIds.push(
          (await guests.addGroup(parsed(GUESTS.addGroup, { order_id: orderId, name: `Kelompok ${i}` }))).id,
        );
      const sessionIds: string[] = [];
      for (let i = 0; i < SESSIONS; i++)
        sessionIds.push(
          (
            await guests.addSession(
              parsed(GUESTS.addSession, {
                order_id: orderId,
                session: {
                  name: `Sesi ${i + 1}`,
                  time: `${10 + i}.00-${11 + i}.00 WIB`,
                  capacity: CAPACITIES[i],
                },
              }),
            )
          ).id,
        );
      const model: Model = { guests: [], open: [] };
      const ref = (g: ModelGuest) => ({ order_id: orderId, guest_id: g.id });
      const fields = (s: { people: number; group: number | null; session: number | null }) => ({
        name: `Tamu ${s.people}`,
        people: s.people,
        group_id: s.group === null ? null : groupIds[s.group],
        session_id: s.session === null ? null : sessionIds[s.session],
      });
      let source = 0;
      const reply = (token: string | null, attending: boolean, count: number) =>
        pages.rsvp(
          parsed(INVITATIONS.rsvp, {
            client_id: clientId,
            source: `sumber-${run}-${(source += 1)}`,
            guest_token: token,
            input: { name: 'Tamu', attending, people: count, message: '' },
          }),
        );

      for (const s of steps) {
        const guest =
          model.guests.length > 0 && 'pick' in s ? model.guests[s.pick % model.guests.length] : null;
        switch (s.kind) {
          case 'add': {
            const added = await guests.add(parsed(GUESTS.add, { order_id: orderId, guest: fields(s) }));
            model.guests.push({
              id: added.id,
              token: added.link_path!.split('/')[2],
              people: s.people,
              group: s.group,
              session: s.session,
              sent: false,
              opened: false,
              answer: null,
            });
            break;
          }
          case 'edit':
            if (!guest) break;
            await guests.edit(parsed(GUESTS.edit, { ...ref(guest), guest: fields(s) }));
            Object.assign(guest, { people: s.people, group: s.group, session: s.session });
            break;
          case 'answer': {
            if (!guest) break;
            const count = Math.min(s.people, guest.people);
            await reply(guest.token, s.attending, count);
            guest.answer = { attending: s.attending, people: count };
            break;
          }
          case 'reissue': {
            if (!guest) break;
            const reissued = await guests.reissueLink(parsed(GUESTS.reissueLink, ref(guest)));
            guest.token = reissued.link_path!.split('/')[2];
            guest.sent = false;
            guest.opened = false;
            break;
          }
          case 'remove':
            if (!guest) break;
            await guests.remove(parsed(GUESTS.remove, ref(guest)));
            model.guests.splice(model.guests.indexOf(guest), 1);
            break;
          case 'send':
            if (!guest) break;
            await guests.markSent(parsed(GUESTS.markSent, { order_id: orderId, guest_ids: [guest.id] }));
            guest.sent = true;
            break;
          case 'open':
            if (!guest) break;
            expect(
              (await pages.page(parsed(INVITATIONS.page, { client_id: clientId, guest_token: guest.token })))
                .status,
            ).toBe('published');
            guest.opened = true;
            break;
          case 'openLink':
            await reply(null, s.attending, s.people);
            model.open.push({ attending: s.attending, people: s.people });
            break;
        }
        const summary = await guests.summary(parsed(GUESTS.summary, { order_id: orderId }));
        expect(summary).toEqual(recount(model, groupIds, sessionIds));
      }
    }),
    {
      numRuns: 40,
      // Always tried: a coming answer, then the invitation cut below it (counted at the new people).
      examples: [
        [
          [
            { kind: 'add', people: 5, group: 0, session: 0 },
            { kind: 'answer', pick: 0, attending: true, people: 5 },
            { kind: 'edit', pick: 0, people: 2, group: 0, session: 0 },
          ],
        ],
      ],
    },
  );
});
