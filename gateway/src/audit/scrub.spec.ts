import { scrubForAudit } from './scrub';

describe('scrubForAudit', () => {
  it('drops secrets and file bytes at any depth and keeps the rest', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(
      scrubForAudit({
        username: 'admin',
        passwordHash: '$argon2id$...',
        password: 'rahasia',
        file: { base64: 'AAAA', filename: 'bukti.png' },
        items: [{ name: 'Premium', token: 'x' }],
        at,
        missing: undefined,
      }),
    ).toEqual({
      username: 'admin',
      file: { filename: 'bukti.png' },
      items: [{ name: 'Premium' }],
      at: '2026-01-02T03:04:05.000Z',
      missing: null,
    });
  });

  it('keeps plain values as they are', () => {
    expect(scrubForAudit(null)).toBeNull();
    expect(scrubForAudit(undefined)).toBeNull();
    expect(scrubForAudit(42)).toBe(42);
    expect(scrubForAudit('teks')).toBe('teks');
  });
});
