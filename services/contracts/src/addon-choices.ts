/*
 * What a cart may hold of the add-ons, from the catalogue's own data: an add-on a package already
 * includes is never sold with it, and an order has one turnaround (Normal, or one of the add-ons of
 * kind 'turnaround'), as an order has one promised date. No zod here: the web app imports these too.
 */

/** 'turnaround' buys a shorter deadline (Express, One Day); 'extra' is any other add-on. */
export const ADDON_KINDS = ['extra', 'turnaround'] as const;
export type AddonKind = (typeof ADDON_KINDS)[number];

/** The fields these rules read; a row from before the fields existed reads as an extra for no package. */
export interface AddonChoiceFields {
  title: string;
  kind?: AddonKind;
  /** Ids of the packages that already include this add-on. */
  included_in?: number[];
}

export const isTurnaround = (addon: AddonChoiceFields): boolean => addon.kind === 'turnaround';

export const isIncludedIn = (addon: AddonChoiceFields, packageId: number | null | undefined): boolean =>
  packageId != null && (addon.included_in ?? []).includes(packageId);

/** The turnaround without an add-on: the package's own working days. */
export const NORMAL_TURNAROUND = 'Normal';

export const ADDON_CHOICE_MESSAGES = {
  includedInPackage: (addonTitle: string, packageName: string) =>
    `${addonTitle} sudah termasuk di paket ${packageName}.`,
  oneTurnaround: `Pilih satu waktu pengerjaan saja: ${NORMAL_TURNAROUND}, Express, atau One Day.`,
  /** Beside an add-on a package includes, where its price would be. */
  includedNote: (packageName: string) => `Sudah termasuk di paket ${packageName}`,
} as const;

/** How many of these add-ons are turnarounds: more than one is a cart no order can keep. */
export const turnaroundCount = (addons: readonly AddonChoiceFields[]): number =>
  addons.filter(isTurnaround).length;
