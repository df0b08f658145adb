import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import {
  InvitationLookup,
  invitationLookupSchema,
  ORDERING,
  orderRevisionsSchema,
  OrderRevisions,
  REVISION_MESSAGES,
  RevisionRequest,
  revisionRequestSchema,
  RevisionView,
  revisionViewSchema,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { PublicWriteLimited } from '../http/rate-limit';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { OrderLookupLimit } from '../limits/order-lookup-limit';
import { ApiDoc } from '../openapi/api-doc';
import { CUSTOMER_EXAMPLE, ORDER_ID_EXAMPLE } from '../openapi/examples';
import { ServiceClients } from '../rpc/service-clients';

const LOOKUP_EXAMPLE = { order_id: ORDER_ID_EXAMPLE, phone: CUSTOMER_EXAMPLE.phone };

/**
 * A couple's revisions, after their data is sent: asked (free within their package's allowance,
 * else priced from the catalogue and paid through the cart) and listed. The order id and phone
 * travel in the body; wrong phones count against the order (OrderLookupLimit).
 */
@Controller('api/orders/revisions')
export class RevisionsController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(OrderLookupLimit) private readonly lookups: OrderLookupLimit,
  ) {}

  @Post()
  @ApiDoc({
    summary: 'Ask for a revision',
    description:
      'Free while the package allows it (queued); otherwise it waits for its payment: a cart line of the ' +
      'answered add-on with `revisionId`, paid as any order. 409 before the data is sent: ' +
      `"${REVISION_MESSAGES.notYet}"`,
    answer: revisionViewSchema,
    errors: [404, 409, 429],
    example: { ...LOOKUP_EXAMPLE, kind: 'photo', description: 'Ganti foto sampul dengan foto kedua.' },
  })
  @PublicWriteLimited()
  ask(
    @Body(new ZodValidationPipe(revisionRequestSchema)) input: RevisionRequest,
    @Req() req: FastifyRequest,
  ): Promise<RevisionView> {
    return this.lookups.guard(input.order_id, () => this.rpc.call(ORDERING.requestRevision, input, req.id));
  }

  @Post('list')
  @ApiDoc({
    summary: "An order's revisions, and what each kind still has free",
    answer: orderRevisionsSchema,
    errors: [404, 409, 429],
    example: LOOKUP_EXAMPLE,
  })
  @HttpCode(200)
  @PublicWriteLimited()
  list(
    @Body(new ZodValidationPipe(invitationLookupSchema)) input: InvitationLookup,
    @Req() req: FastifyRequest,
  ): Promise<OrderRevisions> {
    return this.lookups.guard(input.order_id, () => this.rpc.call(ORDERING.orderRevisions, input, req.id));
  }
}
