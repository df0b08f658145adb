import { NEW_PROOF_MESSAGES, OrderLookupInput, OrderTracking, takesNewProof } from '@undangan/contracts';
import { OutboxRelay, rpcFailure } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { lockOrder } from '../order-ids/order-lock';
import { ownOrder } from './own-order';
import { OrderTrackingService } from './order-tracking.service';
import { PaymentLedger } from '../payments/payment-ledger';

/**
 * A couple's new transfer proof, sent from the tracking page with the order id and the phone used
 * at checkout: for a manual payment confirmed without a picture, or one whose proof an admin
 * rejected (it then waits for a decision again). proof-storage keeps the picture first
 * (flows/new-proof.ts in the gateway); `take` runs after, so a retry after any failure is harmless.
 */
export class NewProofService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: PaymentLedger,
    private readonly tracking: OrderTrackingService,
    private readonly relay?: OutboxRelay,
  ) {}

  /** Whether the asker holds the order and its payment takes a new proof (404 or 409 if not). */
  async access(input: OrderLookupInput): Promise<{ order_id: string }> {
    const row = await ownOrder(this.dataSource.manager, input);
    if (!takesNewProof(row.payment_type, row.status))
      throw rpcFailure('conflict', NEW_PROOF_MESSAGES.notAccepted);
    return { order_id: row.order_id };
  }

  /** The new proof is kept: the payment says it has a picture, and a rejected one is pending again. */
  async take(input: OrderLookupInput, requestId?: string): Promise<OrderTracking> {
    const { order_id: orderId } = await this.access(input);
    await this.dataSource.transaction(async (manager) => {
      await lockOrder(manager, orderId);
      const payment = await this.ledger.lock(manager, orderId);
      // Decided meanwhile (approved while the picture was on its way): nothing to reopen.
      if (!payment || !takesNewProof(payment.paymentType, payment.status))
        throw rpcFailure('conflict', NEW_PROOF_MESSAGES.notAccepted);
      await this.ledger.takeNewProof(manager, payment, requestId);
    });
    this.relay?.kick();
    return this.tracking.track(input);
  }
}
