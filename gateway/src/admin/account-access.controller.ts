import { Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { AdminAccountChange, adminAccountChangeSchema } from '@undangan/contracts';
import { z } from 'zod';
import { AuditTrail } from '../audit/audit-trail';
import type { AuditAction } from '../audit/audited-resources';
import { AccountAccess } from '../auth/account-access';
import { ACCOUNT_ACCESS_MESSAGES, AccountAccessChange } from '../auth/account-access-rules';
import { AdminAccounts } from '../auth/admin-accounts';
import { AdminGuard, AdminRequest, signedInAdmin } from '../auth/admin.guard';
import { HttpError } from '../http/http-error';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ApiDoc } from '../openapi/api-doc';

/** Accounts are named by the uuid the gateway's database gave them; anything else is refused here. */
export const adminIdSchema = z.uuid({ error: 'ID admin tidak valid.' });

// Exported only because eslint's no-useless-assignment misses uses inside parameter decorators.
export const adminIdParam = new ZodValidationPipe(adminIdSchema);

/** Each change as the audit log names it, and what the first admin is told once it is made. */
const CHANGES: Record<AccountAccessChange, { action: AuditAction; done: (username: string) => string }> = {
  disable: {
    action: 'admin.disable',
    done: (username) => `Akun admin ${username} telah dinonaktifkan dan semua sesinya telah diakhiri.`,
  },
  enable: {
    action: 'admin.enable',
    done: (username) => `Akun admin ${username} telah diaktifkan kembali.`,
  },
  'end-sessions': {
    action: 'admin.sessions-revoke',
    done: (username) => `Semua sesi akun admin ${username} telah diakhiri.`,
  },
};

/**
 * The first admin's hold over the other accounts (AccountAccess says the rules): disable one, enable
 * it again, or end its sessions without disabling it. Each change is recorded in the audit log:
 * who, whose account, what, when, and the account before and after.
 */
@Controller('api/admin/accounts')
@UseGuards(AdminGuard)
export class AccountAccessController {
  constructor(
    @Inject(AdminAccounts) private readonly accounts: AdminAccounts,
    @Inject(AccountAccess) private readonly access: AccountAccess,
    @Inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  @Post(':id/disable')
  @ApiDoc({
    summary: 'Disable an admin account (the first admin only): it cannot log in, its sessions end at once',
    answer: adminAccountChangeSchema,
    errors: [403, 404, 409],
    local: true,
  })
  @HttpCode(200)
  disable(@Param('id', adminIdParam) id: string, @Req() req: AdminRequest): Promise<AdminAccountChange> {
    return this.change('disable', id, req);
  }

  @Post(':id/enable')
  @ApiDoc({
    summary: 'Enable a disabled admin account again (the first admin only)',
    answer: adminAccountChangeSchema,
    errors: [403, 404, 409],
    local: true,
  })
  @HttpCode(200)
  enable(@Param('id', adminIdParam) id: string, @Req() req: AdminRequest): Promise<AdminAccountChange> {
    return this.change('enable', id, req);
  }

  @Post(':id/sessions/revoke-all')
  @ApiDoc({
    summary: "End every session of an admin's account without disabling it (the first admin only)",
    answer: adminAccountChangeSchema,
    errors: [403, 404],
    local: true,
  })
  @HttpCode(200)
  endSessions(@Param('id', adminIdParam) id: string, @Req() req: AdminRequest): Promise<AdminAccountChange> {
    return this.change('end-sessions', id, req);
  }

  private async change(
    change: AccountAccessChange,
    id: string,
    req: AdminRequest,
  ): Promise<AdminAccountChange> {
    const admin = signedInAdmin(req);
    const target = await this.accounts.view(id);
    if (!target) throw new HttpError('not_found', ACCOUNT_ACCESS_MESSAGES.notFound);
    const { action, done } = CHANGES[change];
    const ended = await this.audit.track(req, action, target.username, () =>
      this.access.apply(change, admin.id, id),
    );
    const account = await this.accounts.view(id);
    if (!account) throw new HttpError('not_found', ACCOUNT_ACCESS_MESSAGES.notFound);
    return { message: done(target.username), account, ended };
  }
}
