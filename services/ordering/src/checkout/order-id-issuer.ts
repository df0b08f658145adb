import { randomInt } from 'node:crypto';
import { CreateOrderIdResult, makeOrderId } from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import { issueOrderId } from '../order-ids/issued-order-ids.table';
import { pruneStaleOrderIds } from '../order-ids/order-id-retention';
import { hashOrderSecret, newOrderSecret } from '../order-ids/order-secret';
import { PaymentEntity } from '../payments/payment.entity';
import type { CheckoutParts } from './checkout-parts';

/** How many fresh order ids to try before giving up. */
export const ORDER_ID_ATTEMPTS = 5;

/** create-order-id: an order id, with the secret the browser keeps beside it. */
export class OrderIdIssuer {
  constructor(private readonly parts: Pick<CheckoutParts, 'dataSource'>) {}

  async issue(): Promise<CreateOrderIdResult> {
    const { dataSource } = this.parts;
    // Every id handed out is recorded: a referral code may be reserved only for an order issued
    // here (or one with a payment). Old ids are pruned a bounded batch at a time as new ones go out.
    await pruneStaleOrderIds(dataSource.manager);
    for (let attempt = 0; attempt < ORDER_ID_ATTEMPTS; attempt++) {
      const orderId = makeOrderId(new Date(), (n) => randomInt(n));
      // An online checkout takes its id without issuing it, so a payment may hold one not recorded here.
      const taken = await dataSource.getRepository(PaymentEntity).exists({ where: { orderId } });
      if (taken) continue;
      // The browser keeps the secret beside the id; only its hash is stored.
      const orderSecret = newOrderSecret();
      if (await issueOrderId(dataSource.manager, orderId, hashOrderSecret(orderSecret)))
        return { orderId, orderSecret };
    }
    throw rpcFailure('unavailable', 'Gagal membuat Order ID. Silakan coba lagi.');
  }
}
