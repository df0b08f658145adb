import { Controller, UseGuards } from '@nestjs/common';
import {
  ORDERING,
  referralCodeInputSchema,
  referralCodeSchema,
  referralCodeViewSchema,
} from '@undangan/contracts';
import { z } from 'zod';
import { AdminGuard } from '../auth/admin.guard';
import { route, RouteTable, TableController } from '../rpc/rpc-routes';

/** The admin's referral codes: list, create, edit, deactivate. */
@Controller('api/admin/database/referral-codes')
@UseGuards(AdminGuard)
@RouteTable({
  list: route('GET', ORDERING.listReferralCodes, {
    doc: { summary: 'The referral codes', answer: z.array(referralCodeViewSchema) },
    request: () => ({}),
  }),
  create: route('POST', ORDERING.createReferralCode, {
    body: referralCodeInputSchema,
    doc: {
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
    },
    request: ({ body }) => body,
    audit: { action: 'referral-code.create', target: ({ body }) => body.code },
  }),
  update: route('PUT :code', ORDERING.updateReferralCode, {
    params: { code: referralCodeSchema },
    body: referralCodeInputSchema,
    doc: { summary: 'Change a referral code', answer: referralCodeViewSchema, errors: [404, 409] },
    request: ({ params, body }) => ({ code: params.code, input: body }),
    audit: { action: 'referral-code.update', target: ({ params }) => params.code },
  }),
  /** Codes are deactivated, never erased: orders that used them keep their history. */
  deactivate: route('DELETE :code', ORDERING.deactivateReferralCode, {
    params: { code: referralCodeSchema },
    doc: {
      summary: 'Deactivate a referral code (orders that used it keep it)',
      answer: { description: 'The code, now inactive.', schema: referralCodeViewSchema },
      errors: [404],
    },
    request: ({ params }) => ({ code: params.code }),
    audit: { action: 'referral-code.deactivate', target: ({ params }) => params.code },
  }),
})
export class ReferralCodesController extends TableController {}
