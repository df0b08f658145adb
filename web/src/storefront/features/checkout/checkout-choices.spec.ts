import { describe, expect, it } from '@jest/globals';
import {
  checkoutChoices,
  initialChoices,
  type AddedToCart,
  type ChoiceAction,
  type CheckoutChoices,
} from './checkout-choices';

const nothingAsked = initialChoices({ packageId: null, designId: null });
const added: AddedToCart = {
  count: 1,
  what: 'Paket Premium · Rose Garden',
  thumb: null,
  cartItems: 1,
  cartSubtotal: 150_000,
};

const run = (state: CheckoutChoices, ...actions: ChoiceAction[]) => actions.reduce(checkoutChoices, state);

describe('the checkout page choices', () => {
  it('chooses the package the address asked for once the packages arrive, and only if it is offered', () => {
    const asked = initialChoices({ packageId: '3', designId: null });
    const chosen = run(asked, { type: 'packagesArrived', packageIds: ['2', '3'] });
    expect(chosen).toMatchObject({ packageId: '3', askedPackage: null });
    // Asked once: a later arrival (a refetch) leaves the couple's own choice alone.
    expect(
      run(
        chosen,
        { type: 'pickPackage', packageId: '2' },
        { type: 'packagesArrived', packageIds: ['2', '3'] },
      ).packageId,
    ).toBe('2');

    const unknown = run(initialChoices({ packageId: '9', designId: null }), {
      type: 'packagesArrived',
      packageIds: ['2', '3'],
    });
    expect(unknown).toMatchObject({ packageId: '', askedPackage: null });
  });

  it('chooses the design the address asked for once a package is chosen and its designs arrive', () => {
    const asked = initialChoices({ packageId: '3', designId: 'rose-01' });
    // No package yet: the designs that arrive are no package's.
    expect(run(asked, { type: 'designsArrived', designIds: ['rose-01'] }).askedDesign).toBe('rose-01');

    const chosen = run(
      asked,
      { type: 'packagesArrived', packageIds: ['3'] },
      { type: 'designsArrived', designIds: ['rose-01'] },
    );
    expect(chosen).toMatchObject({
      packageId: '3',
      designId: 'rose-01',
      askedDesign: null,
      designNotOffered: false,
    });
  });

  it('says so when the package does not offer the design the address asked for', () => {
    const asked = initialChoices({ packageId: '2', designId: 'rose-01' });
    const refused = run(
      asked,
      { type: 'packagesArrived', packageIds: ['2'] },
      { type: 'designsArrived', designIds: ['ocean-02'] },
    );
    expect(refused).toMatchObject({ designId: '', designNotOffered: true, askedDesign: null });
    // Another package or design answers the note.
    expect(run(refused, { type: 'pickDesign', designId: 'ocean-02' }).designNotOffered).toBe(false);
    expect(run(refused, { type: 'pickPackage', packageId: '3' }).designNotOffered).toBe(false);
  });

  it('drops the design when another package is picked, and keeps it when the same one is', () => {
    const withDesign = run(
      nothingAsked,
      { type: 'pickPackage', packageId: '3' },
      { type: 'pickDesign', designId: 'rose-01' },
    );
    expect(run(withDesign, { type: 'pickPackage', packageId: '3' }).designId).toBe('rose-01');
    expect(run(withDesign, { type: 'pickPackage', packageId: '2' }).designId).toBe('');
  });

  it('adds, fills and removes add-on rows, each keeping its key', () => {
    const rows = run(
      nothingAsked,
      { type: 'addAddonRow' },
      { type: 'addAddonRow' },
      { type: 'pickAddon', key: 2, addonId: '4' },
      { type: 'removeAddonRow', key: 1 },
      { type: 'addAddonRow' },
    );
    expect(rows.rows).toEqual([
      { key: 2, addonId: '4' },
      { key: 3, addonId: '' },
    ]);
  });

  it('keeps a refused step marked until the couple changes that step', () => {
    const noDesign = run(
      nothingAsked,
      { type: 'pickPackage', packageId: '3' },
      { type: 'refused', step: 'design' },
    );
    expect(run(noDesign, { type: 'addAddonRow' }, { type: 'pickAddon', key: 1, addonId: '4' }).invalid).toBe(
      'design',
    );
    expect(run(noDesign, { type: 'pickDesign', designId: 'rose-01' }).invalid).toBeNull();

    const noPackage = run(nothingAsked, { type: 'refused', step: 'package' });
    expect(run(noPackage, { type: 'pickDesign', designId: 'rose-01' }).invalid).toBe('package');
    expect(
      run(noPackage, { type: 'addAddonRow' }, { type: 'pickAddon', key: 1, addonId: '4' }).invalid,
    ).toBeNull();
    expect(run(noPackage, { type: 'pickPackage', packageId: '2' }).invalid).toBeNull();
  });

  it('empties the form after an add to the cart and shows what went in until the next change', () => {
    const full = run(
      nothingAsked,
      { type: 'pickPackage', packageId: '3' },
      { type: 'pickDesign', designId: 'rose-01' },
      { type: 'addAddonRow' },
      { type: 'pickAddon', key: 1, addonId: '4' },
    );
    const afterAdd = run(full, { type: 'addedToCart', added });
    expect(afterAdd).toMatchObject({ packageId: '', designId: '', rows: [], invalid: null, added });

    expect(run(afterAdd, { type: 'addAnother' }).added).toBeNull();
    expect(run(afterAdd, { type: 'pickPackage', packageId: '2' }).added).toBeNull();
    expect(run(afterAdd, { type: 'addAddonRow' }).added).toBeNull();
    // Removing a row is no new choice: the sheet stays.
    expect(run(afterAdd, { type: 'removeAddonRow', key: 1 }).added).toBe(added);
  });
});
