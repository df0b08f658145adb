import { GUEST_SHEETS } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { GuestSheets } from './guest-sheets.service';

/** The guest list as spreadsheets: the preview and save of an import, the export and the template. */
export const GuestSheetsController = rpcController('GuestSheetsController', GuestSheets, (on) => [
  on(GUEST_SHEETS.previewImport, (sheets, request) => sheets.previewImport(request)),
  on(GUEST_SHEETS.saveImport, (sheets, request) => sheets.saveImport(request)),
  on(GUEST_SHEETS.export, (sheets, request) => sheets.export(request)),
  on(GUEST_SHEETS.template, (sheets, request) => sheets.template(request)),
]);
