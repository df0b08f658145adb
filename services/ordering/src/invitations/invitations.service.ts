import {
  INVITATION_MESSAGES,
  InvitationAccess,
  invitationCompleteSchema,
  invitationDraftSchema,
  InvitationLookup,
  InvitationSave,
  InvitationView,
  MESSAGES,
  promisedDate,
  speedOfAddons,
  validate,
} from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { listHolidays } from '../holidays/holidays.table';
import { lockOrderForData, orderById, recordPromise } from '../fulfilment/fulfilment-order.queries';
import { ownOrder } from '../fulfilment/own-order';
import {
  invitationDataOf,
  InvitationDataRow,
  pruneInvitationData,
  saveInvitationData,
} from './invitation-data.table';

/** What deciding about an order's data reads of its fulfilment order. */
interface DataOrder {
  order_id: string;
  status: string;
  hold_reason: string | null;
  data_submitted_at: Date | null;
  package: string;
  design: string;
}

/**
 * Whether the couple may still change their data: not once sent (a change is then a revision), not
 * while the order is held, not once the admin has finished it.
 */
function editable(order: DataOrder): boolean {
  return order.data_submitted_at === null && order.hold_reason === null && order.status !== 'completed';
}

/** Why a change is refused, in the couple's words. */
function refusal(order: DataOrder): string {
  return order.hold_reason !== null ? INVITATION_MESSAGES.onHold : INVITATION_MESSAGES.alreadySent;
}

function viewOf(order: DataOrder, saved: InvitationDataRow | undefined): InvitationView {
  // A draft is read through its schema again: what older code saved gains the newer fields' defaults.
  const data = invitationDraftSchema.safeParse(saved?.data ?? {});
  return {
    order_id: order.order_id,
    data: data.success ? data.data : invitationDraftSchema.parse({}),
    version: saved?.version ?? 0,
    updated_at: saved?.updated_at.toISOString() ?? null,
    submitted_at: order.data_submitted_at?.toISOString() ?? null,
    editable: editable(order),
    package: order.package,
    design: order.design,
  };
}

/**
 * The couple's data was sent at `submittedAt`: the moment, and the promise made at it (the turnaround
 * the order's add-ons bought, the holidays the admin keeps at that moment), in the caller's transaction.
 */
export async function recordDataSent(
  manager: EntityManager,
  order: { order_id: string; addon: string[] },
  submittedAt: Date,
): Promise<void> {
  const holidays = (await listHolidays(manager)).map((holiday) => holiday.day);
  const speed = speedOfAddons(order.addon);
  const promise = promisedDate({ completedAt: submittedAt, speed, holidays });
  await recordPromise(manager, order.order_id, { submittedAt, speed, ...promise });
}

/**
 * The couple's invitation data ("Data Undangan"): a draft saved as typed, reached only with the
 * order's phone, and "Kirim Data", which checks it whole, records the moment and makes the
 * promise (contracts' promisedDate, with the holidays the admin keeps at that moment).
 */
export class InvitationsService {
  constructor(private readonly dataSource: DataSource) {}

  async view(lookup: InvitationLookup): Promise<InvitationView> {
    const order = await this.paidOrder(this.dataSource.manager, lookup);
    return viewOf(order, await invitationDataOf(this.dataSource.manager, order.order_id));
  }

  async access(lookup: InvitationLookup): Promise<InvitationAccess> {
    const order = await this.paidOrder(this.dataSource.manager, lookup);
    return { order_id: order.order_id, editable: editable(order) };
  }

  /** Saves the draft over the version the browser read; a newer one stored is a `stale` refusal. */
  async save(input: InvitationSave): Promise<InvitationView> {
    return this.dataSource.transaction(async (manager) => {
      const order = await this.lockedPaidOrder(manager, input);
      if (!editable(order)) throw rpcFailure('conflict', refusal(order));
      const saved = await saveInvitationData(manager, order.order_id, input.version, input.data);
      if (!saved) throw rpcFailure('stale', INVITATION_MESSAGES.stale);
      return viewOf(order, saved);
    });
  }

  /**
   * "Kirim Data": the stored draft must be whole (the first problem is the answer's message). Sent
   * twice (a double tap, a retry after a lost answer), the second answers what the first did.
   */
  async submit(lookup: InvitationLookup): Promise<InvitationView> {
    // Each sending deletes a batch of long-finished orders' data (INVITATION_DATA_RETENTION_DAYS).
    await pruneInvitationData(this.dataSource.manager);
    return this.dataSource.transaction(async (manager) => {
      const order = await this.lockedPaidOrder(manager, lookup);
      const saved = await invitationDataOf(manager, order.order_id);
      if (order.data_submitted_at !== null) return viewOf(order, saved);
      if (!editable(order)) throw rpcFailure('conflict', refusal(order));
      const whole = validate(invitationCompleteSchema, viewOf(order, saved).data);
      if (!whole.ok) throw rpcFailure('bad_request', whole.message);
      const submittedAt = new Date();
      await recordDataSent(manager, order, submittedAt);
      return viewOf({ ...order, data_submitted_at: submittedAt }, saved);
    });
  }

  /** The data of the order with this admin id, for the back office. */
  async adminView({ id }: { id: string }): Promise<InvitationView> {
    if (!/^[0-9]{1,18}$/.test(String(id))) throw rpcFailure('not_found', MESSAGES.notFound);
    const order = await orderById(this.dataSource.manager, String(id));
    if (!order) throw rpcFailure('not_found', MESSAGES.notFound);
    return viewOf(order, await invitationDataOf(this.dataSource.manager, order.order_id));
  }

  /** The asker's order, once paid (before, there is nothing to make yet). */
  private async paidOrder(manager: EntityManager, lookup: InvitationLookup): Promise<DataOrder> {
    const row = await ownOrder(manager, lookup);
    if (row.fulfilment_id === null || row.work_status === null)
      throw rpcFailure('conflict', INVITATION_MESSAGES.notPaid);
    return {
      order_id: row.order_id,
      status: row.work_status,
      hold_reason: row.hold_reason,
      data_submitted_at: row.data_submitted_at,
      package: row.package ?? '',
      design: row.design ?? '',
    };
  }

  /** The asker's paid order, its row locked until the transaction ends (a save and a send take turns). */
  private async lockedPaidOrder(
    manager: EntityManager,
    lookup: InvitationLookup,
  ): Promise<DataOrder & { addon: string[] }> {
    const order = await this.paidOrder(manager, lookup);
    const locked = await lockOrderForData(manager, order.order_id);
    if (!locked) throw rpcFailure('conflict', INVITATION_MESSAGES.notPaid);
    return { ...order, ...locked };
  }
}
