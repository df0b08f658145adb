import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { pagePhotoKeySchema, PAGE_PHOTO_URL_PREFIX, PROOF_STORAGE } from '@undangan/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendStoredImage } from '../http/stored-image.reply';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ApiDoc } from '../openapi/api-doc';
import { ServiceClients } from '../rpc/service-clients';

/**
 * The couple's photos as their invitation page shows them (`pagePhotoUrl`), public like the page:
 * each file made once by proof-storage under a key the server made, so it never changes under its
 * name and a guest's browser keeps it for good.
 */
@Controller(PAGE_PHOTO_URL_PREFIX.slice(1, -1))
export class PagePhotosController {
  constructor(@Inject(ServiceClients) private readonly rpc: ServiceClients) {}

  @Get(':key')
  @ApiDoc({
    summary: "A photo of a couple's invitation page, at one width",
    answer: { description: 'The WebP file.', mediaType: 'image/webp' },
    errors: [404],
  })
  async file(
    @Param('key', new ZodValidationPipe(pagePhotoKeySchema)) key: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const image = await this.rpc.call(PROOF_STORAGE.getPagePhoto, { key }, req.id);
    await sendStoredImage(reply, image, 'public, max-age=31536000, immutable');
  }
}
