import { randomUUID } from 'node:crypto';
import {
  Addon,
  AdminRevisionRow,
  AdminRevisionsQuery,
  freeRevisions,
  InvitationLookup,
  OrderRevisions,
  REVISION_KINDS,
  REVISION_MESSAGES,
  revisionAddonOf,
  RevisionKind,
  RevisionRequest,
  RevisionUpdate,
  RevisionView,
  INVITATION_MESSAGES,
} from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { lockOrderForData } from '../fulfilment/fulfilment-order.queries';
import { ownOrder } from '../fulfilment/own-order';
import type { PaymentWithFulfilmentRow } from '../payments/payment.queries';
import type { CataloguePrices } from '../pricing/catalogue-prices';
import {
  adminRevision,
  insertRevision,
  lockRevision,
  revisionQueue,
  revisionsOf,
  updateRevisionStatus,
} from './revisions.table';

/** How many of each kind an order has asked for, withdrawn ones not counted. */
function usedByKind(revisions: RevisionView[]): Record<RevisionKind, number> {
  const used = { text: 0, photo: 0, music: 0, colour: 0 };
  for (const revision of revisions) if (revision.status !== 'cancelled') used[revision.kind]++;
  return used;
}

/** Within what the package has free, given how many of the kind were already asked. */
const isFree = (free: number | null, used: number) => free === null || used < free;

/**
 * Revisions after the couple's data is sent, as the FAQ prices them: each kind counted against
 * what the order's package has free; beyond it, priced from the catalogue's add-on for the kind
 * and paid through the shop's own checkout (a cart line naming the revision, checked and settled
 * by the payment ledger: revision-payments.ts). The admin's queue moves them on.
 */
export class RevisionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly prices: Pick<CataloguePrices, 'addons'>,
  ) {}

  async request(request: RevisionRequest): Promise<RevisionView> {
    // The catalogue is asked before any row is locked: only a paid one needs it.
    const addons = request.kind === 'text' ? [] : await this.prices.addons();
    return this.dataSource.transaction(async (manager) => {
      const order = await this.openOrder(await ownOrder(manager, request));
      // Two requests at once take turns, so both cannot take the one free revision.
      await lockOrderForData(manager, order.order_id);
      const used = usedByKind(await revisionsOf(manager, order.order_id))[request.kind];
      const free = isFree(freeRevisions(request.kind, order.package ?? ''), used);
      const addon = free ? null : revisionAddonOf(request.kind, addons);
      if (!free && !addon) throw rpcFailure('conflict', REVISION_MESSAGES.noPrice);
      return insertRevision(manager, {
        id: randomUUID(),
        orderId: order.order_id,
        kind: request.kind,
        description: request.description,
        addon: addon ? { id: addon.id, title: addon.title, price: addon.price } : null,
      });
    });
  }

  /** An order's revisions and, per kind, what is free and what the next costs. */
  async list(lookup: InvitationLookup): Promise<OrderRevisions> {
    const row = await ownOrder(this.dataSource.manager, lookup);
    if (row.fulfilment_id === null) throw rpcFailure('conflict', INVITATION_MESSAGES.notPaid);
    const revisions = await revisionsOf(this.dataSource.manager, row.order_id);
    const used = usedByKind(revisions);
    const addons: Addon[] = await this.prices.addons();
    return {
      open: row.data_submitted_at !== null && row.hold_reason === null,
      allowances: REVISION_KINDS.map((kind) => {
        const free = freeRevisions(kind, row.package ?? '');
        return {
          kind,
          free,
          used: used[kind],
          next_price: isFree(free, used[kind]) ? 0 : (revisionAddonOf(kind, addons)?.price ?? null),
        };
      }),
      revisions,
    };
  }

  queue(query: AdminRevisionsQuery): Promise<AdminRevisionRow[]> {
    return revisionQueue(this.dataSource.manager, query.status);
  }

  async get(request: { id: string }): Promise<AdminRevisionRow> {
    const { id } = request;
    const found = await adminRevision(this.dataSource.manager, id);
    if (!found) throw rpcFailure('not_found', REVISION_MESSAGES.notFound);
    return found;
  }

  /** The admin moves a revision on; one still waiting for its payment may only be withdrawn. */
  async update(request: { id: string; input: RevisionUpdate }): Promise<AdminRevisionRow> {
    const { id, input } = request;
    return this.dataSource.transaction(async (manager) => {
      const current = await lockRevision(manager, id);
      if (!current) throw rpcFailure('not_found', REVISION_MESSAGES.notFound);
      if (current.status === 'awaiting_payment' && input.status !== 'cancelled')
        throw rpcFailure('conflict', REVISION_MESSAGES.unpaidCannotQueue);
      await updateRevisionStatus(manager, id, input.status);
      return (await adminRevision(manager, id))!;
    });
  }

  /** The order a revision may be asked for: its data sent, and not on hold. */
  private async openOrder(row: PaymentWithFulfilmentRow): Promise<PaymentWithFulfilmentRow> {
    if (row.fulfilment_id === null) throw rpcFailure('conflict', INVITATION_MESSAGES.notPaid);
    if (row.hold_reason !== null) throw rpcFailure('conflict', REVISION_MESSAGES.onHold);
    if (row.data_submitted_at === null) throw rpcFailure('conflict', REVISION_MESSAGES.notYet);
    return row;
  }
}
