import { csvCell, csvRow } from './csv-row';

/** What a spreadsheet would run as a formula, however it trims the start of a cell. */
const RUNS_AS_FORMULA = /^[ "]*[=+\-@\t\r\n]/;

/** The cells a spreadsheet that reads quotes makes of one line split on `,` (RFC 4180). */
function quotedCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...cells, cell];
}

const HOSTILE = [
  'Budi;=1+1',
  'Budi,=1+1',
  'Budi; =1+1',
  'Budi;+62 812',
  '\t=1+1',
  '@SUM(1)',
  '-1+1',
  '+1',
  '=HYPERLINK("http://evil.example","klik")',
  'Budi\r=1+1',
  'Budi\n@SUM(1)',
];

describe('csvCell', () => {
  it.each(HOSTILE)('lets no piece of %j start a formula, however the line is split', (value) => {
    const line = csvRow(['INV-1', value, 150000]);
    for (const separator of [',', ';', /\r\n|\r|\n/]) {
      for (const piece of line.split(separator)) expect(piece).not.toMatch(RUNS_AS_FORMULA);
    }
    const [, cell] = quotedCells(line);
    expect(cell).not.toMatch(RUNS_AS_FORMULA);
    // Only the guard's apostrophes are added: the text itself is all there.
    expect(cell.replace(/'(?=[=+\-@\t\r\n])/g, '')).toBe(value);
  });

  it('quotes every cell, so neither `,` nor `;` splits it in a spreadsheet that reads quotes', () => {
    expect(csvCell('Budi')).toBe('"Budi"');
    expect(csvCell('Budi;Santoso')).toBe('"Budi;Santoso"');
    expect(csvCell(150000)).toBe('"150000"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell('Kata "Mutiara"')).toBe('"Kata ""Mutiara"""');
    expect(quotedCells(csvRow(['Budi,Ani', 'Kata "Mutiara"', 'Budi;=1+1']))).toEqual([
      'Budi,Ani',
      'Kata "Mutiara"',
      "Budi;'=1+1",
    ]);
  });

  it('leaves ordinary text as it was', () => {
    for (const value of [
      'Budi Santoso',
      'budi@contoh.id',
      '0812-3456-7890',
      'INV-20260101-ABC123',
      '2026-01-02',
    ])
      expect(quotedCells(csvCell(value))).toEqual([value]);
  });
});
