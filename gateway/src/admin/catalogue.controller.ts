import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import {
  AddonInput,
  addonInputSchema,
  CATALOGUE,
  RequestOf,
  ResponseOf,
  RpcContract,
  DESIGN_IMAGE_MAX_BYTES,
  DESIGN_IMAGE_UPLOAD_MESSAGES,
  DesignInput,
  FilePayload,
  designIdSchema,
  designInputSchema,
  numericIdSchema,
  PackageInput,
  packageInputSchema,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { AuditTrail } from '../audit/audit-trail';
import type { AuditAction } from '../audit/audited-resources';
import { AdminGuard, AdminRequest } from '../auth/admin.guard';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { saveDesign } from '../flows/design-images';
import { filePayload, readUploadForm } from '../http/upload-form';
import { ServiceClients } from '../rpc/service-clients';
import { CatalogueCache } from '../catalogue/catalogue-cache';

type CatalogueContract = RpcContract<'catalogue'>;

/** Admin CRUD of packages, add-ons and designs (SPEC.md section 7, admin). */
@Controller('api/admin/database')
@UseGuards(AdminGuard)
export class CatalogueAdminController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(AuditTrail) private readonly audit: AuditTrail,
    @Inject(CatalogueCache) private readonly cache: CatalogueCache,
  ) {}

  @Get('packages')
  listPackages(@Req() req: FastifyRequest) {
    return this.rpc.call(CATALOGUE.listPackages, {}, req.id);
  }

  @Post('packages')
  createPackage(
    @Body(new ZodValidationPipe(packageInputSchema)) input: PackageInput,
    @Req() req: AdminRequest,
  ) {
    return this.write(req, 'package.create', String(input.id), CATALOGUE.createPackage, input);
  }

  @Put('packages/:id')
  updatePackage(
    @Param('id', new ZodValidationPipe(numericIdSchema('ID paket'))) id: number,
    @Body(new ZodValidationPipe(packageInputSchema)) input: PackageInput,
    @Req() req: AdminRequest,
  ) {
    return this.write(req, 'package.update', String(id), CATALOGUE.updatePackage, { id, input });
  }

  @Delete('packages/:id')
  deletePackage(
    @Param('id', new ZodValidationPipe(numericIdSchema('ID paket'))) id: number,
    @Req() req: AdminRequest,
  ) {
    return this.write(req, 'package.delete', String(id), CATALOGUE.deletePackage, { id });
  }

  @Get('addons')
  listAddons(@Req() req: FastifyRequest) {
    return this.rpc.call(CATALOGUE.listAddons, {}, req.id);
  }

  @Post('addons')
  createAddon(@Body(new ZodValidationPipe(addonInputSchema)) input: AddonInput, @Req() req: AdminRequest) {
    return this.write(req, 'addon.create', String(input.id), CATALOGUE.createAddon, input);
  }

  @Put('addons/:id')
  updateAddon(
    @Param('id', new ZodValidationPipe(numericIdSchema('ID add-on'))) id: number,
    @Body(new ZodValidationPipe(addonInputSchema)) input: AddonInput,
    @Req() req: AdminRequest,
  ) {
    return this.write(req, 'addon.update', String(id), CATALOGUE.updateAddon, { id, input });
  }

  @Delete('addons/:id')
  deleteAddon(
    @Param('id', new ZodValidationPipe(numericIdSchema('ID add-on'))) id: number,
    @Req() req: AdminRequest,
  ) {
    return this.write(req, 'addon.delete', String(id), CATALOGUE.deleteAddon, { id });
  }

  @Get('designs')
  listDesigns(@Req() req: FastifyRequest) {
    return this.rpc.call(CATALOGUE.listDesigns, {}, req.id);
  }

  @Post('designs')
  async createDesign(@Req() req: AdminRequest) {
    const { input, file } = await this.readDesignForm(req);
    return saveDesign(this.rpc, file, req.id, (imageUrl) => {
      const design = imageUrl ? { ...input, image_url: imageUrl } : input;
      return this.write(req, 'design.create', design.id, CATALOGUE.createDesign, design);
    });
  }

  @Put('designs/:id')
  async updateDesign(
    @Param('id', new ZodValidationPipe(designIdSchema)) id: string,
    @Req() req: AdminRequest,
  ) {
    const { input, file } = await this.readDesignForm(req);
    return saveDesign(this.rpc, file, req.id, (imageUrl) => {
      const design = imageUrl ? { ...input, image_url: imageUrl } : input;
      return this.write(req, 'design.update', id, CATALOGUE.updateDesign, { id, input: design });
    });
  }

  @Delete('designs/:id')
  deleteDesign(@Param('id', new ZodValidationPipe(designIdSchema)) id: string, @Req() req: AdminRequest) {
    return this.write(req, 'design.delete', id, CATALOGUE.deleteDesign, { id });
  }

  /** An admin's change to the catalogue: recorded in the audit trail around the write itself. */
  private write<C extends CatalogueContract>(
    req: AdminRequest,
    action: AuditAction,
    target: string,
    contract: C,
    request: RequestOf<C>,
  ): Promise<ResponseOf<C>> {
    return this.audit.track(req, action, target, () => this.changed(contract, request, req.id));
  }

  /**
   * A write passed on to the catalogue. This gateway forgets its cached reads as soon as the answer
   * is in (even a failed or timed-out one may have committed), so the admin sees the change on the
   * next read; other replicas hear of it through `catalogue.changed`.
   */
  private async changed<C extends CatalogueContract>(
    contract: C,
    request: RequestOf<C>,
    requestId: string,
  ): Promise<ResponseOf<C>> {
    try {
      return await this.rpc.call(contract, request, requestId);
    } finally {
      this.cache.invalidate();
    }
  }

  /**
   * Multipart (the admin form) or JSON. An `image` file is stored (flows/design-images.ts) once the
   * other fields are valid, and its url goes into the design; a url is never taken from the form.
   */
  private async readDesignForm(req: FastifyRequest): Promise<{ input: DesignInput; file?: FilePayload }> {
    const body = await readUploadForm(req, DESIGN_IMAGE_MAX_BYTES, DESIGN_IMAGE_UPLOAD_MESSAGES);
    const { image_url: _ignored, ...rest } = body.fields;
    const input = new ZodValidationPipe(designInputSchema).transform(rest);
    return { input, file: filePayload(body, 'image') };
  }
}
