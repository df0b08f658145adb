import { ArgumentsHost, Catch, ExceptionFilter, NotFoundException } from '@nestjs/common';
import type { Logger } from '@undangan/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SpaFallback } from '../web/spa-fallback';
import { toErrorResponse } from './error-response';

@Catch()
export class AllErrorsFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly spa: SpaFallback,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    if (exception instanceof NotFoundException && this.spa.serves(request)) {
      void this.spa.send(request, reply);
      return;
    }
    const { status, body } = toErrorResponse(exception);
    if (status === 503 || status === 504) {
      // A service that is away or slow: the caller was told to retry, and the service's own
      // health says why; one line, not a stack trace per request while it lasts.
      this.logger.warn(
        { status, code: body.code, requestId: request.id, url: request.url },
        'request not served',
      );
    } else if (status >= 500) {
      this.logger.error({ err: exception, requestId: request.id, url: request.url }, 'request failed');
    }
    void reply.status(status).header('cache-control', 'no-store').send(body);
  }
}
