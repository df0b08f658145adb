import {
  baseTheme,
  CATALOGUE,
  invitationCompleteSchema,
  INVITATIONS,
  ORDERING,
  pageSectionsFor,
  PROOF_STORAGE,
  type AdminOrderRow,
  type InvitationLookup,
  type InvitationPreviewRequest,
  type InvitationTheme,
  type InvitationView,
  type PagePhoto,
  type PublishOptions,
  type PublishedAnswer,
} from '@undangan/contracts';
import { HttpError } from '../http/http-error';
import type { ServiceClients } from '../rpc/service-clients';
import { splitLinkOf } from './split-link';
import { coupleTrack } from './invitation-music';

export const PUBLISH_MESSAGES = {
  noClientId: 'Isi Client ID pesanan ini terlebih dahulu: alamat undangan dibuat dari Client ID.',
  notSubmitted: 'Pasangan belum mengirim data undangan lengkap, sehingga undangan belum dapat diterbitkan.',
  onHold: 'Pesanan ini sedang ditahan, sehingga undangan tidak dapat diterbitkan.',
} as const;

/** The theme of the design an order names, or the base theme when the catalogue has no such design. */
export async function themeOfDesign(
  rpc: ServiceClients,
  designName: string,
  requestId: string,
): Promise<InvitationTheme> {
  const designs = await rpc.call(CATALOGUE.listDesigns, {}, requestId);
  const design = designs.find((d) => d.name === designName);
  return design?.theme ?? baseTheme(design?.image_url ?? null);
}

/**
 * The order's photos as its page shows them, in the couple's order. proof-storage makes each photo's
 * sized files the first time it is asked (a preview, or publishing) and answers those ever after,
 * so a preview costs a read once the photos have been seen.
 */
export function pagePhotosOf(rpc: ServiceClients, orderId: string, requestId: string): Promise<PagePhoto[]> {
  return rpc.call(PROOF_STORAGE.pagePhotos, { orderId }, requestId);
}

/** An order's row and its couple's data, as the admin's preview and publishing read them. */
export async function orderForPage(
  rpc: ServiceClients,
  id: string,
  requestId: string,
): Promise<{ order: AdminOrderRow; view: InvitationView; theme: InvitationTheme }> {
  const [order, view] = await Promise.all([
    rpc.call(ORDERING.getOrder, { id }, requestId),
    rpc.call(ORDERING.adminInvitation, { id }, requestId),
  ]);
  return { order, view, theme: await themeOfDesign(rpc, order.design, requestId) };
}

/**
 * "Terbitkan": the couple's data as they sent it and their photos (proof-storage's sized files),
 * drawn with their design's theme, published at the order's client id (reads at publishing:
 * ordering keeps the data, catalogue the theme; the invitations service keeps the page as
 * published; proof-storage keeps the photos until the page closes). Then the order's client URL
 * is the page's address and the order is completed, which sends the couple the "invitation ready"
 * email. Every step is safe to repeat, so a failure after the first is mended by pressing again;
 * a revision applied later is published the same way, as the page's next version.
 */
export async function publishInvitation(
  rpc: ServiceClients,
  id: string,
  requestId: string,
  completeOrder: (order: AdminOrderRow, pageUrl: string) => Promise<unknown>,
  options: PublishOptions = { split: null },
): Promise<PublishedAnswer> {
  const { order, view, theme } = await orderForPage(rpc, id, requestId);
  if (!order.client_id) throw new HttpError('conflict', PUBLISH_MESSAGES.noClientId);
  if (order.hold_reason) throw new HttpError('conflict', PUBLISH_MESSAGES.onHold);
  const data = invitationCompleteSchema.safeParse(view.data);
  if (!view.submitted_at || !data.success) throw new HttpError('conflict', PUBLISH_MESSAGES.notSubmitted);
  const split = splitLinkOf(order, options.split, data.data.events.length);
  const { photos, music } = await mediaOf(rpc, order.order_id, data.data.music, requestId);
  const published = await rpc.call(
    INVITATIONS.publish,
    {
      client_id: order.client_id,
      order_id: order.order_id,
      package: order.package,
      design: order.design,
      sections: pageSectionsFor(order.package),
      theme,
      data: data.data,
      photos,
      music,
      split,
    },
    requestId,
  );
  // The photos outlive their retention while the page shows them (safe to repeat, never shortened).
  await rpc.call(
    PROOF_STORAGE.keepPagePhotos,
    { orderId: order.order_id, until: published.closes_at },
    requestId,
  );
  await completeOrder(order, published.page_url);
  return published;
}

/** An order's photos as its page shows them and the track its couple chose, asked at once. */
async function mediaOf(rpc: ServiceClients, orderId: string, musicChoice: string, requestId: string) {
  const [photos, music] = await Promise.all([
    pagePhotosOf(rpc, orderId, requestId),
    coupleTrack(rpc, musicChoice, requestId),
  ]);
  return { photos, music };
}

/** The admin's look at an order's page before (or after) publishing, with a sample guest's name. */
export async function previewOrderPage(rpc: ServiceClients, id: string, requestId: string) {
  const { order, view, theme } = await orderForPage(rpc, id, requestId);
  const { photos, music } = await mediaOf(rpc, order.order_id, view.data.music, requestId);
  return rpc.call(
    INVITATIONS.preview,
    {
      package: order.package,
      design: order.design,
      theme,
      data: view.data,
      photos,
      music,
      guest_name: SAMPLE_GUEST_NAME,
    },
    requestId,
  );
}

/**
 * The couple's look at their page from their data form, as typed (saved or not): their order's
 * package and design, read with their order id and phone, and its theme.
 */
export async function previewCouplePage(
  rpc: ServiceClients,
  request: InvitationPreviewRequest,
  requestId: string,
) {
  const { order_id, phone, data } = request;
  const view = await rpc.call(ORDERING.invitationData, { order_id, phone }, requestId);
  const [theme, { photos, music }] = await Promise.all([
    themeOfDesign(rpc, view.design, requestId),
    mediaOf(rpc, view.order_id, data.music, requestId),
  ]);
  return rpc.call(
    INVITATIONS.preview,
    {
      package: view.package,
      design: view.design,
      theme,
      data,
      photos,
      music,
      guest_name: SAMPLE_GUEST_NAME,
    },
    requestId,
  );
}

/**
 * What guests answered on the couple's page, for the couple where they follow their order: asked
 * with the order id and phone (ordering says whether they hold the order), then of invitations.
 */
export async function coupleResponses(rpc: ServiceClients, lookup: InvitationLookup, requestId: string) {
  await rpc.call(ORDERING.invitationData, lookup, requestId);
  return rpc.call(INVITATIONS.responses, { order_id: lookup.order_id }, requestId);
}

/** The name a preview greets: a guest as the couple's own links will name them. */
export const SAMPLE_GUEST_NAME = 'Bapak Ahmad Sutanto & Keluarga';
