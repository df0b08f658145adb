// Spreadsheets run a cell that starts with = + - @ (and, in some, a tab or carriage return) as a
// formula: a guest's name or wish such as =HYPERLINK("http://...") would run on the couple's
// computer when they open the export. Where a text could start a cell, a single quote goes before
// it. A cell starts not only at the value's beginning: an Indonesian-locale spreadsheet splits a CSV
// on ";" (another locale on ","), a paste splits on tabs, and a line break ends a row, so the same
// holds after each of these, spaces and double quotes between included ("Budi; =1+1").
//
// The import undoes exactly this, so an export read back gives the same names: quotes already in
// front of such a text are kept by adding one more, and reading removes one.

const CELL_START = String.raw`(?<=^|[;,\t\r\n])([ "]*)`;
const FORMULA_AHEAD = String.raw`(?=[=+\-@\t\r])`;

const GUARDED = new RegExp(`${CELL_START}('*)${FORMULA_AHEAD}`, 'g');
const RESTORED = new RegExp(`${CELL_START}'('*)${FORMULA_AHEAD}`, 'g');

/** A text no spreadsheet runs as a formula, wherever it splits the text into cells. */
export function guardFormula(text: string): string {
  return text.replace(GUARDED, "$1$2'");
}

/** The text guardFormula was given, from what it made. */
export function unguardFormula(text: string): string {
  return text.replace(RESTORED, '$1$2');
}

/** Whether a cell's text could start a formula, anywhere a spreadsheet could start a cell in it. */
export function couldRunAsFormula(text: string): boolean {
  return new RegExp(`${CELL_START}${FORMULA_AHEAD}`).test(text);
}
