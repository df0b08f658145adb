import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { COUPLE_ACCESS, COUPLE_ACCESS_MESSAGES, CoupleSession } from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { ServiceClients } from '../rpc/service-clients';
import { sessionTokenOf } from './couple-cookie';

export interface CoupleRequest extends FastifyRequest {
  couple?: CoupleSession;
}

/**
 * Every route of a signed-in couple: the session cookie, looked up in invitations (by its hash,
 * unexpired, of a member the order still has). It opens one order, the session's; nothing else
 * opens it: an admin's bearer token is not read here, and the session's cookie is not read by
 * AdminGuard. No session: 401.
 */
@Injectable()
export class CoupleGuard implements CanActivate {
  constructor(@Inject(ServiceClients) private readonly rpc: ServiceClients) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<CoupleRequest>();
    const token = sessionTokenOf(request.headers.cookie);
    const session = token
      ? await this.rpc.call(COUPLE_ACCESS.session, { session_token: token }, request.id)
      : null;
    if (!session) throw new HttpError('unauthorized', COUPLE_ACCESS_MESSAGES.sessionEnded);
    request.couple = session;
    return true;
  }
}

/**
 * The couple's routes that change something take JSON only. A form of another site can send a
 * URL-encoded, multipart or plain-text body without asking, never `application/json` (that needs
 * the browser's CORS preflight, which the gateway never grants), so such a request is refused
 * before it is read further. With SameSite=Lax on the cookie, this is the second wall.
 */
@Injectable()
export class JsonRequestsOnly implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.method === 'GET' || request.method === 'HEAD') return true;
    const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json')
      throw new HttpError('unsupported_media_type', COUPLE_ACCESS_MESSAGES.jsonOnly);
    return true;
  }
}

/** The session the guard let through. */
export function signedInCouple(request: CoupleRequest): CoupleSession {
  if (!request.couple) throw new HttpError('unauthorized', COUPLE_ACCESS_MESSAGES.sessionEnded);
  return request.couple;
}
