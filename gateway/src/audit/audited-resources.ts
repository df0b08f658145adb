import { ORDERING, CATALOGUE, CatalogueQuoteRequest, INVITATIONS, PROOF_STORAGE } from '@undangan/contracts';
import { AdminAccounts } from '../auth/admin-accounts';
import { HttpError } from '../http/http-error';
import { ServiceClients } from '../rpc/service-clients';

export interface AuditReadContext {
  rpc: ServiceClients;
  accounts: AdminAccounts;
  requestId: string;
}

/** How the current state of one kind of thing an admin changes is read: null when it does not exist. */
type StateReader = (key: string, context: AuditReadContext) => Promise<unknown>;

/**
 * For a thing an admin's change never alters but adds a new record beside (an email sent again is
 * a copy; the first stays as it was): there is nothing before, and after is the new record as the
 * change answered it.
 */
const ADDS_BESIDE = 'adds-beside';

const quote = (context: AuditReadContext, request: Partial<CatalogueQuoteRequest>) =>
  context.rpc.call(
    CATALOGUE.quote,
    { packageIds: [], addonIds: [], designIds: [], ...request },
    context.requestId,
  );

/** A missing target is a state (null), not a failure: creates start from it, deletes end in it. */
const orNull = async <T>(read: Promise<T>): Promise<T | null> => {
  try {
    return await read;
  } catch (err) {
    if (err instanceof HttpError && err.code === 'not_found') return null;
    throw err;
  }
};

/**
 * The readers, per resource, through the same service the admin's change goes to. A change whose
 * before-state cannot be read is refused with the reader's error: nothing changes unrecorded.
 */
const READERS = {
  package: async (key, c) => (await quote(c, { packageIds: [Number(key)] })).packages[0] ?? null,
  addon: async (key, c) => (await quote(c, { addonIds: [Number(key)] })).addons[0] ?? null,
  design: async (key, c) => (await quote(c, { designIds: [key] })).designs[0] ?? null,
  'referral-code': async (key, c) => {
    const codes = await c.rpc.call(ORDERING.listReferralCodes, {}, c.requestId);
    return codes.find((code) => code.code === key) ?? null;
  },
  holiday: async (day, c) => {
    const holidays = await c.rpc.call(ORDERING.listHolidays, {}, c.requestId);
    return holidays.find((holiday) => holiday.day === day) ?? null;
  },
  proof: (key, c) => orNull(c.rpc.call(PROOF_STORAGE.getProof, { orderId: key }, c.requestId)),
  order: (key, c) => orNull(c.rpc.call(ORDERING.getOrder, { id: key }, c.requestId)),
  // An order's own domain, by the order's row id: kept by invitations under the order's id.
  'custom-domain': async (key, c) => {
    const order = await orNull(c.rpc.call(ORDERING.getOrder, { id: key }, c.requestId));
    if (!order) return null;
    const domain = await c.rpc.call(INVITATIONS.domainOf, { order_id: order.order_id }, c.requestId);
    return { order_id: order.order_id, ...domain };
  },
  revision: (key, c) => orNull(c.rpc.call(ORDERING.getRevision, { id: key }, c.requestId)),
  admin: (username, c) => c.accounts.viewByUsername(username),
  email: ADDS_BESIDE,
  // A couple's guest list is looked at, never changed, by an admin (AuditTrail.noteLook).
  'guest-list': ADDS_BESIDE,
} satisfies Record<string, StateReader | typeof ADDS_BESIDE>;

export type AuditedResource = keyof typeof READERS;

/** `<resource>.<verb>`: what an admin did to what, e.g. package.update or admin.password-change. */
export type AuditAction = `${AuditedResource}.${string}`;

const readerOf = (action: AuditAction) => READERS[action.slice(0, action.indexOf('.')) as AuditedResource];

/** The target's state before the change. */
export function stateBefore(action: AuditAction, key: string, context: AuditReadContext): Promise<unknown> {
  const reader = readerOf(action);
  return reader === ADDS_BESIDE ? Promise.resolve(null) : reader(key, context);
}

/** The target's state after the change, which answered `result`. */
export function stateAfter(
  action: AuditAction,
  key: string,
  context: AuditReadContext,
  result: unknown,
): Promise<unknown> {
  const reader = readerOf(action);
  return reader === ADDS_BESIDE ? Promise.resolve(result) : reader(key, context);
}
