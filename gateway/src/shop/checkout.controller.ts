import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import {
  confirmManualSchema,
  CreateOrderIdResult,
  CreatePaymentInput,
  createPaymentSchema,
  CreatePaymentResult,
  ORDERING,
  orderIdRequestSchema,
  PaymentLookupInput,
  paymentLookupSchema,
  PROOF_MAX_BYTES,
  PROOF_UPLOAD_MESSAGES,
  PaymentLookupResult,
  confirmManualResultSchema,
  createOrderIdResultSchema,
  createPaymentResultSchema,
  messageAnswerSchema,
  notificationAnswerSchema,
  pendingPaymentsSchema,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, GatewayConfig } from '../gateway-config';
import { HttpError } from '../http/http-error';
import { PublicWriteLimited } from '../http/rate-limit';
import { OrderLookupLimit } from '../limits/order-lookup-limit';
import { formFile, withUploadForm } from '../http/upload-form';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ServiceClients } from '../rpc/service-clients';
import { checkManualConfirmation, confirmManualPayment } from '../flows/manual-confirmation';
import { ApiDoc } from '../openapi/api-doc';
import { CART_ITEM_EXAMPLE, CUSTOMER_EXAMPLE, ORDER_ID_EXAMPLE, PROOF_FILE_DOC } from '../openapi/examples';
import { z } from 'zod';

/** What the browser needs to open the provider's payment popup. */
const paymentConfigSchema = z.object({ clientKey: z.string(), snapJsUrl: z.string() });

/** The manual confirmation's answer: the message the page shows, and what was recorded. */
const manualConfirmationAnswer = confirmManualResultSchema
  .omit({ customer: true })
  .extend({ message: z.string() });

/** The customer's payment routes (PRODUCT.md section 7). Prices are the server's: the body's are ignored. */
@Controller()
export class CheckoutController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(OrderLookupLimit) private readonly lookups: OrderLookupLimit,
  ) {}

  @Get('api/payment-config')
  @ApiDoc({
    summary: "The Snap script's address and client key for the checkout page",
    answer: paymentConfigSchema,
    local: true,
  })
  paymentConfig(): z.infer<typeof paymentConfigSchema> {
    return { clientKey: this.config.midtransClientKey, snapJsUrl: this.config.midtransSnapJsUrl };
  }

  @Post('api/orders/create-order-id')
  @ApiDoc({ summary: 'A new order id for a manual transfer', answer: createOrderIdResultSchema })
  @HttpCode(200)
  @PublicWriteLimited()
  createOrderId(@Req() req: FastifyRequest): Promise<CreateOrderIdResult> {
    return this.rpc.call(ORDERING.createOrderId, {}, req.id);
  }

  @Post('api/orders/create-transaction')
  @ApiDoc({
    summary: 'Start an online payment (Midtrans Snap) for a cart',
    description: 'Prices are computed on the server from the catalogue; the cart carries ids only.',
    answer: createPaymentResultSchema,
    errors: [404, 409],
    example: { cartItems: [CART_ITEM_EXAMPLE], customerDetails: CUSTOMER_EXAMPLE, referralCode: '' },
  })
  @HttpCode(200)
  @PublicWriteLimited()
  createPayment(
    @Body(new ZodValidationPipe(createPaymentSchema)) input: CreatePaymentInput,
    @Req() req: FastifyRequest,
  ): Promise<CreatePaymentResult> {
    return this.rpc.call(
      ORDERING.createPayment,
      { cart: input.cartItems, customer: input.customerDetails, referralCode: input.referralCode },
      req.id,
    );
  }

  @Post('api/orders/delete-payment-online')
  @ApiDoc({
    summary: 'Tell the shop the customer closed the payment popup unpaid',
    description:
      'Nothing is deleted: the Snap page stays payable until its own expiry, so the payment stays pending until reconciliation closes it.',
    answer: { description: "The payment's state, in words.", schema: messageAnswerSchema },
    errors: [404, 409],
    example: { order_id: ORDER_ID_EXAMPLE },
  })
  @HttpCode(200)
  @PublicWriteLimited()
  notePopupClosed(
    @Body(new ZodValidationPipe(orderIdRequestSchema)) body: { order_id: string },
    @Req() req: FastifyRequest,
  ) {
    return this.rpc.call(ORDERING.notePopupClosed, { orderId: body.order_id }, req.id);
  }

  /** Midtrans's HTTP notification: verified and applied by ordering; answered fast. */
  @Post('api/payments/notification')
  @ApiDoc({
    summary: "Midtrans's HTTP notification",
    description:
      "Called by Midtrans, not by the shop's pages: verified by its signature and applied by ordering.",
    answer: { description: 'The notification was handled.', schema: notificationAnswerSchema },
    errors: [404],
  })
  @HttpCode(200)
  notification(@Body() body: unknown, @Req() req: FastifyRequest) {
    return this.rpc.call(ORDERING.handleNotification, { body }, req.id);
  }

  /**
   * Limited like the writes. A payment still payable may be refreshed from Midtrans, at most once
   * per order every few seconds, and only a change is written.
   */
  @Get('api/transactions/pending-transactions')
  @ApiDoc({
    summary: "An order's payments that may still be paid",
    description:
      "Never with the Snap page's token (`payment_page`): that needs the owner's proof, in a POST.",
    answer: { description: 'The payments of the order.', schema: pendingPaymentsSchema },
  })
  @PublicWriteLimited()
  pendingPayments(
    @Query(new ZodValidationPipe(orderIdRequestSchema)) query: { order_id: string },
    @Req() req: FastifyRequest,
  ): Promise<{ transactions: PaymentLookupResult[] }> {
    return this.rpc.call(ORDERING.pendingPayments, { orderId: query.order_id }, req.id);
  }

  /**
   * The same look-up in a body (the order id stays out of addresses and logs). With the phone used
   * at checkout or the order's secret, a page still payable comes with its Snap token.
   */
  @Post('api/transactions/pending-transactions')
  @ApiDoc({
    summary: "An order's payments, and its Snap page for its owner",
    description:
      "`payment_page` (the Snap token) only when `phone` is the one used at checkout or `order_secret` is the order's. A `phone` that is not the order's (without its secret) is a 404 counted against the order, like every look-up by phone: past ten within an hour, every look-up of the order is a 429.",
    answer: { description: 'The payments of the order.', schema: pendingPaymentsSchema },
    errors: [404, 429],
    example: { order_id: ORDER_ID_EXAMPLE, phone: CUSTOMER_EXAMPLE.phone },
  })
  @HttpCode(200)
  @PublicWriteLimited()
  ownPendingPayments(
    @Body(new ZodValidationPipe(paymentLookupSchema)) body: PaymentLookupInput,
    @Req() req: FastifyRequest,
  ): Promise<{ transactions: PaymentLookupResult[] }> {
    const lookUp = () =>
      this.rpc.call(
        ORDERING.pendingPayments,
        { orderId: body.order_id, phone: body.phone, orderSecret: body.order_secret },
        req.id,
      );
    return body.phone ? this.lookups.guard(body.order_id, lookUp) : lookUp();
  }

  /** A manual transfer confirmation with its proof: flows/manual-confirmation.ts. */
  @Post('api/payments/confirm')
  @ApiDoc({
    summary: 'Confirm a manual transfer, with its proof',
    description:
      '`cartItems` is the cart as JSON text; the amount is computed on the server. Send the fields before `proofFile`: the confirmation is then checked before the file is read.',
    form: { fields: confirmManualSchema, files: { proofFile: PROOF_FILE_DOC } },
    answer: { description: 'The confirmation was recorded.', schema: manualConfirmationAnswer },
    errors: [403, 404, 409, 429],
  })
  @HttpCode(200)
  @PublicWriteLimited()
  confirm(@Req() req: FastifyRequest): Promise<z.infer<typeof manualConfirmationAnswer>> {
    let checked = false;
    // The shop's page sends the fields before the file: the confirmation is checked before the
    // file is read, so a refused cart or someone else's order costs no upload.
    const beforeFile = async (fields: Record<string, string>) => {
      const sent = confirmManualSchema.safeParse(fields);
      if (checked || !sent.success) return;
      await checkManualConfirmation(this.rpc, sent.data, req.id);
      checked = true;
    };
    const limits = { maxFileBytes: PROOF_MAX_BYTES, messages: PROOF_UPLOAD_MESSAGES };
    return withUploadForm(
      req,
      limits,
      async (body) => {
        const input = new ZodValidationPipe(confirmManualSchema).transform(body.fields);
        if (body.files.some((f) => f.field !== 'proofFile'))
          throw new HttpError('bad_request', 'Berkas tidak dikenal.');
        const file = formFile(body, 'proofFile');
        const { customer: _customer, ...payment } = await confirmManualPayment(
          this.rpc,
          input,
          file,
          req.id,
          {
            checked,
          },
        );
        return { message: 'Konfirmasi pembayaran berhasil dikirim.', ...payment };
      },
      { beforeFile },
    );
  }
}
