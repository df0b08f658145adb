import { Controller } from '@nestjs/common';
import {
  invitationLookupSchema,
  ORDERING,
  orderRevisionsSchema,
  REVISION_MESSAGES,
  revisionRequestSchema,
  revisionViewSchema,
} from '@undangan/contracts';
import { COUPLE_LOOKUP_EXAMPLE } from '../openapi/examples';
import { PublicWriteLimited } from '../http/rate-limit';
import { route, RouteTable, TableController } from '../rpc/rpc-routes';

/**
 * A couple's revisions, after their data is sent: asked (free within their package's allowance,
 * else priced from the catalogue and paid through the cart) and listed. The order id and phone
 * travel in the body; wrong phones count against the order (OrderLookupLimit).
 */
@Controller('api/orders/revisions')
@PublicWriteLimited()
@RouteTable({
  ask: route.couple('POST', ORDERING.requestRevision, {
    body: revisionRequestSchema,
    doc: {
      summary: 'Ask for a revision',
      description:
        'Free while the package allows it (queued); otherwise it waits for its payment: a cart line of the ' +
        'answered add-on with `revisionId`, paid as any order. 409 before the data is sent: ' +
        `"${REVISION_MESSAGES.notYet}"`,
      answer: revisionViewSchema,
      errors: [404, 409, 429],
      example: {
        ...COUPLE_LOOKUP_EXAMPLE,
        kind: 'photo',
        description: 'Ganti foto sampul dengan foto kedua.',
      },
    },
  }),
  list: route.couple('POST list', ORDERING.orderRevisions, {
    status: 200,
    body: invitationLookupSchema,
    doc: {
      summary: "An order's revisions, and what each kind still has free",
      answer: orderRevisionsSchema,
      errors: [404, 409, 429],
      example: COUPLE_LOOKUP_EXAMPLE,
    },
  }),
})
export class RevisionsController extends TableController {}
