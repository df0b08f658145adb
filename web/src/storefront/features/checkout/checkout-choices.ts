/**
 * What the couple has chosen on the checkout page, and every rule that changes it, as one reducer:
 * the page only says what happened (a package picked, the packages arrived), so the rules can be
 * read, and tested, in one place.
 */

/** One add-on select; its key stays with it while rows above it are removed. */
export interface AddonRow {
  key: number;
  addonId: string;
}

/** What was just put in the cart, shown until the couple chooses what to do next. */
export interface AddedToCart {
  count: number;
  what: string;
  thumb: string | null;
  cartItems: number;
  cartSubtotal: number;
}

export interface CheckoutChoices {
  packageId: string;
  designId: string;
  rows: AddonRow[];
  nextRowKey: number;
  /** The step the last add to the cart was refused for, marked until the couple changes it. */
  invalid: 'package' | 'design' | null;
  /** The design asked for in the address is not offered with the package. */
  designNotOffered: boolean;
  added: AddedToCart | null;
  /** The package asked for in the address (from the pricelist), until the packages arrive. */
  askedPackage: string | null;
  /** The design asked for in the address (from the gallery or a preview), until its package's designs arrive. */
  askedDesign: string | null;
}

export type ChoiceAction =
  | { type: 'packagesArrived'; packageIds: string[] }
  | { type: 'designsArrived'; designIds: string[] }
  | { type: 'pickPackage'; packageId: string }
  | { type: 'pickDesign'; designId: string }
  | { type: 'addAddonRow' }
  | { type: 'removeAddonRow'; key: number }
  | { type: 'pickAddon'; key: number; addonId: string }
  | { type: 'refused'; step: 'package' | 'design' }
  | { type: 'addedToCart'; added: AddedToCart }
  | { type: 'addAnother' };

export const initialChoices = (asked: {
  packageId: string | null;
  designId: string | null;
}): CheckoutChoices => ({
  packageId: '',
  designId: '',
  rows: [],
  nextRowKey: 1,
  invalid: null,
  designNotOffered: false,
  added: null,
  askedPackage: asked.packageId,
  askedDesign: asked.designId,
});

/** Another package: the design chosen for the last one is dropped. */
const withPackage = (state: CheckoutChoices, packageId: string): CheckoutChoices =>
  packageId === state.packageId ? state : { ...state, packageId, designId: '' };

export function checkoutChoices(state: CheckoutChoices, action: ChoiceAction): CheckoutChoices {
  switch (action.type) {
    case 'packagesArrived': {
      if (state.askedPackage === null) return state;
      const asked = state.askedPackage;
      const cleared = { ...state, askedPackage: null };
      return action.packageIds.includes(asked) ? withPackage(cleared, asked) : cleared;
    }
    case 'designsArrived': {
      // Only a chosen package's designs answer the address.
      if (state.askedDesign === null || state.packageId === '') return state;
      const asked = state.askedDesign;
      const cleared = { ...state, askedDesign: null };
      return action.designIds.includes(asked)
        ? { ...cleared, designId: asked }
        : { ...cleared, designNotOffered: true };
    }
    case 'pickPackage':
      return {
        ...withPackage(state, action.packageId),
        added: null,
        designNotOffered: false,
        invalid: null,
      };
    case 'pickDesign':
      return {
        ...state,
        added: null,
        designId: action.designId,
        designNotOffered: false,
        invalid: state.invalid === 'design' ? null : state.invalid,
      };
    case 'addAddonRow':
      return {
        ...state,
        added: null,
        rows: [...state.rows, { key: state.nextRowKey, addonId: '' }],
        nextRowKey: state.nextRowKey + 1,
      };
    case 'removeAddonRow':
      return { ...state, rows: state.rows.filter((row) => row.key !== action.key) };
    case 'pickAddon':
      return {
        ...state,
        added: null,
        rows: state.rows.map((row) => (row.key === action.key ? { ...row, addonId: action.addonId } : row)),
        invalid: state.invalid === 'package' ? null : state.invalid,
      };
    case 'refused':
      return { ...state, invalid: action.step };
    case 'addedToCart':
      // The form empties for another item; the sheet says what went in.
      return { ...withPackage(state, ''), added: action.added, rows: [], invalid: null };
    case 'addAnother':
      return { ...state, added: null };
  }
}
