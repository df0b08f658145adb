import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import {
  ORDERING,
  orderIdRequestSchema,
  orderIdSchema,
  ReferralCodeInput,
  referralCodeInputSchema,
  referralCodeSchema,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuditTrail } from '../audit/audit-trail';
import { AdminGuard, AdminRequest } from '../auth/admin.guard';
import { PublicWriteLimited } from '../http/rate-limit';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ServiceClients } from '../rpc/service-clients';

const EMPTY_CODE = 'Silakan masukkan kode referal.';
const codeField = z
  .string({ error: EMPTY_CODE })
  .trim()
  .min(1, { error: EMPTY_CODE })
  .pipe(referralCodeSchema);
const validateBody = z.object({ code: codeField });
const useBody = z.object({ code: codeField, order_id: orderIdSchema, total_price: z.unknown().optional() });

/** Referral codes for customers (validate, use, check) and their admin management. */
@Controller()
export class ReferralController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  @Post('api/referral/validate')
  @HttpCode(200)
  @PublicWriteLimited()
  validate(@Body(new ZodValidationPipe(validateBody)) body: { code: string }, @Req() req: FastifyRequest) {
    return this.rpc.call(ORDERING.validateReferral, { code: body.code }, req.id);
  }

  /** total_price is the browser's figure and is not used: discounts are computed when the payment is priced. */
  @Post('api/referral/use')
  @HttpCode(200)
  @PublicWriteLimited()
  use(
    @Body(new ZodValidationPipe(useBody)) body: { code: string; order_id: string },
    @Req() req: FastifyRequest,
  ) {
    return this.rpc.call(ORDERING.useReferral, { code: body.code, orderId: body.order_id }, req.id);
  }

  @Get('api/referral/check')
  check(
    @Query(new ZodValidationPipe(orderIdRequestSchema)) query: { order_id: string },
    @Req() req: FastifyRequest,
  ) {
    return this.rpc.call(ORDERING.checkReferral, { orderId: query.order_id }, req.id);
  }

  @Get('api/admin/database/referral-codes')
  @UseGuards(AdminGuard)
  list(@Req() req: FastifyRequest) {
    return this.rpc.call(ORDERING.listReferralCodes, {}, req.id);
  }

  @Post('api/admin/database/referral-codes')
  @UseGuards(AdminGuard)
  create(
    @Body(new ZodValidationPipe(referralCodeInputSchema)) input: ReferralCodeInput,
    @Req() req: AdminRequest,
  ) {
    return this.audit.track(req, 'referral-code.create', input.code, () =>
      this.rpc.call(ORDERING.createReferralCode, input, req.id),
    );
  }

  @Put('api/admin/database/referral-codes/:code')
  @UseGuards(AdminGuard)
  update(
    @Param('code', new ZodValidationPipe(referralCodeSchema)) code: string,
    @Body(new ZodValidationPipe(referralCodeInputSchema)) input: ReferralCodeInput,
    @Req() req: AdminRequest,
  ) {
    return this.audit.track(req, 'referral-code.update', code, () =>
      this.rpc.call(ORDERING.updateReferralCode, { code, input }, req.id),
    );
  }

  /** Codes are deactivated, never erased: orders that used them keep their history. */
  @Delete('api/admin/database/referral-codes/:code')
  @UseGuards(AdminGuard)
  deactivate(
    @Param('code', new ZodValidationPipe(referralCodeSchema)) code: string,
    @Req() req: AdminRequest,
  ) {
    return this.audit.track(req, 'referral-code.deactivate', code, () =>
      this.rpc.call(ORDERING.deactivateReferralCode, { code }, req.id),
    );
  }
}
