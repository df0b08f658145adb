import { Controller, Inject } from '@nestjs/common';
import { Ctx, Payload, RmqContext } from '@nestjs/microservices';
import {
  ConfirmManualRequest,
  CreateTransactionRequest,
  ORDERING,
  orderLookupSchema,
  PaymentHistoryRequest,
  ReferralCodeInput,
} from '@undangan/contracts';
import { Handles, parseRpcInput, requestIdOf } from '@undangan/platform';
import { OrderTrackingService } from './orders/order-tracking.service';
import { CheckoutService } from './payments/checkout.service';
import { PaymentHistoryService } from './payments/payment-history.service';
import { ProviderSyncService } from './payments/provider-sync.service';
import { ReferralsService } from './referrals/referrals.service';

const ADMIN_RECONCILE_BUDGET_MS = 3000;

@Controller()
export class OrderingController {
  constructor(
    @Inject(CheckoutService) private readonly checkout: CheckoutService,
    @Inject(ProviderSyncService) private readonly sync: ProviderSyncService,
    @Inject(ReferralsService) private readonly referrals: ReferralsService,
    @Inject(PaymentHistoryService) private readonly history: PaymentHistoryService,
    @Inject(OrderTrackingService) private readonly tracking: OrderTrackingService,
  ) {}

  @Handles(ORDERING.createOrderId)
  createOrderId() {
    return this.checkout.createOrderId();
  }

  @Handles(ORDERING.createPayment)
  createTransaction(@Payload() request: CreateTransactionRequest, @Ctx() ctx: RmqContext) {
    return this.checkout.createTransaction(request, requestIdOf(ctx));
  }

  @Handles(ORDERING.confirmManualPayment)
  confirmManual(@Payload() request: ConfirmManualRequest, @Ctx() ctx: RmqContext) {
    return this.checkout.confirmManual(request, requestIdOf(ctx));
  }

  @Handles(ORDERING.withdrawManualPayment)
  withdrawManualPayment(@Payload() p: { orderId: string }, @Ctx() ctx: RmqContext) {
    return this.sync.withdrawManual(p.orderId, requestIdOf(ctx));
  }

  @Handles(ORDERING.deletePaymentOnline)
  deletePaymentOnline(@Payload() p: { orderId: string }) {
    return this.checkout.deletePaymentOnline(p.orderId);
  }

  @Handles(ORDERING.handleNotification)
  notification(@Payload() p: { body: unknown }, @Ctx() ctx: RmqContext) {
    return this.sync.handleNotification(p.body, requestIdOf(ctx));
  }

  @Handles(ORDERING.pendingPayments)
  pendingTransactions(@Payload() p: { orderId: string }, @Ctx() ctx: RmqContext) {
    return this.sync.lookup(p.orderId, requestIdOf(ctx));
  }

  @Handles(ORDERING.reconcilePending)
  reconcile(@Payload() p: { olderThanMs: number }) {
    // The admin's button waits on the gateway's RPC timeout: one pass stays well inside it.
    return this.sync.reconcile({ olderThanMs: p.olderThanMs, budgetMs: ADMIN_RECONCILE_BUDGET_MS });
  }

  @Handles(ORDERING.paymentHistory)
  paymentHistory(@Payload() request: PaymentHistoryRequest) {
    return this.history.page(request);
  }

  @Handles(ORDERING.trackOrder)
  trackOrder(@Payload() input: unknown) {
    return this.tracking.track(parseRpcInput(orderLookupSchema, input));
  }

  @Handles(ORDERING.orderReceipt)
  orderReceipt(@Payload() input: unknown) {
    return this.tracking.receipt(parseRpcInput(orderLookupSchema, input));
  }

  @Handles(ORDERING.validateReferral)
  validateReferral(@Payload() p: { code: string }) {
    return this.referrals.validate(p.code);
  }

  @Handles(ORDERING.useReferral)
  useReferral(@Payload() p: { code: string; orderId: string }) {
    return this.referrals.use(p.code, p.orderId);
  }

  @Handles(ORDERING.checkReferral)
  checkReferral(@Payload() p: { orderId: string }) {
    return this.referrals.exists(p.orderId);
  }

  @Handles(ORDERING.listReferralCodes)
  listReferralCodes() {
    return this.referrals.list();
  }

  @Handles(ORDERING.createReferralCode)
  createReferralCode(@Payload() input: ReferralCodeInput) {
    return this.referrals.create(input);
  }

  @Handles(ORDERING.updateReferralCode)
  updateReferralCode(@Payload() p: { code: string; input: ReferralCodeInput }) {
    return this.referrals.update(p.code, p.input);
  }

  @Handles(ORDERING.deactivateReferralCode)
  deactivateReferralCode(@Payload() p: { code: string }) {
    return this.referrals.deactivate(p.code);
  }
}
