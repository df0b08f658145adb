import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DOCS_PAGE } from './docs-page';
import { openApiJson } from './document';

type Asset = { type: string; body: string };

/** Sent with no-cache: a new gateway version may describe new routes under the same address. */
const send = (reply: FastifyReply, asset: Asset) =>
  reply.header('content-type', asset.type).header('cache-control', 'no-cache').send(asset.body);

/** The API described from its own schemas (document.ts) and a page that reads it, both self-hosted. */
@Controller()
export class OpenApiController {
  @Get('api/openapi.json')
  document(@Res() reply: FastifyReply) {
    return send(reply, { type: 'application/json; charset=utf-8', body: openApiJson() });
  }

  @Get('api/docs')
  page(@Res() reply: FastifyReply) {
    return send(reply, DOCS_PAGE.html);
  }

  @Get('api/docs/docs.js')
  script(@Res() reply: FastifyReply) {
    return send(reply, DOCS_PAGE.script);
  }

  @Get('api/docs/docs.css')
  styles(@Res() reply: FastifyReply) {
    return send(reply, DOCS_PAGE.styles);
  }
}
