import { LOGIN_LIMITS, LoginLimits } from './login-limits';

describe('LoginLimits', () => {
  it('limits one client at one name, and one client over all names', () => {
    const limits = new LoginLimits();
    for (let i = 0; i < LOGIN_LIMITS.perClientAndName; i++) {
      expect(limits.admit('a', 'admin', 0)).toBe(true);
      limits.failed('admin', 0);
    }
    expect(limits.admit('a', 'admin', 0)).toBe(false);
    expect(limits.admit('b', 'admin', 0)).toBe(true);
    const spray = new LoginLimits();
    for (let i = 0; i < LOGIN_LIMITS.perClient; i++) expect(spray.admit('c', `nama-${i}`, 0)).toBe(true);
    expect(spray.admit('c', 'lain', 0)).toBe(false);
  });

  it('forgives a client its attempts at a name once it logs in', () => {
    const limits = new LoginLimits();
    for (let i = 0; i < LOGIN_LIMITS.perClientAndName - 1; i++) limits.admit('a', 'admin', 0);
    limits.succeeded('a', 'admin');
    for (let i = 0; i < LOGIN_LIMITS.perClientAndName; i++) expect(limits.admit('a', 'admin', 0)).toBe(true);
  });

  it('past the ceiling of a name, gives every client one attempt there and never locks it', () => {
    const limits = new LoginLimits();
    limits.admit('failed-once', 'admin', 0);
    limits.failed('admin', 0);
    for (let i = 1; i < LOGIN_LIMITS.nameCeiling; i++) {
      limits.admit(`stranger-${i}`, 'admin', 0);
      limits.failed('admin', 0);
    }
    expect(limits.admit('failed-once', 'admin', 1)).toBe(false);
    expect(limits.admit('new', 'admin', 1)).toBe(true);
    expect(limits.admit('new', 'admin', 1)).toBe(false);
    expect(limits.admit('the-admin', 'admin', 1)).toBe(true);
    // Other names are not affected.
    expect(limits.admit('failed-once', 'kasir', 1)).toBe(true);
    // The ceiling passes with its window.
    const later = LOGIN_LIMITS.nameCeilingWindowMs;
    expect(limits.admit('failed-once', 'admin', later)).toBe(true);
  });
});
