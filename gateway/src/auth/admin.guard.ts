import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { MESSAGES } from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { AdminAccounts } from './admin-accounts';
import { AuthTokens } from './auth.tokens';

export interface AdminRequest extends FastifyRequest {
  admin?: { id: string; username: string };
}

/** Every admin route: a valid, unexpired HS256 token of an admin that still exists. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    @Inject(AuthTokens) private readonly tokens: AuthTokens,
    @Inject(AdminAccounts) private readonly accounts: AdminAccounts,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AdminRequest>();
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/.exec(header);
    const claims = match ? this.tokens.verify(match[1]) : undefined;
    const admin = claims ? await this.accounts.findById(claims.sub) : null;
    if (!admin || !claims || issuedBeforePasswordChange(claims.iat, admin.passwordChangedAt)) {
      throw new HttpError('unauthorized', MESSAGES.unauthorized);
    }
    request.admin = { id: admin.id, username: admin.username };
    return true;
  }
}

/** JWT times are whole seconds: a token of the same second as the change is the one issued with it. */
function issuedBeforePasswordChange(iat: number | undefined, changedAt: Date | null): boolean {
  if (!changedAt) return false;
  return iat === undefined || iat < Math.floor(changedAt.getTime() / 1000);
}
