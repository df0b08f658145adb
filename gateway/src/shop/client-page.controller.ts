import { Controller, Get, Inject, Param, Req } from '@nestjs/common';
import { ORDERING, clientInvitationSchema, clientPageRequestSchema } from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { PublicWriteLimited } from '../http/rate-limit';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ServiceClients } from '../rpc/service-clients';
import { ApiDoc } from '../openapi/api-doc';

export const clientIdParam = clientPageRequestSchema.shape.clientId;

/** Where a client's invitation lives, for the storefront's full-page frame at /:clientID. */
@Controller()
export class ClientPageController {
  constructor(@Inject(ServiceClients) private readonly rpc: ServiceClients) {}

  @Get('api/clients/:clientId')
  @ApiDoc({ summary: "A client's invitation page address", answer: clientInvitationSchema, errors: [404] })
  // Limited per client like the writes: client ids cannot be enumerated at the speed of a script.
  @PublicWriteLimited()
  page(
    @Param('clientId', new ZodValidationPipe(clientIdParam)) clientId: string,
    @Req() req: FastifyRequest,
  ) {
    return this.rpc.call(ORDERING.clientPage, { clientId }, req.id);
  }
}
