import { Controller } from '@nestjs/common';
import {
  INVITATION_MESSAGES,
  invitationLookupSchema,
  invitationSaveSchema,
  invitationViewSchema,
  ORDERING,
  invitationPreviewRequestSchema,
  invitationResponsesSchema,
  pagePreviewSchema,
} from '@undangan/contracts';
import { coupleResponses, previewCouplePage } from '../flows/publish-invitation';
import type { ApiDocOptions } from '../openapi/api-doc';
import { COUPLE_LOOKUP_EXAMPLE } from '../openapi/examples';
import { PublicWriteLimited } from '../http/rate-limit';
import { route, RouteTable, TableController } from '../rpc/rpc-routes';

/** Each route answers the order's invitation data, or that the order or its state refuses it. */
const ANSWERS_VIEW: Pick<ApiDocOptions, 'answer' | 'errors'> = {
  answer: invitationViewSchema,
  errors: [404, 409, 429],
};

/**
 * The couple's invitation data ("Data Undangan"), after paying: read, saved as a draft as they
 * type, and sent. Every request carries the order id and the phone used at checkout in its body,
 * so neither appears in an address or a log line; wrong phones are limited per order
 * (OrderLookupLimit) as well as per client.
 */
@Controller('api/orders/invitation')
@PublicWriteLimited()
@RouteTable({
  read: route.couple('POST', ORDERING.invitationData, {
    status: 200,
    body: invitationLookupSchema,
    doc: {
      summary: "An order's invitation data, for its couple",
      description: `The draft as last saved (version 0 before any save). 409 before the order is paid: "${INVITATION_MESSAGES.notPaid}"`,
      ...ANSWERS_VIEW,
      example: COUPLE_LOOKUP_EXAMPLE,
    },
  }),
  save: route.couple('PUT', ORDERING.saveInvitationDraft, {
    status: 200,
    body: invitationSaveSchema,
    doc: {
      summary: 'Save the invitation data as typed (a draft)',
      description:
        'Each field is kept as typed (formats are checked when the data is sent). `version` is the one this ' +
        'browser last read: 409 `stale` when another device saved since (read again), 409 `conflict` once sent.',
      ...ANSWERS_VIEW,
      example: {
        ...COUPLE_LOOKUP_EXAMPLE,
        version: 0,
        data: {
          groom: { full_name: 'Budi Santoso', nickname: 'Budi', father: '', mother: '' },
          bride: { full_name: 'Rina Wulandari', nickname: 'Rina', father: '', mother: '' },
        },
      },
    },
  }),
  submit: route.couple('POST submit', ORDERING.submitInvitationData, {
    status: 200,
    body: invitationLookupSchema,
    doc: {
      summary: 'Send the invitation data ("Kirim Data")',
      description:
        'The saved draft must be complete (400 names the first missing field). The moment is recorded and ' +
        'the promised date counts from it; sent again, answers the same.',
      ...ANSWERS_VIEW,
      example: COUPLE_LOOKUP_EXAMPLE,
    },
  }),
  preview: route.flow('POST preview', {
    status: 200,
    body: invitationPreviewRequestSchema,
    doc: {
      summary: "The couple's invitation page drawn from their data as typed, before sending it",
      description:
        "Nothing is saved: the page is drawn from `data` with the order's package and design, greeting a sample guest.",
      answer: pagePreviewSchema,
      errors: [404, 429],
      example: { ...COUPLE_LOOKUP_EXAMPLE, data: {} },
    },
    handle: ({ rpc, lookups }, { body }, req) =>
      lookups.guard(body.order_id, () => previewCouplePage(rpc, body, req.id)),
  }),
  responses: route.flow('POST responses', {
    status: 200,
    body: invitationLookupSchema,
    doc: {
      summary: "What guests answered on the couple's page: RSVPs with their people, and wishes",
      answer: invitationResponsesSchema,
      errors: [404, 429],
      example: COUPLE_LOOKUP_EXAMPLE,
    },
    handle: ({ rpc, lookups }, { body }, req) =>
      lookups.guard(body.order_id, () => coupleResponses(rpc, body, req.id)),
  }),
})
export class InvitationDataController extends TableController {}
