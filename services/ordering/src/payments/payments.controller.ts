import { Controller, Inject } from '@nestjs/common';
import { Ctx, Payload, RmqContext } from '@nestjs/microservices';
import {
  AdminPaymentsOverviewRequest,
  AdminPaymentsQuery,
  ConfirmManualRequest,
  CreatePaymentRequest,
  ORDERING,
  OrderLookupInput,
  PaymentHistoryRequest,
  PendingPaymentsRequest,
  PlaceManualOrderRequest,
} from '@undangan/contracts';
import { Handles, requestIdOf } from '@undangan/platform';
import { CheckoutService } from './checkout.service';
import { NewProofService } from '../fulfilment/new-proof.service';
import { PaymentHistoryService } from './payment-history.service';
import { PaymentQueriesService } from './payment-queries.service';
import { PaymentLookup } from './payment-lookup';
import { ProviderSyncService } from './provider-sync.service';
import { Reconciler } from './reconciler';

const ADMIN_RECONCILE_BUDGET_MS = 3000;

/** Payments: starting them, what Midtrans says of them, their history, and the back office's reads. */
@Controller()
export class PaymentsController {
  constructor(
    @Inject(CheckoutService) private readonly checkout: CheckoutService,
    @Inject(ProviderSyncService) private readonly sync: ProviderSyncService,
    @Inject(PaymentLookup) private readonly lookup: PaymentLookup,
    @Inject(Reconciler) private readonly reconciler: Reconciler,
    @Inject(PaymentHistoryService) private readonly history: PaymentHistoryService,
    @Inject(PaymentQueriesService) private readonly queries: PaymentQueriesService,
    @Inject(NewProofService) private readonly newProofs: NewProofService,
  ) {}

  @Handles(ORDERING.newProofAccess)
  newProofAccess(@Payload() input: OrderLookupInput) {
    return this.newProofs.access(input);
  }

  @Handles(ORDERING.takeNewProof)
  takeNewProof(@Payload() input: OrderLookupInput, @Ctx() ctx: RmqContext) {
    return this.newProofs.take(input, requestIdOf(ctx));
  }

  @Handles(ORDERING.createOrderId)
  createOrderId() {
    return this.checkout.createOrderId();
  }

  @Handles(ORDERING.createPayment)
  createPayment(@Payload() request: CreatePaymentRequest, @Ctx() ctx: RmqContext) {
    return this.checkout.createPayment(request, requestIdOf(ctx));
  }

  @Handles(ORDERING.placeManualOrder)
  placeManual(@Payload() request: PlaceManualOrderRequest, @Ctx() ctx: RmqContext) {
    return this.checkout.placeManual(request, requestIdOf(ctx));
  }

  @Handles(ORDERING.manualOrder)
  manualOrder(@Payload() request: { orderId: string; orderSecret: string }) {
    return this.checkout.manualOrder(request);
  }

  @Handles(ORDERING.confirmManualPayment)
  confirmManual(@Payload() request: ConfirmManualRequest, @Ctx() ctx: RmqContext) {
    return this.checkout.confirmManual(request, requestIdOf(ctx));
  }

  @Handles(ORDERING.checkManualPayment)
  checkManual(@Payload() request: ConfirmManualRequest, @Ctx() ctx: RmqContext) {
    return this.checkout.confirmManual(request, requestIdOf(ctx), { dryRun: true });
  }

  @Handles(ORDERING.withdrawManualPayment)
  withdrawManualPayment(@Payload() payload: { orderId: string }, @Ctx() ctx: RmqContext) {
    return this.sync.withdrawManual(payload.orderId, requestIdOf(ctx));
  }

  @Handles(ORDERING.notePopupClosed)
  notePopupClosed(@Payload() payload: { orderId: string }) {
    return this.checkout.notePopupClosed(payload.orderId);
  }

  @Handles(ORDERING.handleNotification)
  notification(@Payload() payload: { body: unknown }, @Ctx() ctx: RmqContext) {
    return this.sync.handleNotification(payload.body, requestIdOf(ctx));
  }

  @Handles(ORDERING.pendingPayments)
  pendingPayments(@Payload() payload: PendingPaymentsRequest, @Ctx() ctx: RmqContext) {
    return this.lookup.lookup(payload.orderId, requestIdOf(ctx), {
      phone: payload.phone,
      orderSecret: payload.orderSecret,
    });
  }

  @Handles(ORDERING.reconcilePending)
  reconcile(@Payload() payload: { olderThanMs: number }) {
    // The admin's button waits on the gateway's RPC timeout: one pass stays well inside it.
    return this.reconciler.reconcile({
      olderThanMs: payload.olderThanMs,
      budgetMs: ADMIN_RECONCILE_BUDGET_MS,
    });
  }

  @Handles(ORDERING.paymentHistory)
  paymentHistory(@Payload() request: PaymentHistoryRequest) {
    return this.history.page(request);
  }

  @Handles(ORDERING.listPayments)
  listPayments(@Payload() query: AdminPaymentsQuery) {
    return this.queries.listPayments(query);
  }

  @Handles(ORDERING.exportPayments)
  exportPayments(@Payload() query: AdminPaymentsQuery) {
    return this.queries.exportPayments(query);
  }

  @Handles(ORDERING.paymentDetail)
  paymentDetail(@Payload() payload: { orderId: string }) {
    return this.queries.paymentDetail(payload.orderId);
  }

  @Handles(ORDERING.proofQueue)
  proofQueue(@Payload() payload: { limit: number }) {
    return this.queries.proofQueue(payload.limit);
  }

  @Handles(ORDERING.paymentsOverview)
  paymentsOverview(@Payload() request: AdminPaymentsOverviewRequest) {
    return this.queries.paymentsOverview(request);
  }
}
