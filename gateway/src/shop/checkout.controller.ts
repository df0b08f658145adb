import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import {
  confirmManualSchema,
  CreateOrderIdResult,
  CreateTransactionInput,
  createTransactionSchema,
  CreateTransactionResult,
  ORDERING,
  orderIdRequestSchema,
  PROOF_MAX_BYTES,
  PROOF_UPLOAD_MESSAGES,
  TransactionLookup,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, GatewayConfig } from '../gateway-config';
import { HttpError } from '../http/http-error';
import { PublicWriteLimited } from '../http/rate-limit';
import { filePayload, readUploadForm } from '../http/upload-form';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ServiceClients } from '../rpc/service-clients';
import { confirmManualPayment } from '../flows/manual-confirmation';

/** The customer's payment routes (SPEC.md section 7). Prices are the server's: the body's are ignored. */
@Controller()
export class CheckoutController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** What the browser needs to open the provider's payment popup. */
  @Get('api/payment-config')
  paymentConfig() {
    return { clientKey: this.config.midtransClientKey, snapJsUrl: this.config.midtransSnapJsUrl };
  }

  @Post('api/orders/create-order-id')
  @HttpCode(200)
  @PublicWriteLimited()
  createOrderId(@Req() req: FastifyRequest): Promise<CreateOrderIdResult> {
    return this.rpc.call(ORDERING.createOrderId, {}, req.id);
  }

  @Post('api/orders/create-transaction')
  @HttpCode(200)
  @PublicWriteLimited()
  createTransaction(
    @Body(new ZodValidationPipe(createTransactionSchema)) input: CreateTransactionInput,
    @Req() req: FastifyRequest,
  ): Promise<CreateTransactionResult> {
    return this.rpc.call(
      ORDERING.createPayment,
      { cart: input.cartItems, customer: input.customerDetails, referralCode: input.referralCode },
      req.id,
    );
  }

  @Post('api/orders/delete-payment-online')
  @HttpCode(200)
  @PublicWriteLimited()
  deletePaymentOnline(
    @Body(new ZodValidationPipe(orderIdRequestSchema)) body: { order_id: string },
    @Req() req: FastifyRequest,
  ) {
    return this.rpc.call(ORDERING.deletePaymentOnline, { orderId: body.order_id }, req.id);
  }

  /** Midtrans's HTTP notification: verified and applied by ordering; answered fast. */
  @Post('api/payments/notification')
  @HttpCode(200)
  notification(@Body() body: unknown, @Req() req: FastifyRequest) {
    return this.rpc.call(ORDERING.handleNotification, { body }, req.id);
  }

  /**
   * Limited like the writes. A payment still payable may be refreshed from Midtrans, at most once
   * per order every few seconds, and only a change is written.
   */
  @Get('api/transactions/pending-transactions')
  @PublicWriteLimited()
  pendingTransactions(
    @Query(new ZodValidationPipe(orderIdRequestSchema)) query: { order_id: string },
    @Req() req: FastifyRequest,
  ): Promise<{ transactions: TransactionLookup[] }> {
    return this.rpc.call(ORDERING.pendingPayments, { orderId: query.order_id }, req.id);
  }

  /** A manual transfer confirmation with its proof: flows/manual-confirmation.ts. */
  @Post('api/payments/confirm')
  @HttpCode(200)
  @PublicWriteLimited()
  async confirm(@Req() req: FastifyRequest) {
    const body = await readUploadForm(req, PROOF_MAX_BYTES, PROOF_UPLOAD_MESSAGES);
    const input = new ZodValidationPipe(confirmManualSchema).transform(body.fields);
    if (body.files.some((f) => f.field !== 'proofFile'))
      throw new HttpError('bad_request', 'Berkas tidak dikenal.');
    const { customer: _customer, ...payment } = await confirmManualPayment(
      this.rpc,
      input,
      filePayload(body, 'proofFile'),
      req.id,
    );
    return { message: 'Konfirmasi pembayaran berhasil dikirim.', ...payment };
  }
}
