import {
  Addon,
  addonInputSchema,
  Design,
  DesignForPackage,
  designInputSchema,
  Package,
  packageInputSchema,
} from './catalogue';
import { answer, answeredBy, Deleted } from './rpc-contract';
import {
  addonIdRequestSchema,
  DesignNameLookup,
  addonUpdateRequestSchema,
  catalogueQuoteRequestSchema,
  designIdRequestSchema,
  designsForPackageRequestSchema,
  designUpdateRequestSchema,
  designUploadRequestSchema,
  noRequestSchema,
  packageIdRequestSchema,
  packageUpdateRequestSchema,
} from './rpc-requests';

/**
 * What each name asked for resolved to: the ids of every match, in id order (none: unknown; more
 * than one: the name is ambiguous). Each entry repeats the name (and lookup) as it was asked.
 */
export interface CatalogueNameMatches {
  packages: { name: string; ids: number[] }[];
  addons: { title: string; ids: number[] }[];
  designs: (DesignNameLookup & { ids: string[] })[];
}

/**
 * Only the rows that exist: a missing id is simply absent, and the caller decides what that means.
 * The rows of every name match are included; `names` is there when names were asked.
 */
export interface CatalogueQuote {
  packages: Package[];
  addons: Addon[];
  designs: Design[];
  names?: CatalogueNameMatches;
}

const catalogue = answeredBy('catalogue');

/** The RPCs catalogue answers, on its queue (rpc.ts). */
export const CATALOGUE = {
  listPackages: catalogue('catalogue.packages.list', noRequestSchema, answer<Package[]>()),
  createPackage: catalogue('catalogue.packages.create', packageInputSchema, answer<Package>()),
  updatePackage: catalogue('catalogue.packages.update', packageUpdateRequestSchema, answer<Package>()),
  deletePackage: catalogue('catalogue.packages.delete', packageIdRequestSchema, answer<Deleted>()),
  listAddons: catalogue('catalogue.addons.list', noRequestSchema, answer<Addon[]>()),
  createAddon: catalogue('catalogue.addons.create', addonInputSchema, answer<Addon>()),
  updateAddon: catalogue('catalogue.addons.update', addonUpdateRequestSchema, answer<Addon>()),
  deleteAddon: catalogue('catalogue.addons.delete', addonIdRequestSchema, answer<Deleted>()),
  listDesigns: catalogue('catalogue.designs.list', noRequestSchema, answer<Design[]>()),
  listDesignsForPackage: catalogue(
    'catalogue.designs.for-package',
    designsForPackageRequestSchema,
    answer<DesignForPackage[]>(),
  ),
  createDesign: catalogue('catalogue.designs.create', designInputSchema, answer<Design>()),
  updateDesign: catalogue('catalogue.designs.update', designUpdateRequestSchema, answer<Design>()),
  deleteDesign: catalogue('catalogue.designs.delete', designIdRequestSchema, answer<Deleted>()),
  /** The upload form's design: the catalogue names it and checks the package it is for. */
  createUploadedDesign: catalogue(
    'catalogue.designs.create-uploaded',
    designUploadRequestSchema,
    answer<Design>(),
  ),
  quote: catalogue('catalogue.quote', catalogueQuoteRequestSchema, answer<CatalogueQuote>()),
} as const;
