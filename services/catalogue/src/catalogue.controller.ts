import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AddonInput,
  CATALOGUE_RPC,
  CatalogueQuoteRequest,
  DesignInput,
  PackageInput,
} from '@undangan/contracts';
import { CatalogueService } from './catalogue.service';

@Controller()
export class CatalogueController {
  constructor(@Inject(CatalogueService) private readonly catalogue: CatalogueService) {}

  @MessagePattern(CATALOGUE_RPC.listPackages)
  listPackages() {
    return this.catalogue.listPackages();
  }

  @MessagePattern(CATALOGUE_RPC.createPackage)
  createPackage(@Payload() input: PackageInput) {
    return this.catalogue.createPackage(input);
  }

  @MessagePattern(CATALOGUE_RPC.updatePackage)
  updatePackage(@Payload() p: { id: number; input: PackageInput }) {
    return this.catalogue.updatePackage(p.id, p.input);
  }

  @MessagePattern(CATALOGUE_RPC.deletePackage)
  deletePackage(@Payload() p: { id: number }) {
    return this.catalogue.deletePackage(p.id);
  }

  @MessagePattern(CATALOGUE_RPC.listAddons)
  listAddons() {
    return this.catalogue.listAddons();
  }

  @MessagePattern(CATALOGUE_RPC.createAddon)
  createAddon(@Payload() input: AddonInput) {
    return this.catalogue.createAddon(input);
  }

  @MessagePattern(CATALOGUE_RPC.updateAddon)
  updateAddon(@Payload() p: { id: number; input: AddonInput }) {
    return this.catalogue.updateAddon(p.id, p.input);
  }

  @MessagePattern(CATALOGUE_RPC.deleteAddon)
  deleteAddon(@Payload() p: { id: number }) {
    return this.catalogue.deleteAddon(p.id);
  }

  @MessagePattern(CATALOGUE_RPC.listDesigns)
  listDesigns() {
    return this.catalogue.listDesigns();
  }

  @MessagePattern(CATALOGUE_RPC.listDesignsForPackage)
  listDesignsForPackage(@Payload() p: { packageId: number }) {
    return this.catalogue.listDesignsForPackage(p.packageId);
  }

  @MessagePattern(CATALOGUE_RPC.createDesign)
  createDesign(@Payload() input: DesignInput) {
    return this.catalogue.createDesign(input);
  }

  @MessagePattern(CATALOGUE_RPC.updateDesign)
  updateDesign(@Payload() p: { id: string; input: DesignInput }) {
    return this.catalogue.updateDesign(p.id, p.input);
  }

  @MessagePattern(CATALOGUE_RPC.quote)
  quote(@Payload() request: CatalogueQuoteRequest) {
    return this.catalogue.quote(request);
  }

  @MessagePattern(CATALOGUE_RPC.deleteDesign)
  deleteDesign(@Payload() p: { id: string }) {
    return this.catalogue.deleteDesign(p.id);
  }
}
