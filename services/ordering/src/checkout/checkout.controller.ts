import { Controller, Inject } from '@nestjs/common';
import { Ctx, Payload, RmqContext } from '@nestjs/microservices';
import {
  ConfirmManualRequest,
  CreatePaymentRequest,
  ORDERING,
  PlaceManualOrderRequest,
} from '@undangan/contracts';
import { Handles, requestIdOf } from '@undangan/platform';
import { ManualConfirmation } from './manual-confirmation';
import { ManualPlacement } from './manual-placement';
import { OnlineCheckout } from './online-checkout';
import { OrderIdIssuer } from './order-id-issuer';
import { PopupClosed } from './popup-closed';

/** Checkout: order ids, online payments, manual orders and their confirmations, the closed popup. */
@Controller()
export class CheckoutController {
  constructor(
    @Inject(OrderIdIssuer) private readonly orderIds: OrderIdIssuer,
    @Inject(OnlineCheckout) private readonly online: OnlineCheckout,
    @Inject(ManualPlacement) private readonly placement: ManualPlacement,
    @Inject(ManualConfirmation) private readonly confirmation: ManualConfirmation,
    @Inject(PopupClosed) private readonly popup: PopupClosed,
  ) {}

  @Handles(ORDERING.createOrderId)
  createOrderId() {
    return this.orderIds.issue();
  }

  @Handles(ORDERING.createPayment)
  createPayment(@Payload() request: CreatePaymentRequest, @Ctx() ctx: RmqContext) {
    return this.online.createPayment(request, requestIdOf(ctx));
  }

  @Handles(ORDERING.placeManualOrder)
  placeManual(@Payload() request: PlaceManualOrderRequest, @Ctx() ctx: RmqContext) {
    return this.placement.place(request, requestIdOf(ctx));
  }

  @Handles(ORDERING.manualOrder)
  manualOrder(@Payload() request: { orderId: string; orderSecret: string }) {
    return this.placement.manualOrder(request);
  }

  @Handles(ORDERING.confirmManualPayment)
  confirmManual(@Payload() request: ConfirmManualRequest, @Ctx() ctx: RmqContext) {
    return this.confirmation.confirm(request, requestIdOf(ctx));
  }

  @Handles(ORDERING.checkManualPayment)
  checkManual(@Payload() request: ConfirmManualRequest, @Ctx() ctx: RmqContext) {
    return this.confirmation.confirm(request, requestIdOf(ctx), { dryRun: true });
  }

  @Handles(ORDERING.notePopupClosed)
  notePopupClosed(@Payload() payload: { orderId: string }) {
    return this.popup.note(payload.orderId);
  }
}
