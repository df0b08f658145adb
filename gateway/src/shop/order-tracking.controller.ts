import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import {
  ORDERING,
  OrderLookupInput,
  orderLookupSchema,
  OrderReceipt,
  OrderTracking,
  orderReceiptSchema,
  orderTrackingSchema,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { PublicWriteLimited } from '../http/rate-limit';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { OrderLookupLimit } from '../limits/order-lookup-limit';
import { ServiceClients } from '../rpc/service-clients';
import { ApiDoc } from '../openapi/api-doc';
import { CUSTOMER_EXAMPLE, ORDER_ID_EXAMPLE } from '../openapi/examples';

/**
 * A customer follows their order and reads its receipt, with the order id and the WhatsApp number
 * used at checkout. POST, so the phone never appears in an address or a log line; limited like the
 * writes, so order ids cannot be tried at speed.
 */
@Controller('api/orders')
export class OrderTrackingController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(OrderLookupLimit) private readonly lookups: OrderLookupLimit,
  ) {}

  @Post('track')
  @ApiDoc({
    summary: "An order's progress, for its customer",
    description: 'POST, so the phone number never appears in an address or a log line.',
    answer: orderTrackingSchema,
    errors: [404, 429],
    example: { order_id: ORDER_ID_EXAMPLE, phone: CUSTOMER_EXAMPLE.phone },
  })
  @HttpCode(200)
  @PublicWriteLimited()
  track(
    @Body(new ZodValidationPipe(orderLookupSchema)) input: OrderLookupInput,
    @Req() req: FastifyRequest,
  ): Promise<OrderTracking> {
    return this.lookups.guard(input.order_id, () => this.rpc.call(ORDERING.trackOrder, input, req.id));
  }

  @Post('receipt')
  @ApiDoc({
    summary: "An order's receipt, for its customer",
    answer: orderReceiptSchema,
    errors: [404, 409, 429],
  })
  @HttpCode(200)
  @PublicWriteLimited()
  receipt(
    @Body(new ZodValidationPipe(orderLookupSchema)) input: OrderLookupInput,
    @Req() req: FastifyRequest,
  ): Promise<OrderReceipt> {
    return this.lookups.guard(input.order_id, () => this.rpc.call(ORDERING.orderReceipt, input, req.id));
  }
}
