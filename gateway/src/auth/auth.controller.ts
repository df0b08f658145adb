import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { MESSAGES, requiredText } from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { clientKey } from '../http/rate-limit';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { AdminAccounts } from './admin-accounts';
import { AuthTokens } from './auth.tokens';
import { SlidingWindowLimiter } from '../http/sliding-window-limiter';

const loginSchema = z.object({
  username: requiredText('Username', 100),
  password: z
    .string({ error: 'Password wajib diisi.' })
    .min(1, { error: 'Password wajib diisi.' })
    .max(200, { error: 'Password maksimal 200 karakter.' }),
});
type LoginInput = z.output<typeof loginSchema>;

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_LOGINS = 'Terlalu banyak percobaan login. Silakan coba lagi dalam beberapa menit.';

@Controller()
export class AuthController {
  private readonly perIp = new SlidingWindowLimiter(30, LOGIN_WINDOW_MS);
  private readonly perUsername = new SlidingWindowLimiter(10, LOGIN_WINDOW_MS);

  constructor(
    @Inject(AdminAccounts) private readonly accounts: AdminAccounts,
    @Inject(AuthTokens) private readonly tokens: AuthTokens,
  ) {}

  @Post(['admin/login', 'api/admin/login'])
  @HttpCode(200)
  async login(@Body(new ZodValidationPipe(loginSchema)) input: LoginInput, @Req() request: FastifyRequest) {
    const username = input.username.toLowerCase();
    if (!this.perIp.take(clientKey(request.ip)) || !this.perUsername.take(username)) {
      throw new HttpError('rate_limited', TOO_MANY_LOGINS);
    }
    const admin = await this.accounts.authenticate(input.username, input.password);
    if (!admin) throw new HttpError('unauthorized', MESSAGES.loginFailed);
    this.perUsername.reset(username);
    return { token: this.tokens.issue({ sub: admin.id, username: admin.username }) };
  }
}
