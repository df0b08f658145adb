import { Controller, Get, Inject, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ORDERING,
  AdminPaymentDetail,
  AdminPaymentRow,
  AdminPaymentsQuery,
  adminPaymentsQuerySchema,
  orderIdRequestSchema,
  proofQueueRequestSchema,
  adminPaymentDetailSchema,
  adminPaymentRowSchema,
  pageSchema,
  proofQueueAnswerSchema,
} from '@undangan/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ServiceClients } from '../rpc/service-clients';
import { ApiDoc } from '../openapi/api-doc';

// Exported only because eslint's no-useless-assignment misses uses inside parameter decorators.
export const paymentsQuery = new ZodValidationPipe(adminPaymentsQuerySchema);

export const proofQueueSchema = proofQueueRequestSchema;

/**
 * The admin's payments (the specification's "transactions" page, /admin/transactions): search,
 * status and date range, detail, the proof queue, CSV export: GET /api/admin/transactions/payments,
 * /api/admin/transactions/detail, /api/admin/transactions/proof-queue and
 * /api/admin/transactions/export.csv.
 */
@Controller('api/admin/transactions')
@UseGuards(AdminGuard)
export class PaymentsAdminController {
  constructor(@Inject(ServiceClients) private readonly rpc: ServiceClients) {}

  @Get('payments')
  @ApiDoc({ summary: 'The payments, filtered and paged', answer: pageSchema(adminPaymentRowSchema) })
  payments(@Query(paymentsQuery) query: AdminPaymentsQuery, @Req() req: FastifyRequest) {
    return this.rpc.call(ORDERING.listPayments, query, req.id);
  }

  @Get('detail')
  @ApiDoc({
    summary: "One order's payments, proof and history",
    answer: adminPaymentDetailSchema,
    errors: [404],
  })
  detail(
    @Query(new ZodValidationPipe(orderIdRequestSchema)) query: { order_id: string },
    @Req() req: FastifyRequest,
  ): Promise<AdminPaymentDetail> {
    return this.rpc.call(ORDERING.paymentDetail, { orderId: query.order_id }, req.id);
  }

  /** Manual payments whose proof waits for a decision, oldest first (the proof queue). */
  @Get('proof-queue')
  @ApiDoc({
    summary: 'Manual payments waiting for their proof to be checked',
    answer: proofQueueAnswerSchema,
  })
  proofQueue(
    @Query(new ZodValidationPipe(proofQueueSchema)) query: { limit: number },
    @Req() req: FastifyRequest,
  ): Promise<{ count: number; data: AdminPaymentRow[] }> {
    return this.rpc.call(ORDERING.proofQueue, query, req.id);
  }

  @Get('export.csv')
  @ApiDoc({
    summary: 'The payments as CSV, with the same filters',
    answer: { description: 'The CSV file.', mediaType: 'text/csv' },
  })
  async export(
    @Query(paymentsQuery) query: AdminPaymentsQuery,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const result = await this.rpc.call(ORDERING.exportPayments, query, req.id);
    const day = new Date().toISOString().slice(0, 10);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="transaksi-${day}.csv"`)
      .header('cache-control', 'private, no-store')
      .header('x-export-truncated', String(result.truncated))
      .send(`\uFEFF${result.csv}`);
  }
}
