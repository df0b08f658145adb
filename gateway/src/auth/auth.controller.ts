import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { MESSAGES, requiredText, messageAnswerSchema } from '@undangan/contracts';
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
import { ApiDoc } from '../openapi/api-doc';

export const loginSchema = z.object({
  username: requiredText('Username', 100),
  password: z
    .string({ error: 'Password wajib diisi.' })
    .min(1, { error: 'Password wajib diisi.' })
    .max(200, { error: 'Password maksimal 200 karakter.' }),
});
type LoginInput = z.output<typeof loginSchema>;

const loginAnswerSchema = z.object({ token: z.string() });

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
  @ApiDoc({
    summary: 'Sign in: a bearer token for the admin routes',
    audience: 'Admin',
    answer: { description: 'The token (a JWT).', schema: loginAnswerSchema },
    errors: [429],
    local: true,
    example: { username: 'admin', password: 'password-admin-123' },
  })
  @HttpCode(200)
  async login(
    @Body(new ZodValidationPipe(loginSchema)) input: LoginInput,
    @Req() request: FastifyRequest,
  ): Promise<z.infer<typeof loginAnswerSchema>> {
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
  @ApiDoc({ summary: "Sign out: the token's session ends", answer: messageAnswerSchema, local: true })
  @HttpCode(200)
  @UseGuards(AdminGuard)
  async logout(@Req() request: AdminRequest): Promise<z.infer<typeof messageAnswerSchema>> {
    if (!request.admin) throw new HttpError('unauthorized', MESSAGES.unauthorized);
    await this.sessions.end(request.admin.sessionId);
    return { message: LOGGED_OUT };
  }
}
