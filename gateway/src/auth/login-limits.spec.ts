import { windowCountStores } from '../../test/window-count-stores';
import { LOGIN_LIMITS, LoginLimits } from './login-limits';

const suite = windowCountStores('gw_login_limits');
beforeAll(suite.setUp);
afterAll(suite.tearDown);

describe.each(suite.stores)('LoginLimits counted %s', (_name, open) => {
  const limitsOf = async () => new LoginLimits(await open());

  it('limits one client at one name, and one client over all names', async () => {
    const limits = await limitsOf();
    for (let i = 0; i < LOGIN_LIMITS.perClientAndName; i++) {
      expect(await limits.admit('a', 'admin', 0)).toBe(true);
      await limits.failed('admin', 0);
    }
    expect(await limits.admit('a', 'admin', 0)).toBe(false);
    expect(await limits.admit('b', 'admin', 0)).toBe(true);
    for (let i = 0; i < LOGIN_LIMITS.perClient; i++)
      expect(await limits.admit('c', `nama-${i}`, 0)).toBe(true);
    // Refused overall, an attempt is not counted at its name either: once the client's first
    // attempts have aged out, that name still has its whole allowance.
    for (let i = 0; i < LOGIN_LIMITS.perClientAndName; i++)
      expect(await limits.admit('c', 'lain', 1)).toBe(false);
    expect(await limits.admit('c', 'lain', LOGIN_LIMITS.windowMs)).toBe(true);
  });

  it('forgives a client its attempts at a name once it logs in', async () => {
    const limits = await limitsOf();
    for (let i = 0; i < LOGIN_LIMITS.perClientAndName - 1; i++) await limits.admit('a', 'admin', 0);
    await limits.succeeded('a', 'admin');
    for (let i = 0; i < LOGIN_LIMITS.perClientAndName; i++)
      expect(await limits.admit('a', 'admin', 0)).toBe(true);
  });

  it('past the ceiling of a name, gives every client one attempt there and never locks it', async () => {
    const limits = await limitsOf();
    await limits.admit('failed-once', 'admin', 0);
    await limits.failed('admin', 0);
    for (let i = 1; i < LOGIN_LIMITS.nameCeiling; i++) {
      await limits.admit(`stranger-${i}`, 'admin', 0);
      await limits.failed('admin', 0);
    }
    expect(await limits.admit('failed-once', 'admin', 1)).toBe(false);
    expect(await limits.admit('new', 'admin', 1)).toBe(true);
    expect(await limits.admit('new', 'admin', 1)).toBe(false);
    expect(await limits.admit('the-admin', 'admin', 1)).toBe(true);
    // Other names are not affected.
    expect(await limits.admit('failed-once', 'kasir', 1)).toBe(true);
    // The ceiling passes with its window.
    const later = LOGIN_LIMITS.nameCeilingWindowMs;
    expect(await limits.admit('failed-once', 'admin', later)).toBe(true);
  });
});
