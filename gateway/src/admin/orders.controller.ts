import { Body, Controller, Get, Inject, Param, Put, Query, Req, UseGuards } from '@nestjs/common';
import {
  ORDERING,
  AdminOrderRow,
  AdminOrdersQuery,
  adminOrdersQuerySchema,
  OrderUpdateInput,
  orderUpdateSchema,
  adminOrderRowSchema,
  orderUpdatedSchema,
  pageSchema,
  InvitationView,
  invitationViewSchema,
  orderRowIdSchema,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { AuditTrail } from '../audit/audit-trail';
import { AdminGuard, AdminRequest } from '../auth/admin.guard';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ServiceClients } from '../rpc/service-clients';
import { ApiDoc } from '../openapi/api-doc';

// Exported only because eslint's no-useless-assignment misses uses inside parameter decorators.
export const orderRowId = new ZodValidationPipe(orderRowIdSchema);
export const ordersQuery = new ZodValidationPipe(adminOrdersQuerySchema);

/** The admin's fulfilment orders: active or completed, and one row edited at a time. */
@Controller('api/admin/orders')
@UseGuards(AdminGuard)
export class OrdersAdminController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  @Get()
  @ApiDoc({ summary: 'The fulfilment orders, active or completed', answer: pageSchema(adminOrderRowSchema) })
  list(@Query(ordersQuery) query: AdminOrdersQuery, @Req() req: FastifyRequest) {
    return this.rpc.call(ORDERING.listOrders, query, req.id);
  }

  @Get(':id/invitation')
  @ApiDoc({
    summary: "An order's invitation data, as the couple saved or sent it",
    answer: invitationViewSchema,
    errors: [404],
  })
  invitation(@Param('id', orderRowId) id: string, @Req() req: FastifyRequest): Promise<InvitationView> {
    return this.rpc.call(ORDERING.adminInvitation, { id }, req.id);
  }

  @Put(':id')
  @ApiDoc({
    summary: "Change an order's status, notes or client page",
    answer: orderUpdatedSchema,
    errors: [404],
    example: {
      status: 'in_progress',
      admin_notes: 'Desain sedang dikerjakan.',
      client_id: 'rina-dan-budi',
      client_url: '',
    },
  })
  update(
    @Param('id', orderRowId) id: string,
    @Body(new ZodValidationPipe(orderUpdateSchema)) input: OrderUpdateInput,
    @Req() req: AdminRequest,
  ): Promise<{ order: AdminOrderRow }> {
    return this.audit.track(req, 'order.update', id, () =>
      this.rpc.call(ORDERING.updateOrder, { id, input }, req.id),
    );
  }
}
