import {
  CUSTOM_DOMAIN_MESSAGES,
  customDomainIncluded,
  customDomainInputSchema,
  domainNameProblem,
  domainNameSchema,
  isShopHost,
} from './custom-domain';
import { validate } from './validation';

const field = (domain: unknown) => validate(customDomainInputSchema, { domain });

describe("a couple's domain", () => {
  it.each([
    'rina-dan-bayu.com',
    'undangan.rina-dan-bayu.com',
    'rina2027.id',
    'rina-bayu.my.id',
    'a.co',
    'xn--mnchen-3ya.de',
    `${'a'.repeat(63)}.com`,
  ])('takes %s', (host) => {
    expect(domainNameProblem(host)).toBeNull();
    expect(field(host)).toEqual({ ok: true, value: { domain: host } });
  });

  it.each([
    ['https://rina.com', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['rina.com/', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['rina.com:8443', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['rina dan bayu.com', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['rina_bayu.com', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['*.rina.com', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['rïna.com', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['rina.com.', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['.rina.com', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['rina..com', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['-rina.com', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['rina-.com', CUSTOM_DOMAIN_MESSAGES.invalid],
    [`${'a'.repeat(64)}.com`, CUSTOM_DOMAIN_MESSAGES.invalid],
    ['rina.c', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['rina.123', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['10.0.0.1', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['rina', CUSTOM_DOMAIN_MESSAGES.incomplete],
    ['localhost', CUSTOM_DOMAIN_MESSAGES.incomplete],
    ['rina.localhost', CUSTOM_DOMAIN_MESSAGES.reserved],
    ['rina.local', CUSTOM_DOMAIN_MESSAGES.reserved],
    ['rina.test', CUSTOM_DOMAIN_MESSAGES.reserved],
    ['undangan.example', CUSTOM_DOMAIN_MESSAGES.reserved],
    ['rina.example.com', CUSTOM_DOMAIN_MESSAGES.reserved],
    [`${'abcdefgh.'.repeat(28)}com`, CUSTOM_DOMAIN_MESSAGES.tooLong],
  ])('refuses %s with its reason', (host, message) => {
    expect(domainNameProblem(host)).toBe(message);
    expect(field(host)).toMatchObject({ ok: false, message });
  });

  it('keeps what the admin typed in small letters, without spaces around, and empty removes it', () => {
    expect(field('  Rina-Dan-Bayu.COM ')).toEqual({ ok: true, value: { domain: 'rina-dan-bayu.com' } });
    expect(field('')).toEqual({ ok: true, value: { domain: null } });
    expect(field('   ')).toEqual({ ok: true, value: { domain: null } });
    expect(field(null)).toMatchObject({ ok: false });
    expect(field(12)).toMatchObject({ ok: false });
    // What travels between the parts is checked as it is kept: never made small there.
    expect(domainNameSchema.safeParse('Rina.com').success).toBe(false);
  });

  it("knows the shop's own host, without and with www, and the names under it", () => {
    const shop = 'https://www.undangan.id';
    expect(isShopHost('undangan.id', shop)).toBe(true);
    expect(isShopHost('www.undangan.id', shop)).toBe(true);
    expect(isShopHost('admin.undangan.id', shop)).toBe(true);
    expect(isShopHost('rina-undangan.id', shop)).toBe(false);
    expect(isShopHost('undangan.id.rina.com', shop)).toBe(false);
    expect(isShopHost('undangan.id', 'http://localhost:8080')).toBe(false);
  });

  it('belongs to the Exclusive package alone', () => {
    expect(customDomainIncluded('Exclusive')).toBe(true);
    for (const name of ['Premium', 'Basic', 'Fitur Dasar', 'exclusive', ''])
      expect(customDomainIncluded(name)).toBe(false);
  });
});
