import {
  MANUAL_PAYMENT_TYPE,
  SAMPLE_CHOICE,
  SAMPLE_CLIENT_ID,
  SAMPLE_COUPLE,
  SAMPLE_ORDER_ID,
  SAMPLE_TRACK_ID,
  sampleCoupleData,
  type CartItemInput,
} from '@undangan/contracts';
import type { Logger } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { lockOrderForData, orderSummaryOf, updateOrder } from '../fulfilment/fulfilment-order.queries';
import { saveInvitationData } from '../invitations/invitation-data.table';
import { recordDataSent } from '../invitations/invitations.service';
import { lockOrder } from '../order-ids/order-lock';
import type { PaymentLedger } from '../payments/payment-ledger';
import { paymentWithFulfilment } from '../payments/payment.queries';
import type { CataloguePrices } from '../pricing/catalogue-prices';

/** The source of the sample payment's move to paid, in its history (the admin's timeline names it). */
export const SAMPLE_SOURCE = 'sample';

/** What the admin reads beside the sample order. */
const SAMPLE_NOTE = 'Pesanan contoh untuk pengembangan: dasbor pasangan dan daftar tamu contoh.';

/** The sample couple's cart: their package and design by the names the catalogue sells them under. */
const SAMPLE_CART: CartItemInput[] = [
  { packageName: SAMPLE_CHOICE.package, designName: SAMPLE_CHOICE.design, addons: [], quantity: 1 },
];

/** How the background writing waits for the catalogue: doubling from the first wait to the longest. */
export const SAMPLE_ORDER_RETRY = { attempts: 25, firstWaitMs: 1000, longestWaitMs: 30_000 };

export interface SampleOrderParts {
  dataSource: DataSource;
  ledger: PaymentLedger;
  prices: CataloguePrices;
  /** The shop's public address without a trailing slash: the sample invitation's is under it. */
  publicBaseUrl: string;
}

/**
 * The sample couple's order of development (SAMPLE_ORDER; contracts' sample-order.ts): paid by a
 * manual transfer, their invitation data sent, the work finished at the sample invitation's address,
 * so a newcomer signs in to its dashboard and finds the sample guest list the invitations service
 * keeps under the same order id. It is written as the shop writes an order (the ledger's payment,
 * lines and events, so reporting counts it; the fulfilment order its payment opens), priced by the
 * catalogue, in one transaction under the order's lock: once, however many replicas start together.
 */
export class SampleOrder {
  constructor(private readonly parts: SampleOrderParts) {}

  /** Writes the sample order unless it is there: true when this call wrote it. */
  async writeIfMissing(): Promise<boolean> {
    const { dataSource, ledger, prices, publicBaseUrl } = this.parts;
    if (await paymentWithFulfilment(dataSource.manager, SAMPLE_ORDER_ID)) return false;
    // The catalogue's figures, asked before the transaction as a checkout asks them.
    const priced = prices.price(SAMPLE_CART, await prices.quote(SAMPLE_CART), 0);
    return dataSource.transaction(async (manager) => {
      await lockOrder(manager, SAMPLE_ORDER_ID);
      if (await ledger.lock(manager, SAMPLE_ORDER_ID)) return false;
      await ledger.open(manager, {
        orderId: SAMPLE_ORDER_ID,
        priced,
        customer: { ...SAMPLE_COUPLE },
        paymentType: MANUAL_PAYMENT_TYPE,
        referralCode: null,
        proofAttached: false,
      });
      const payment = (await ledger.lock(manager, SAMPLE_ORDER_ID))!;
      await ledger.transition(manager, payment, { status: 'paid' }, { source: SAMPLE_SOURCE });
      // The payment opened the work; the couple's data is sent, and the work is finished.
      const work = (await orderSummaryOf(manager, SAMPLE_ORDER_ID))!;
      const { addon } = (await lockOrderForData(manager, SAMPLE_ORDER_ID))!;
      await saveInvitationData(manager, SAMPLE_ORDER_ID, 0, sampleCoupleData(SAMPLE_TRACK_ID));
      await recordDataSent(manager, { order_id: SAMPLE_ORDER_ID, addon }, new Date());
      await updateOrder(manager, work.id, {
        status: 'completed',
        admin_notes: SAMPLE_NOTE,
        client_id: SAMPLE_CLIENT_ID,
        client_url: `${publicBaseUrl}/${SAMPLE_CLIENT_ID}`,
      });
      return true;
    });
  }

  /**
   * Writes it in the background, so ordering's start never waits for the catalogue: tried at once,
   * then again after each failure (the catalogue still starting), waiting longer each time, up to
   * SAMPLE_ORDER_RETRY's attempts. Answers what stops it.
   */
  writeInBackground(logger: Logger, retry = SAMPLE_ORDER_RETRY): () => void {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const attempt = (n: number) => {
      this.writeIfMissing().then(
        (wrote) => wrote && logger.info({ orderId: SAMPLE_ORDER_ID }, "the sample couple's order is written"),
        (err: unknown) => {
          if (stopped) return;
          if (n >= retry.attempts) {
            logger.warn(
              { err },
              'the sample order could not be written; it is tried again at the next start',
            );
            return;
          }
          logger.debug({ err }, 'the sample order waits for the catalogue');
          timer = setTimeout(
            () => attempt(n + 1),
            Math.min(retry.firstWaitMs * 2 ** (n - 1), retry.longestWaitMs),
          );
          timer.unref();
        },
      );
    };
    attempt(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }
}
