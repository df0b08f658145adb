import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ADMIN_RPC,
  AdminOrdersQuery,
  AdminPaymentsOverviewRequest,
  AdminPaymentsQuery,
  OrderUpdateInput,
} from '@undangan/contracts';
import { AdminQueriesService } from './admin-queries.service';

@Controller()
export class AdminController {
  constructor(@Inject(AdminQueriesService) private readonly admin: AdminQueriesService) {}

  @MessagePattern(ADMIN_RPC.listPayments)
  listPayments(@Payload() query: AdminPaymentsQuery) {
    return this.admin.listPayments(query);
  }

  @MessagePattern(ADMIN_RPC.exportPayments)
  exportPayments(@Payload() query: AdminPaymentsQuery) {
    return this.admin.exportPayments(query);
  }

  @MessagePattern(ADMIN_RPC.paymentDetail)
  paymentDetail(@Payload() p: { orderId: string }) {
    return this.admin.paymentDetail(p.orderId);
  }

  @MessagePattern(ADMIN_RPC.listOrders)
  listOrders(@Payload() query: AdminOrdersQuery) {
    return this.admin.listOrders(query);
  }

  @MessagePattern(ADMIN_RPC.updateOrder)
  updateOrder(@Payload() p: { id: string; input: OrderUpdateInput }) {
    return this.admin.updateOrder(p.id, p.input);
  }

  @MessagePattern(ADMIN_RPC.getOrder)
  getOrder(@Payload() p: { id: string }) {
    return this.admin.getOrder(p.id);
  }

  @MessagePattern(ADMIN_RPC.proofQueue)
  proofQueue(@Payload() p: { limit: number }) {
    return this.admin.proofQueue(p.limit);
  }

  @MessagePattern(ADMIN_RPC.paymentsOverview)
  paymentsOverview(@Payload() request: AdminPaymentsOverviewRequest) {
    return this.admin.paymentsOverview(request);
  }

  @MessagePattern(ADMIN_RPC.clientPage)
  clientPage(@Payload() p: { clientId: string }) {
    return this.admin.clientPage(p.clientId);
  }
}
