import { randomInt } from 'node:crypto';
import {
  DESK_CODE_ALPHABET,
  DESK_CODE_LENGTH,
  DESK_LIMITS,
  DESK_MESSAGES,
  DESKS,
  linkSerial,
  type Desk,
  type DeskAccess,
  type DeskSnapshot,
  type NewDesk,
  type ParsedRequestOf,
} from '@undangan/contracts';
import { isUniqueViolation, rpcFailure } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { guestsForDesks } from '../guests/guests.table';
import { eventEndUtc } from '../page/calendar';
import { coupleNames, eventName } from '../page/invitation-words';
import { pagesOfOrder, type PageRow } from '../pages.table';
import { newSecretToken, secretHash } from '../secret-tokens';
import { CheckIns } from './check-ins.service';
import { GuestPasses } from './guest-passes';
import {
  countOpenDesks,
  desksOf,
  insertDesk,
  lockOrderDesks,
  openDeskBy,
  openDeskOf,
  revokeDesk,
  type DeskRow,
} from './desks.table';

type Request<K extends keyof typeof DESKS> = ParsedRequestOf<(typeof DESKS)[K]>;

const DAY_MS = 24 * 60 * 60 * 1000;
const newCode = () =>
  Array.from(
    { length: DESK_CODE_LENGTH },
    () => DESK_CODE_ALPHABET[randomInt(DESK_CODE_ALPHABET.length)],
  ).join('');

/**
 * The desks at an invitation's door: made by the couple for an Exclusive invitation already
 * published, each with a key and a short code shown once (kept as hashes), good until a day after
 * the last event ends or until revoked; what a desk downloads before the doors open, and its
 * check-ins.
 */
export class Desks {
  private readonly checkIns: CheckIns;
  private readonly passes: GuestPasses;

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.checkIns = new CheckIns(dataSource);
    this.passes = new GuestPasses(dataSource);
  }

  async create({ order_id, name }: Request<'makeDesk'>): Promise<NewDesk> {
    const page = await this.firstPage(order_id);
    const expiresAt = new Date(
      Math.max(...page.published.data.events.map((event) => eventEndUtc(event).getTime())) +
        DESK_LIMITS.daysAfterLastEvent * DAY_MS,
    );
    if (expiresAt.getTime() <= this.now().getTime()) throw rpcFailure('conflict', DESK_MESSAGES.eventsOver);
    return this.dataSource.transaction(async (manager) => {
      await lockOrderDesks(manager, order_id);
      if ((await countOpenDesks(manager, order_id)) >= DESK_LIMITS.perOrder)
        throw rpcFailure('conflict', DESK_MESSAGES.tooMany);
      const key = newSecretToken();
      const code = newCode();
      try {
        const row = await insertDesk(manager, {
          orderId: order_id,
          name,
          keyHash: secretHash(key),
          codeHash: secretHash(code),
          expiresAt,
        });
        return { desk: toDesk(row), key, code };
      } catch (err) {
        if (isUniqueViolation(err, 'desks_name_key')) throw rpcFailure('conflict', DESK_MESSAGES.nameTaken);
        throw err;
      }
    });
  }

  async list({ order_id }: Request<'listDesks'>): Promise<{ desks: Desk[] }> {
    return { desks: (await desksOf(this.dataSource, order_id)).map(toDesk) };
  }

  async revoke({ order_id, desk_id }: Request<'revokeDesk'>): Promise<Desk> {
    const row = await revokeDesk(this.dataSource, order_id, desk_id);
    if (!row) throw rpcFailure('not_found', DESK_MESSAGES.notFound);
    return toDesk(row);
  }

  async open(credential: Request<'openDesk'>): Promise<DeskAccess | null> {
    const row = await openDeskBy(
      this.dataSource,
      'key' in credential
        ? { keyHash: secretHash(credential.key) }
        : { codeHash: secretHash(credential.code) },
    );
    return row
      ? { desk_id: row.id, order_id: row.orderId, name: row.name, expires_at: row.expiresAt.toISOString() }
      : null;
  }

  async snapshot({ order_id, desk_id }: Request<'deskSnapshot'>): Promise<DeskSnapshot> {
    const desk = await this.openDesk(order_id, desk_id);
    const page = await this.firstPage(order_id);
    const guests = await guestsForDesks(this.dataSource, order_id);
    const desks = await desksOf(this.dataSource, order_id);
    const { published } = page;
    return {
      desk: { id: desk.id, name: desk.name, expires_at: desk.expiresAt.toISOString() },
      invitation: {
        couple: coupleNames(published),
        events: published.data.events.map((event) => ({
          title: eventName(event),
          date: event.date,
          time: event.time,
          time_zone: event.time_zone,
        })),
      },
      pass_key: await this.passes.publicKeyOf(order_id),
      guests: await Promise.all(
        guests.map(async (guest) => ({
          id: guest.id,
          name: guest.name,
          people: guest.people,
          group: guest.group,
          session:
            guest.sessionName === null ? null : { name: guest.sessionName, time: guest.sessionTime ?? '' },
          serial: await linkSerial(guest.token),
        })),
      ),
      desks: desks.map((row) => ({ id: row.id, name: row.name })),
      tally: await this.checkIns.tally(order_id),
    };
  }

  async sync({ order_id, desk_id, events }: Request<'syncDesk'>) {
    await this.openDesk(order_id, desk_id);
    return this.checkIns.record(order_id, desk_id, events);
  }

  private async openDesk(orderId: string, deskId: string): Promise<DeskRow> {
    const desk = await openDeskOf(this.dataSource, orderId, deskId);
    if (!desk) throw rpcFailure('unauthorized', DESK_MESSAGES.keyInvalid);
    return desk;
  }

  /** The invitation's first page as published, of a package with passes; refused otherwise. */
  private async firstPage(orderId: string): Promise<PageRow> {
    const page = (await pagesOfOrder(this.dataSource, orderId)).find((row) => !row.second);
    if (!page) throw rpcFailure('conflict', DESK_MESSAGES.notPublished);
    if (!page.published.sections.includes('guest_qr'))
      throw rpcFailure('conflict', DESK_MESSAGES.notIncluded);
    return page;
  }
}

function toDesk(row: DeskRow): Desk {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}
