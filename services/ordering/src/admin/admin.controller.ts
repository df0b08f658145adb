import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  ORDERING,
  AdminOrdersQuery,
  AdminPaymentsOverviewRequest,
  AdminPaymentsQuery,
  OrderUpdateInput,
} from '@undangan/contracts';
import { Handles } from '@undangan/platform';
import { AdminQueriesService } from './admin-queries.service';

@Controller()
export class AdminController {
  constructor(@Inject(AdminQueriesService) private readonly admin: AdminQueriesService) {}

  @Handles(ORDERING.listPayments)
  listPayments(@Payload() query: AdminPaymentsQuery) {
    return this.admin.listPayments(query);
  }

  @Handles(ORDERING.exportPayments)
  exportPayments(@Payload() query: AdminPaymentsQuery) {
    return this.admin.exportPayments(query);
  }

  @Handles(ORDERING.paymentDetail)
  paymentDetail(@Payload() p: { orderId: string }) {
    return this.admin.paymentDetail(p.orderId);
  }

  @Handles(ORDERING.listOrders)
  listOrders(@Payload() query: AdminOrdersQuery) {
    return this.admin.listOrders(query);
  }

  @Handles(ORDERING.updateOrder)
  updateOrder(@Payload() p: { id: string; input: OrderUpdateInput }) {
    return this.admin.updateOrder(p.id, p.input);
  }

  @Handles(ORDERING.getOrder)
  getOrder(@Payload() p: { id: string }) {
    return this.admin.getOrder(p.id);
  }

  @Handles(ORDERING.proofQueue)
  proofQueue(@Payload() p: { limit: number }) {
    return this.admin.proofQueue(p.limit);
  }

  @Handles(ORDERING.paymentsOverview)
  paymentsOverview(@Payload() request: AdminPaymentsOverviewRequest) {
    return this.admin.paymentsOverview(request);
  }

  @Handles(ORDERING.clientPage)
  clientPage(@Payload() p: { clientId: string }) {
    return this.admin.clientPage(p.clientId);
  }
}
