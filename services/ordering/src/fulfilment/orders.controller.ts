import { Controller, Inject } from '@nestjs/common';
import { Ctx, Payload, RmqContext } from '@nestjs/microservices';
import { AdminOrdersQuery, ORDERING, OrderLookupInput, OrderUpdateInput } from '@undangan/contracts';
import { Handles, requestIdOf } from '@undangan/platform';
import { FulfilmentOrdersService } from './fulfilment-orders.service';
import { NewProofService } from './new-proof.service';
import { OrderTrackingService } from './order-tracking.service';

/**
 * Orders: the customer's tracking and receipt and a new transfer proof sent from it, the client's
 * invitation page, the back office's work list.
 */
@Controller()
export class OrdersController {
  constructor(
    @Inject(FulfilmentOrdersService) private readonly fulfilmentOrders: FulfilmentOrdersService,
    @Inject(OrderTrackingService) private readonly tracking: OrderTrackingService,
    @Inject(NewProofService) private readonly newProofs: NewProofService,
  ) {}

  @Handles(ORDERING.trackOrder)
  trackOrder(@Payload() input: OrderLookupInput) {
    return this.tracking.track(input);
  }

  @Handles(ORDERING.orderReceipt)
  orderReceipt(@Payload() input: OrderLookupInput) {
    return this.tracking.receipt(input);
  }

  @Handles(ORDERING.coupleOrder)
  coupleOrder(@Payload() input: { order_id: string }) {
    return this.tracking.coupleOrder(input.order_id);
  }

  @Handles(ORDERING.newProofAccess)
  newProofAccess(@Payload() input: OrderLookupInput) {
    return this.newProofs.access(input);
  }

  @Handles(ORDERING.takeNewProof)
  takeNewProof(@Payload() input: OrderLookupInput, @Ctx() ctx: RmqContext) {
    return this.newProofs.take(input, requestIdOf(ctx));
  }

  /** Public: GET /api/clients/:id. */
  @Handles(ORDERING.clientPage)
  clientPage(@Payload() payload: { clientId: string }) {
    return this.fulfilmentOrders.clientPage(payload.clientId);
  }

  @Handles(ORDERING.listOrders)
  listOrders(@Payload() query: AdminOrdersQuery) {
    return this.fulfilmentOrders.list(query);
  }

  @Handles(ORDERING.getOrder)
  getOrder(@Payload() payload: { id: string }) {
    return this.fulfilmentOrders.get(payload.id);
  }

  @Handles(ORDERING.updateOrder)
  updateOrder(@Payload() payload: { id: string; input: OrderUpdateInput }) {
    return this.fulfilmentOrders.update(payload.id, payload.input);
  }
}
