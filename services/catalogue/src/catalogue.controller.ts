import { CATALOGUE } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { CatalogueService } from './catalogue.service';

/** Every catalogue pattern, each handed to the service with its request as the contract types it. */
export const CatalogueController = rpcController('CatalogueController', CatalogueService, (on) => [
  on(CATALOGUE.listPackages, (catalogue) => catalogue.listPackages()),
  on(CATALOGUE.createPackage, (catalogue, input) => catalogue.createPackage(input)),
  on(CATALOGUE.updatePackage, (catalogue, { id, input }) => catalogue.updatePackage(id, input)),
  on(CATALOGUE.deletePackage, (catalogue, { id }) => catalogue.deletePackage(id)),
  on(CATALOGUE.listAddons, (catalogue) => catalogue.listAddons()),
  on(CATALOGUE.createAddon, (catalogue, input) => catalogue.createAddon(input)),
  on(CATALOGUE.updateAddon, (catalogue, { id, input }) => catalogue.updateAddon(id, input)),
  on(CATALOGUE.deleteAddon, (catalogue, { id }) => catalogue.deleteAddon(id)),
  on(CATALOGUE.listDesigns, (catalogue) => catalogue.listDesigns()),
  on(CATALOGUE.listDesignsForPackage, (catalogue, { packageId }) =>
    catalogue.listDesignsForPackage(packageId),
  ),
  on(CATALOGUE.createDesign, (catalogue, input) => catalogue.createDesign(input)),
  on(CATALOGUE.createUploadedDesign, (catalogue, request) => catalogue.createUploadedDesign(request)),
  on(CATALOGUE.updateDesign, (catalogue, { id, input }) => catalogue.updateDesign(id, input)),
  on(CATALOGUE.quote, (catalogue, request) => catalogue.quote(request)),
  on(CATALOGUE.deleteDesign, (catalogue, { id }) => catalogue.deleteDesign(id)),
]);
