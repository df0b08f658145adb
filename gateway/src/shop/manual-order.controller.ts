import { Controller } from '@nestjs/common';
import {
  manualOrderLookupSchema,
  manualOrderSchema,
  ORDERING,
  placeManualOrderSchema,
} from '@undangan/contracts';
import { clientOrigin } from '../http/client-origin';
import { CART_ITEM_EXAMPLE, CUSTOMER_EXAMPLE, ORDER_ID_EXAMPLE } from '../openapi/examples';
import { PublicWriteLimited } from '../http/rate-limit';
import { route, RouteTable, TableController } from '../rpc/rpc-routes';

const ORDER_SECRET_EXAMPLE = 'k3Jd9QmZr2VxT8bWn4LpYc6HsA1fGe5u';

/**
 * A manual transfer's order: placed by the page that shows the transfer details (the couple then
 * gets them by email, with a link to confirm from any device), and opened by that link. Both need
 * the order's secret and are limited like the other writes; neither puts anything in an address.
 */
@Controller('api/orders')
@PublicWriteLimited()
@RouteTable({
  place: route('POST place-manual', ORDERING.placeManualOrder, {
    status: 200,
    body: placeManualOrderSchema,
    doc: {
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
    },
    request: ({ body }, req) => ({
      orderId: body.order_id,
      orderSecret: body.order_secret,
      cart: body.cartItems,
      customer: body.customerDetails,
      referralCode: body.referralCode,
      origin: clientOrigin(req.ip),
    }),
  }),
  open: route('POST manual-order', ORDERING.manualOrder, {
    status: 200,
    body: manualOrderLookupSchema,
    doc: {
      summary: 'A placed manual order, for the holder of its secret (the link in its email)',
      answer: manualOrderSchema,
      errors: [403, 404],
      example: { order_id: ORDER_ID_EXAMPLE, order_secret: ORDER_SECRET_EXAMPLE },
    },
    request: ({ body }) => ({ orderId: body.order_id, orderSecret: body.order_secret }),
  }),
})
export class ManualOrderController extends TableController {}
