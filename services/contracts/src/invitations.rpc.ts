import { z } from 'zod';
import {
  invitationThemeSchema,
  musicTrackSchema,
  pagePhotoSchema,
  PAGE_SECTIONS,
  rsvpInputSchema,
  wishInputSchema,
  wishSchema,
} from './invitation-page';
import { INVITATION_LIMITS, invitationCompleteSchema, invitationDraftSchema } from './invitation-data';
import type { MusicTracks } from './music';
import { noRequestSchema } from './rpc-requests';
import { CLIENT_ID_PATTERN } from './admin';
import { orderIdSchema } from './order-id';
import { domainNameSchema, type CustomDomainAnswer } from './custom-domain';
import { answer, answeredBy } from './rpc-contract';
import { GUEST_TOKEN_PATTERN } from './guests.rpc';
import { SPLIT_LINK_MESSAGES, splitLinkProblem } from './split-link';

const invitations = answeredBy('invitations');

/**
 * The first segments of the shop's own pages and files: never a couple's invitation (publishing
 * refuses them as client ids), so their requests never ask the invitations service.
 */
export const SHOP_PAGE_SEGMENTS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'assets',
  'cart',
  'checkout',
  'design-images',
  'details',
  'foto-undangan',
  'generated',
  'get-scroll',
  'health',
  'metrics',
  'payment',
  'pasangan',
  'pesanan',
  'privacy-policy',
  'upload-image',
]);

/** An invitation's address: letters, digits, '-' and '_', as the order's client id. */
export const clientIdSchema = z
  .string({ error: 'Undangan tidak ditemukan.' })
  .regex(CLIENT_ID_PATTERN, { error: 'Undangan tidak ditemukan.' });

/**
 * Who sent a guest's RSVP or wish, for the per-address limit: a keyed hash the gateway makes of
 * the address, never the address itself.
 */
const sourceSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** A guest's link token as a request carries it; a malformed one is no page, like an unknown one. */
const guestTokenSchema = z
  .string({ error: 'Undangan tidak ditemukan.' })
  .regex(GUEST_TOKEN_PATTERN, { error: 'Undangan tidak ditemukan.' });

const SHOP_ADDRESS_MESSAGE = 'Alamat undangan ini dipakai oleh halaman toko. Pilih alamat lain.';
const notShopPage = (id: string) => !SHOP_PAGE_SEGMENTS.has(id.toLowerCase());

/** An event's place in the couple's data (0 is their first). */
const eventIndexesSchema = z
  .array(
    z.number({ error: SPLIT_LINK_MESSAGES.unknownEvent }).int({ error: SPLIT_LINK_MESSAGES.unknownEvent }),
  )
  .max(INVITATION_LIMITS.events, { error: SPLIT_LINK_MESSAGES.unknownEvent })
  .transform((indexes) => [...new Set(indexes)].sort((a, b) => a - b));

/**
 * The Split Link's second address and the events each address shows (`splitLinkProblem` says what
 * else it must be: a second address unlike the first, at least one event each, events the couple has).
 */
export const splitLinkChoiceSchema = z.object({
  client_id: z
    .string({ error: SPLIT_LINK_MESSAGES.addressFormat })
    .trim()
    .regex(CLIENT_ID_PATTERN, { error: SPLIT_LINK_MESSAGES.addressFormat })
    .refine(notShopPage, { error: SHOP_ADDRESS_MESSAGE }),
  first_events: eventIndexesSchema,
  second_events: eventIndexesSchema,
});

/** The admin's "Terbitkan": with a second address when the order bought Split Link. */
export const publishOptionsSchema = z
  .object({ split: splitLinkChoiceSchema.nullable().default(null) })
  .default({ split: null });
export type PublishOptions = z.output<typeof publishOptionsSchema>;

/** What publishing needs: everything the page is drawn from (the service adds version and dates). */
export const publishInvitationRequestSchema = z
  .object({
    client_id: clientIdSchema.refine(notShopPage, { error: SHOP_ADDRESS_MESSAGE }),
    order_id: orderIdSchema,
    package: z.string().max(100),
    design: z.string().max(200),
    sections: z.array(z.enum(PAGE_SECTIONS)),
    theme: invitationThemeSchema,
    data: invitationCompleteSchema,
    photos: z.array(pagePhotoSchema).max(50),
    music: musicTrackSchema.nullable(),
    /** Split Link: the same page at a second address too, each showing its own events. */
    split: splitLinkChoiceSchema.nullable().default(null),
  })
  .superRefine((request, context) => {
    const problem =
      request.split && splitLinkProblem(request.split, request.client_id, request.data.events.length);
    if (problem) context.addIssue({ code: 'custom', path: ['split'], message: problem });
  });
export type PublishInvitationRequest = z.input<typeof publishInvitationRequestSchema>;

export const pageRequestSchema = z.object({
  client_id: clientIdSchema,
  /** The guest's name from their own link; null on a plain link ("Tamu Undangan"). */
  guest_name: z.string().max(100).nullable().default(null),
  notice: z.enum(['rsvp', 'wish']).nullable().default(null),
  /** A listed guest's own link (/{client_id}/{token}): their name, session and people on the page. */
  guest_token: guestTokenSchema.nullable().default(null),
});

/**
 * A page as a guest gets it: the HTML, or why there is none. `personal`: the couple switched their
 * open link off, and the plain address shows only a note to open one's own link.
 */
export type InvitationPageAnswer =
  | { status: 'published' | 'closed' | 'personal'; html: string; version: number; script_hash: string }
  | { status: 'missing' };

export const guestReplyRequestSchema = <S extends z.ZodType>(input: S) =>
  z.object({
    client_id: clientIdSchema,
    source: sourceSchema,
    input,
    /** Sent from a listed guest's own page (its form's hidden field): the reply is theirs. */
    guest_token: guestTokenSchema.nullable().default(null),
  });
export const rsvpRequestSchema = guestReplyRequestSchema(rsvpInputSchema);
export const wishRequestSchema = guestReplyRequestSchema(wishInputSchema);

export const publishedAnswerSchema = z.object({
  client_id: z.string(),
  /** The page's address on the shop's public origin: the order's client URL. */
  page_url: z.string(),
  version: z.number().int(),
  published_at: z.string(),
  closes_at: z.string(),
  /** Split Link's second address, published with the first (its own version count). */
  split: z.object({ client_id: z.string(), page_url: z.string(), version: z.number().int() }).nullable(),
});
export type PublishedAnswer = z.infer<typeof publishedAnswerSchema>;

/** A page drawn for a look: its HTML, and the hash of its one script for a policy that admits it. */
export const pagePreviewSchema = z.object({ html: z.string(), script_hash: z.string() });
export type PagePreview = z.infer<typeof pagePreviewSchema>;

/** The RSVPs and wishes of one order's invitation, as the couple reads them. */
export const invitationResponsesSchema = z.object({
  client_id: z.string().nullable(),
  rsvps: z.array(
    z.object({
      name: z.string(),
      attending: z.boolean(),
      people: z.number().int(),
      message: z.string(),
      created_at: z.string(),
    }),
  ),
  wishes: z.array(wishSchema),
  /** The Split Link's second address guests open, when the order has one. */
  split_url: z.string().nullable(),
  /** People, not answers: the sum of the coming RSVPs' people. */
  attending_people: z.number().int(),
  declined: z.number().int(),
});
export type InvitationResponses = z.infer<typeof invitationResponsesSchema>;

/** An order's published pages, as the admin's publish panel shows them. */
export const orderPagesSchema = z.object({
  pages: z.array(
    z.object({
      client_id: z.string(),
      page_url: z.string(),
      /** The Split Link's second address (false: the order's own client id). */
      second: z.boolean(),
      /** The couple's events it shows, by their place in the data; null: all of them. */
      events: z.array(z.number().int()).nullable(),
      version: z.number().int(),
      /** The order is on hold: the page serves nothing until it is released. */
      held: z.boolean(),
      published_at: z.string(),
      closes_at: z.string(),
    }),
  ),
});
export type OrderPages = z.infer<typeof orderPagesSchema>;

/**
 * A page drawn without publishing: the couple's preview of their data as typed (a draft: what is
 * missing is left out or shown as a placeholder), the admin's beside the order, a design's in the
 * gallery with the sample couple.
 */
export const previewRequestSchema = z.object({
  package: z.string().max(100),
  design: z.string().max(200),
  theme: invitationThemeSchema,
  /** Absent: the sample couple (a design's preview in the gallery). */
  data: invitationDraftSchema.optional(),
  photos: z.array(pagePhotoSchema).max(50).default([]),
  music: musicTrackSchema.nullable().default(null),
  guest_name: z.string().max(100).nullable().default(null),
  /** A design's preview in the gallery: a bar to order the design, to the shop's own checkout. */
  order_link: z
    .string()
    .regex(/^\/checkout\?[A-Za-z0-9=&_-]{1,200}$/)
    .nullable()
    .default(null),
});
export type PreviewRequest = z.input<typeof previewRequestSchema>;

/**
 * An order's domain recorded (a host name) or removed (null): it opens the page at the order's
 * client id (which it needs then). The package decides whether it may have one.
 */
export const setCustomDomainRequestSchema = z.object({
  order_id: orderIdSchema,
  client_id: clientIdSchema.nullable(),
  package: z.string().max(100),
  domain: domainNameSchema.nullable(),
});

/** The RPCs invitations answers, on its queue (rpc.ts). */
export const INVITATIONS = {
  /** Publishes (or republishes) an invitation at its client id. */
  publish: invitations('pages.publish', publishInvitationRequestSchema, answer<PublishedAnswer>()),
  /** The page of a client id for a guest. */
  page: invitations('pages.render', pageRequestSchema, answer<InvitationPageAnswer>()),
  /** A page drawn for a look before it is published (nothing is kept). */
  preview: invitations('pages.preview', previewRequestSchema, answer<PagePreview>()),
  /** The calendar file of a published invitation's events. */
  calendar: invitations(
    'pages.calendar',
    z.object({ client_id: clientIdSchema }),
    answer<{ ics: string } | null>(),
  ),
  rsvp: invitations('pages.rsvp', rsvpRequestSchema, answer<{ message: string }>()),
  wish: invitations('pages.wish', wishRequestSchema, answer<{ message: string }>()),
  /** An order's published pages (both addresses with Split Link), for the admin. */
  orderPages: invitations('pages.of-order', z.object({ order_id: orderIdSchema }), answer<OrderPages>()),
  /** The shop's music a couple chooses from, in the order their form lists it. */
  tracks: invitations('music.tracks', noRequestSchema, answer<MusicTracks>()),
  /** What guests answered, for the order's couple. */
  responses: invitations(
    'pages.responses',
    z.object({ order_id: orderIdSchema }),
    answer<InvitationResponses>(),
  ),
  /** Records or removes an order's own domain (the Exclusive package's). */
  setDomain: invitations('domains.set', setCustomDomainRequestSchema, answer<CustomDomainAnswer>()),
  /** The domain an order has, if any. */
  domainOf: invitations(
    'domains.of-order',
    z.object({ order_id: orderIdSchema }),
    answer<CustomDomainAnswer>(),
  ),
  /** The client id whose page a host opens, or null when the host is no couple's domain. */
  lookupDomain: invitations(
    'domains.lookup',
    z.object({ host: z.string().max(300) }),
    answer<{ client_id: string } | null>(),
  ),
} as const;
