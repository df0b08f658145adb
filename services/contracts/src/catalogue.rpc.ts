import {
  Addon,
  addonInputSchema,
  CatalogueQuote,
  Design,
  DesignForPackage,
  designInputSchema,
  Package,
  packageInputSchema,
} from './catalogue';
import { answer, answeredBy, Deleted } from './rpc-contract';
import {
  addonIdRequestSchema,
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
