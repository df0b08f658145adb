import { describe, expect, it } from '@jest/globals';
import { packageInputSchema, packageSchema, type Package } from '@undangan/contracts';
import { emptyPackageForm, PACKAGE_FORM_FIELDS, packageBody, packageForm } from './package-form';

const stored: Package = { id: 7, name: 'Premium', price: 150_000, features: ['Galeri foto', 'Musik latar'] };

describe('the package form', () => {
  it('has one input for every field the contract reads (features as their comma-separated text)', () => {
    const read = Object.keys(packageInputSchema.in.shape).filter((field) => field !== 'features');
    expect([...PACKAGE_FORM_FIELDS].sort()).toEqual(read.sort());
  });

  it('sends a body the contract reads back as the package it shows', () => {
    const body = packageBody(packageForm(stored));
    expect(body).toEqual({ id: 7, name: 'Premium', price: 150_000, feature: 'Galeri foto, Musik latar' });
    const input = packageInputSchema.parse(body);
    expect(input).toEqual(stored);
    expect(Object.keys(input).sort()).toEqual(Object.keys(packageSchema.shape).sort());
  });

  it('sends numbers as numbers and texts trimmed', () => {
    const body = packageBody({
      ...emptyPackageForm(),
      id: '12',
      name: '  Eksklusif  ',
      price: '0',
      feature: '',
    });
    expect(body).toEqual({ id: 12, name: 'Eksklusif', price: 0, feature: '' });
  });
});
