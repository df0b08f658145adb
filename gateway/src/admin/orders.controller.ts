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
  pagePreviewSchema,
  publishedAnswerSchema,
  publishOptionsSchema,
  orderPagesSchema,
  customDomainAnswerSchema,
  customDomainInputSchema,
  adminGuestListQuerySchema,
  adminGuestListSchema,
} from '@undangan/contracts';
import { adminGuestList } from '../flows/admin-guest-list';
import { orderDomain, setOrderDomain } from '../flows/custom-domain';
import { previewOrderPage, publishInvitation } from '../flows/publish-invitation';
import { orderPagesOf } from '../flows/split-link';
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
  preview: route.flow('GET :id/pratinjau', {
    params: { id: orderRowIdSchema },
    doc: {
      summary: "An order's invitation page drawn from the couple's data, for a look before publishing",
      answer: pagePreviewSchema,
      errors: [404],
    },
    handle: ({ rpc }, { params }, req) => previewOrderPage(rpc, params.id, req.id),
  }),
  pages: route.flow('GET :id/halaman', {
    params: { id: orderRowIdSchema },
    doc: {
      summary: "An order's published invitation pages (both addresses with Split Link)",
      answer: orderPagesSchema,
      errors: [404],
    },
    handle: ({ rpc }, { params }, req) => orderPagesOf(rpc, params.id, req.id),
  }),
  guests: route.flow('GET :id/tamu', {
    params: { id: orderRowIdSchema },
    query: adminGuestListQuerySchema,
    doc: {
      summary: "An order's guest list, to help the couple (each look is in the audit log)",
      description:
        "The couple's list is theirs: an admin reads it only to help them, and every look is recorded in the audit log (`guest-list.view`, the order and what was searched; never a guest) before it is answered.",
      answer: adminGuestListSchema,
      errors: [404],
    },
    handle: (calls, { params, query }, req) => adminGuestList(calls, params.id, query, req),
  }),
  publish: route.flow('POST :id/terbitkan', {
    status: 200,
    params: { id: orderRowIdSchema },
    body: publishOptionsSchema,
    doc: {
      summary: 'Publish an order\'s invitation page at its client id ("Terbitkan")',
      description:
        "The couple's sent data, drawn with their design's theme, published at /{client_id}; the order's client URL becomes the page's address and the order is completed, which emails the couple. Pressed again (a revision), it publishes the next version. With the Split Link add-on, `split` publishes the same page at a second address too, each address showing the couple's events chosen for it (by their place in the data); the client URL stays the first address. The body may be left out.",
      answer: publishedAnswerSchema,
      errors: [404, 409],
      example: { split: { client_id: 'keluarga-bayu', first_events: [0, 1], second_events: [1] } },
    },
    handle: (calls, { params, body }, req) =>
      publishInvitation(
        calls.rpc,
        params.id,
        req.id,
        (order, pageUrl) =>
          calls.audit.track(req, 'order.update', params.id, () =>
            calls.rpc.call(
              ORDERING.updateOrder,
              {
                id: params.id,
                input: {
                  status: 'completed',
                  admin_notes: order.admin_notes,
                  client_id: order.client_id!,
                  client_url: pageUrl,
                },
              },
              req.id,
            ),
          ),
        body,
      ),
  }),
  domain: route.flow('GET :id/domain', {
    params: { id: orderRowIdSchema },
    doc: {
      summary: "The order's own domain for its invitation (Exclusive), if one is recorded",
      answer: customDomainAnswerSchema,
      errors: [404],
    },
    handle: ({ rpc }, { params }, req) => orderDomain(rpc, params.id, req.id),
  }),
  setDomain: route.flow('PUT :id/domain', {
    params: { id: orderRowIdSchema },
    body: customDomainInputSchema,
    doc: {
      summary:
        "Record the order's own domain for its invitation (Exclusive only), or remove it with an empty one",
      description:
        "A request whose Host is the domain then gets the invitation at / (and its RSVP, wishes and calendar), and nothing else of the shop. The domain opens the page at the order's client id. Lowercase letters, digits, hyphens and dots; never the shop's own host; one invitation's at most. The other gateway replicas follow within CUSTOM_DOMAIN_CACHE_TTL_MS.",
      answer: customDomainAnswerSchema,
      errors: [404, 409],
      example: { domain: 'rina-dan-bayu.com' },
    },
    handle: (calls, { params, body }, req) =>
      calls.audit.track(req, 'custom-domain.update', params.id, () =>
        setOrderDomain(calls.rpc, calls.customHosts, params.id, body.domain, req.id),
      ),
  }),
})
export class OrdersAdminController extends TableController {}
