import { Controller, UseGuards } from '@nestjs/common';
import {
  ORDERING,
  adminOrdersQuerySchema,
  orderUpdateSchema,
  adminOrderRowSchema,
  orderUpdatedSchema,
  pageSchema,
  invitationViewSchema,
  orderRowIdSchema,
} from '@undangan/contracts';
import { AdminGuard } from '../auth/admin.guard';
import { route, RouteTable, TableController } from '../rpc/rpc-routes';

/** The admin's fulfilment orders: active or completed, and one row edited at a time. */
@Controller('api/admin/orders')
@UseGuards(AdminGuard)
@RouteTable({
  list: route('GET', ORDERING.listOrders, {
    query: adminOrdersQuerySchema,
    doc: { summary: 'The fulfilment orders, active or completed', answer: pageSchema(adminOrderRowSchema) },
    request: ({ query }) => query,
  }),
  invitation: route('GET :id/invitation', ORDERING.adminInvitation, {
    params: { id: orderRowIdSchema },
    doc: {
      summary: "An order's invitation data, as the couple saved or sent it",
      answer: invitationViewSchema,
      errors: [404],
    },
    request: ({ params }) => ({ id: params.id }),
  }),
  update: route('PUT :id', ORDERING.updateOrder, {
    params: { id: orderRowIdSchema },
    body: orderUpdateSchema,
    doc: {
      summary: "Change an order's status, notes or client page",
      answer: orderUpdatedSchema,
      errors: [404],
      example: {
        status: 'in_progress',
        admin_notes: 'Desain sedang dikerjakan.',
        client_id: 'rina-dan-budi',
        client_url: '',
      },
    },
    request: ({ params, body }) => ({ id: params.id, input: body }),
    audit: { action: 'order.update', target: ({ params }) => params.id },
  }),
})
export class OrdersAdminController extends TableController {}
