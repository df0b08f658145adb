import type { PaymentStatus } from '@undangan/contracts';
import type { EntityManager } from 'typeorm';
import type { PaymentItemEntity } from './payment-item.entity';

/**
 * The work a payment pays for, which the ledger keeps in step with the payment inside the
 * transaction that moves it. That work is made above payments (a fulfilment order is opened for a
 * paid order; a revision is asked for an order already paid), so the program hands the ledger its
 * two parts: fulfilment's FulfilmentOrdersService and revisions' `revisionPayments`.
 */
export interface PaidWork {
  fulfilment: FulfilmentOfPayment;
  revisions: RevisionsPaidFor;
}

/** What a fulfilment order is made from: the lines of the payment that paid for it. */
export type PaidLine = Pick<PaymentItemEntity, 'itemType' | 'itemName' | 'itemQuantity' | 'designName'>;

/** The payment's move that stops its order's work: to a status, with the money gone back by then. */
export interface PaymentSetback {
  status: PaymentStatus;
  refundedAmount: number;
}

/** The work order of a paid payment. */
export interface FulfilmentOfPayment {
  /** Opened once per paid payment. */
  open(manager: EntityManager, orderId: string, lines: PaidLine[]): Promise<void>;
  /** Put on hold for the payment's setback, or (null) taken off hold (and announced, with the request's id). */
  hold(
    manager: EntityManager,
    orderId: string,
    setback: PaymentSetback | null,
    requestId?: string,
  ): Promise<void>;
}

/** A payment's line as the revision checks read it. */
export interface RevisionLine {
  id: string;
  quantity: number;
  revisionId: string | null;
  /** The line's unit price, in rupiah. */
  price: number;
}

/** What a payment's settlement did for the revisions its lines name. */
export interface RevisionSettlement {
  /** Every line of the payment paid a revision: it opens no work of its own. */
  onlyRevisions: boolean;
  /**
   * The money of lines whose revision it could not pay (paid by another payment first, or
   * withdrawn while this one was open): the payment keeps it as money to give back.
   */
  refundDue: number;
}

/** The revisions a payment's lines name. */
export interface RevisionsPaidFor {
  /** Before the payment is recorded: refuses lines that name no revision waiting for this payment. */
  check(manager: EntityManager, lines: readonly RevisionLine[]): Promise<void>;
  /** The payment became paid: the revisions it could pay go to the team's queue. */
  settle(
    manager: EntityManager,
    paymentOrderId: string,
    lines: readonly RevisionLine[],
  ): Promise<RevisionSettlement>;
  /** The payment's money went back: the revisions it paid wait for their payment again. */
  unpay(manager: EntityManager, paymentOrderId: string): Promise<void>;
}
