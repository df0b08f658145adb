import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import {
  ManualOrder,
  ManualOrderLookupInput,
  manualOrderLookupSchema,
  manualOrderSchema,
  ORDERING,
  PlaceManualOrderInput,
  placeManualOrderSchema,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { PublicWriteLimited } from '../http/rate-limit';
import { clientOrigin } from '../http/client-origin';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ServiceClients } from '../rpc/service-clients';
import { ApiDoc } from '../openapi/api-doc';
import { CART_ITEM_EXAMPLE, CUSTOMER_EXAMPLE, ORDER_ID_EXAMPLE } from '../openapi/examples';

const ORDER_SECRET_EXAMPLE = 'k3Jd9QmZr2VxT8bWn4LpYc6HsA1fGe5u';

/**
 * A manual transfer's order: placed by the page that shows the transfer details (the couple then
 * gets them by email, with a link to confirm from any device), and opened by that link. Both need
 * the order's secret and are limited like the other writes; neither puts anything in an address.
 */
@Controller('api/orders')
export class ManualOrderController {
  constructor(@Inject(ServiceClients) private readonly rpc: ServiceClients) {}

  @Post('place-manual')
  @ApiDoc({
    summary: 'Place a manual transfer order (the couple is emailed the transfer details)',
    description:
      'Prices are computed on the server from the catalogue. Placing the same order again changes nothing; once it has a payment it is refused (409).',
    answer: manualOrderSchema,
    errors: [403, 404, 409],
    example: {
      order_id: ORDER_ID_EXAMPLE,
      order_secret: ORDER_SECRET_EXAMPLE,
      cartItems: [CART_ITEM_EXAMPLE],
      customerDetails: CUSTOMER_EXAMPLE,
      referralCode: '',
    },
  })
  @HttpCode(200)
  @PublicWriteLimited()
  place(
    @Body(new ZodValidationPipe(placeManualOrderSchema)) input: PlaceManualOrderInput,
    @Req() req: FastifyRequest,
  ): Promise<ManualOrder> {
    return this.rpc.call(
      ORDERING.placeManualOrder,
      {
        orderId: input.order_id,
        orderSecret: input.order_secret,
        cart: input.cartItems,
        customer: input.customerDetails,
        referralCode: input.referralCode,
        origin: clientOrigin(req.ip),
      },
      req.id,
    );
  }

  @Post('manual-order')
  @ApiDoc({
    summary: 'A placed manual order, for the holder of its secret (the link in its email)',
    answer: manualOrderSchema,
    errors: [403, 404],
    example: { order_id: ORDER_ID_EXAMPLE, order_secret: ORDER_SECRET_EXAMPLE },
  })
  @HttpCode(200)
  @PublicWriteLimited()
  open(
    @Body(new ZodValidationPipe(manualOrderLookupSchema)) input: ManualOrderLookupInput,
    @Req() req: FastifyRequest,
  ): Promise<ManualOrder> {
    return this.rpc.call(
      ORDERING.manualOrder,
      { orderId: input.order_id, orderSecret: input.order_secret },
      req.id,
    );
  }
}
