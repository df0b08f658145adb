import { Body, Controller, HttpCode, Inject, Post, Put, Req } from '@nestjs/common';
import {
  INVITATION_MESSAGES,
  InvitationLookup,
  invitationLookupSchema,
  InvitationSave,
  invitationSaveSchema,
  InvitationView,
  invitationViewSchema,
  ORDERING,
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
 * The couple's invitation data ("Data Undangan"), after paying: read, saved as a draft as they
 * type, and sent. Every request carries the order id and the phone used at checkout in its body,
 * so neither appears in an address or a log line; wrong phones are limited per order
 * (OrderLookupLimit) as well as per client.
 */
@Controller('api/orders/invitation')
export class InvitationDataController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(OrderLookupLimit) private readonly lookups: OrderLookupLimit,
  ) {}

  @Post()
  @ApiDoc({
    summary: "An order's invitation data, for its couple",
    description: `The draft as last saved (version 0 before any save). 409 before the order is paid: "${INVITATION_MESSAGES.notPaid}"`,
    answer: invitationViewSchema,
    errors: [404, 409, 429],
    example: LOOKUP_EXAMPLE,
  })
  @HttpCode(200)
  @PublicWriteLimited()
  read(
    @Body(new ZodValidationPipe(invitationLookupSchema)) input: InvitationLookup,
    @Req() req: FastifyRequest,
  ): Promise<InvitationView> {
    return this.lookups.guard(input.order_id, () => this.rpc.call(ORDERING.invitationData, input, req.id));
  }

  @Put()
  @ApiDoc({
    summary: 'Save the invitation data as typed (a draft)',
    description:
      'Each field is kept as typed (formats are checked when the data is sent). `version` is the one this ' +
      'browser last read: 409 `stale` when another device saved since (read again), 409 `conflict` once sent.',
    answer: invitationViewSchema,
    errors: [404, 409, 429],
    example: {
      ...LOOKUP_EXAMPLE,
      version: 0,
      data: {
        groom: { full_name: 'Budi Santoso', nickname: 'Budi', father: '', mother: '' },
        bride: { full_name: 'Rina Wulandari', nickname: 'Rina', father: '', mother: '' },
      },
    },
  })
  @HttpCode(200)
  @PublicWriteLimited()
  save(
    @Body(new ZodValidationPipe(invitationSaveSchema)) input: InvitationSave,
    @Req() req: FastifyRequest,
  ): Promise<InvitationView> {
    return this.lookups.guard(input.order_id, () =>
      this.rpc.call(ORDERING.saveInvitationDraft, input, req.id),
    );
  }

  @Post('submit')
  @ApiDoc({
    summary: 'Send the invitation data ("Kirim Data")',
    description:
      'The saved draft must be complete (400 names the first missing field). The moment is recorded and ' +
      'the promised date counts from it; sent again, answers the same.',
    answer: invitationViewSchema,
    errors: [404, 409, 429],
    example: LOOKUP_EXAMPLE,
  })
  @HttpCode(200)
  @PublicWriteLimited()
  submit(
    @Body(new ZodValidationPipe(invitationLookupSchema)) input: InvitationLookup,
    @Req() req: FastifyRequest,
  ): Promise<InvitationView> {
    return this.lookups.guard(input.order_id, () =>
      this.rpc.call(ORDERING.submitInvitationData, input, req.id),
    );
  }
}
