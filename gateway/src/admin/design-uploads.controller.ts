import { Controller, Inject, Post, Req, UseGuards } from '@nestjs/common';
import {
  Design,
  DESIGN_IMAGE_MAX_BYTES,
  DESIGN_IMAGE_UPLOAD_MESSAGES,
  numericIdSchema,
  requiredText,
  designSchema,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdminGuard } from '../auth/admin.guard';
import { CatalogueCache } from '../catalogue/catalogue-cache';
import { HttpError } from '../http/http-error';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ServiceClients } from '../rpc/service-clients';
import { uploadDesign } from '../flows/design-images';
import { formFile, withUploadForm } from '../http/upload-form';
import { ApiDoc } from '../openapi/api-doc';
import { DESIGN_IMAGE_DOC } from '../openapi/examples';

const MISSING_FIELDS = 'Please fill in all fields and select a file.';

export const uploadFieldsSchema = z.object({
  name: requiredText('Nama desain', 100),
  packageId: numericIdSchema('ID paket'),
});

/** The /upload-image form (PRODUCT.md section 5); the images it stores are served by shop/design-images. */
@Controller('api/designs/upload')
@UseGuards(AdminGuard)
export class DesignUploadsController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(CatalogueCache) private readonly cache: CatalogueCache,
  ) {}

  @Post()
  @ApiDoc({
    summary: 'Upload a design image as a new design',
    form: {
      fields: uploadFieldsSchema,
      files: { image: { ...DESIGN_IMAGE_DOC, required: true } },
    },
    answer: z.object({ message: z.string(), design: designSchema }),
    errors: [404, 429],
  })
  async upload(@Req() req: FastifyRequest): Promise<{ message: string; design: Design }> {
    const limits = { maxFileBytes: DESIGN_IMAGE_MAX_BYTES, messages: DESIGN_IMAGE_UPLOAD_MESSAGES };
    return withUploadForm(req, limits, async (body) => {
      const file = formFile(body, 'image');
      if (!file || !body.fields.name?.trim() || !body.fields.packageId?.trim()) {
        throw new HttpError('bad_request', MISSING_FIELDS);
      }
      const { name, packageId } = new ZodValidationPipe(uploadFieldsSchema).transform(body.fields);
      try {
        const design = await uploadDesign(this.rpc, { name, packageId, file }, req.id);
        return { message: 'Upload berhasil.', design };
      } finally {
        // As every catalogue write this gateway passes on: its next read shows the new design.
        this.cache.invalidate();
      }
    });
  }
}
