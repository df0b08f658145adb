import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import {
  clientIdSchema,
  INVITATION_PAGE_MESSAGES,
  INVITATIONS,
  GUEST_TOKEN_PATTERN,
  isGuestToken,
  messageAnswerSchema,
  rsvpInputSchema,
  wishInputSchema,
  type RpcContract,
} from '@undangan/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config';
import { HttpError } from '../http/http-error';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ApiDoc } from '../openapi/api-doc';
import { ServiceClients } from '../rpc/service-clients';
import { pagePathFor } from './custom-hosts';
import { renderFormAnswer } from './form-answer';
import { guestSource } from './guest-source';

const clientIdPipe = new ZodValidationPipe(clientIdSchema);

/**
 * An RSVP form's fields as the JSON the page's script sends: the radios' `true` and `false` as a
 * boolean, the people as a number (anything else is left for the schema to refuse).
 */
function rsvpFromForm(fields: Record<string, unknown>): Record<string, unknown> {
  const { attending, people } = fields;
  return {
    ...fields,
    attending: attending === 'true' ? true : attending === 'false' ? false : attending,
    people: typeof people === 'string' && /^\d{1,2}$/.test(people) ? Number(people) : people,
  };
}

/**
 * The token a listed guest's page puts in its forms (a hidden field), so their reply is theirs:
 * null when the form has none, undefined when it has one no link ever had (no page, a 404).
 */
function guestTokenOf(body: unknown): string | null | undefined {
  const token =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).guest_token : undefined;
  if (token === undefined || token === null || token === '') return null;
  return isGuestToken(token) ? token : undefined;
}

/** A reply's body as the API document shows it: the form's fields and a listed guest's token. */
const withGuestToken = <S extends typeof rsvpInputSchema | typeof wishInputSchema>(schema: S) =>
  schema.extend({ guest_token: z.string().regex(GUEST_TOKEN_PATTERN).optional() });

/** Where on the page each form sits: a guest sent back by the form lands on its thanks. */
const SECTION_OF = { rsvp: 'konfirmasi-kehadiran', ucapan: 'ucapan' } as const;

const isForm = (req: FastifyRequest) =>
  String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** A browser's form sent without JavaScript: it asks for a page back, not JSON. */
const wantsPage = (req: FastifyRequest) =>
  isForm(req) && String(req.headers.accept ?? '').includes('text/html');

/**
 * What a guest does on a couple's page: add its events to a calendar, answer the RSVP, leave a
 * wish. Sent by the page's script as JSON, or as a plain form when the guest's browser runs none:
 * then a success returns the guest to the page with a thank-you, and a refusal is a small page
 * with the reason and the way back. Limits per address and per invitation are the invitations
 * service's (a 429).
 */
@Controller('api/undangan/:clientId')
export class GuestRepliesController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get('kalender.ics')
  @ApiDoc({
    summary: "An invitation's events as a calendar file",
    answer: { description: 'The events (RFC 5545), to add to a calendar', mediaType: 'text/calendar' },
    errors: [404],
  })
  async calendar(
    @Param('clientId', clientIdPipe) clientId: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const answer = await this.rpc.call(INVITATIONS.calendar, { client_id: clientId }, req.id);
    if (!answer) throw new HttpError('not_found', INVITATION_PAGE_MESSAGES.notFound);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="undangan-${clientId}.ics"`)
      .send(answer.ics);
  }

  @Post('rsvp')
  @HttpCode(200)
  @ApiDoc({
    summary: "A guest's RSVP: coming or not, how many people, a message",
    body: withGuestToken(rsvpInputSchema),
    answer: messageAnswerSchema,
    errors: [403, 404, 429],
  })
  rsvp(
    @Param('clientId', clientIdPipe) clientId: string,
    @Body() body: unknown,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const fields = isForm(req) ? rsvpFromForm(body as Record<string, unknown>) : body;
    return this.reply(INVITATIONS.rsvp, rsvpInputSchema, clientId, fields, 'rsvp', req, reply);
  }

  @Post('ucapan')
  @HttpCode(200)
  @ApiDoc({
    summary: "A guest's wish for the couple",
    body: withGuestToken(wishInputSchema),
    answer: messageAnswerSchema,
    errors: [403, 404, 409, 429],
  })
  wish(
    @Param('clientId', clientIdPipe) clientId: string,
    @Body() body: unknown,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.reply(INVITATIONS.wish, wishInputSchema, clientId, body, 'ucapan', req, reply);
  }

  private async reply(
    contract: typeof INVITATIONS.rsvp | typeof INVITATIONS.wish,
    schema: typeof rsvpInputSchema | typeof wishInputSchema,
    clientId: string,
    body: unknown,
    sent: 'rsvp' | 'ucapan',
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const form = wantsPage(req);
    const token = guestTokenOf(body);
    // Back to the page the guest came from: `/` on the couple's own domain, else /{client_id}; a
    // listed guest's own page when the form was theirs.
    const page = pagePathFor(req, clientId, token ?? null);
    try {
      if (token === undefined) throw new HttpError('not_found', INVITATION_PAGE_MESSAGES.notFound);
      const input = new ZodValidationPipe(schema).transform(body);
      const source = guestSource(req.ip, this.config.jwtSecret);
      const answer = await this.rpc.call(
        contract as RpcContract,
        { client_id: clientId, source, input, guest_token: token },
        req.id,
      );
      if (form) return reply.redirect(`${page}?terkirim=${sent}#${SECTION_OF[sent]}`, 303);
      return reply.status(200).send(answer);
    } catch (err) {
      if (!form || !(err instanceof HttpError)) throw err;
      return reply
        .status(err.status)
        .header('content-type', 'text/html; charset=utf-8')
        .send(renderFormAnswer(err.message, `${page}#${SECTION_OF[sent]}`));
    }
  }
}
