import { Controller, Inject } from '@nestjs/common';
import { Ctx, Payload, RmqContext } from '@nestjs/microservices';
import { ORDERING, PaymentHistoryRequest, PendingPaymentsRequest } from '@undangan/contracts';
import { Handles, requestIdOf } from '@undangan/platform';
import { PaymentHistoryService } from './payment-history.service';
import { PaymentLookup } from './payment-lookup';
import { ProviderSyncService } from './provider-sync.service';
import { Reconciler } from './reconciler';

const ADMIN_RECONCILE_BUDGET_MS = 3000;

/** Payments: what Midtrans says of them, a manual one withdrawn, a customer's look-up, reconciliation, their history. */
@Controller()
export class PaymentsController {
  constructor(
    @Inject(ProviderSyncService) private readonly sync: ProviderSyncService,
    @Inject(PaymentLookup) private readonly lookup: PaymentLookup,
    @Inject(Reconciler) private readonly reconciler: Reconciler,
    @Inject(PaymentHistoryService) private readonly history: PaymentHistoryService,
  ) {}

  @Handles(ORDERING.withdrawManualPayment)
  withdrawManualPayment(@Payload() payload: { orderId: string }, @Ctx() ctx: RmqContext) {
    return this.sync.withdrawManual(payload.orderId, requestIdOf(ctx));
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
}
