import { addonInputSchema, designInputSchema, isTemplateAddress, packageInputSchema } from './catalogue';
import { validate } from './validation';

describe('catalogue input schemas', () => {
  it('turns the admin form feature text into a list', () => {
    const r = validate(packageInputSchema, {
      id: '5',
      name: ' Gold ',
      price: '250000',
      feature: 'A, B ,, C',
    });
    expect(r).toEqual({ ok: true, value: { id: 5, name: 'Gold', price: 250000, features: ['A', 'B', 'C'] } });
  });

  it('refuses fractional, negative and huge prices with Indonesian messages', () => {
    expect(validate(addonInputSchema, { id: 1, title: 'X', price: 1.5 })).toMatchObject({
      ok: false,
      message: 'Harga harus berupa angka bulat.',
    });
    expect(validate(addonInputSchema, { id: 1, title: 'X', price: -1 })).toMatchObject({
      ok: false,
      message: 'Harga minimal 0.',
    });
    expect(validate(addonInputSchema, { id: 1, title: 'X', price: 1e12 })).toMatchObject({ ok: false });
  });

  it('parses allowed packages from comma-joined text and checks the category', () => {
    const base = { id: 'd-1', name: 'Desain', package_id: 'Basic', category: 'wedding' };
    expect(validate(designInputSchema, { ...base, package_allowed: '2, 3,3' })).toMatchObject({
      ok: true,
      value: { package_allowed: [2, 3] },
    });
    expect(validate(designInputSchema, { ...base, category: 'pesta' })).toMatchObject({ ok: false });
    expect(validate(designInputSchema, { ...base, id: '../etc/passwd' })).toMatchObject({ ok: false });
  });
});

describe('a template address', () => {
  it('is a web address or a path of the shop itself, as a browser parses it', () => {
    for (const ok of ['', '/generated/templates/x.html', 'https://undangan.example/t', 'http://a.example'])
      expect({ ok, taken: isTemplateAddress(ok) }).toEqual({ ok, taken: true });
    for (const other of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\\\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'generated/x.html',
      '/a" onerror="x',
    ])
      expect({ other, taken: isTemplateAddress(other) }).toEqual({ other, taken: false });
  });
});
