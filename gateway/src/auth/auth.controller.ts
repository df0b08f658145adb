import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { MESSAGES, requiredText } from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { clientKey } from '../http/rate-limit';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { WindowCounts } from '../limits/window-counts';
import { AdminAccounts } from './admin-accounts';
import { AdminSessions } from './admin-sessions';
import { AdminGuard, AdminRequest } from './admin.guard';
import { LoginLimits } from './login-limits';

export const loginSchema = z.object({
  username: requiredText('Username', 100),
  password: z
    .string({ error: 'Password wajib diisi.' })
    .min(1, { error: 'Password wajib diisi.' })
    .max(200, { error: 'Password maksimal 200 karakter.' }),
});
type LoginInput = z.output<typeof loginSchema>;

export const TOO_MANY_LOGINS = 'Terlalu banyak percobaan login. Silakan coba lagi dalam beberapa menit.';
export const LOGGED_OUT = 'Anda telah keluar.';

@Controller()
export class AuthController {
  private readonly limits: LoginLimits;

  constructor(
    @Inject(AdminAccounts) private readonly accounts: AdminAccounts,
    @Inject(AdminSessions) private readonly sessions: AdminSessions,
    @Inject(WindowCounts) counts: WindowCounts,
  ) {
    this.limits = new LoginLimits(counts);
  }

  @Post(['admin/login', 'api/admin/login'])
  @HttpCode(200)
  async login(@Body(new ZodValidationPipe(loginSchema)) input: LoginInput, @Req() request: FastifyRequest) {
    const username = input.username.toLowerCase();
    const client = clientKey(request.ip);
    if (!(await this.limits.admit(client, username))) throw new HttpError('rate_limited', TOO_MANY_LOGINS);
    const admin = await this.accounts.authenticate(input.username, input.password);
    if (!admin) {
      await this.limits.failed(username);
      throw new HttpError('unauthorized', MESSAGES.loginFailed);
    }
    await this.limits.succeeded(client, username);
    return { token: await this.sessions.start(admin) };
  }

  /** Ends the session of the token sent: it is refused from then on, by every gateway replica. */
  @Post('api/admin/logout')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  async logout(@Req() request: AdminRequest): Promise<{ message: string }> {
    if (!request.admin) throw new HttpError('unauthorized', MESSAGES.unauthorized);
    await this.sessions.end(request.admin.sessionId);
    return { message: LOGGED_OUT };
  }
}
