import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  AddonInput,
  CATALOGUE,
  CatalogueQuoteRequest,
  DesignInput,
  DesignUploadRequest,
  PackageInput,
} from '@undangan/contracts';
import { Handles } from '@undangan/platform';
import { CatalogueService } from './catalogue.service';

@Controller()
export class CatalogueController {
  constructor(@Inject(CatalogueService) private readonly catalogue: CatalogueService) {}

  @Handles(CATALOGUE.listPackages)
  listPackages() {
    return this.catalogue.listPackages();
  }

  @Handles(CATALOGUE.createPackage)
  createPackage(@Payload() input: PackageInput) {
    return this.catalogue.createPackage(input);
  }

  @Handles(CATALOGUE.updatePackage)
  updatePackage(@Payload() p: { id: number; input: PackageInput }) {
    return this.catalogue.updatePackage(p.id, p.input);
  }

  @Handles(CATALOGUE.deletePackage)
  deletePackage(@Payload() p: { id: number }) {
    return this.catalogue.deletePackage(p.id);
  }

  @Handles(CATALOGUE.listAddons)
  listAddons() {
    return this.catalogue.listAddons();
  }

  @Handles(CATALOGUE.createAddon)
  createAddon(@Payload() input: AddonInput) {
    return this.catalogue.createAddon(input);
  }

  @Handles(CATALOGUE.updateAddon)
  updateAddon(@Payload() p: { id: number; input: AddonInput }) {
    return this.catalogue.updateAddon(p.id, p.input);
  }

  @Handles(CATALOGUE.deleteAddon)
  deleteAddon(@Payload() p: { id: number }) {
    return this.catalogue.deleteAddon(p.id);
  }

  @Handles(CATALOGUE.listDesigns)
  listDesigns() {
    return this.catalogue.listDesigns();
  }

  @Handles(CATALOGUE.listDesignsForPackage)
  listDesignsForPackage(@Payload() p: { packageId: number }) {
    return this.catalogue.listDesignsForPackage(p.packageId);
  }

  @Handles(CATALOGUE.createDesign)
  createDesign(@Payload() input: DesignInput) {
    return this.catalogue.createDesign(input);
  }

  @Handles(CATALOGUE.createUploadedDesign)
  createUploadedDesign(@Payload() request: DesignUploadRequest) {
    return this.catalogue.createUploadedDesign(request);
  }

  @Handles(CATALOGUE.updateDesign)
  updateDesign(@Payload() p: { id: string; input: DesignInput }) {
    return this.catalogue.updateDesign(p.id, p.input);
  }

  @Handles(CATALOGUE.quote)
  quote(@Payload() request: CatalogueQuoteRequest) {
    return this.catalogue.quote(request);
  }

  @Handles(CATALOGUE.deleteDesign)
  deleteDesign(@Payload() p: { id: string }) {
    return this.catalogue.deleteDesign(p.id);
  }
}
