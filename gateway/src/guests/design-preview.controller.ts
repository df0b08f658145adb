import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import {
  CATALOGUE,
  baseTheme,
  designIdSchema,
  designOrderPath,
  INVITATIONS,
  invitationPagePolicy,
} from '@undangan/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ApiDoc } from '../openapi/api-doc';
import { ServiceClients } from '../rpc/service-clients';
import { SAMPLE_GUEST_NAME } from '../flows/publish-invitation';
import { DESIGN_PREVIEW_SEGMENT } from './guest-page';

/**
 * A design's Preview in the gallery: the sample couple's invitation drawn by the same renderer as
 * every couple's page, with that design's theme and its gallery tab's package.
 */
@Controller(DESIGN_PREVIEW_SEGMENT)
export class DesignPreviewController {
  constructor(@Inject(ServiceClients) private readonly rpc: ServiceClients) {}

  @Get(':designId')
  @ApiDoc({
    summary: "A design's sample invitation page",
    answer: { description: 'The sample couple drawn with the design', mediaType: 'text/html' },
    errors: [404],
  })
  async page(
    @Param('designId', new ZodValidationPipe(designIdSchema)) designId: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const designs = await this.rpc.call(CATALOGUE.listDesigns, {}, req.id);
    const design = designs.find((d) => d.id === designId);
    if (!design) throw new HttpError('not_found', 'Desain tidak ditemukan.');
    const page = await this.rpc.call(
      INVITATIONS.preview,
      {
        package: design.package_name,
        design: design.name,
        theme: design.theme ?? baseTheme(design.image_url),
        guest_name: SAMPLE_GUEST_NAME,
        order_link: designOrderPath(design),
      },
      req.id,
    );
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', invitationPagePolicy(page.script_hash))
      .send(page.html);
  }
}
