import { indonesianMobile } from '@undangan/contracts';
import { unguardFormula } from './formula-guard';
import { ROW_PROBLEMS } from './guest-problems';
import {
  GUEST_GROUP_MAX,
  GUEST_NAME_MAX,
  GUEST_PEOPLE_MAX,
  GUEST_PEOPLE_MIN,
  GUEST_SESSION_MAX,
  normaliseGuestText,
  type GuestRow,
} from './guest-row';
import { GUEST_FIELDS, type GuestField, type GuestSheetColumns } from './sheet-columns';
import { cellText, numberText, type SheetCell, type SheetRow } from './sheet-grid';

// One row's cells read as a guest, each problem named in the couple's words.

/** The row's cells as read, by field, for the preview: what the couple typed, before any change. */
export type GuestRowInput = Record<GuestField, string>;

/** The template's example rows start so; a row that still does was not meant as a guest. */
export const EXAMPLE_NAME_PREFIX = 'Contoh:';

type Read<T> = { value: T } | { problem: string };

/** A row's guest, or what keeps it from being one. */
export function readGuestRow(
  row: SheetRow,
  columns: GuestSheetColumns,
): { input: GuestRowInput; guest?: GuestRow; problems: string[] } {
  const cell = (field: GuestField): SheetCell | undefined => {
    const found = columns[field];
    if (!found) return undefined;
    // A merged area's value is in its first cell; only a group or a session spans the rows below
    // it, since couples merge one "Keluarga Pria" down the rows of the family's guests.
    if (row.mergedFromAbove?.has(found.column) && field !== 'group' && field !== 'session') return undefined;
    return row.cells[found.column];
  };
  const input = Object.fromEntries(
    GUEST_FIELDS.map((field) => [field, cellText(cell(field))]),
  ) as GuestRowInput;

  const name = readName(cell('name'));
  if ('value' in name && isExampleName(name.value)) return { input, problems: [ROW_PROBLEMS.exampleRow] };
  const phone = readPhone(cell('phone'));
  const group = readText(cell('group'), GUEST_GROUP_MAX, ROW_PROBLEMS.groupTooLong);
  const session = readText(cell('session'), GUEST_SESSION_MAX, ROW_PROBLEMS.sessionTooLong);
  const people = readPeople(cell('people'));
  const problems = [name, phone, group, session, people].flatMap((read) =>
    'problem' in read ? [read.problem] : [],
  );
  if (!('value' in name && 'value' in phone && 'value' in group && 'value' in session && 'value' in people))
    return { input, problems };
  return {
    input,
    guest: {
      name: name.value,
      phone: phone.value,
      group: group.value,
      session: session.value,
      people: people.value,
    },
    problems,
  };
}

function isExampleName(name: string): boolean {
  return name.toLowerCase().startsWith(EXAMPLE_NAME_PREFIX.toLowerCase());
}

function readName(cell: SheetCell | undefined): Read<string> {
  const name = readText(cell, GUEST_NAME_MAX, ROW_PROBLEMS.nameTooLong);
  if ('problem' in name) return name;
  return name.value === null ? { problem: ROW_PROBLEMS.nameMissing } : { value: name.value };
}

// A cell's text as typed: what the export added before a formula-like start removed again.
function typedText(cell: SheetCell | undefined): Read<string> {
  if (cell?.kind === 'unusable') return { problem: cell.problem };
  const text = cellText(cell);
  return { value: cell?.kind === 'text' ? unguardFormula(text) : text };
}

function readText(cell: SheetCell | undefined, max: number, tooLong: string): Read<string | null> {
  const typed = typedText(cell);
  if ('problem' in typed) return typed;
  const text = normaliseGuestText(typed.value);
  if (text === '') return { value: null };
  // Counted in UTF-16 units, as the contracts' text rules (zod's) count: a text the import accepts
  // is one the guest list accepts, an emoji counting two.
  return text.length > max ? { problem: tooLong } : { value: text };
}

// Excel shows a long number typed into a General cell as 6,28E+11; saved as CSV, the digits past
// the first few are gone. The mantissa keeps them all only when it has as many decimals as the
// exponent (6.28123456789E+11); anything shorter cannot be told from a guess.
const EXCEL_EXPONENT = /^(\d)(?:[.,](\d+))?e\+?(\d{1,2})$/i;

function readPhone(cell: SheetCell | undefined): Read<string | null> {
  if (!cell) return { value: null };
  let typed: string;
  switch (cell.kind) {
    case 'unusable':
      return { problem: cell.problem };
    case 'date':
      return { problem: ROW_PROBLEMS.phoneInvalid };
    case 'number':
      // A phone Excel turned into a number lost its leading 0 (81234567890); the digits are whole
      // and the contracts' rule reads 8... as 08... . A fraction or a negative is no phone.
      if (!Number.isSafeInteger(cell.value) || cell.value <= 0)
        return { problem: ROW_PROBLEMS.phoneExcelNumber };
      typed = numberText(cell.value);
      break;
    case 'text': {
      // A number copied from WhatsApp comes wrapped in invisible direction marks.
      typed = normaliseGuestText(unguardFormula(cell.text));
      const exponent = EXCEL_EXPONENT.exec(typed);
      if (exponent) {
        const [, first, decimals = '', power] = exponent;
        if (decimals.length !== Number(power)) return { problem: ROW_PROBLEMS.phoneExcelNumber };
        typed = `${first}${decimals}`;
      }
    }
  }
  if (typed === '') return { value: null };
  // Brackets, dots and slashes people put between digits ((0812) 3456.7890); a quote some type
  // before a number to keep it text.
  const phone = indonesianMobile(
    typed
      .replace(/^'/, '')
      .replace(/[()./]/g, ' ')
      .replace(/ +/g, ' ')
      .trim(),
  );
  if (!phone) return { problem: ROW_PROBLEMS.phoneInvalid };
  // 6.28E+11 made a number again (Excel opening such a CSV, then saved) is 628000000000: its lost
  // digits came back as zeros. No one's mobile number ends in six of them.
  return phone.endsWith('000000') ? { problem: ROW_PROBLEMS.phoneExcelNumber } : { value: phone };
}

// "2", "2 orang", "2 org", "2 pax": the number is what counts.
const PEOPLE_TEXT = /^(\d{1,6})\s*(?:orang|org\.?|pax)?$/i;

function readPeople(cell: SheetCell | undefined): Read<number> {
  if (!cell) return { value: GUEST_PEOPLE_MIN };
  let count: number;
  switch (cell.kind) {
    case 'unusable':
      return { problem: cell.problem };
    case 'date':
      return { problem: ROW_PROBLEMS.peopleNotANumber };
    case 'number':
      if (!Number.isInteger(cell.value)) return { problem: ROW_PROBLEMS.peopleNotANumber };
      count = cell.value;
      break;
    case 'text': {
      const text = normaliseGuestText(unguardFormula(cell.text));
      if (text === '') return { value: GUEST_PEOPLE_MIN };
      const match = PEOPLE_TEXT.exec(text);
      if (!match) return { problem: ROW_PROBLEMS.peopleNotANumber };
      count = Number(match[1]);
    }
  }
  return count >= GUEST_PEOPLE_MIN && count <= GUEST_PEOPLE_MAX
    ? { value: count }
    : { problem: ROW_PROBLEMS.peopleOutOfRange };
}
