import { Controller, Get, Inject, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  GUEST_SHEETS,
  sheetKindQuerySchema,
  type GuestSheetDownload,
  type GuestSheetKind,
} from '@undangan/contracts';
import type { FastifyReply } from 'fastify';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ApiDoc } from '../openapi/api-doc';
import { ServiceClients } from '../rpc/service-clients';
import { CoupleGuard, CoupleRequest, JsonRequestsOnly, signedInCouple } from './couple.guard';

type Format = { format: GuestSheetKind };
const formatQuery = new ZodValidationPipe(sheetKindQuerySchema);
const SPREADSHEET = 'A CSV (`text/csv`) or an Excel workbook, as a file to save.';

/**
 * The couple's guest list as files to save: the export with where each guest stands, and the empty
 * template to fill. The answers are attachments the browser saves, never kept by any cache.
 */
@Controller('api/pasangan/tamu')
@UseGuards(JsonRequestsOnly, CoupleGuard)
export class CoupleGuestFilesController {
  constructor(@Inject(ServiceClients) private readonly rpc: ServiceClients) {}

  @Get('ekspor')
  @ApiDoc({
    summary: 'The guest list as CSV or Excel, with each guest’s status, answer and times',
    description:
      'In the template’s columns first, so it can be edited and imported again; a cell that could run as a formula in a spreadsheet is made text.',
    audience: 'Pasangan',
    answer: { description: SPREADSHEET, mediaType: 'application/octet-stream' },
  })
  async export(
    @Query(formatQuery) query: Format,
    @Req() req: CoupleRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { order_id } = signedInCouple(req);
    await sendFile(
      reply,
      await this.rpc.call(GUEST_SHEETS.export, { order_id, format: query.format }, req.id),
    );
  }

  @Get('templat')
  @ApiDoc({
    summary: 'The guest list template to fill, as CSV or Excel',
    audience: 'Pasangan',
    answer: { description: SPREADSHEET, mediaType: 'application/octet-stream' },
  })
  async template(
    @Query(formatQuery) query: Format,
    @Req() req: CoupleRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendFile(reply, await this.rpc.call(GUEST_SHEETS.template, { format: query.format }, req.id));
  }
}

/** A spreadsheet the service wrote, as a download: its name is the service's, of safe characters only. */
function sendFile(reply: FastifyReply, file: GuestSheetDownload): FastifyReply {
  const bytes = Buffer.from(file.content, 'base64');
  const name = file.file_name.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .status(200)
    .header('content-type', file.content_type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('content-length', bytes.length)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}
