import type { GuestImportPreview, GuestImportResult, GuestSheetKind } from '@undangan/contracts';
import { coupleChange } from './guest-list';

/** A chosen file as the import takes it: its name and its bytes as base64. */
export interface SheetFile {
  file_name: string;
  content: string;
}

/** The file's bytes as base64, read in the browser. */
export async function sheetFileOf(file: File): Promise<SheetFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: one call with every byte would pass the engine's limit on arguments.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { file_name: file.name, content: btoa(binary) };
}

export const previewImport = (file: SheetFile) =>
  coupleChange<GuestImportPreview>('POST', '/tamu/impor/periksa', file);
export const saveImport = (file: SheetFile) => coupleChange<GuestImportResult>('POST', '/tamu/impor', file);

/** Where the browser saves the export or the template from (the session's cookie goes along). */
export const sheetDownloadUrl = (what: 'ekspor' | 'templat', format: GuestSheetKind) =>
  `/api/pasangan/tamu/${what}?format=${format}`;
