import { clientKey } from './rate-limit';

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
