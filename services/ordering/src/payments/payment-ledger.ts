import { CustomerInput, MANUAL_PAYMENT_TYPE, PaymentStatus } from '@undangan/contracts';
import { enqueueEvent, newEventEnvelope, OUTBOX_INSERT, outboxRow } from '@undangan/platform';
import type { EntityManager } from 'typeorm';
import { FulfilmentOrderEntity } from '../orders/fulfilment-order.entity';
import type { PricedCart } from '../pricing/cart-pricing';
import { TransactionItemEntity } from '../transactions/transaction-item.entity';
import { TransactionEntity } from '../transactions/transaction.entity';
import { canTransition } from './payment-state';
import { paymentEvents } from './payment-events';
import type { ProviderDetails } from './provider-status';

export type TransitionOutcome = 'applied' | 'unchanged' | 'ignored';

/**
 * The only place payments are written: new payments with their items, and status changes through
 * the state machine, each with its event in the same transaction.
 */
export class PaymentLedger {
  async open(
    m: EntityManager,
    args: {
      orderId: string;
      priced: PricedCart;
      customer: CustomerInput;
      paymentType: string | null;
      referralCode: string | null;
      requestId?: string;
    },
  ): Promise<{ createdAt: Date }> {
    const { orderId, priced, customer } = args;
    const createdAt = new Date();
    const created = paymentEvents.created(
      {
        orderId,
        amount: priced.total,
        paymentType: args.paymentType,
        customer,
        items: priced.lines.map(({ type, id, name, price, quantity }) => ({
          type,
          id,
          name,
          price,
          quantity,
        })),
      },
      createdAt,
    );
    const event = newEventEnvelope(created.type, created.data, args.requestId);
    const lines = priced.lines.map((line, lineNo) => ({
      line_no: lineNo,
      cart_index: line.cartIndex,
      item_type: line.type,
      item_id: line.id,
      item_name: line.name,
      item_price: line.price,
      item_quantity: line.quantity,
      design_id: line.designId,
      design_name: line.designName,
    }));
    const outbox = outboxRow(event, 12);
    // This runs on every checkout: one statement writes the payment, its lines and its event, all
    // or nothing even outside a transaction. A taken order id fails it with a unique violation
    // (transactions_pkey) and writes nothing: the lines are made from the payment's row, so the
    // payment is always inserted (and refused) before them.
    await m.query(
      `WITH payment AS (
         INSERT INTO transactions (order_id, status, payment_type, amount, subtotal, discount, referral_code,
                                   customer_name, customer_phone, customer_email, created_at, updated_at)
         VALUES ($1, 'pending', $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
         RETURNING order_id
       ), lines AS (
         INSERT INTO transaction_items (order_id, line_no, cart_index, item_type, item_id, item_name, item_price,
                                        item_quantity, design_id, design_name)
         SELECT payment.order_id, l.line_no, l.cart_index, l.item_type, l.item_id, l.item_name, l.item_price, l.item_quantity,
                l.design_id, l.design_name
         FROM payment, jsonb_to_recordset($11::jsonb) AS l(line_no integer, cart_index integer, item_type text, item_id text,
              item_name text, item_price bigint, item_quantity integer, design_id text, design_name text)
       )
       ${OUTBOX_INSERT} VALUES ${outbox.values}`,
      [
        orderId,
        args.paymentType,
        priced.total,
        priced.subtotal,
        priced.discount,
        args.referralCode,
        customer.name,
        customer.phone,
        customer.email,
        createdAt,
        JSON.stringify(lines),
        ...outbox.params,
      ],
    );
    return { createdAt };
  }

  /** Locks and reads a payment for a change. */
  lock(m: EntityManager, orderId: string): Promise<TransactionEntity | null> {
    return m
      .getRepository(TransactionEntity)
      .findOne({ where: { orderId }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Moves a locked payment to `target` when the state machine allows it, and keeps the provider's
   * details while it is pending. A move the machine refuses changes nothing ('ignored').
   */
  async transition(
    m: EntityManager,
    tx: TransactionEntity,
    target: PaymentStatus,
    details?: Partial<ProviderDetails>,
    requestId?: string,
  ): Promise<TransitionOutcome> {
    const repo = m.getRepository(TransactionEntity);
    if (target === tx.status) {
      if (tx.status !== 'pending' || !details) return 'unchanged';
      await repo.update({ orderId: tx.orderId }, this.detailColumns(details, tx));
      return 'unchanged';
    }
    if (!canTransition(tx.status, target)) return 'ignored';
    const now = new Date();
    await repo.update(
      { orderId: tx.orderId },
      {
        ...(details ? this.detailColumns(details, tx) : {}),
        status: target,
        settledAt: target === 'paid' ? now : null,
      },
    );
    const paymentType = details?.paymentType ?? tx.paymentType;
    if (target === 'paid') {
      const items = await m.getRepository(TransactionItemEntity).find({
        where: { orderId: tx.orderId },
        order: { lineNo: 'ASC' },
      });
      const settled = paymentEvents.settled(
        {
          orderId: tx.orderId,
          amount: tx.amount,
          paymentType,
          customer: { name: tx.customerName, phone: tx.customerPhone, email: tx.customerEmail },
          items: items.map((i) => ({
            type: i.itemType,
            id: i.itemId,
            name: i.itemName,
            price: i.itemPrice,
            quantity: i.itemQuantity,
          })),
        },
        now,
      );
      await enqueueEvent(m, settled.type, settled.data, requestId);
      await this.openFulfilmentOrder(m, tx.orderId, items);
    } else {
      const closed = paymentEvents.closed(
        { orderId: tx.orderId, amount: tx.amount, paymentType },
        target,
        now,
      );
      await enqueueEvent(m, closed.type, closed.data, requestId);
    }
    return 'applied';
  }

  private detailColumns(
    details: Partial<ProviderDetails>,
    tx: TransactionEntity,
  ): Partial<TransactionEntity> {
    const columns: Partial<TransactionEntity> = {};
    if (details.providerStatus) columns.providerStatus = details.providerStatus;
    if (details.providerTransactionId) columns.providerTransactionId = details.providerTransactionId;
    // A manual payment stays Manual whatever else is said about it.
    if (details.paymentType && tx.paymentType !== MANUAL_PAYMENT_TYPE)
      columns.paymentType = details.paymentType;
    if (details.expiryTime) columns.expiryTime = details.expiryTime;
    if (details.vaNumbers?.length) columns.vaNumbers = details.vaNumbers;
    if (details.store) columns.store = details.store;
    if (details.paymentCode) columns.paymentCode = details.paymentCode;
    if (details.qrUrl) columns.qrUrl = details.qrUrl;
    return columns;
  }

  /** The work order for a paid payment: what to make, for the admin's order list. */
  private async openFulfilmentOrder(m: EntityManager, orderId: string, items: TransactionItemEntity[]) {
    const packages = items.filter((i) => i.itemType === 'package');
    const unique = (list: string[]) => [...new Set(list)];
    await m
      .getRepository(FulfilmentOrderEntity)
      .createQueryBuilder()
      .insert()
      .values({
        orderId,
        package: unique(
          packages.map((i) => (i.itemQuantity > 1 ? `${i.itemName} x${i.itemQuantity}` : i.itemName)),
        ).join(', '),
        design: unique(packages.map((i) => i.designName ?? '').filter(Boolean)).join(', '),
        addon: items.filter((i) => i.itemType === 'addon').map((i) => i.itemName),
        status: 'pending',
      })
      .orIgnore()
      .execute();
  }
}
