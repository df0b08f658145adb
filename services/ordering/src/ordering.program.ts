import { EVENT_TYPES, RPC_QUEUES } from '@undangan/contracts';
import {
  InboxConsumer,
  Logger,
  OutboxRelay,
  RpcClient,
  ServiceContext,
  ServiceProgram,
} from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { CreateOrderingEventTables1763800000001 } from './migrations/1763800000001-create-event-tables';
import { CreateOrdering1763800000004 } from './migrations/1763800000004-create-ordering';
import { AdminSearch1763800000006 } from './migrations/1763800000006-admin-search';
import { PaymentHistoryIndex1763800000021 } from './migrations/1763800000021-payment-history-index';
import { IssuedOrderIds1763800000041 } from './migrations/1763800000041-issued-order-ids';
import { PaymentLifecycle1763800000040 } from './migrations/1763800000040-payment-lifecycle';
import { OrderSecrets1763800000042 } from './migrations/1763800000042-order-secrets';
import { AdminFinding1763800000043 } from './migrations/1763800000043-admin-finding';
import { MoneyCanMove1763800000044 } from './migrations/1763800000044-money-can-move';
import { PaymentTablesNamed1763800000045 } from './migrations/1763800000045-payment-tables-named';
import { ManualOrderPlacements1763800000046 } from './migrations/1763800000046-manual-order-placements';
import { Holidays1763800000047 } from './migrations/1763800000047-holidays';
import { HolidaysService } from './holidays/holidays.service';
import { InvitationData1763800000049 } from './migrations/1763800000049-invitation-data';
import { InvitationsService } from './invitations/invitations.service';
import { revisionPayments } from './revisions/revision-payments';
import { RevisionsService } from './revisions/revisions.service';
import { Revisions1763800000051 } from './migrations/1763800000051-revisions';
import { ManualProofState1763800000053 } from './migrations/1763800000053-manual-proof-state';
import { ActiveOrdersByPromise1763800000055 } from './migrations/1763800000055-active-orders-by-promise';
import { AppliedProofVersion1763800000057 } from './migrations/1763800000057-applied-proof-version';
import { RevisionRefundDue1763800000061 } from './migrations/1763800000061-revision-refund-due';
import { ReferralUseReleased1763800000063 } from './migrations/1763800000063-referral-use-released';
import { MoneyBackWatched1763800000065 } from './migrations/1763800000065-money-back-watched';
import { HoldVersion1763800000077 } from './migrations/1763800000077-hold-version';
import { PaymentQueriesService } from './admin/payment-queries.service';
import type { CheckoutParts } from './checkout/checkout-parts';
import { ManualConfirmation } from './checkout/manual-confirmation';
import { ManualPlacement } from './checkout/manual-placement';
import { OnlineCheckout } from './checkout/online-checkout';
import { OrderIdIssuer } from './checkout/order-id-issuer';
import { PopupClosed } from './checkout/popup-closed';
import { MidtransProvider, PaymentProvider } from './midtrans/midtrans-provider';
import { FulfilmentOrderEntity } from './fulfilment/fulfilment-order.entity';
import { FulfilmentOrdersService } from './fulfilment/fulfilment-orders.service';
import { OrderTrackingService } from './fulfilment/order-tracking.service';
import { midtransConfigOf, type OrderingConfig } from './ordering.config';
import { OrderingModule, OrderingServices } from './ordering.module';
import { PaymentHistoryService } from './payments/payment-history.service';
import { NewProofService } from './fulfilment/new-proof.service';
import { PaymentLedger } from './payments/payment-ledger';
import { watchPaymentStatuses } from './payments/payment-metrics';
import { proofDecisionHandler } from './payments/proof-decisions';
import { ProviderSyncService } from './payments/provider-sync.service';
import { PaymentLookup } from './payments/payment-lookup';
import { Reconciler } from './payments/reconciler';
import { CataloguePrices } from './pricing/catalogue-prices';
import { ReferralCodeEntity } from './referrals/referral-code.entity';
import { SEED_REFERRAL_CODES } from './referrals/referral-seed';
import { ReferralsService } from './referrals/referrals.service';
import { PaymentItemEntity } from './payments/payment-item.entity';
import { PaymentEntity } from './payments/payment.entity';
import { pricedReferralOf } from './payments/payment.queries';
import { SampleOrder } from './sample/sample-order';

export const orderingEntities = [PaymentEntity, PaymentItemEntity, FulfilmentOrderEntity, ReferralCodeEntity];
export const orderingMigrations = [
  CreateOrderingEventTables1763800000001,
  CreateOrdering1763800000004,
  AdminSearch1763800000006,
  PaymentHistoryIndex1763800000021,
  PaymentLifecycle1763800000040,
  IssuedOrderIds1763800000041,
  OrderSecrets1763800000042,
  AdminFinding1763800000043,
  MoneyCanMove1763800000044,
  PaymentTablesNamed1763800000045,
  ManualOrderPlacements1763800000046,
  Holidays1763800000047,
  InvitationData1763800000049,
  Revisions1763800000051,
  ManualProofState1763800000053,
  ActiveOrdersByPromise1763800000055,
  AppliedProofVersion1763800000057,
  RevisionRefundDue1763800000061,
  ReferralUseReleased1763800000063,
  MoneyBackWatched1763800000065,
  HoldVersion1763800000077,
];

export const PROOF_DECISIONS_QUEUE = 'ordering.proof-decisions';
/** Online payments still pending after this long are checked with Midtrans. */
const RECONCILE_AFTER_MS = 15 * 60 * 1000;
/** How long a customer may pay an online payment (Snap's expiry). */
const PAYMENT_WINDOW_HOURS = 24;

/** A scheduled pass stops after this long; the next one goes on where it left. */
const RECONCILE_BUDGET_MS = 60 * 1000;
/**
 * The dispute window: settled online payments are asked about (refunds, chargebacks, reversals) for
 * 120 days after settling, the span in which card chargebacks are usually raised, also once all of
 * their money went back (a chargeback can follow a full refund).
 */
export const PAID_WATCH_MS = 120 * 24 * 3600 * 1000;

export interface OrderingWiring {
  dataSource: DataSource;
  relay?: OutboxRelay;
  logger: Logger;
  amqpUrl: string;
  provider?: PaymentProvider;
}

/** Builds the ordering service's parts; tests build them the same way around a real database. */
export function createOrderingServices(
  wiring: OrderingWiring,
  config: OrderingConfig,
): OrderingServices & { ledger: PaymentLedger; catalogue: RpcClient; sampleOrder: SampleOrder } {
  const midtrans = midtransConfigOf(config);
  const provider = wiring.provider ?? new MidtransProvider(midtrans);
  const fulfilmentOrders = new FulfilmentOrdersService(wiring.dataSource);
  const ledger = new PaymentLedger({ fulfilment: fulfilmentOrders, revisions: revisionPayments });
  const catalogue = new RpcClient(wiring.amqpUrl, RPC_QUEUES.catalogue, config.RPC_TIMEOUT_MS, wiring.logger);
  const referrals = new ReferralsService(wiring.dataSource, pricedReferralOf);
  const paymentWindowMs = PAYMENT_WINDOW_HOURS * 3600 * 1000;
  const sync = new ProviderSyncService({
    dataSource: wiring.dataSource,
    ledger,
    provider,
    serverKey: midtrans.serverKey,
    relay: wiring.relay,
    logger: wiring.logger,
    paymentWindowMs,
  });
  const lookup = new PaymentLookup({
    dataSource: wiring.dataSource,
    sync,
    logger: wiring.logger,
    options: { paymentWindowMs, lookupRefreshMs: config.PAYMENT_LOOKUP_REFRESH_MS },
  });
  const reconciler = new Reconciler({
    dataSource: wiring.dataSource,
    sync,
    logger: wiring.logger,
    options: { paymentWindowMs, paidWatchMs: PAID_WATCH_MS },
  });
  const prices = new CataloguePrices(catalogue, config.MAX_ORDER_TOTAL);
  const publicBaseUrl = config.PUBLIC_BASE_URL.replace(/\/$/, '');
  const checkout: CheckoutParts = {
    dataSource: wiring.dataSource,
    ledger,
    prices,
    referrals,
    provider,
    sync,
    relay: wiring.relay,
    logger: wiring.logger,
    options: {
      publicBaseUrl,
      expiryHours: PAYMENT_WINDOW_HOURS,
    },
  };
  const tracking = new OrderTrackingService(wiring.dataSource);
  return {
    orderIds: new OrderIdIssuer(checkout),
    onlineCheckout: new OnlineCheckout(checkout),
    manualPlacement: new ManualPlacement(checkout),
    manualConfirmation: new ManualConfirmation(checkout),
    popupClosed: new PopupClosed(checkout),
    sync,
    lookup,
    reconciler,
    referrals,
    ledger,
    catalogue,
    paymentQueries: new PaymentQueriesService(wiring.dataSource, fulfilmentOrders),
    fulfilmentOrders,
    history: new PaymentHistoryService(wiring.dataSource),
    tracking,
    newProofs: new NewProofService(wiring.dataSource, ledger, tracking, wiring.relay),
    holidays: new HolidaysService(wiring.dataSource),
    invitations: new InvitationsService(wiring.dataSource),
    revisions: new RevisionsService(wiring.dataSource, prices),
    sampleOrder: new SampleOrder({ dataSource: wiring.dataSource, ledger, prices, publicBaseUrl }),
  };
}

/** What a running ordering service holds. */
interface OrderingState {
  consumer: InboxConsumer;
  /** The scheduled reconciliation; none when RECONCILE_INTERVAL_MS is 0. */
  timer?: NodeJS.Timeout;
  /** Stops writing the sample order (SAMPLE_ORDER) while it still waits for the catalogue. */
  stopSampleOrder?: () => void;
  services: ReturnType<typeof createOrderingServices>;
}

/** The ordering program, built from its configuration (read once, at start). */
export const createOrderingProgram = (config: OrderingConfig): ServiceProgram<OrderingState> => ({
  name: 'ordering',
  queue: RPC_QUEUES.ordering,
  defaultDatabase: 'ordering',
  entities: orderingEntities,
  migrations: orderingMigrations,
  prepare: async (ctx: ServiceContext) => {
    const services = createOrderingServices(ctx, config);
    watchPaymentStatuses(ctx.dataSource, ctx.logger);
    if (config.SEED_ON_EMPTY && (await services.referrals.seedIfEmpty(SEED_REFERRAL_CODES)))
      ctx.logger.info('empty referral codes seeded with the development codes');
    const consumer = new InboxConsumer({
      dataSource: ctx.dataSource,
      url: ctx.amqpUrl,
      queue: PROOF_DECISIONS_QUEUE,
      bindings: [EVENT_TYPES.proofStatusChanged],
      handler: proofDecisionHandler(services.ledger, ctx.logger),
      logger: ctx.logger,
    });
    await consumer.start();
    // Every replica schedules it; the lease in reconcile() runs one pass at a time across them.
    const every = config.RECONCILE_INTERVAL_MS;
    const timer =
      every > 0
        ? setInterval(() => {
            services.reconciler
              .reconcile({ olderThanMs: RECONCILE_AFTER_MS, budgetMs: RECONCILE_BUDGET_MS })
              .then(
                (result) => result.changed > 0 && ctx.logger.info(result, 'pending payments reconciled'),
                (err: unknown) => ctx.logger.warn({ err }, 'reconciliation failed'),
              );
          }, every)
        : undefined;
    timer?.unref();
    const stopSampleOrder = config.SAMPLE_ORDER
      ? services.sampleOrder.writeInBackground(ctx.logger)
      : undefined;
    return { consumer, timer, stopSampleOrder, services };
  },
  module: (_ctx, { services }) => OrderingModule.register(services),
  checks: (_ctx, { consumer }) => ({ 'proof-decisions': () => consumer.isConnected() }),
  onShutdown: async (_ctx, { timer, stopSampleOrder, consumer, services }) => {
    if (timer) clearInterval(timer);
    stopSampleOrder?.();
    await consumer.stop();
    await services.catalogue.close();
  },
});
