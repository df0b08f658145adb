import { Controller, Post, Req, UseGuards } from '@nestjs/common';
import {
  CATALOGUE,
  Design,
  DESIGN_IMAGE_MAX_BYTES,
  DESIGN_IMAGE_UPLOAD_MESSAGES,
  numericIdSchema,
  requiredText,
  designSchema,
} from '@undangan/contracts';
import { z } from 'zod';
import { AdminGuard, AdminRequest } from '../auth/admin.guard';
import { HttpError } from '../http/http-error';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { saveDesign } from '../flows/design-images';
import { formFile, withUploadForm } from '../http/upload-form';
import { ApiDoc } from '../openapi/api-doc';
import { DESIGN_IMAGE_DOC } from '../openapi/examples';
import { CatalogueWrites } from './catalogue-writes';

const MISSING_FIELDS = 'Please fill in all fields and select a file.';

export const uploadFieldsSchema = z.object({
  name: requiredText('Nama desain', 100),
  packageId: numericIdSchema('ID paket'),
});

/**
 * The /upload-image form (PRODUCT.md section 5): the image is stored (flows/design-images.ts), then
 * the catalogue creates the design, which names it and refuses a package a design is not ordered
 * with (a refusal deletes the image again). A catalogue write as every other: audited as
 * `design.create`, and this gateway's cached reads forgotten. The images it stores are served by
 * shop/design-images.
 */
@Controller('api/designs/upload')
@UseGuards(AdminGuard)
export class DesignUploadsController extends CatalogueWrites {
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
  async upload(@Req() req: AdminRequest): Promise<{ message: string; design: Design }> {
    const limits = { maxFileBytes: DESIGN_IMAGE_MAX_BYTES, messages: DESIGN_IMAGE_UPLOAD_MESSAGES };
    return withUploadForm(req, limits, async (body) => {
      const file = formFile(body, 'image');
      if (!file || !body.fields.name?.trim() || !body.fields.packageId?.trim()) {
        throw new HttpError('bad_request', MISSING_FIELDS);
      }
      const { name, packageId } = new ZodValidationPipe(uploadFieldsSchema).transform(body.fields);
      const design = await saveDesign(this.rpc, file, req.id, (imageUrl) =>
        this.write(req, 'design.create', { created: (made) => made.id }, CATALOGUE.createUploadedDesign, {
          name,
          packageId,
          image_url: imageUrl ?? '',
        }),
      );
      return { message: 'Upload berhasil.', design };
    });
  }
}
