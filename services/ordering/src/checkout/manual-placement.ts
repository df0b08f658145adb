import {
  EVENT_TYPES,
  ORDER_NOT_OWNED_MESSAGE,
  type ManualOrder,
  type OrderPlacedData,
  type PlaceManualOrderRequest,
} from '@undangan/contracts';
import { enqueueEvent, rpcFailure } from '@undangan/platform';
import {
  lockPlacement,
  placementOf,
  recordPlacement,
  type Placement,
} from '../order-ids/issued-order-ids.table';
import { lockOrder } from '../order-ids/order-lock';
import { ISSUED_ORDER_ID_RETENTION_DAYS, ORDER_NOT_FOUND } from '../order-ids/order-id-retention';
import { orderSecretMatches } from '../order-ids/order-secret';
import type { PricedCart } from '../pricing/cart-pricing';
import type { CheckoutParts } from './checkout-parts';

/** A manual transfer's order as its page placed it, before any payment, and as its email's link shows it. */
export class ManualPlacement {
  constructor(
    private readonly parts: Pick<CheckoutParts, 'dataSource' | 'ledger' | 'prices' | 'referrals' | 'relay'>,
  ) {}

  /**
   * The manual transfer page places its order: the cart priced by the server, the customer, and
   * order.placed for the couple's email (with the order's secret, for the confirmation link). The
   * same order placed again as it was changes nothing; placed with another cart or customer, it is
   * replaced, and its page (the confirmation link already sent) shows it, but nobody is told again:
   * the email goes once per order, to the address it was first placed with, so placing one order
   * over and over can neither mail a new address nor fill the shop's email queue. Refused once the
   * order has a payment.
   */
  async place(request: PlaceManualOrderRequest, requestId?: string): Promise<ManualOrder> {
    const { dataSource, ledger, prices, referrals } = this.parts;
    const quote = await prices.quote(request.cart, requestId);
    const placed = await dataSource.transaction(async (manager) => {
      await lockOrder(manager, request.orderId);
      const issued = await lockPlacement(manager, request.orderId);
      if (!issued) throw rpcFailure('not_found', ORDER_NOT_FOUND);
      if (!orderSecretMatches(request.orderSecret, issued.secret_hash))
        throw rpcFailure('forbidden', ORDER_NOT_OWNED_MESSAGE);
      if (await ledger.lock(manager, request.orderId))
        throw rpcFailure('conflict', 'Pembayaran untuk Order ID ini sudah diproses.');
      const code = (await referrals.usageOf(manager, request.orderId))?.code ?? request.referralCode;
      const referral = code ? await referrals.checkedCode(manager, code) : null;
      const priced = prices.price(request.cart, quote, referral?.percentage ?? 0);
      const placement: Placement = {
        cart: request.cart,
        customer: request.customer,
        referralCode: referral?.code ?? null,
        lines: priced.lines.map((line) => ({
          type: line.type,
          id: line.id,
          name: lineLabel(line),
          price: line.price,
          quantity: line.quantity,
        })),
        subtotal: priced.subtotal,
        discount: priced.discount,
        total: priced.total,
      };
      if (!samePlacement(issued.placement, placement))
        await recordPlacement(manager, request.orderId, placement);
      if (!issued.placement) {
        const data: OrderPlacedData = {
          orderId: request.orderId,
          amount: placement.total,
          subtotal: placement.subtotal,
          discount: placement.discount,
          items: placement.lines,
          customer: placement.customer,
          orderSecret: request.orderSecret,
          placedAt: new Date().toISOString(),
          confirmBy: confirmByOf(issued.issued_at),
          ...(request.origin ? { origin: request.origin } : {}),
        };
        await enqueueEvent(manager, EVENT_TYPES.orderPlaced, data, requestId);
      }
      return { issuedAt: issued.issued_at, placement };
    });
    this.parts.relay?.kick();
    return manualOrderView(request.orderId, placed.issuedAt, placed.placement);
  }

  /** The manual order behind an email's link, for its secret's holder, until its id is forgotten. */
  async manualOrder(request: { orderId: string; orderSecret: string }): Promise<ManualOrder> {
    const issued = await placementOf(this.parts.dataSource.manager, request.orderId);
    if (!issued) throw rpcFailure('not_found', ORDER_NOT_FOUND);
    if (!orderSecretMatches(request.orderSecret, issued.secret_hash))
      throw rpcFailure('forbidden', ORDER_NOT_OWNED_MESSAGE);
    if (!issued.placement) throw rpcFailure('not_found', ORDER_NOT_FOUND);
    return manualOrderView(request.orderId, issued.issued_at, issued.placement);
  }
}

/** A line as the couple reads it: a package with its design, an add-on by its name. */
function lineLabel(line: PricedCart['lines'][number]): string {
  return line.type === 'package' && line.designName
    ? `Paket ${line.name} — desain ${line.designName}`
    : line.name;
}

/** Whether two placements say the same (a jsonb column keeps keys in an order of its own). */
function samePlacement(stored: Placement | null, next: Placement): boolean {
  return stored !== null && JSON.stringify(sortedKeys(stored)) === JSON.stringify(sortedKeys(next));
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => [k, sortedKeys(v)]),
  );
}

function manualOrderView(orderId: string, issuedAt: Date, placement: Placement): ManualOrder {
  return {
    order_id: orderId,
    items: placement.lines.map(({ name, price, quantity }) => ({ name, price, quantity })),
    subtotal: placement.subtotal,
    discount: placement.discount,
    total: placement.total,
    customer: placement.customer,
    cart: placement.cart,
    referral_code: placement.referralCode,
    confirm_by: confirmByOf(issuedAt),
  };
}

/** Until when a manual order can be confirmed: its id is kept that long. */
function confirmByOf(issuedAt: Date): string {
  return new Date(issuedAt.getTime() + ISSUED_ORDER_ID_RETENTION_DAYS * 86_400_000).toISOString();
}
