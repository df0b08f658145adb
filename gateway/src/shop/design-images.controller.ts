import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { designImageKeySchema, PROOF_STORAGE } from '@undangan/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendStoredImage } from '../http/stored-image.reply';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ServiceClients } from '../rpc/service-clients';
import { ApiDoc } from '../openapi/api-doc';

/** The public design images the admin's uploads produce. */
@Controller()
export class DesignImagesController {
  constructor(@Inject(ServiceClients) private readonly rpc: ServiceClients) {}

  /** Keys are uuids made by the server, so a stored image never changes under its name. */
  @Get('design-images/:key')
  @ApiDoc({
    summary: 'A design image',
    answer: { description: 'The image bytes.', mediaType: 'image/*' },
    errors: [404],
  })
  async image(
    @Param('key', new ZodValidationPipe(designImageKeySchema)) key: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const image = await this.rpc.call(PROOF_STORAGE.getDesignImage, { key }, req.id);
    await sendStoredImage(reply, image, 'public, max-age=31536000, immutable');
  }
}
