import { describe, expect, it } from '@jest/globals';
import type { Addon } from '@undangan/contracts';
import {
  addonCatalogue,
  chooseTurnaround,
  chosenTurnaround,
  followAddonRules,
  includedAddons,
  isTurnaroundLine,
  toCartAddon,
  turnaroundAddons,
} from './addon-choices';
import { cartSubtotal, type CartItem } from './cart';

const express: Addon = {
  id: 1,
  title: 'Express 2 Hari',
  description: '',
  price: 50_000,
  kind: 'turnaround',
  included_in: [],
};
const oneDay: Addon = {
  id: 2,
  title: 'One Day Service (24 Jam)',
  description: '',
  price: 100_000,
  kind: 'turnaround',
  included_in: [],
};
const colour: Addon = {
  id: 4,
  title: 'Penyesuaian Warna',
  description: '',
  price: 50_000,
  kind: 'extra',
  included_in: [3, 4],
};
const splitLink: Addon = { id: 5, title: 'Split Link', description: '', price: 80_000 };
const ADDONS = [express, oneDay, colour, splitLink];
const catalogue = addonCatalogue(ADDONS);

const line = (packageId: number | null, addons: Addon[], quantity = 1): CartItem => {
  const packagePrice = packageId === 3 ? 179_000 : packageId === 2 ? 99_000 : 0;
  return {
    packageId,
    packageName: packageId === 3 ? 'Premium' : packageId === 2 ? 'Basic' : '',
    designId: packageId === null ? null : 'sage',
    designName: packageId === null ? '' : 'Sage',
    packagePrice,
    addons: addons.map(toCartAddon),
    quantity,
    totalPrice: addons.reduce((sum, addon) => sum + addon.price, packagePrice) * quantity,
  };
};

describe('what the catalogue says of its add-ons', () => {
  it('lists the turnarounds, and what a package includes', () => {
    expect(turnaroundAddons(ADDONS)).toEqual([express, oneDay]);
    expect(includedAddons(ADDONS, 3)).toEqual([colour]);
    expect(includedAddons(ADDONS, 2)).toEqual([]);
    expect(includedAddons(ADDONS, null)).toEqual([]);
  });
});

describe('chooseTurnaround', () => {
  it('keeps one turnaround line of one, replacing the last choice, whatever the quantities', () => {
    const cart = [line(3, [splitLink], 2)];
    const withExpress = chooseTurnaround(cart, toCartAddon(express), catalogue);
    expect(chosenTurnaround(withExpress, catalogue)).toBe(1);
    const withOneDay = chooseTurnaround(withExpress, toCartAddon(oneDay), catalogue);
    expect(withOneDay).toEqual([cart[0], line(null, [oneDay])]);
    expect(cartSubtotal(withOneDay)).toBe((179_000 + 80_000) * 2 + 100_000);
    expect(isTurnaroundLine(withOneDay[1], catalogue)).toBe(true);
  });

  it('takes every turnaround out for Normal', () => {
    const cart = [line(3, [express, splitLink]), line(null, [oneDay])];
    const normal = chooseTurnaround(cart, null, catalogue);
    expect(normal).toEqual([line(3, [splitLink])]);
    expect(chosenTurnaround(normal, catalogue)).toBeNull();
  });
});

describe('followAddonRules', () => {
  it('drops an add-on the line’s package includes, and keeps it where the package does not', () => {
    const cart = [line(3, [colour, splitLink]), line(2, [colour])];
    expect(followAddonRules(cart, ADDONS)).toEqual([line(3, [splitLink]), line(2, [colour])]);
  });

  it('keeps the first of two turnarounds, as the one turnaround line', () => {
    const cart = [line(3, [express, oneDay])];
    expect(followAddonRules(cart, ADDONS)).toEqual([line(3, []), line(null, [express])]);
  });

  it('gives back the very cart that already follows the rules', () => {
    const cart = [line(3, [splitLink]), line(null, [oneDay])];
    expect(followAddonRules(cart, ADDONS)).toBe(cart);
    expect(followAddonRules(cart, [])).toBe(cart);
  });
});
