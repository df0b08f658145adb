import { clientOrigin } from './client-origin';

describe('clientOrigin', () => {
  it('names a client by its network as a short hash that holds no part of its address', () => {
    const origin = clientOrigin('203.0.113.45');
    expect(origin).toMatch(/^[0-9a-f]{16}$/);
    expect(origin).not.toContain('203');
    expect(clientOrigin('::ffff:203.0.113.45')).toBe(origin);
    expect(clientOrigin('203.0.113.46')).not.toBe(origin);
  });

  it('gives every address of one IPv6 /64 the same key, as the rate limits count it', () => {
    expect(clientOrigin('2001:db8:1:2::1')).toBe(clientOrigin('2001:db8:1:2:ffff::9'));
    expect(clientOrigin('2001:db8:1:3::1')).not.toBe(clientOrigin('2001:db8:1:2::1'));
  });
});
