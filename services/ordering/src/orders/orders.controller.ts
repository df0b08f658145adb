import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ADMIN_RPC,
  AdminOrdersQuery,
  ORDERING_RPC,
  orderLookupSchema,
  OrderUpdateInput,
} from '@undangan/contracts';
import { parseRpcInput } from '@undangan/platform';
import { FulfilmentOrdersService } from './fulfilment-orders.service';
import { OrderTrackingService } from './order-tracking.service';

/** Orders: the customer's tracking and receipt, the client's invitation page, the back office's work list. */
@Controller()
export class OrdersController {
  constructor(
    @Inject(FulfilmentOrdersService) private readonly fulfilmentOrders: FulfilmentOrdersService,
    @Inject(OrderTrackingService) private readonly tracking: OrderTrackingService,
  ) {}

  @MessagePattern(ORDERING_RPC.trackOrder)
  trackOrder(@Payload() input: unknown) {
    return this.tracking.track(parseRpcInput(orderLookupSchema, input));
  }

  @MessagePattern(ORDERING_RPC.orderReceipt)
  orderReceipt(@Payload() input: unknown) {
    return this.tracking.receipt(parseRpcInput(orderLookupSchema, input));
  }

  /** Public: GET /api/clients/:id. */
  @MessagePattern(ADMIN_RPC.clientPage)
  clientPage(@Payload() payload: { clientId: string }) {
    return this.fulfilmentOrders.clientPage(payload.clientId);
  }

  @MessagePattern(ADMIN_RPC.listOrders)
  listOrders(@Payload() query: AdminOrdersQuery) {
    return this.fulfilmentOrders.list(query);
  }

  @MessagePattern(ADMIN_RPC.getOrder)
  getOrder(@Payload() payload: { id: string }) {
    return this.fulfilmentOrders.get(payload.id);
  }

  @MessagePattern(ADMIN_RPC.updateOrder)
  updateOrder(@Payload() payload: { id: string; input: OrderUpdateInput }) {
    return this.fulfilmentOrders.update(payload.id, payload.input);
  }
}
