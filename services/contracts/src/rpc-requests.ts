import { z } from 'zod';
import {
  addonInputSchema,
  designIdSchema,
  designInputSchema,
  numericIdSchema,
  packageInputSchema,
} from './catalogue';
import { cartSchema } from './cart';
import { customerSchema } from './customer';
import { adminOrdersQuerySchema, CLIENT_ID_PATTERN, orderUpdateSchema } from './admin';
import { holidayDaySchema } from './holidays';
import { invitationPhotoIdSchema } from './invitation-data';
import { pagePhotoKeySchema } from './invitation-page';
import { ORDER_ID_PATTERN } from './order-id';
import { orderIdSchema, orderSecretSchema } from './order-id';
import { PAYMENT_HISTORY_MAX_PAGE } from './payments';
import {
  designImageKeySchema,
  proofCustomerSchema,
  proofOrderIdSchema,
  proofUpdateSchema,
  UPLOAD_KINDS,
  uploadIdSchema,
} from './proofs';
import { optionalReferral, referralCodeInputSchema, referralCodeSchema } from './referral-codes';
import { revisionUpdateSchema, REVISION_MESSAGES } from './revisions';
import { optionalText, requiredText, wholeNumber } from './validation';

/**
 * The requests of the RPCs whose payload is not a form of the public API: what a service accepts
 * from the gateway (or another caller) on its queue. Each contract (rpc-contracts.ts) carries its
 * schema; the service applies it before the handler runs (@Handles), so the types below, being the
 * schemas' outputs, are exactly what a handler may read.
 */

/** A pattern that takes nothing: the payload on the wire is `{}`. */
export const noRequestSchema = z.object({}, { error: 'Permintaan tidak valid.' }).strict();
export type NoRequest = Record<string, never>;

const request = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: 'Permintaan tidak valid.' });

// Catalogue.

export const packageIdRequestSchema = request({ id: numericIdSchema('ID paket') });
export const addonIdRequestSchema = request({ id: numericIdSchema('ID add-on') });
export const designIdRequestSchema = request({ id: designIdSchema });
export const packageUpdateRequestSchema = packageIdRequestSchema.extend({ input: packageInputSchema });
export const addonUpdateRequestSchema = addonIdRequestSchema.extend({ input: addonInputSchema });
export const designUpdateRequestSchema = designIdRequestSchema.extend({ input: designInputSchema });
export const designsForPackageRequestSchema = request({ packageId: numericIdSchema('ID paket') });

/** The /upload-image form's design: a name, the package it is for and its stored image. */
export const designUploadRequestSchema = request({
  name: requiredText('Nama desain', 100),
  packageId: numericIdSchema('ID paket'),
  image_url: requiredText('URL gambar', 500),
});
export type DesignUploadRequest = z.output<typeof designUploadRequestSchema>;

const lookupName = (label: string) => requiredText(label, 100);

/**
 * What a cart refers to. The web app names packages, designs and add-ons by id; a cart written from
 * PRODUCT.md section 3 names them (packageName, designName, add-on title), and the catalogue resolves
 * those names: matched whole after trimming, case-insensitively.
 */
export const catalogueQuoteRequestSchema = request({
  packageIds: z.array(numericIdSchema('ID paket')).max(1000),
  addonIds: z.array(numericIdSchema('ID add-on')).max(1000),
  designIds: z.array(requiredText('ID desain', 50)).max(1000),
  /** Package names to resolve; the base-features package is never one of their matches. */
  packageNames: z.array(lookupName('Nama paket')).max(1000).optional(),
  addonTitles: z.array(lookupName('Judul add-on')).max(1000).optional(),
  /** Designs named for a package: only designs that allow that package match. */
  designNames: z
    .array(
      request({
        name: lookupName('Nama desain'),
        packageId: numericIdSchema('ID paket').optional(),
        packageName: lookupName('Nama paket').optional(),
      }),
    )
    .max(1000)
    .optional(),
});
export type CatalogueQuoteRequest = z.output<typeof catalogueQuoteRequestSchema>;
/** A design asked for by name, for the package given by id or, failing that, by name. */
export type DesignNameLookup = NonNullable<CatalogueQuoteRequest['designNames']>[number];

// Ordering: checkout.

/** A checkout's cart and customer, as the gateway checked them (createPaymentSchema). */
const checkout = {
  cart: cartSchema,
  customer: customerSchema,
  referralCode: optionalReferral,
};

export const createPaymentRequestSchema = request(checkout);
export type CreatePaymentRequest = z.output<typeof createPaymentRequestSchema>;

export const placeManualOrderRequestSchema = request({
  ...checkout,
  orderId: orderIdSchema,
  orderSecret: orderSecretSchema,
  /** The client that placed it, as a key that names no one (the gateway's clientOrigin). */
  origin: z.string().max(200).optional(),
});
export type PlaceManualOrderRequest = z.output<typeof placeManualOrderRequestSchema>;

export const manualOrderRequestSchema = request({ orderId: orderIdSchema, orderSecret: orderSecretSchema });

export const confirmManualRequestSchema = request({
  ...checkout,
  orderId: orderIdSchema,
  orderSecret: orderSecretSchema.optional(),
  /** The confirmation came with a picture of the transfer (kept by proof-storage). */
  withProof: z.boolean().optional(),
});
export type ConfirmManualRequest = z.output<typeof confirmManualRequestSchema>;

export const orderIdOnlyRequestSchema = request({ orderId: orderIdSchema });
export const clientPageRequestSchema = request({
  clientId: z.string().regex(CLIENT_ID_PATTERN, { error: 'Undangan tidak ditemukan.' }),
});
/** A Midtrans notification as it arrived: ordering checks its signature and reads it. */
export const notificationRequestSchema = request({ body: z.unknown() });

/** What ordering is asked for an order's payments; the owner's proof, when the caller gave one. */
export const pendingPaymentsRequestSchema = request({
  orderId: orderIdSchema,
  phone: customerSchema.shape.phone.optional(),
  orderSecret: orderSecretSchema.optional(),
});
export type PendingPaymentsRequest = z.output<typeof pendingPaymentsRequestSchema>;

export const reconcileRequestSchema = request({
  olderThanMs: wholeNumber('Umur pembayaran', 0, 365 * 24 * 3600 * 1000),
});

/** A page of the payment history: after a cursor and of a size, or the first. */
export const paymentHistoryRequestSchema = request({
  /** Where the page before ended: its last payment's creation time (microseconds, ISO) and order id; omitted for the first page. */
  after: z
    .object({
      createdAt: z.iso.datetime({ offset: true, precision: 6, error: 'Kursor riwayat tidak valid.' }),
      orderId: z.string().regex(ORDER_ID_PATTERN, { error: 'Kursor riwayat tidak valid.' }),
    })
    .optional(),
  /** Payments per page, 1..PAYMENT_HISTORY_MAX_PAGE; PAYMENT_HISTORY_MAX_PAGE when left out. */
  limit: z
    .number({ error: 'Ukuran halaman tidak valid.' })
    .int({ error: 'Ukuran halaman tidak valid.' })
    .min(1, { error: 'Ukuran halaman tidak valid.' })
    .max(PAYMENT_HISTORY_MAX_PAGE, { error: `Ukuran halaman maksimal ${PAYMENT_HISTORY_MAX_PAGE}.` })
    .default(PAYMENT_HISTORY_MAX_PAGE),
});
export type PaymentHistoryRequest = z.output<typeof paymentHistoryRequestSchema>;
export type PaymentHistoryCursor = NonNullable<PaymentHistoryRequest['after']>;

// Ordering: referral codes.

export const referralCodeRequestSchema = request({ code: referralCodeSchema });
export const referralUseRequestSchema = request({
  code: referralCodeSchema,
  orderId: orderIdSchema,
  orderSecret: orderSecretSchema.optional(),
});
export const referralCodeUpdateRequestSchema = referralCodeRequestSchema.extend({
  input: referralCodeInputSchema,
});

// Ordering: the back office.

/** An order's row in the back office (the admin's /orders), by its number. */
/** The admin's orders as the gateway parsed the query (adminOrdersQuerySchema): showCompleted a boolean. */
export const listOrdersRequestSchema = adminOrdersQuerySchema.extend({
  showCompleted: z.boolean({ error: 'showCompleted harus true atau false.' }).default(false),
});

export const orderRowIdSchema = z.string().regex(/^\d{1,18}$/, { error: 'ID pesanan tidak valid.' });
export const orderRowRequestSchema = request({ id: orderRowIdSchema });
export const orderUpdateRequestSchema = orderRowRequestSchema.extend({ input: orderUpdateSchema });

/** ORDERING.paymentsOverview: revenue since an instant, and manual payments awaiting proof review. */
export const paymentsOverviewRequestSchema = request({
  /** Start of the day (ISO instant) whose paid revenue is summed. */
  since: z.iso.datetime({ offset: true, error: 'Waktu tidak valid.' }),
  /** How many of the newest manual payments awaiting review to list. */
  latest: wholeNumber('Jumlah', 0, 100),
});
export type AdminPaymentsOverviewRequest = z.output<typeof paymentsOverviewRequestSchema>;

export const proofQueueRequestSchema = request({ limit: wholeNumber('Jumlah', 1, 100).default(20) });
export const holidayDayRequestSchema = request({ day: holidayDaySchema });

export const revisionIdRequestSchema = request({ id: z.uuid({ error: REVISION_MESSAGES.notFound }) });
export const revisionUpdateRequestSchema = revisionIdRequestSchema.extend({ input: revisionUpdateSchema });

// Proof storage.

/** An upload started by startUpload and filled by the gateway; the proof's new image. */
const newImage = { uploadId: uploadIdSchema.optional() };

export const storeProofRequestSchema = proofCustomerSchema.extend(newImage);
export type StoreProofRequest = z.output<typeof storeProofRequestSchema>;

export const updateProofRequestSchema = proofUpdateSchema.extend({
  ...newImage,
  /** The admin making the change, named in the payment's history when the status moves. */
  changedBy: optionalText('Admin', 200).optional(),
});
export type UpdateProofRequest = z.output<typeof updateProofRequestSchema>;

export const proofRequestSchema = request({ orderId: proofOrderIdSchema });
export const replaceProofRequestSchema = proofRequestSchema.extend({ uploadId: uploadIdSchema });
export const prepareImageRequestSchema = request({ uploadId: uploadIdSchema, kind: z.enum(UPLOAD_KINDS) });
export const storeDesignImageRequestSchema = request({ uploadId: uploadIdSchema });
export type StoreDesignImageRequest = z.output<typeof storeDesignImageRequestSchema>;
export const designImageRequestSchema = request({ key: designImageKeySchema });

export const invitationPhotosRequestSchema = request({ orderId: orderIdSchema });
export const storeInvitationPhotoRequestSchema = invitationPhotosRequestSchema.extend({
  uploadId: uploadIdSchema,
});
export const invitationPhotoRequestSchema = invitationPhotosRequestSchema.extend({
  photoId: invitationPhotoIdSchema,
});
/** The order's photos on a page published until `until` (its closes_at): kept at least that long. */
export const keepPagePhotosRequestSchema = invitationPhotosRequestSchema.extend({
  until: z.iso.datetime({ offset: true, error: 'Tanggal tidak valid.' }),
});
export const pagePhotoRequestSchema = request({ key: pagePhotoKeySchema });

// Notifications.

export const emailsForOrderRequestSchema = request({ orderId: orderIdSchema });
export const resendEmailRequestSchema = request({
  id: z.uuid({ error: 'Email tidak ditemukan.' }),
  requestedBy: requiredText('Admin', 200),
});
