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
import {
  Addon,
  addonInputSchema,
  CatalogueQuote,
  Design,
  DesignForPackage,
  designInputSchema,
  Package,
  packageInputSchema,
} from './catalogue';
import {
  ConfirmManualResult,
  CreateOrderIdResult,
  CreatePaymentResult,
  ManualOrder,
  orderLookupSchema,
  OrderReceipt,
  OrderTracking,
  PaymentHistoryPage,
  paymentLookupResultSchema,
} from './ordering';
import { referralCodeInputSchema, ReferralCodeView } from './referral-codes';
import { PreparedImage, StartedUpload, ProofView, StoredDesignImage, StoredImage } from './proofs';
import { EmailList, EmailRecord } from './notifications';
import { Holiday, holidayInputSchema } from './holidays';
import { BalanceSummary } from './reporting';
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
  InvitationPhoto,
  invitationSaveSchema,
  InvitationView,
} from './invitation-data';
import { ServiceName } from './rpc';
import {
  addonIdRequestSchema,
  addonUpdateRequestSchema,
  catalogueQuoteRequestSchema,
  clientPageRequestSchema,
  confirmManualRequestSchema,
  createPaymentRequestSchema,
  designIdRequestSchema,
  designImageRequestSchema,
  designsForPackageRequestSchema,
  designUpdateRequestSchema,
  designUploadRequestSchema,
  emailsForOrderRequestSchema,
  holidayDayRequestSchema,
  invitationPhotoRequestSchema,
  invitationPhotosRequestSchema,
  manualOrderRequestSchema,
  noRequestSchema,
  notificationRequestSchema,
  orderIdOnlyRequestSchema,
  orderRowRequestSchema,
  orderUpdateRequestSchema,
  packageIdRequestSchema,
  packageUpdateRequestSchema,
  paymentHistoryRequestSchema,
  paymentsOverviewRequestSchema,
  pendingPaymentsRequestSchema,
  placeManualOrderRequestSchema,
  prepareImageRequestSchema,
  proofQueueRequestSchema,
  proofRequestSchema,
  reconcileRequestSchema,
  referralCodeRequestSchema,
  referralCodeUpdateRequestSchema,
  referralUseRequestSchema,
  replaceProofRequestSchema,
  resendEmailRequestSchema,
  revisionIdRequestSchema,
  revisionUpdateRequestSchema,
  storeDesignImageRequestSchema,
  storeInvitationPhotoRequestSchema,
  storeProofRequestSchema,
  updateProofRequestSchema,
  listOrdersRequestSchema,
} from './rpc-requests';

/**
 * One RPC as both ends know it: the pattern on the wire, the service whose queue answers it, and
 * the request's schema, which the answering service applies before its handler runs (@Handles). A
 * caller sends the schema's input (`RequestOf`); the handler reads its output (`ParsedRequestOf`),
 * so a field the schema does not carry cannot be read. The answer's type exists only for the
 * compiler: the gateway's `rpc.call(contract, request)` infers it, and a service's
 * `@Handles(contract)` refuses a handler whose payload or answer disagrees.
 */
export interface RpcContract<
  Service extends ServiceName = ServiceName,
  Schema extends z.ZodType = z.ZodType,
  Response = unknown,
> {
  readonly service: Service;
  readonly pattern: string;
  readonly schema: Schema;
  /**
   * The least time a caller waits for the answer, when the work may queue behind others longer
   * than the callers' usual RPC timeout (an image is prepared after those before it).
   */
  readonly timeoutMs?: number;
  /** Never set: carries the answer's type. */
  readonly answer?: Answer<Response>;
}

/** The type of an RPC's answer, for the compiler only: `answer<Package[]>()`. */
export interface Answer<Response> {
  readonly response: Response;
}
export const answer = <Response>(): Answer<Response> | undefined => undefined;

export type RequestOf<C extends RpcContract> = z.input<C['schema']>;
export type ParsedRequestOf<C extends RpcContract> = z.output<C['schema']>;
export type ResponseOf<C extends RpcContract> = NonNullable<C['answer']>['response'];

/** Answers small enough to be named here, where their patterns are: the API document shows them. */
export const deletedSchema = z.object({ deleted: z.literal(true) });
export type Deleted = z.infer<typeof deletedSchema>;
export const messageAnswerSchema = z.object({ message: z.string() });
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

function answeredBy<Service extends ServiceName>(service: Service) {
  return <Schema extends z.ZodType, Response>(
    pattern: string,
    schema: Schema,
    _answer: Answer<Response> | undefined,
    options: { timeoutMs?: number } = {},
  ): RpcContract<Service, Schema, Response> => ({ service, pattern, schema, ...options });
}

/**
 * An upload is made into a picture after the ones before it: each gateway sends at most
 * UPLOADS_AT_ONCE, which proof-storage decodes two at a time; a slow or busy machine must not
 * turn that queue into a 504 for the couple whose file is already in. Below the front's 30 s
 * wait for an answer (infra/nginx, proxy_read_timeout), with room for the confirmation after it.
 */
export const PREPARE_IMAGE_TIMEOUT_MS = 20_000;

const catalogue = answeredBy('catalogue');
const ordering = answeredBy('ordering');
const proofStorage = answeredBy('proofStorage');
const reporting = answeredBy('reporting');
const notifications = answeredBy('notifications');

export const CATALOGUE = {
  listPackages: catalogue('catalogue.packages.list', noRequestSchema, answer<Package[]>()),
  createPackage: catalogue('catalogue.packages.create', packageInputSchema, answer<Package>()),
  updatePackage: catalogue('catalogue.packages.update', packageUpdateRequestSchema, answer<Package>()),
  deletePackage: catalogue('catalogue.packages.delete', packageIdRequestSchema, answer<Deleted>()),
  listAddons: catalogue('catalogue.addons.list', noRequestSchema, answer<Addon[]>()),
  createAddon: catalogue('catalogue.addons.create', addonInputSchema, answer<Addon>()),
  updateAddon: catalogue('catalogue.addons.update', addonUpdateRequestSchema, answer<Addon>()),
  deleteAddon: catalogue('catalogue.addons.delete', addonIdRequestSchema, answer<Deleted>()),
  listDesigns: catalogue('catalogue.designs.list', noRequestSchema, answer<Design[]>()),
  listDesignsForPackage: catalogue(
    'catalogue.designs.for-package',
    designsForPackageRequestSchema,
    answer<DesignForPackage[]>(),
  ),
  createDesign: catalogue('catalogue.designs.create', designInputSchema, answer<Design>()),
  updateDesign: catalogue('catalogue.designs.update', designUpdateRequestSchema, answer<Design>()),
  deleteDesign: catalogue('catalogue.designs.delete', designIdRequestSchema, answer<Deleted>()),
  /** The upload form's design: the catalogue names it and checks the package it is for. */
  createUploadedDesign: catalogue(
    'catalogue.designs.create-uploaded',
    designUploadRequestSchema,
    answer<Design>(),
  ),
  quote: catalogue('catalogue.quote', catalogueQuoteRequestSchema, answer<CatalogueQuote>()),
} as const;

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

export const PROOF_STORAGE = {
  storeProof: proofStorage('proofs.store', storeProofRequestSchema, answer<ProofView>()),
  /** The couple's new picture for a pending or rejected proof, which then waits for a decision. */
  replaceProof: proofStorage('proofs.replace', replaceProofRequestSchema, answer<ProofView>()),
  startUpload: proofStorage('uploads.start', noRequestSchema, answer<StartedUpload>()),
  prepareImage: proofStorage('uploads.prepare-image', prepareImageRequestSchema, answer<PreparedImage>(), {
    timeoutMs: PREPARE_IMAGE_TIMEOUT_MS,
  }),
  getProof: proofStorage('proofs.get', proofRequestSchema, answer<ProofView>()),
  getProofImage: proofStorage('proofs.image', proofRequestSchema, answer<StoredImage>()),
  updateProof: proofStorage('proofs.update', updateProofRequestSchema, answer<ProofView>()),
  deleteProof: proofStorage('proofs.delete', proofRequestSchema, answer<Deleted>()),
  storeDesignImage: proofStorage(
    'design-images.store',
    storeDesignImageRequestSchema,
    answer<StoredDesignImage>(),
  ),
  getDesignImage: proofStorage('design-images.get', designImageRequestSchema, answer<StoredImage>()),
  deleteDesignImage: proofStorage('design-images.delete', designImageRequestSchema, answer<Deleted>()),
  /** Keeps a prepared upload as one of an order's photos (at most INVITATION_LIMITS.photos). */
  storeInvitationPhoto: proofStorage(
    'invitation-photos.store',
    storeInvitationPhotoRequestSchema,
    answer<InvitationPhoto>(),
  ),
  listInvitationPhotos: proofStorage(
    'invitation-photos.list',
    invitationPhotosRequestSchema,
    answer<InvitationPhoto[]>(),
  ),
  getInvitationPhoto: proofStorage(
    'invitation-photos.image',
    invitationPhotoRequestSchema,
    answer<StoredImage>(),
  ),
  deleteInvitationPhoto: proofStorage(
    'invitation-photos.delete',
    invitationPhotoRequestSchema,
    answer<Deleted>(),
  ),
} as const;

export const REPORTING = {
  balance: reporting('reporting.balance', noRequestSchema, answer<BalanceSummary>()),
} as const;

export const NOTIFICATIONS = {
  /** The emails about one order, oldest first, as the admin sees them beside it. */
  forOrder: notifications('notifications.for-order', emailsForOrderRequestSchema, answer<EmailList>()),
  /** Emails parked after failing (or refused for their address), newest first. */
  undelivered: notifications('notifications.undelivered', noRequestSchema, answer<EmailList>()),
  /** Sends an email again, as a new email beside the first. */
  resend: notifications('notifications.resend', resendEmailRequestSchema, answer<EmailRecord>()),
} as const;

/** The one map: every pattern, by the service that answers it. */
export const RPC_CONTRACTS = {
  catalogue: CATALOGUE,
  ordering: ORDERING,
  proofStorage: PROOF_STORAGE,
  reporting: REPORTING,
  notifications: NOTIFICATIONS,
} as const;

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
