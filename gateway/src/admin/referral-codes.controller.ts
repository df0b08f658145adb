import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import {
  ORDERING,
  ReferralCodeInput,
  referralCodeInputSchema,
  referralCodeSchema,
  referralCodeViewSchema,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { AuditTrail } from '../audit/audit-trail';
import { AdminGuard, AdminRequest } from '../auth/admin.guard';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ServiceClients } from '../rpc/service-clients';
import { ApiDoc } from '../openapi/api-doc';
import { z } from 'zod';

/** The admin's referral codes: list, create, edit, deactivate. */
@Controller('api/admin/database/referral-codes')
@UseGuards(AdminGuard)
export class ReferralCodesController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  @Get()
  @ApiDoc({ summary: 'The referral codes', answer: z.array(referralCodeViewSchema) })
  list(@Req() req: FastifyRequest) {
    return this.rpc.call(ORDERING.listReferralCodes, {}, req.id);
  }

  @Post()
  @ApiDoc({
    summary: 'Add a referral code',
    answer: referralCodeViewSchema,
    errors: [409],
    example: {
      code: 'HEMAT10',
      percentage: 10,
      active: true,
      expires_at: null,
      usage_limit: 50,
      description: '',
    },
  })
  create(
    @Body(new ZodValidationPipe(referralCodeInputSchema)) input: ReferralCodeInput,
    @Req() req: AdminRequest,
  ) {
    return this.audit.track(req, 'referral-code.create', input.code, () =>
      this.rpc.call(ORDERING.createReferralCode, input, req.id),
    );
  }

  @Put(':code')
  @ApiDoc({ summary: 'Change a referral code', answer: referralCodeViewSchema, errors: [404, 409] })
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
  @Delete(':code')
  @ApiDoc({
    summary: 'Deactivate a referral code (orders that used it keep it)',
    answer: { description: 'The code, now inactive.', schema: referralCodeViewSchema },
    errors: [404],
  })
  deactivate(
    @Param('code', new ZodValidationPipe(referralCodeSchema)) code: string,
    @Req() req: AdminRequest,
  ) {
    return this.audit.track(req, 'referral-code.deactivate', code, () =>
      this.rpc.call(ORDERING.deactivateReferralCode, { code }, req.id),
    );
  }
}
