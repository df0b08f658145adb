import { randomBytes } from 'node:crypto';
import { Controller, Get, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  BASE_FEATURES_PACKAGE_ID,
  CATALOGUE,
  Design,
  DESIGN_IMAGE_MAX_BYTES,
  DESIGN_IMAGE_UPLOAD_MESSAGES,
  designImageKeySchema,
  DesignInput,
  numericIdSchema,
  PROOF_STORAGE,
  requiredText,
} from '@undangan/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdminGuard } from '../auth/admin.guard';
import { HttpError } from '../http/http-error';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ServiceClients } from '../rpc/service-clients';
import { storeDesignImage, withStoredImage } from './design-images';
import { sendStoredImage } from './stored-image.reply';
import { filePayload, readUploadForm } from './upload-form';

const MISSING_FIELDS = 'Please fill in all fields and select a file.';

const uploadFieldsSchema = z.object({
  name: requiredText('Nama desain', 100),
  packageId: numericIdSchema('ID paket'),
});

/** A design id from its name: readable, and unique thanks to a random suffix. */
export function designIdFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const suffix = Array.from(randomBytes(6), (b) => alphabet[b % alphabet.length]).join('');
  return `${slug || 'desain'}-${suffix}`;
}

/** The /upload-image form (SPEC.md section 5) and the public design images it produces. */
@Controller()
export class DesignUploadsController {
  constructor(@Inject(ServiceClients) private readonly rpc: ServiceClients) {}

  @Post('api/designs/upload')
  @UseGuards(AdminGuard)
  async upload(@Req() req: FastifyRequest): Promise<{ message: string; design: Design }> {
    const body = await readUploadForm(req, DESIGN_IMAGE_MAX_BYTES, DESIGN_IMAGE_UPLOAD_MESSAGES);
    const file = filePayload(body, 'image');
    if (!file || !body.fields.name?.trim() || !body.fields.packageId?.trim()) {
      throw new HttpError('bad_request', MISSING_FIELDS);
    }
    const { name, packageId } = new ZodValidationPipe(uploadFieldsSchema).transform(body.fields);
    const packages = await this.rpc.call(CATALOGUE.listPackages, {}, req.id);
    // The base-features package is not something a design is ordered with; the form leaves it out.
    const chosen = packages.find((p) => p.id === packageId && p.id !== BASE_FEATURES_PACKAGE_ID);
    if (!chosen) throw new HttpError('bad_request', 'Paket tidak ditemukan.');

    const imageUrl = await storeDesignImage(this.rpc, file, req.id);
    const input: DesignInput = {
      id: designIdFromName(name),
      name,
      package_id: chosen.name,
      package_allowed: [chosen.id],
      category: 'wedding',
      template_url: '',
      image_url: imageUrl,
    };
    const design = await withStoredImage(this.rpc, imageUrl, req.id, () =>
      this.rpc.call(CATALOGUE.createDesign, input, req.id),
    );
    return { message: 'Upload berhasil.', design };
  }

  /** Public: keys are uuids made by the server, so a stored image never changes under its name. */
  @Get('design-images/:key')
  async image(
    @Param('key', new ZodValidationPipe(designImageKeySchema)) key: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const image = await this.rpc.call(PROOF_STORAGE.getDesignImage, { key }, req.id);
    await sendStoredImage(reply, image, 'public, max-age=31536000, immutable');
  }
}
