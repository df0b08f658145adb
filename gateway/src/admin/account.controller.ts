import { Body, Controller, Get, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  AdminAccountView,
  MESSAGES,
  adminAccountViewSchema,
} from '@undangan/contracts';
import { isUniqueViolation } from '@undangan/platform';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { AuditTrail } from '../audit/audit-trail';
import { HttpError } from '../http/http-error';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { AdminAccounts } from '../auth/admin-accounts';
import { AdminSessions } from '../auth/admin-sessions';
import { AdminGuard, AdminRequest, signedInAdmin } from '../auth/admin.guard';
import { WindowCounts } from '../limits/window-counts';
import { ApiDoc } from '../openapi/api-doc';

const TOO_SHORT = `Password baru minimal ${ADMIN_PASSWORD_MIN_LENGTH} karakter.`;
const newPassword = z
  .string({ error: TOO_SHORT })
  .min(ADMIN_PASSWORD_MIN_LENGTH, { error: TOO_SHORT })
  .max(200, { error: 'Password maksimal 200 karakter.' });

export const passwordChangeSchema = z.object({
  oldPassword: z
    .string({ error: 'Password lama wajib diisi.' })
    .min(1, { error: 'Password lama wajib diisi.' })
    .max(200, { error: 'Password maksimal 200 karakter.' }),
  newPassword,
});
type PasswordChange = z.output<typeof passwordChangeSchema>;

export const newAdminSchema = z.object({
  username: z
    .string({ error: 'Username wajib diisi.' })
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,50}$/, {
      error: 'Username 3-50 karakter: huruf, angka, titik, - dan _.',
    }),
  password: z
    .string({ error: `Password minimal ${ADMIN_PASSWORD_MIN_LENGTH} karakter.` })
    .min(ADMIN_PASSWORD_MIN_LENGTH, { error: `Password minimal ${ADMIN_PASSWORD_MIN_LENGTH} karakter.` })
    .max(200, { error: 'Password maksimal 200 karakter.' }),
});
type NewAdmin = z.output<typeof newAdminSchema>;

export const ACCOUNT_MESSAGES = {
  wrongOldPassword: 'Password lama salah.',
  samePassword: 'Password baru harus berbeda dari password lama.',
  passwordChanged: 'Password berhasil diubah.',
  onlyFirstAdmin: 'Hanya admin pertama yang dapat menambah admin.',
  usernameTaken: 'Username sudah digunakan.',
  tooManyAttempts: 'Terlalu banyak percobaan. Silakan coba lagi dalam beberapa menit.',
  sessionsEnded: 'Semua sesi akun Anda telah diakhiri. Silakan login kembali.',
} as const;

const passwordChangedSchema = z.object({ message: z.string(), token: z.string() });
const sessionsEndedSchema = z.object({ message: z.string(), ended: z.number().int() });

/** A stolen token must not become a way to guess the password it was issued for. */
const PASSWORD_ATTEMPTS = { limit: 10, windowMs: 15 * 60 * 1000 } as const;
const passwordAttemptsKey = (adminId: string) => `password-change ${adminId}`;

/** The signed-in admin's own account, and the first admin's right to add others. */
@Controller('api/admin')
@UseGuards(AdminGuard)
export class AccountController {
  constructor(
    @Inject(AdminAccounts) private readonly accounts: AdminAccounts,
    @Inject(AdminSessions) private readonly sessions: AdminSessions,
    @Inject(AuditTrail) private readonly audit: AuditTrail,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(WindowCounts) private readonly counts: WindowCounts,
  ) {}

  @Get('me')
  @ApiDoc({ summary: 'The signed-in admin', answer: adminAccountViewSchema, local: true })
  async me(@Req() req: AdminRequest): Promise<AdminAccountView> {
    const view = await this.accounts.view(signedInAdmin(req).id);
    if (!view) throw new HttpError('unauthorized', MESSAGES.unauthorized);
    return view;
  }

  /** Answers a fresh token: the change ends every session of this admin, this one included. */
  @Post('account/password')
  @ApiDoc({
    summary: "Change the signed-in admin's password",
    answer: passwordChangedSchema,
    errors: [429],
    local: true,
  })
  @HttpCode(200)
  async changePassword(
    @Body(new ZodValidationPipe(passwordChangeSchema)) input: PasswordChange,
    @Req() req: AdminRequest,
  ): Promise<z.infer<typeof passwordChangedSchema>> {
    const admin = signedInAdmin(req);
    if (input.oldPassword === input.newPassword)
      throw new HttpError('bad_request', ACCOUNT_MESSAGES.samePassword);
    if (!(await this.counts.take(passwordAttemptsKey(admin.id), PASSWORD_ATTEMPTS)).admitted) {
      throw new HttpError('rate_limited', ACCOUNT_MESSAGES.tooManyAttempts);
    }
    const token = await this.audit.track(req, 'admin.password-change', admin.username, () =>
      // The new password, the end of every session and this device's new one commit together.
      this.dataSource.transaction(async (manager) => {
        const ok = await this.accounts.changePassword(
          admin.id,
          input.oldPassword,
          input.newPassword,
          manager,
        );
        if (!ok) throw new HttpError('unauthorized', ACCOUNT_MESSAGES.wrongOldPassword);
        await this.sessions.endAll(admin.id, manager);
        return this.sessions.start(admin, manager);
      }),
    );
    await this.counts.reset(passwordAttemptsKey(admin.id));
    return { message: ACCOUNT_MESSAGES.passwordChanged, token };
  }

  /** Ends every session of the signed-in admin, this one included: every token of it is refused. */
  @Post('account/sessions/revoke-all')
  @ApiDoc({
    summary: "End every session of the signed-in admin's account",
    answer: sessionsEndedSchema,
    local: true,
  })
  @HttpCode(200)
  async revokeAllSessions(@Req() req: AdminRequest): Promise<z.infer<typeof sessionsEndedSchema>> {
    const admin = signedInAdmin(req);
    const ended = await this.audit.track(req, 'admin.sessions-revoke', admin.username, () =>
      this.sessions.endAll(admin.id),
    );
    return { message: ACCOUNT_MESSAGES.sessionsEnded, ended };
  }

  @Get('accounts')
  @ApiDoc({ summary: 'The admin accounts', answer: z.array(adminAccountViewSchema), local: true })
  list(): Promise<AdminAccountView[]> {
    return this.accounts.list();
  }

  @Post('accounts')
  @ApiDoc({
    summary: 'Add an admin (the first admin only)',
    answer: adminAccountViewSchema,
    errors: [403, 409],
    local: true,
  })
  async create(
    @Body(new ZodValidationPipe(newAdminSchema)) input: NewAdmin,
    @Req() req: AdminRequest,
  ): Promise<AdminAccountView> {
    const admin = signedInAdmin(req);
    if ((await this.accounts.firstAdminId()) !== admin.id) {
      throw new HttpError('forbidden', ACCOUNT_MESSAGES.onlyFirstAdmin);
    }
    if (await this.accounts.usernameTaken(input.username)) {
      throw new HttpError('conflict', ACCOUNT_MESSAGES.usernameTaken);
    }
    await this.audit.track(req, 'admin.create', input.username, async () => {
      try {
        return await this.accounts.create(input.username, input.password);
      } catch (err) {
        // Two admins adding the same name at once: the unique index decides.
        if (isUniqueViolation(err)) {
          throw new HttpError('conflict', ACCOUNT_MESSAGES.usernameTaken);
        }
        throw err;
      }
    });
    const view = await this.accounts.viewByUsername(input.username);
    if (!view) throw new HttpError('conflict', ACCOUNT_MESSAGES.usernameTaken);
    return view;
  }
}
