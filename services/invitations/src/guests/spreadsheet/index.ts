// Importing and exporting a couple's guest list as spreadsheets (CSV and XLSX). Pure: bytes in,
// bytes or rows out; nothing here touches a database or the network.
export { guardFormula, couldRunAsFormula } from './formula-guard';
export { EXAMPLE_NAME_PREFIX, type GuestRowInput } from './guest-fields';
export { MAX_GUEST_SHEET_BYTES, ROW_PROBLEMS, SHEET_PROBLEMS } from './guest-problems';
export {
  GUEST_GROUP_MAX,
  GUEST_NAME_MAX,
  GUEST_PEOPLE_MAX,
  GUEST_PEOPLE_MIN,
  GUEST_SESSION_MAX,
  MAX_GUESTS_PER_SHEET,
  normaliseGuestText,
  sameGuestKey,
  type GuestRow,
} from './guest-row';
export { guestSheetTemplate } from './guest-sheet-template';
export {
  parseGuestSheet,
  type GuestSheetDuplicate,
  type GuestSheetParse,
  type GuestSheetRow,
} from './parse-guest-sheet';
export { GUEST_FIELD_HEADERS, type GuestField, type GuestSheetColumns } from './sheet-columns';
export { phoneText, writeGuestExport, type GuestExportRow } from './write-guest-export';
export type { SheetKind } from './write-sheet';
