import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  GUEST_SHEETS,
  guestImportPreviewSchema,
  guestImportResultSchema,
  guestSheetFileSchema,
  sheetKindQuerySchema,
  type GuestImportPreview,
  type GuestImportResult,
  type GuestSheetDownload,
  type GuestSheetFile,
  type GuestSheetKind,
} from '@undangan/contracts';
import type { FastifyReply } from 'fastify';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ApiDoc } from '../openapi/api-doc';
import { ServiceClients } from '../rpc/service-clients';
import { CoupleGuard, CoupleRequest, JsonRequestsOnly, signedInCouple } from './couple.guard';
import { CoupleImportLimit } from './couple-import-limit';

type Format = { format: GuestSheetKind };
const formatQuery = new ZodValidationPipe(sheetKindQuerySchema);
const sheetFile = new ZodValidationPipe(guestSheetFileSchema);
const EXAMPLE_FILE = { file_name: 'tamu.csv', content: 'TmFtYQpCdWRp' };
const SPREADSHEET = 'A CSV (`text/csv`) or an Excel workbook, as a file to save.';

/**
 * The couple's guest list as files: a file to import, checked in a preview that saves nothing and
 * then imported (both limited per invitation: CoupleImportLimit); the export with where each guest
 * stands, and the empty template to fill, as attachments the browser saves, never kept by any cache.
 */
@Controller('api/pasangan/tamu')
@UseGuards(JsonRequestsOnly, CoupleGuard)
export class CoupleGuestFilesController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(CoupleImportLimit) private readonly imports: CoupleImportLimit,
  ) {}

  @Post('impor/periksa')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Check a guest list file (CSV or Excel) before importing it; nothing is saved',
    description:
      'The file travels as base64 (`content`), 700 KB at most. The answer lists every row that would be left out with its reasons (a problem in the row, a guest already on the list or twice in the file, a session the list does not have), the groups that would be made, and a sample of the rows that would be added. A file that cannot be read at all is a 400 saying why.',
    audience: 'Pasangan',
    answer: guestImportPreviewSchema,
    errors: [415, 429],
    example: EXAMPLE_FILE,
  })
  async previewImport(
    @Body(sheetFile) file: GuestSheetFile,
    @Req() req: CoupleRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GuestImportPreview> {
    const { order_id } = signedInCouple(req);
    await this.imports.admit(order_id, reply);
    return this.rpc.call(GUEST_SHEETS.previewImport, { order_id, ...file }, req.id);
  }

  @Post('impor')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Import a guest list file: its good rows are added at once, the rows with problems left out',
    description:
      'The same file as checked, read again against the list as it now stands. Its good rows are added all together, with the groups they name, or none when the list would pass its limits (409).',
    audience: 'Pasangan',
    answer: guestImportResultSchema,
    errors: [409, 415, 429],
    example: EXAMPLE_FILE,
  })
  async saveImport(
    @Body(sheetFile) file: GuestSheetFile,
    @Req() req: CoupleRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GuestImportResult> {
    const { order_id } = signedInCouple(req);
    await this.imports.admit(order_id, reply);
    return this.rpc.call(GUEST_SHEETS.saveImport, { order_id, ...file }, req.id);
  }

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
