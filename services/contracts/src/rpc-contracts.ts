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
  ADMIN_RPC,
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
  ORDERING_RPC,
  OrderLookupInput,
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
  PROOF_STORAGE_RPC,
  ProofView,
  StoreDesignImageRequest,
  StoredDesignImage,
  StoredImage,
  StoreProofRequest,
  UpdateProofRequest,
} from './proofs';
import { BalanceSummary, REPORTING_RPC } from './reporting';
import { CATALOGUE_RPC, ServiceName } from './rpc';

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
  return <Request, Response>(pattern: string, schema?: z.ZodType<Request>) =>
    ({ service, pattern, schema }) as RpcContract<Service, Request, Response>;
}

const catalogue = answeredBy('catalogue');
const ordering = answeredBy('ordering');
const proofStorage = answeredBy('proofStorage');
const reporting = answeredBy('reporting');

export const CATALOGUE = {
  listPackages: catalogue<NoRequest, Package[]>(CATALOGUE_RPC.listPackages),
  createPackage: catalogue<PackageInput, Package>(CATALOGUE_RPC.createPackage),
  updatePackage: catalogue<{ id: number; input: PackageInput }, Package>(CATALOGUE_RPC.updatePackage),
  deletePackage: catalogue<{ id: number }, Deleted>(CATALOGUE_RPC.deletePackage),
  listAddons: catalogue<NoRequest, Addon[]>(CATALOGUE_RPC.listAddons),
  createAddon: catalogue<AddonInput, Addon>(CATALOGUE_RPC.createAddon),
  updateAddon: catalogue<{ id: number; input: AddonInput }, Addon>(CATALOGUE_RPC.updateAddon),
  deleteAddon: catalogue<{ id: number }, Deleted>(CATALOGUE_RPC.deleteAddon),
  listDesigns: catalogue<NoRequest, Design[]>(CATALOGUE_RPC.listDesigns),
  listDesignsForPackage: catalogue<{ packageId: number }, DesignForPackage[]>(
    CATALOGUE_RPC.listDesignsForPackage,
  ),
  createDesign: catalogue<DesignInput, Design>(CATALOGUE_RPC.createDesign),
  updateDesign: catalogue<{ id: string; input: DesignInput }, Design>(CATALOGUE_RPC.updateDesign),
  deleteDesign: catalogue<{ id: string }, Deleted>(CATALOGUE_RPC.deleteDesign),
  /** The upload form's design: the catalogue names it and checks the package it is for. */
  createUploadedDesign: catalogue<DesignUploadRequest, Design>(CATALOGUE_RPC.createUploadedDesign),
  quote: catalogue<CatalogueQuoteRequest, CatalogueQuote>(CATALOGUE_RPC.quote),
} as const;

export const ORDERING = {
  createOrderId: ordering<NoRequest, CreateOrderIdResult>(ORDERING_RPC.createOrderId),
  createPayment: ordering<CreateTransactionRequest, CreateTransactionResult>(ORDERING_RPC.createTransaction),
  notePopupClosed: ordering<{ orderId: string }, z.infer<typeof messageAnswerSchema>>(
    ORDERING_RPC.notePopupClosed,
  ),
  confirmManualPayment: ordering<ConfirmManualRequest, ConfirmManualResult>(
    ORDERING_RPC.confirmManualPayment,
  ),
  /** Every check confirmManualPayment makes, recording nothing: asked before the proof is read. */
  checkManualPayment: ordering<ConfirmManualRequest, ConfirmManualResult>(ORDERING_RPC.checkManualPayment),
  /** The undo of confirmManualPayment when its proof could not be stored (flows/manual-confirmation). */
  withdrawManualPayment: ordering<{ orderId: string }, { withdrawn: boolean }>(
    ORDERING_RPC.withdrawManualPayment,
  ),
  /** Where a client's invitation lives (the storefront's /:clientID): public. */
  clientPage: ordering<{ clientId: string }, ClientInvitation>(ORDERING_RPC.clientPage),
  handleNotification: ordering<{ body: unknown }, z.infer<typeof notificationAnswerSchema>>(
    ORDERING_RPC.handleNotification,
  ),
  pendingPayments: ordering<PendingPaymentsRequest, z.infer<typeof pendingPaymentsSchema>>(
    ORDERING_RPC.pendingTransactions,
  ),
  reconcilePending: ordering<{ olderThanMs: number }, ReconcilePassResult>(ORDERING_RPC.reconcilePending),
  paymentHistory: ordering<PaymentHistoryRequest, PaymentHistoryPage>(ORDERING_RPC.paymentHistory),
  trackOrder: ordering<OrderLookupInput, OrderTracking>(ORDERING_RPC.trackOrder, orderLookupSchema),
  orderReceipt: ordering<OrderLookupInput, OrderReceipt>(ORDERING_RPC.orderReceipt, orderLookupSchema),
  validateReferral: ordering<{ code: string }, z.infer<typeof referralDiscountSchema>>(
    ORDERING_RPC.validateReferral,
  ),
  useReferral: ordering<
    { code: string; orderId: string; orderSecret?: string },
    z.infer<typeof referralUseSchema>
  >(ORDERING_RPC.useReferral),
  checkReferral: ordering<{ orderId: string }, z.infer<typeof referralCheckSchema>>(
    ORDERING_RPC.checkReferral,
  ),
  listReferralCodes: ordering<NoRequest, ReferralCodeView[]>(ORDERING_RPC.listReferralCodes),
  createReferralCode: ordering<ReferralCodeInput, ReferralCodeView>(ORDERING_RPC.createReferralCode),
  updateReferralCode: ordering<{ code: string; input: ReferralCodeInput }, ReferralCodeView>(
    ORDERING_RPC.updateReferralCode,
  ),
  deactivateReferralCode: ordering<{ code: string }, ReferralCodeView>(ORDERING_RPC.deactivateReferralCode),
  listPayments: ordering<AdminPaymentsQuery, Page<AdminPaymentRow>>(
    ADMIN_RPC.listPayments,
    adminPaymentsQuerySchema,
  ),
  paymentDetail: ordering<{ orderId: string }, AdminPaymentDetail>(ADMIN_RPC.paymentDetail),
  exportPayments: ordering<AdminPaymentsQuery, { csv: string; truncated: boolean }>(
    ADMIN_RPC.exportPayments,
    adminPaymentsQuerySchema,
  ),
  listOrders: ordering<AdminOrdersQuery, Page<AdminOrderRow>>(ADMIN_RPC.listOrders, adminOrdersQuerySchema),
  updateOrder: ordering<{ id: string; input: OrderUpdateInput }, z.infer<typeof orderUpdatedSchema>>(
    ADMIN_RPC.updateOrder,
  ),
  getOrder: ordering<{ id: string }, AdminOrderRow>(ADMIN_RPC.getOrder),
  paymentsOverview: ordering<AdminPaymentsOverviewRequest, AdminPaymentsOverview>(ADMIN_RPC.paymentsOverview),
  proofQueue: ordering<{ limit: number }, z.infer<typeof proofQueueAnswerSchema>>(ADMIN_RPC.proofQueue),
} as const;

export const PROOF_STORAGE = {
  storeProof: proofStorage<StoreProofRequest, ProofView>(PROOF_STORAGE_RPC.storeProof),
  startUpload: proofStorage<NoRequest, StartedUpload>(PROOF_STORAGE_RPC.startUpload),
  prepareImage: proofStorage<{ uploadId: string; kind: UploadKind }, PreparedImage>(
    PROOF_STORAGE_RPC.prepareImage,
  ),
  getProof: proofStorage<{ orderId: string }, ProofView>(PROOF_STORAGE_RPC.getProof),
  getProofImage: proofStorage<{ orderId: string }, StoredImage>(PROOF_STORAGE_RPC.getProofImage),
  updateProof: proofStorage<UpdateProofRequest, ProofView>(PROOF_STORAGE_RPC.updateProof),
  deleteProof: proofStorage<{ orderId: string }, Deleted>(PROOF_STORAGE_RPC.deleteProof),
  storeDesignImage: proofStorage<StoreDesignImageRequest, StoredDesignImage>(
    PROOF_STORAGE_RPC.storeDesignImage,
  ),
  getDesignImage: proofStorage<{ key: string }, StoredImage>(PROOF_STORAGE_RPC.getDesignImage),
  deleteDesignImage: proofStorage<{ key: string }, Deleted>(PROOF_STORAGE_RPC.deleteDesignImage),
} as const;

export const REPORTING = {
  balance: reporting<NoRequest, BalanceSummary>(REPORTING_RPC.balance),
} as const;

/** The one map: every pattern, by the service that answers it. */
export const RPC_CONTRACTS = {
  catalogue: CATALOGUE,
  ordering: ORDERING,
  proofStorage: PROOF_STORAGE,
  reporting: REPORTING,
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
