import { z } from 'zod';
import {
  AdminOrderRow,
  adminOrderRowSchema,
  AdminOrdersQuery,
  AdminPaymentDetail,
  AdminPaymentRow,
  adminPaymentRowSchema,
  AdminPaymentsOverview,
  AdminPaymentsOverviewRequest,
  AdminPaymentsQuery,
  adminOrdersQuerySchema,
  adminPaymentsQuerySchema,
  OrderUpdateInput,
  Page,
} from './admin';
import {
  Addon,
  AddonInput,
  CatalogueQuote,
  CatalogueQuoteRequest,
  Design,
  DesignForPackage,
  DesignInput,
  DesignUploadRequest,
  Package,
  PackageInput,
} from './catalogue';
import {
  ConfirmManualRequest,
  ConfirmManualResult,
  CreateOrderIdResult,
  CreateTransactionRequest,
  CreateTransactionResult,
  ManualOrder,
  OrderLookupInput,
  PlaceManualOrderRequest,
  orderLookupSchema,
  OrderReceipt,
  OrderTracking,
  PaymentHistoryPage,
  PaymentHistoryRequest,
  PendingPaymentsRequest,
  transactionLookupSchema,
} from './ordering';
import { ReferralCodeInput, ReferralCodeView } from './referral-codes';
import {
  PreparedImage,
  StartedUpload,
  UploadKind,
  ProofView,
  StoreDesignImageRequest,
  StoredDesignImage,
  StoredImage,
  StoreProofRequest,
  UpdateProofRequest,
} from './proofs';
import { EmailList, EmailRecord } from './notifications';
import { Holiday, HolidayInput, holidayInputSchema } from './holidays';
import { BalanceSummary } from './reporting';
import {
  AdminRevisionRow,
  AdminRevisionsQuery,
  adminRevisionsQuerySchema,
  OrderRevisions,
  RevisionRequest,
  revisionRequestSchema,
  RevisionUpdate,
  RevisionView,
} from './revisions';
import {
  InvitationAccess,
  InvitationLookup,
  invitationLookupSchema,
  InvitationPhoto,
  InvitationSave,
  invitationSaveSchema,
  InvitationView,
} from './invitation-data';
import { ServiceName } from './rpc';

/**
 * One RPC as both ends know it: the pattern on the wire, the service whose queue answers it, the
 * request's schema where one exists. Request and Response exist only for the compiler: the
 * gateway's `rpc.call(contract, request)` infers both, and a service's `@Handles(contract)` refuses
 * a handler whose payload or answer disagrees.
 */
export interface RpcContract<
  Service extends ServiceName = ServiceName,
  Request = unknown,
  Response = unknown,
> {
  readonly service: Service;
  readonly pattern: string;
  readonly schema?: z.ZodType<Request>;
  /**
   * The least time a caller waits for the answer, when the work may queue behind others longer
   * than the callers' usual RPC timeout (an image is prepared after those before it).
   */
  readonly timeoutMs?: number;
  /** Never set: carries the request and answer types. */
  readonly types?: { request: Request; response: Response };
}

export type RequestOf<C extends RpcContract> = NonNullable<C['types']>['request'];
export type ResponseOf<C extends RpcContract> = NonNullable<C['types']>['response'];

/** A pattern that takes nothing: the payload on the wire is `{}`. */
export type NoRequest = Record<string, never>;

/** Answers small enough to be named here, where their patterns are: the API document shows them. */
export const deletedSchema = z.object({ deleted: z.literal(true) });
export type Deleted = z.infer<typeof deletedSchema>;
export const messageAnswerSchema = z.object({ message: z.string() });
export const notificationAnswerSchema = z.object({ status: z.literal('ok'), outcome: z.string() });
export const referralDiscountSchema = z.object({ discount_percentage: z.number().int() });
export const referralUseSchema = messageAnswerSchema.extend(referralDiscountSchema.shape);
export const referralCheckSchema = z.object({ exists: z.boolean() });
export const pendingPaymentsSchema = z.object({ transactions: z.array(transactionLookupSchema) });
export const orderUpdatedSchema = z.object({ order: adminOrderRowSchema });
export const proofQueueAnswerSchema = z.object({
  count: z.number().int(),
  data: z.array(adminPaymentRowSchema),
});

function answeredBy<Service extends ServiceName>(service: Service) {
  return <Request, Response>(
    pattern: string,
    schema?: z.ZodType<Request>,
    options: { timeoutMs?: number } = {},
  ) => ({ service, pattern, schema, ...options }) as RpcContract<Service, Request, Response>;
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
  listPackages: catalogue<NoRequest, Package[]>('catalogue.packages.list'),
  createPackage: catalogue<PackageInput, Package>('catalogue.packages.create'),
  updatePackage: catalogue<{ id: number; input: PackageInput }, Package>('catalogue.packages.update'),
  deletePackage: catalogue<{ id: number }, Deleted>('catalogue.packages.delete'),
  listAddons: catalogue<NoRequest, Addon[]>('catalogue.addons.list'),
  createAddon: catalogue<AddonInput, Addon>('catalogue.addons.create'),
  updateAddon: catalogue<{ id: number; input: AddonInput }, Addon>('catalogue.addons.update'),
  deleteAddon: catalogue<{ id: number }, Deleted>('catalogue.addons.delete'),
  listDesigns: catalogue<NoRequest, Design[]>('catalogue.designs.list'),
  listDesignsForPackage: catalogue<{ packageId: number }, DesignForPackage[]>(
    'catalogue.designs.for-package',
  ),
  createDesign: catalogue<DesignInput, Design>('catalogue.designs.create'),
  updateDesign: catalogue<{ id: string; input: DesignInput }, Design>('catalogue.designs.update'),
  deleteDesign: catalogue<{ id: string }, Deleted>('catalogue.designs.delete'),
  /** The upload form's design: the catalogue names it and checks the package it is for. */
  createUploadedDesign: catalogue<DesignUploadRequest, Design>('catalogue.designs.create-uploaded'),
  quote: catalogue<CatalogueQuoteRequest, CatalogueQuote>('catalogue.quote'),
} as const;

export const ORDERING = {
  createOrderId: ordering<NoRequest, CreateOrderIdResult>('orders.create-order-id'),
  createPayment: ordering<CreateTransactionRequest, CreateTransactionResult>('payments.create'),
  notePopupClosed: ordering<{ orderId: string }, z.infer<typeof messageAnswerSchema>>(
    'payments.popup-closed',
  ),
  /** The manual transfer page's order, placed for the couple's email (order.placed). */
  placeManualOrder: ordering<PlaceManualOrderRequest, ManualOrder>('orders.place-manual'),
  /** A placed manual order, for the holder of its secret (the email's link, on any device). */
  manualOrder: ordering<{ orderId: string; orderSecret: string }, ManualOrder>('orders.manual-order'),
  confirmManualPayment: ordering<ConfirmManualRequest, ConfirmManualResult>('payments.confirm-manual'),
  /** Every check confirmManualPayment makes, recording nothing: asked before the proof is read. */
  checkManualPayment: ordering<ConfirmManualRequest, ConfirmManualResult>('payments.check-manual'),
  /** The undo of confirmManualPayment when its proof could not be stored (flows/manual-confirmation). */
  withdrawManualPayment: ordering<{ orderId: string }, { withdrawn: boolean }>('payments.withdraw-manual'),
  /** Where a client's invitation lives (the storefront's /:clientID): public. */
  clientPage: ordering<{ clientId: string }, ClientInvitation>('orders.client-page'),
  handleNotification: ordering<{ body: unknown }, z.infer<typeof notificationAnswerSchema>>(
    'payments.notification',
  ),
  pendingPayments: ordering<PendingPaymentsRequest, z.infer<typeof pendingPaymentsSchema>>(
    'payments.look-up',
  ),
  reconcilePending: ordering<{ olderThanMs: number }, ReconcilePassResult>('payments.reconcile-pending'),
  paymentHistory: ordering<PaymentHistoryRequest, PaymentHistoryPage>('payments.history'),
  trackOrder: ordering<OrderLookupInput, OrderTracking>('orders.track', orderLookupSchema),
  orderReceipt: ordering<OrderLookupInput, OrderReceipt>('orders.receipt', orderLookupSchema),
  /** May the asker send a new transfer proof for the order (asked before the file is read). */
  newProofAccess: ordering<OrderLookupInput, { order_id: string }>(
    'payments.new-proof-access',
    orderLookupSchema,
  ),
  /** The couple's new proof is kept: a rejected payment waits for a decision again. */
  takeNewProof: ordering<OrderLookupInput, OrderTracking>('payments.take-new-proof', orderLookupSchema),
  validateReferral: ordering<{ code: string }, z.infer<typeof referralDiscountSchema>>('referrals.validate'),
  useReferral: ordering<
    { code: string; orderId: string; orderSecret?: string },
    z.infer<typeof referralUseSchema>
  >('referrals.use'),
  checkReferral: ordering<{ orderId: string }, z.infer<typeof referralCheckSchema>>('referrals.check'),
  listReferralCodes: ordering<NoRequest, ReferralCodeView[]>('referrals.admin.list'),
  createReferralCode: ordering<ReferralCodeInput, ReferralCodeView>('referrals.admin.create'),
  updateReferralCode: ordering<{ code: string; input: ReferralCodeInput }, ReferralCodeView>(
    'referrals.admin.update',
  ),
  deactivateReferralCode: ordering<{ code: string }, ReferralCodeView>('referrals.admin.deactivate'),
  listPayments: ordering<AdminPaymentsQuery, Page<AdminPaymentRow>>(
    'admin.payments.list',
    adminPaymentsQuerySchema,
  ),
  paymentDetail: ordering<{ orderId: string }, AdminPaymentDetail>('admin.payments.detail'),
  exportPayments: ordering<AdminPaymentsQuery, { csv: string; truncated: boolean }>(
    'admin.payments.export',
    adminPaymentsQuerySchema,
  ),
  listOrders: ordering<AdminOrdersQuery, Page<AdminOrderRow>>('admin.orders.list', adminOrdersQuerySchema),
  updateOrder: ordering<{ id: string; input: OrderUpdateInput }, z.infer<typeof orderUpdatedSchema>>(
    'admin.orders.update',
  ),
  getOrder: ordering<{ id: string }, AdminOrderRow>('admin.orders.get'),
  paymentsOverview: ordering<AdminPaymentsOverviewRequest, AdminPaymentsOverview>('admin.payments.overview'),
  proofQueue: ordering<{ limit: number }, z.infer<typeof proofQueueAnswerSchema>>('admin.proofs.queue'),
  /** The holidays the admin keeps (no working day for a promised date), by day. */
  listHolidays: ordering<NoRequest, Holiday[]>('holidays.list'),
  addHoliday: ordering<HolidayInput, Holiday>('holidays.add', holidayInputSchema),
  removeHoliday: ordering<{ day: string }, Deleted>('holidays.remove'),
  /** The couple's invitation data ("Data Undangan"), for the holder of the order's phone. */
  invitationData: ordering<InvitationLookup, InvitationView>('invitations.get', invitationLookupSchema),
  /** Saves a draft as typed, over the version the browser last read. */
  saveInvitationDraft: ordering<InvitationSave, InvitationView>('invitations.save', invitationSaveSchema),
  /** "Kirim Data": the data is complete; the promised date counts from now. */
  submitInvitationData: ordering<InvitationLookup, InvitationView>(
    'invitations.submit',
    invitationLookupSchema,
  ),
  /** Whether the asker holds the order (and may still change it): asked before a photo is read or kept. */
  invitationAccess: ordering<InvitationLookup, InvitationAccess>(
    'invitations.access',
    invitationLookupSchema,
  ),
  /** The data of the order with this (admin) id, for the back office. */
  adminInvitation: ordering<{ id: string }, InvitationView>('admin.invitations.get'),
  /** A revision asked by the couple: free within their package's allowance, else priced to be paid. */
  requestRevision: ordering<RevisionRequest, RevisionView>('revisions.request', revisionRequestSchema),
  orderRevisions: ordering<InvitationLookup, OrderRevisions>('revisions.list', invitationLookupSchema),
  revisionQueue: ordering<AdminRevisionsQuery, AdminRevisionRow[]>(
    'admin.revisions.list',
    adminRevisionsQuerySchema,
  ),
  updateRevision: ordering<{ id: string; input: RevisionUpdate }, AdminRevisionRow>('admin.revisions.update'),
  getRevision: ordering<{ id: string }, AdminRevisionRow>('admin.revisions.get'),
} as const;

export const PROOF_STORAGE = {
  storeProof: proofStorage<StoreProofRequest, ProofView>('proofs.store'),
  /** The couple's new picture for a pending or rejected proof, which then waits for a decision. */
  replaceProof: proofStorage<{ orderId: string; uploadId: string }, ProofView>('proofs.replace'),
  startUpload: proofStorage<NoRequest, StartedUpload>('uploads.start'),
  prepareImage: proofStorage<{ uploadId: string; kind: UploadKind }, PreparedImage>(
    'uploads.prepare-image',
    undefined,
    { timeoutMs: PREPARE_IMAGE_TIMEOUT_MS },
  ),
  getProof: proofStorage<{ orderId: string }, ProofView>('proofs.get'),
  getProofImage: proofStorage<{ orderId: string }, StoredImage>('proofs.image'),
  updateProof: proofStorage<UpdateProofRequest, ProofView>('proofs.update'),
  deleteProof: proofStorage<{ orderId: string }, Deleted>('proofs.delete'),
  storeDesignImage: proofStorage<StoreDesignImageRequest, StoredDesignImage>('design-images.store'),
  getDesignImage: proofStorage<{ key: string }, StoredImage>('design-images.get'),
  deleteDesignImage: proofStorage<{ key: string }, Deleted>('design-images.delete'),
  /** Keeps a prepared upload as one of an order's photos (at most INVITATION_LIMITS.photos). */
  storeInvitationPhoto: proofStorage<{ orderId: string; uploadId: string }, InvitationPhoto>(
    'invitation-photos.store',
  ),
  listInvitationPhotos: proofStorage<{ orderId: string }, InvitationPhoto[]>('invitation-photos.list'),
  getInvitationPhoto: proofStorage<{ orderId: string; photoId: string }, StoredImage>(
    'invitation-photos.image',
  ),
  deleteInvitationPhoto: proofStorage<{ orderId: string; photoId: string }, Deleted>(
    'invitation-photos.delete',
  ),
} as const;

export const REPORTING = {
  balance: reporting<NoRequest, BalanceSummary>('reporting.balance'),
} as const;

export const NOTIFICATIONS = {
  /** The emails about one order, oldest first, as the admin sees them beside it. */
  forOrder: notifications<{ orderId: string }, EmailList>('notifications.for-order'),
  /** Emails parked after failing (or refused for their address), newest first. */
  undelivered: notifications<NoRequest, EmailList>('notifications.undelivered'),
  /** Sends an email again, as a new email beside the first. */
  resend: notifications<{ id: string; requestedBy: string }, EmailRecord>('notifications.resend'),
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
