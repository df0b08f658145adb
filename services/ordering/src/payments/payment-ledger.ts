import {
  CustomerInput,
  EVENT_TYPES,
  PaymentClosedData,
  PaymentCreatedData,
  PaymentSettledData,
  PaymentStatus,
} from '@undangan/contracts';
import { enqueueEvent } from '@undangan/platform';
import type { EntityManager } from 'typeorm';
import { FulfilmentOrderEntity } from '../orders/fulfilment-order.entity';
import type { PricedCart } from '../pricing/cart-pricing';
import { TransactionItemEntity } from '../transactions/transaction-item.entity';
import { TransactionEntity } from '../transactions/transaction.entity';
import { canTransition } from './payment-state';
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
  ): Promise<TransactionEntity> {
    const { orderId, priced, customer } = args;
    const transaction = await m.getRepository(TransactionEntity).save(
      m.getRepository(TransactionEntity).create({
        orderId,
        status: 'pending',
        paymentType: args.paymentType,
        amount: priced.total,
        subtotal: priced.subtotal,
        discount: priced.discount,
        referralCode: args.referralCode,
        customerName: customer.name,
        customerPhone: customer.phone,
        customerEmail: customer.email,
        vaNumbers: [],
      }),
    );
    await m.getRepository(TransactionItemEntity).insert(
      priced.lines.map((line, lineNo) => ({
        orderId,
        lineNo,
        cartIndex: line.cartIndex,
        itemType: line.type,
        itemId: line.id,
        itemName: line.name,
        itemPrice: line.price,
        itemQuantity: line.quantity,
        designId: line.designId,
        designName: line.designName,
      })),
    );
    await enqueueEvent<PaymentCreatedData>(
      m,
      EVENT_TYPES.paymentCreated,
      {
        orderId,
        amount: priced.total,
        paymentType: args.paymentType,
        createdAt: transaction.createdAt.toISOString(),
        items: priced.lines.map(({ type, id, name, price, quantity }) => ({
          type,
          id,
          name,
          price,
          quantity,
        })),
        customer,
      },
      args.requestId,
    );
    return transaction;
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
      await enqueueEvent<PaymentSettledData>(
        m,
        EVENT_TYPES.paymentSettled,
        {
          orderId: tx.orderId,
          amount: tx.amount,
          paymentType: paymentType ?? 'unknown',
          settledAt: now.toISOString(),
          items: items.map((i) => ({
            type: i.itemType,
            id: i.itemId,
            name: i.itemName,
            price: i.itemPrice,
            quantity: i.itemQuantity,
          })),
          customer: { name: tx.customerName, phone: tx.customerPhone, email: tx.customerEmail },
        },
        requestId,
      );
      await this.openFulfilmentOrder(m, tx.orderId, items);
    } else {
      await enqueueEvent<PaymentClosedData>(
        m,
        target === 'expired' ? EVENT_TYPES.paymentExpired : EVENT_TYPES.paymentFailed,
        { orderId: tx.orderId, amount: tx.amount, status: target, paymentType, closedAt: now.toISOString() },
        requestId,
      );
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
    if (details.paymentType && tx.paymentType !== 'Manual') columns.paymentType = details.paymentType;
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
