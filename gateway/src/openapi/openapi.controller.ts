import { Controller, Get, Inject, Res, Type } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ApiDoc } from './api-doc';
import { DOCS_PAGE } from './docs-page';
import { buildOpenApiDocument, documentedRoutes } from './document';

/** The gateway's controllers, whose routes the document describes (app.module.ts provides them). */
export const DOCUMENTED_CONTROLLERS = Symbol('DOCUMENTED_CONTROLLERS');

type Asset = { type: string; body: string };

/** Sent with no-cache: a new gateway version may describe new routes under the same address. */
const send = (reply: FastifyReply, asset: Asset) =>
  reply.header('content-type', asset.type).header('cache-control', 'no-cache').send(asset.body);

const asset = (description: string, mediaType: string) => ({ description, mediaType });

/** The API described from its own schemas (document.ts) and a page that reads it, both self-hosted. */
@Controller()
export class OpenApiController {
  /** Built once, on first ask: the routes and schemas do not change while the gateway runs. */
  private documentJson?: string;

  constructor(@Inject(DOCUMENTED_CONTROLLERS) private readonly controllers: readonly Type<unknown>[]) {}

  @Get('api/openapi.json')
  @ApiDoc({
    summary: 'This document (OpenAPI 3.1)',
    answer: z.looseObject({ openapi: z.literal('3.1.0') }),
    local: true,
  })
  document(@Res() reply: FastifyReply) {
    this.documentJson ??= JSON.stringify(buildOpenApiDocument(documentedRoutes(this.controllers)));
    return send(reply, { type: 'application/json; charset=utf-8', body: this.documentJson });
  }

  @Get('api/docs')
  @ApiDoc({ summary: "The API's reference page", answer: asset('The page.', 'text/html'), local: true })
  page(@Res() reply: FastifyReply) {
    return send(reply, DOCS_PAGE.html);
  }

  @Get('api/docs/docs.js')
  @ApiDoc({
    summary: "The reference page's script",
    answer: asset('The script.', 'text/javascript'),
    local: true,
  })
  script(@Res() reply: FastifyReply) {
    return send(reply, DOCS_PAGE.script);
  }

  @Get('api/docs/docs.css')
  @ApiDoc({
    summary: "The reference page's style sheet",
    answer: asset('The style sheet.', 'text/css'),
    local: true,
  })
  styles(@Res() reply: FastifyReply) {
    return send(reply, DOCS_PAGE.styles);
  }
}
