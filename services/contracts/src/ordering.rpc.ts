import { z } from 'zod';
import {
  AdminOrderRow,
  adminOrderRowSchema,
  AdminPaymentDetail,
  AdminPaymentRow,
  adminPaymentRowSchema,
  AdminPaymentsOverview,
  adminPaymentsQuerySchema,
  Page,
} from './admin';
import { CreateOrderIdResult, orderIdRequestSchema } from './order-id';
import { CreatePaymentResult, paymentLookupResultSchema } from './payments';
import type { EventEnvelope } from './events';
import { ConfirmManualResult, ManualOrder } from './manual-orders';
import { orderLookupSchema, OrderReceipt, OrderTracking } from './orders';
import { referralCodeInputSchema, ReferralCodeView } from './referral-codes';
import { Holiday, holidayInputSchema } from './holidays';
import {
  AdminRevisionRow,
  adminRevisionsQuerySchema,
  OrderRevisions,
  revisionRequestSchema,
  RevisionView,
} from './revisions';
import {
  InvitationAccess,
  invitationLookupSchema,
  invitationSaveSchema,
  InvitationView,
} from './invitation-data';
import {
  clientPageRequestSchema,
  confirmManualRequestSchema,
  createPaymentRequestSchema,
  holidayDayRequestSchema,
  listOrdersRequestSchema,
  manualOrderRequestSchema,
  noRequestSchema,
  notificationRequestSchema,
  orderIdOnlyRequestSchema,
  orderRowRequestSchema,
  orderUpdateRequestSchema,
  PaymentHistoryCursor,
  paymentHistoryRequestSchema,
  paymentsOverviewRequestSchema,
  pendingPaymentsRequestSchema,
  placeManualOrderRequestSchema,
  proofQueueRequestSchema,
  reconcileRequestSchema,
  referralCodeRequestSchema,
  referralCodeUpdateRequestSchema,
  referralUseRequestSchema,
  revisionIdRequestSchema,
  revisionUpdateRequestSchema,
} from './rpc-requests';
import { answer, answeredBy, Deleted, messageAnswerSchema } from './rpc-contract';
import type { CoupleOrder } from './couple-access.rpc';

/**
 * One page of payments, oldest first, each as its payment.created event followed by the event of
 * its final status (settled, expired or failed) when it has one. `next` is null on the last page.
 */
export interface PaymentHistoryPage {
  events: EventEnvelope[];
  payments: number;
  next: PaymentHistoryCursor | null;
}

/** Ordering's answers small enough to be named beside their patterns: the API document shows them. */
export const notificationAnswerSchema = z.object({ status: z.literal('ok'), outcome: z.string() });
export const referralDiscountSchema = z.object({ discount_percentage: z.number().int() });
export const referralUseSchema = messageAnswerSchema.extend(referralDiscountSchema.shape);
export const referralCheckSchema = z.object({ exists: z.boolean() });
export const pendingPaymentsSchema = z.object({ transactions: z.array(paymentLookupResultSchema) });
export const orderUpdatedSchema = z.object({ order: adminOrderRowSchema });
export const proofQueueAnswerSchema = z.object({
  count: z.number().int(),
  data: z.array(adminPaymentRowSchema),
});

/** What one reconciliation pass did. */
export const reconcilePassResultSchema = z.object({
  checked: z.number().int(),
  changed: z.number().int(),
  /** Payments left for the next pass (its time budget or batch ran out): ask again to go on. */
  remaining: z.number().int(),
  /** More than a batch of one kind was waiting. */
  more: z.boolean().optional(),
  /** A pass was already running (the schedule, or another admin): nothing was done this time. */
  busy: z.boolean().optional(),
});
export type ReconcilePassResult = z.infer<typeof reconcilePassResultSchema>;

/** Where a client's invitation lives, for the storefront's full-page frame at /:clientID. */
export const clientInvitationSchema = z.object({ client_id: z.string(), client_url: z.string() });
export type ClientInvitation = z.infer<typeof clientInvitationSchema>;

const ordering = answeredBy('ordering');

/** The RPCs ordering answers, on its queue (rpc.ts). */
export const ORDERING = {
  createOrderId: ordering('orders.create-order-id', noRequestSchema, answer<CreateOrderIdResult>()),
  createPayment: ordering('payments.create', createPaymentRequestSchema, answer<CreatePaymentResult>()),
  notePopupClosed: ordering(
    'payments.popup-closed',
    orderIdOnlyRequestSchema,
    answer<z.infer<typeof messageAnswerSchema>>(),
  ),
  /** The manual transfer page's order, placed for the couple's email (order.placed). */
  placeManualOrder: ordering('orders.place-manual', placeManualOrderRequestSchema, answer<ManualOrder>()),
  /** A placed manual order, for the holder of its secret (the email's link, on any device). */
  manualOrder: ordering('orders.manual-order', manualOrderRequestSchema, answer<ManualOrder>()),
  confirmManualPayment: ordering(
    'payments.confirm-manual',
    confirmManualRequestSchema,
    answer<ConfirmManualResult>(),
  ),
  /** Every check confirmManualPayment makes, recording nothing: asked before the proof is read. */
  checkManualPayment: ordering(
    'payments.check-manual',
    confirmManualRequestSchema,
    answer<ConfirmManualResult>(),
  ),
  /** The undo of confirmManualPayment when its proof could not be stored (flows/manual-confirmation). */
  withdrawManualPayment: ordering(
    'payments.withdraw-manual',
    orderIdOnlyRequestSchema,
    answer<{ withdrawn: boolean }>(),
  ),
  /** Where a client's invitation lives (the storefront's /:clientID): public. */
  clientPage: ordering('orders.client-page', clientPageRequestSchema, answer<ClientInvitation>()),
  handleNotification: ordering(
    'payments.notification',
    notificationRequestSchema,
    answer<z.infer<typeof notificationAnswerSchema>>(),
  ),
  pendingPayments: ordering(
    'payments.look-up',
    pendingPaymentsRequestSchema,
    answer<z.infer<typeof pendingPaymentsSchema>>(),
  ),
  reconcilePending: ordering(
    'payments.reconcile-pending',
    reconcileRequestSchema,
    answer<ReconcilePassResult>(),
  ),
  paymentHistory: ordering('payments.history', paymentHistoryRequestSchema, answer<PaymentHistoryPage>()),
  trackOrder: ordering('orders.track', orderLookupSchema, answer<OrderTracking>()),
  orderReceipt: ordering('orders.receipt', orderLookupSchema, answer<OrderReceipt>()),
  /**
   * An order as its couple's dashboard reads it, by id alone: its email and whether it is paid (for
   * a sign-in link), its progress. Only the gateway asks, for a couple already signed in to this
   * order or to decide whether a link goes out (whose answer says nothing either way); null when
   * there is no such order.
   */
  coupleOrder: ordering('orders.couple', orderIdRequestSchema, answer<CoupleOrder | null>()),
  /** May the asker send a new transfer proof for the order (asked before the file is read). */
  newProofAccess: ordering('payments.new-proof-access', orderLookupSchema, answer<{ order_id: string }>()),
  /** The couple's new proof is kept: a rejected payment waits for a decision again. */
  takeNewProof: ordering('payments.take-new-proof', orderLookupSchema, answer<OrderTracking>()),
  validateReferral: ordering(
    'referrals.validate',
    referralCodeRequestSchema,
    answer<z.infer<typeof referralDiscountSchema>>(),
  ),
  useReferral: ordering(
    'referrals.use',
    referralUseRequestSchema,
    answer<z.infer<typeof referralUseSchema>>(),
  ),
  checkReferral: ordering(
    'referrals.check',
    orderIdOnlyRequestSchema,
    answer<z.infer<typeof referralCheckSchema>>(),
  ),
  listReferralCodes: ordering('referrals.admin.list', noRequestSchema, answer<ReferralCodeView[]>()),
  createReferralCode: ordering('referrals.admin.create', referralCodeInputSchema, answer<ReferralCodeView>()),
  updateReferralCode: ordering(
    'referrals.admin.update',
    referralCodeUpdateRequestSchema,
    answer<ReferralCodeView>(),
  ),
  deactivateReferralCode: ordering(
    'referrals.admin.deactivate',
    referralCodeRequestSchema,
    answer<ReferralCodeView>(),
  ),
  listPayments: ordering('admin.payments.list', adminPaymentsQuerySchema, answer<Page<AdminPaymentRow>>()),
  paymentDetail: ordering('admin.payments.detail', orderIdOnlyRequestSchema, answer<AdminPaymentDetail>()),
  exportPayments: ordering(
    'admin.payments.export',
    adminPaymentsQuerySchema,
    answer<{ csv: string; truncated: boolean }>(),
  ),
  listOrders: ordering('admin.orders.list', listOrdersRequestSchema, answer<Page<AdminOrderRow>>()),
  updateOrder: ordering(
    'admin.orders.update',
    orderUpdateRequestSchema,
    answer<z.infer<typeof orderUpdatedSchema>>(),
  ),
  getOrder: ordering('admin.orders.get', orderRowRequestSchema, answer<AdminOrderRow>()),
  paymentsOverview: ordering(
    'admin.payments.overview',
    paymentsOverviewRequestSchema,
    answer<AdminPaymentsOverview>(),
  ),
  proofQueue: ordering(
    'admin.proofs.queue',
    proofQueueRequestSchema,
    answer<z.infer<typeof proofQueueAnswerSchema>>(),
  ),
  /** The holidays the admin keeps (no working day for a promised date), by day. */
  listHolidays: ordering('holidays.list', noRequestSchema, answer<Holiday[]>()),
  addHoliday: ordering('holidays.add', holidayInputSchema, answer<Holiday>()),
  removeHoliday: ordering('holidays.remove', holidayDayRequestSchema, answer<Deleted>()),
  /** The couple's invitation data ("Data Undangan"), for the holder of the order's phone. */
  invitationData: ordering('invitations.get', invitationLookupSchema, answer<InvitationView>()),
  /** Saves a draft as typed, over the version the browser last read. */
  saveInvitationDraft: ordering('invitations.save', invitationSaveSchema, answer<InvitationView>()),
  /** "Kirim Data": the data is complete; the promised date counts from now. */
  submitInvitationData: ordering('invitations.submit', invitationLookupSchema, answer<InvitationView>()),
  /** Whether the asker holds the order (and may still change it): asked before a photo is read or kept. */
  invitationAccess: ordering('invitations.access', invitationLookupSchema, answer<InvitationAccess>()),
  /** The data of the order with this (admin) id, for the back office. */
  adminInvitation: ordering('admin.invitations.get', orderRowRequestSchema, answer<InvitationView>()),
  /** A revision asked by the couple: free within their package's allowance, else priced to be paid. */
  requestRevision: ordering('revisions.request', revisionRequestSchema, answer<RevisionView>()),
  orderRevisions: ordering('revisions.list', invitationLookupSchema, answer<OrderRevisions>()),
  revisionQueue: ordering('admin.revisions.list', adminRevisionsQuerySchema, answer<AdminRevisionRow[]>()),
  updateRevision: ordering('admin.revisions.update', revisionUpdateRequestSchema, answer<AdminRevisionRow>()),
  getRevision: ordering('admin.revisions.get', revisionIdRequestSchema, answer<AdminRevisionRow>()),
} as const;
