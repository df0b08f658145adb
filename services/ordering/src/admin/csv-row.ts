/**
 * Characters that make a spreadsheet read a cell as a formula (`= + - @`), or that some of them
 * strip or treat as a line break before reading it (tab, CR, LF).
 */
const FORMULA_START = /[=+\-@\t\r\n]/;

/**
 * Every place a spreadsheet may begin a cell: the start of the text, and after each separator it
 * may split on (`,`, or `;` in the Indonesian locale, and a line break) when it ignores the quotes;
 * spaces there are skipped, as some spreadsheets trim them.
 */
const PIECE_START = /(^|[,;\r\n])( *)(?=[=+\-@\t\r\n])/g;

/**
 * A CSV cell that no spreadsheet runs as a formula: a `'` goes before a formula character wherever a
 * piece of the text could begin a cell, and the cell is always quoted, so neither `,` nor `;`
 * splits it in a spreadsheet that reads quotes.
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const inert = FORMULA_START.test(text) ? text.replace(PIECE_START, "$1$2'") : text;
  return `"${inert.replace(/"/g, '""')}"`;
}

/** One CSV line of cells, each made safe by csvCell (the caller adds the line break). */
export const csvRow = (cells: readonly unknown[]): string => cells.map(csvCell).join(',');
