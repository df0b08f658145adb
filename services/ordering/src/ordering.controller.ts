import { Controller, Inject } from '@nestjs/common';
import { Ctx, MessagePattern, Payload, RmqContext } from '@nestjs/microservices';
import {
  ConfirmManualRequest,
  CreateTransactionRequest,
  ORDERING_RPC,
  orderLookupSchema,
  PaymentHistoryRequest,
  ReferralCodeInput,
} from '@undangan/contracts';
import { parseRpcInput, requestIdOf } from '@undangan/platform';
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
  deletePaymentOnline(@Payload() p: { orderId: string }) {
    return this.checkout.deletePaymentOnline(p.orderId);
  }

  @MessagePattern(ORDERING_RPC.handleNotification)
  notification(@Payload() p: { body: unknown }, @Ctx() ctx: RmqContext) {
    return this.sync.handleNotification(p.body, requestIdOf(ctx));
  }

  @MessagePattern(ORDERING_RPC.pendingTransactions)
  pendingTransactions(@Payload() p: { orderId: string }, @Ctx() ctx: RmqContext) {
    return this.sync.lookup(p.orderId, requestIdOf(ctx));
  }

  @MessagePattern(ORDERING_RPC.reconcilePending)
  reconcile(@Payload() p: { olderThanMs: number }) {
    // The admin's button waits on the gateway's RPC timeout: one pass stays well inside it.
    return this.sync.reconcile({ olderThanMs: p.olderThanMs, budgetMs: ADMIN_RECONCILE_BUDGET_MS });
  }

  @MessagePattern(ORDERING_RPC.paymentHistory)
  paymentHistory(@Payload() request: PaymentHistoryRequest) {
    return this.history.page(request);
  }

  @MessagePattern(ORDERING_RPC.trackOrder)
  trackOrder(@Payload() input: unknown) {
    return this.tracking.track(parseRpcInput(orderLookupSchema, input));
  }

  @MessagePattern(ORDERING_RPC.orderReceipt)
  orderReceipt(@Payload() input: unknown) {
    return this.tracking.receipt(parseRpcInput(orderLookupSchema, input));
  }

  @MessagePattern(ORDERING_RPC.validateReferral)
  validateReferral(@Payload() p: { code: string }) {
    return this.referrals.validate(p.code);
  }

  @MessagePattern(ORDERING_RPC.useReferral)
  useReferral(@Payload() p: { code: string; orderId: string }) {
    return this.referrals.use(p.code, p.orderId);
  }

  @MessagePattern(ORDERING_RPC.checkReferral)
  checkReferral(@Payload() p: { orderId: string }) {
    return this.referrals.exists(p.orderId);
  }

  @MessagePattern(ORDERING_RPC.listReferralCodes)
  listReferralCodes() {
    return this.referrals.list();
  }

  @MessagePattern(ORDERING_RPC.createReferralCode)
  createReferralCode(@Payload() input: ReferralCodeInput) {
    return this.referrals.create(input);
  }

  @MessagePattern(ORDERING_RPC.updateReferralCode)
  updateReferralCode(@Payload() p: { code: string; input: ReferralCodeInput }) {
    return this.referrals.update(p.code, p.input);
  }

  @MessagePattern(ORDERING_RPC.deactivateReferralCode)
  deactivateReferralCode(@Payload() p: { code: string }) {
    return this.referrals.deactivate(p.code);
  }
}
