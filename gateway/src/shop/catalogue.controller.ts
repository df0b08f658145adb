import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import {
  CATALOGUE,
  numericIdSchema,
  addonSchema,
  designForPackageSchema,
  designSchema,
  packageSchema,
} from '@undangan/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ServiceClients } from '../rpc/service-clients';
import { CatalogueCache } from '../catalogue/catalogue-cache';
import { CATALOGUE_KEYS, sendCachedAnswer } from '../catalogue/catalogue-fast-path';
import { ApiDoc } from '../openapi/api-doc';
import { z } from 'zod';

/**
 * The storefront's catalogue reads (PRODUCT.md section 7), including the checkout client's base.
 * Answered from the gateway's cache with a strong ETag; a browser that has the answer gets 304.
 * While the cache holds an answer, catalogue-fast-path.ts sends it before these handlers run.
 */
@Controller()
export class CataloguePublicController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(CatalogueCache) private readonly cache: CatalogueCache,
  ) {}

  @Get('api/designs/all')
  @ApiDoc({ summary: 'All invitation designs', answer: z.array(designSchema) })
  designs(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.answer(req, reply, CATALOGUE_KEYS.designs, () =>
      this.rpc.call(CATALOGUE.listDesigns, {}, req.id),
    );
  }

  @Get(['api/addons', 'api/catalogue/addons'])
  @ApiDoc({ summary: 'All add-ons', answer: z.array(addonSchema) })
  addons(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.answer(req, reply, CATALOGUE_KEYS.addons, () =>
      this.rpc.call(CATALOGUE.listAddons, {}, req.id),
    );
  }

  @Get(['api/details/data', 'api/packages', 'api/catalogue/packages'])
  @ApiDoc({ summary: 'All packages with their features', answer: z.array(packageSchema) })
  packages(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.answer(req, reply, CATALOGUE_KEYS.packages, () =>
      this.rpc.call(CATALOGUE.listPackages, {}, req.id),
    );
  }

  @Get('api/catalogue/designs/:packageId')
  @ApiDoc({ summary: 'The designs a package may use', answer: z.array(designForPackageSchema) })
  designsForPackage(
    @Param('packageId', new ZodValidationPipe(numericIdSchema('ID paket'))) packageId: number,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.answer(req, reply, CATALOGUE_KEYS.designsForPackage(packageId), () =>
      this.rpc.call(CATALOGUE.listDesignsForPackage, { packageId }, req.id),
    );
  }

  /** The landing page reports its scroll position; nothing is stored. */
  @Get('get-scroll')
  @ApiDoc({
    summary: "The landing page's scroll position (always 0; nothing is stored)",
    answer: z.object({ position: z.literal(0) }),
    local: true,
  })
  scroll(): { position: number } {
    return { position: 0 };
  }

  private async answer(
    req: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
  ): Promise<void> {
    await sendCachedAnswer(req, reply, await this.cache.get(key, load));
  }
}
