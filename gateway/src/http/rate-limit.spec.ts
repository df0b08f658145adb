import type { ExecutionContext } from '@nestjs/common';
import { MemoryWindowCounts, Taken } from '../limits/window-counts';
import { clientKey, PUBLIC_WRITE_RATE_LIMITED, PublicWriteRateLimit } from './rate-limit';

describe('clientKey', () => {
  it('counts an IPv4 client (also when written as IPv4-mapped IPv6) as its address', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of an IPv6 /64 as one client', () => {
    const a = clientKey('2001:db8:aa:1:1111:2222:3333:4444');
    expect(a).toBe('2001:db8:aa:1::/64');
    expect(clientKey('2001:0db8:00aa:0001::5')).toBe(a);
    expect(clientKey('2001:db8:aa:2::5')).not.toBe(a);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('PublicWriteRateLimit', () => {
  const contextFor = (ip: string, headers: Record<string, string>) =>
    ({
      switchToHttp: () => ({
        getRequest: () => ({ routeOptions: { url: '/api/orders/create-order-id' }, url: '/x', ip }),
        getResponse: () => ({ header: (name: string, value: string) => (headers[name] = value) }),
      }),
    }) as unknown as ExecutionContext;
  const twoPerMinute = { publicWriteRateLimitPerMinute: 2 };

  it('admits a client its limit per minute, then answers 429 with Retry-After', async () => {
    const guard = new PublicWriteRateLimit(new MemoryWindowCounts(), twoPerMinute);
    const headers: Record<string, string> = {};
    expect(await guard.canActivate(contextFor('203.0.113.1', headers))).toBe(true);
    expect(await guard.canActivate(contextFor('203.0.113.1', headers))).toBe(true);
    await expect(guard.canActivate(contextFor('203.0.113.1', headers))).rejects.toMatchObject({
      status: 429,
      message: PUBLIC_WRITE_RATE_LIMITED,
    });
    expect(Number(headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(await guard.canActivate(contextFor('203.0.113.2', {}))).toBe(true);
  });

  it('lets requests through while the counts cannot be reached, and fails on any other error', async () => {
    class Failing extends MemoryWindowCounts {
      constructor(private readonly failure: Error) {
        super();
      }
      override take(): Promise<Taken> {
        return Promise.reject(this.failure);
      }
    }
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const guard = new PublicWriteRateLimit(new Failing(unreachable), twoPerMinute);
    for (let i = 0; i < 3; i++) expect(await guard.canActivate(contextFor('203.0.113.1', {}))).toBe(true);
    const broken = new PublicWriteRateLimit(
      new Failing(new Error('column "times" does not exist')),
      twoPerMinute,
    );
    await expect(broken.canActivate(contextFor('203.0.113.1', {}))).rejects.toThrow('column');
  });
});
