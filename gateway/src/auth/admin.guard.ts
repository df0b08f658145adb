import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { MESSAGES } from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { AdminSessions, SessionAdmin } from './admin-sessions';

export interface AdminRequest extends FastifyRequest {
  admin?: SessionAdmin;
}

/**
 * Every admin route: a valid, unexpired HS256 token whose session is still open, of an admin that
 * still exists.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(@Inject(AdminSessions) private readonly sessions: AdminSessions) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AdminRequest>();
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/.exec(header);
    const admin = match ? await this.sessions.verify(match[1]) : undefined;
    if (!admin) throw new HttpError('unauthorized', MESSAGES.unauthorized);
    request.admin = admin;
    return true;
  }
}

/** The admin the guard let through; a route reached without it is refused as unauthenticated. */
export function signedInAdmin(request: AdminRequest): SessionAdmin {
  if (!request.admin) throw new HttpError('unauthorized', MESSAGES.unauthorized);
  return request.admin;
}
