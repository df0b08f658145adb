import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import {
  ORDERING,
  ReferralCodeInput,
  referralCodeInputSchema,
  referralCodeSchema,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { AuditTrail } from '../audit/audit-trail';
import { AdminGuard, AdminRequest } from '../auth/admin.guard';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ServiceClients } from '../rpc/service-clients';

/** The admin's referral codes: list, create, edit, deactivate. */
@Controller('api/admin/database/referral-codes')
@UseGuards(AdminGuard)
export class ReferralCodesController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  @Get()
  list(@Req() req: FastifyRequest) {
    return this.rpc.call(ORDERING.listReferralCodes, {}, req.id);
  }

  @Post()
  create(
    @Body(new ZodValidationPipe(referralCodeInputSchema)) input: ReferralCodeInput,
    @Req() req: AdminRequest,
  ) {
    return this.audit.track(req, 'referral-code.create', input.code, () =>
      this.rpc.call(ORDERING.createReferralCode, input, req.id),
    );
  }

  @Put(':code')
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
  deactivate(
    @Param('code', new ZodValidationPipe(referralCodeSchema)) code: string,
    @Req() req: AdminRequest,
  ) {
    return this.audit.track(req, 'referral-code.deactivate', code, () =>
      this.rpc.call(ORDERING.deactivateReferralCode, { code }, req.id),
    );
  }
}
