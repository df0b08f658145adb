import { isIPv6 } from 'node:net';
import { CanActivate, ExecutionContext, Inject, Injectable, Logger, UseGuards } from '@nestjs/common';
import { isDatabaseUnavailable } from '@undangan/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, GatewayConfig } from '../gateway-config';
import { Taken, WindowCounts, WindowRule } from '../limits/window-counts';
import { HttpError } from './http-error';
import { routePattern } from './route-pattern';

export const PUBLIC_WRITE_RATE_LIMITED =
  'Terlalu banyak permintaan dari perangkat Anda. Silakan coba lagi dalam satu menit.';

const WINDOW_MS = 60_000;

/**
 * The client a request is counted against. An IPv6 client usually holds a whole /64, so its
 * addresses count as one; any other address counts as itself.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip) || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return ip.replace(/^::ffff:/i, '');
  const [head, tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Per-client limit on the public routes that write (order ids, transactions, confirmations,
 * referral codes), so one client cannot flood the database. Each route counts on its own; the
 * client's address is the one Fastify trusts (the proxy's X-Forwarded-For only from private
 * networks). Over the limit: 429 with a Retry-After header. Counted in the gateway's database
 * (WindowCounts, one statement per admitted request), so the limit holds across every replica.
 * While that database cannot be reached the limit lets requests through: the routes it guards
 * write to the services' own databases, and customers' checkouts matter more than the count.
 */
@Injectable()
export class PublicWriteRateLimit implements CanActivate {
  private readonly rule?: WindowRule;
  private readonly logger = new Logger('PublicWriteRateLimit');
  /** Whether the counts are unreachable now (logged once per outage, not per request). */
  private uncounted = false;

  constructor(
    @Inject(WindowCounts) private readonly counts: WindowCounts,
    @Inject(GATEWAY_CONFIG) config: Pick<GatewayConfig, 'publicWriteRateLimitPerMinute'>,
  ) {
    const perMinute = config.publicWriteRateLimitPerMinute;
    this.rule = perMinute > 0 ? { limit: perMinute, windowMs: WINDOW_MS } : undefined;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.rule) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const key = `public-write ${routePattern(request)} ${clientKey(request.ip)}`;
    const taken = await this.take(key, this.rule);
    if (!taken || taken.admitted) return true;
    const seconds = Math.max(1, Math.ceil(taken.retryAfterMs / 1000));
    void http.getResponse<FastifyReply>().header('retry-after', String(seconds));
    throw new HttpError('rate_limited', PUBLIC_WRITE_RATE_LIMITED);
  }

  /** The count's answer, or undefined while the counts' database cannot be reached. */
  private async take(key: string, rule: WindowRule): Promise<Taken | undefined> {
    try {
      const taken = await this.counts.take(key, rule);
      if (this.uncounted) this.logger.log('public write limit counted again');
      this.uncounted = false;
      return taken;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      if (!this.uncounted)
        this.logger.warn(`public write limit not counted: the database is unreachable (${String(err)})`);
      this.uncounted = true;
      return undefined;
    }
  }
}

/** Marks a public route that writes, or every route of a controller: limited per client (see PublicWriteRateLimit). */
export const PublicWriteLimited = () => UseGuards(PublicWriteRateLimit);
