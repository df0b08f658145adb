import { Controller, Inject } from '@nestjs/common';
import { Ctx, MessagePattern, Payload, RmqContext } from '@nestjs/microservices';
import {
  ADMIN_RPC,
  AdminPaymentsOverviewRequest,
  AdminPaymentsQuery,
  ConfirmManualRequest,
  CreateTransactionRequest,
  ORDERING_RPC,
  PaymentHistoryRequest,
} from '@undangan/contracts';
import { requestIdOf } from '@undangan/platform';
import { CheckoutService } from './checkout.service';
import { PaymentHistoryService } from './payment-history.service';
import { PaymentQueriesService } from './payment-queries.service';
import { ProviderSyncService } from './provider-sync.service';

const ADMIN_RECONCILE_BUDGET_MS = 3000;

/** Payments: starting them, what Midtrans says of them, their history, and the back office's reads. */
@Controller()
export class PaymentsController {
  constructor(
    @Inject(CheckoutService) private readonly checkout: CheckoutService,
    @Inject(ProviderSyncService) private readonly sync: ProviderSyncService,
    @Inject(PaymentHistoryService) private readonly history: PaymentHistoryService,
    @Inject(PaymentQueriesService) private readonly queries: PaymentQueriesService,
  ) {}

  @MessagePattern(ORDERING_RPC.createOrderId)
  createOrderId() {
    return this.checkout.createOrderId();
  }

  @MessagePattern(ORDERING_RPC.createTransaction)
  createTransaction(@Payload() request: CreateTransactionRequest, @Ctx() ctx: RmqContext) {
    return this.checkout.createTransaction(request, requestIdOf(ctx));
  }

  @MessagePattern(ORDERING_RPC.confirmManualPayment)
  confirmManual(@Payload() request: ConfirmManualRequest, @Ctx() ctx: RmqContext) {
    return this.checkout.confirmManual(request, requestIdOf(ctx));
  }

  @MessagePattern(ORDERING_RPC.deletePaymentOnline)
  deletePaymentOnline(@Payload() payload: { orderId: string }) {
    return this.checkout.deletePaymentOnline(payload.orderId);
  }

  @MessagePattern(ORDERING_RPC.handleNotification)
  notification(@Payload() payload: { body: unknown }, @Ctx() ctx: RmqContext) {
    return this.sync.handleNotification(payload.body, requestIdOf(ctx));
  }

  @MessagePattern(ORDERING_RPC.pendingTransactions)
  pendingTransactions(@Payload() payload: { orderId: string }, @Ctx() ctx: RmqContext) {
    return this.sync.lookup(payload.orderId, requestIdOf(ctx));
  }

  @MessagePattern(ORDERING_RPC.reconcilePending)
  reconcile(@Payload() payload: { olderThanMs: number }) {
    // The admin's button waits on the gateway's RPC timeout: one pass stays well inside it.
    return this.sync.reconcile({ olderThanMs: payload.olderThanMs, budgetMs: ADMIN_RECONCILE_BUDGET_MS });
  }

  @MessagePattern(ORDERING_RPC.paymentHistory)
  paymentHistory(@Payload() request: PaymentHistoryRequest) {
    return this.history.page(request);
  }

  @MessagePattern(ADMIN_RPC.listPayments)
  listPayments(@Payload() query: AdminPaymentsQuery) {
    return this.queries.listPayments(query);
  }

  @MessagePattern(ADMIN_RPC.exportPayments)
  exportPayments(@Payload() query: AdminPaymentsQuery) {
    return this.queries.exportPayments(query);
  }

  @MessagePattern(ADMIN_RPC.paymentDetail)
  paymentDetail(@Payload() payload: { orderId: string }) {
    return this.queries.paymentDetail(payload.orderId);
  }

  @MessagePattern(ADMIN_RPC.proofQueue)
  proofQueue(@Payload() payload: { limit: number }) {
    return this.queries.proofQueue(payload.limit);
  }

  @MessagePattern(ADMIN_RPC.paymentsOverview)
  paymentsOverview(@Payload() request: AdminPaymentsOverviewRequest) {
    return this.queries.paymentsOverview(request);
  }
}
