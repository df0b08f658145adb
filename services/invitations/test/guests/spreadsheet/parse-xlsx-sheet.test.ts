import { describe, expect, it } from '@jest/globals';
import { MAX_GUEST_SHEET_BYTES, ROW_PROBLEMS, SHEET_PROBLEMS } from '../../../src/guests/spreadsheet';
import { MAX_XLSX_UNPACKED_BYTES, zipUnpackedSize } from '../../../src/guests/spreadsheet/read-xlsx';
import { parsed, refused, xlsxFile } from './sheet-fixtures';

const HEADER = ['Nama', 'No. HP', 'Grup', 'Sesi', 'Jumlah Orang'];

describe('an XLSX as Excel keeps it', () => {
  it('phones Excel turned into numbers: whole digits are restored, a fraction is refused', async () => {
    const sheet = await parsed(
      await xlsxFile((ws) => {
        ws.addRow(HEADER);
        ws.addRow(['Budi', 628123456789]);
        ws.addRow(['Ani', 81234567890]);
        ws.addRow(['Citra', 628123456789.5]);
        ws.addRow(['Dewi', -81234567890]);
        ws.addRow(['Eko', 12345]);
        // 6.28E+11 in a CSV, opened in Excel and saved: the lost digits came back as zeros.
        ws.addRow(['Fajar', 628000000000]);
      }),
      'tamu.xlsx',
    );
    expect(sheet.rows.map((row) => [row.input.phone, row.guest?.phone ?? row.problems])).toEqual([
      ['628123456789', '628123456789'],
      ['81234567890', '6281234567890'],
      ['628123456789,5', [ROW_PROBLEMS.phoneExcelNumber]],
      ['-81234567890', [ROW_PROBLEMS.phoneExcelNumber]],
      ['12345', [ROW_PROBLEMS.phoneInvalid]],
      ['628000000000', [ROW_PROBLEMS.phoneExcelNumber]],
    ]);
  });

  it('counts as number cells', async () => {
    const sheet = await parsed(
      await xlsxFile((ws) => {
        ws.addRow(HEADER);
        for (const count of [2, 10, 0, 11, 2.5]) ws.addRow(['Budi', null, null, null, count]);
      }),
    );
    expect(sheet.rows.map((row) => row.guest?.people ?? row.problems)).toEqual([
      2,
      10,
      [ROW_PROBLEMS.peopleOutOfRange],
      [ROW_PROBLEMS.peopleOutOfRange],
      [ROW_PROBLEMS.peopleNotANumber],
    ]);
  });

  it("rows keep Excel's numbers across gaps; empty rows and rows of spaces are skipped", async () => {
    const sheet = await parsed(
      await xlsxFile((ws) => {
        ws.getRow(3).values = HEADER;
        ws.getRow(5).values = ['Budi'];
        ws.getRow(6).values = ['   ', ' '];
        ws.getRow(7).getCell(1).style = { font: { bold: true } };
        ws.getRow(9).values = ['Ani 💍', null, 'Keluarga Wanita'];
      }),
    );
    expect(sheet.rows.map((row) => [row.line, row.guest?.name])).toEqual([
      [5, 'Budi'],
      [9, 'Ani 💍'],
    ]);
  });

  it('a group or session merged down rows belongs to each of them; other merged cells read empty', async () => {
    const sheet = await parsed(
      await xlsxFile((ws) => {
        ws.addRow(HEADER);
        ws.addRow(['Budi', null, 'Keluarga Pria', 'Sesi 1']); // 2
        ws.addRow(['Ani', null, null, null]); // 3
        ws.addRow(['Citra', null, null, null]); // 4
        ws.addRow(['Dewi', null, 'Teman', null]); // 5: merged down over rows with no guest
        ws.addRow([]); // 6
        ws.addRow([]); // 7
        ws.addRow(['Eko', '0812-1111-2222']); // 8: a name merged over two rows
        ws.addRow([null, '0813-1111-2222']); // 9
        ws.addRow(['Fajar', null, 'Kantor', null, 3]); // 10: a group merged across into the session
        ws.addRow(['Gita', null, null, null, null]); // 11: people merged down from row 10
        ws.mergeCells('C2:C4');
        ws.mergeCells('D2:D3');
        ws.mergeCells('C5:C7');
        ws.mergeCells('A8:A9');
        ws.mergeCells('C10:D10');
        ws.mergeCells('E10:E11');
      }),
    );
    expect(sheet.rows.map((row) => [row.line, row.guest ?? row.problems])).toEqual([
      [2, { name: 'Budi', phone: null, group: 'Keluarga Pria', session: 'Sesi 1', people: 1 }],
      [3, { name: 'Ani', phone: null, group: 'Keluarga Pria', session: 'Sesi 1', people: 1 }],
      [4, { name: 'Citra', phone: null, group: 'Keluarga Pria', session: null, people: 1 }],
      [5, { name: 'Dewi', phone: null, group: 'Teman', session: null, people: 1 }],
      [8, { name: 'Eko', phone: '6281211112222', group: null, session: null, people: 1 }],
      [9, [ROW_PROBLEMS.nameMissing]],
      [10, { name: 'Fajar', phone: null, group: 'Kantor', session: null, people: 3 }],
      [11, { name: 'Gita', phone: null, group: null, session: null, people: 1 }],
    ]);
  });

  it('formulas are read as the value Excel computed; one never computed is a problem', async () => {
    const sheet = await parsed(
      await xlsxFile((ws) => {
        ws.addRow(HEADER);
        ws.addRow([
          { formula: 'CONCATENATE("Budi"," ","Santoso")', result: 'Budi Santoso' },
          { formula: 'VALUE("81234567890")', result: 81234567890 },
          { formula: 'UPPER("teman")', result: 'TEMAN' },
          null,
          { formula: '1+1', result: 2 },
        ]);
        ws.addRow(['Ani', null, null, null, { formula: '1+2' }]);
        ws.addRow(['Citra', { formula: 'NA()', result: { error: '#N/A' } }]);
      }),
    );
    expect(sheet.rows.map((row) => row.guest ?? row.problems)).toEqual([
      { name: 'Budi Santoso', phone: '6281234567890', group: 'TEMAN', session: null, people: 2 },
      [ROW_PROBLEMS.formulaWithoutValue],
      [ROW_PROBLEMS.excelError('#N/A')],
    ]);
  });

  it('dates, times, true and false, errors, rich text and links are read without throwing', async () => {
    const sheet = await parsed(
      await xlsxFile((ws) => {
        ws.addRow(HEADER);
        ws.addRow([new Date(Date.UTC(2026, 11, 31)), null, true, new Date(Date.UTC(1899, 11, 30, 11, 0))]);
        ws.addRow([
          { richText: [{ text: 'Budi ', font: { bold: true } }, { text: 'Santoso' }] },
          new Date(Date.UTC(2026, 0, 1)),
        ]);
        ws.addRow([
          { text: 'Ani', hyperlink: 'https://contoh.id' },
          { error: '#REF!' },
          null,
          null,
          new Date(Date.UTC(2026, 0, 2)),
        ]);
      }),
    );
    expect(sheet.rows.map((row) => [row.input, row.guest ?? row.problems])).toEqual([
      [
        { name: '31/12/2026', phone: '', group: 'TRUE', session: '11.00', people: '' },
        { name: '31/12/2026', phone: null, group: 'TRUE', session: '11.00', people: 1 },
      ],
      [
        { name: 'Budi Santoso', phone: '01/01/2026', group: '', session: '', people: '' },
        [ROW_PROBLEMS.phoneInvalid],
      ],
      [
        { name: 'Ani', phone: '#REF!', group: '', session: '', people: '02/01/2026' },
        [ROW_PROBLEMS.excelError('#REF!'), ROW_PROBLEMS.peopleNotANumber],
      ],
    ]);
  });

  it('reads the first visible sheet with a name column: past a cover sheet, never a hidden one', async () => {
    const sheet = await parsed(
      await xlsxFile((cover, workbook) => {
        cover.addRow(['Pernikahan Budi & Ani']);
        const hidden = workbook.addWorksheet('Lama', { state: 'hidden' });
        hidden.addRow(['Nama']);
        hidden.addRow(['Tamu lama']);
        const guests = workbook.addWorksheet('Daftar');
        guests.addRow(['Nama Tamu']);
        guests.addRow(['Budi']);
      }),
    );
    expect(sheet.rows.map((row) => row.guest?.name)).toEqual(['Budi']);
  });
});

describe('XLSX files refused', () => {
  const oneGuest = () =>
    xlsxFile((ws) => {
      ws.addRow(['Nama']);
      ws.addRow(['Budi']);
    });

  it("a zip that is no workbook; named as another program's, the couple is told to export", async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100, 1)]);
    expect(await refused(zip, 'tamu.xlsx')).toBe(SHEET_PROBLEMS.unreadable);
    expect(await refused(zip, 'tamu.ods')).toBe(SHEET_PROBLEMS.otherSpreadsheet);
    expect(await refused(zip, 'Tamu.numbers')).toBe(SHEET_PROBLEMS.otherSpreadsheet);
  });

  it('a workbook cut short, or damaged inside', async () => {
    const whole = await oneGuest();
    expect(await refused(whole.subarray(0, whole.length - 30), 'tamu.xlsx')).toBe(SHEET_PROBLEMS.unreadable);
    const damaged = Buffer.from(whole);
    damaged.fill(0x55, 200, whole.length - 1200);
    expect(zipUnpackedSize(damaged)).toBe(zipUnpackedSize(whole));
    expect(await refused(damaged, 'tamu.xlsx')).toBe(SHEET_PROBLEMS.unreadable);
  });

  it('a workbook that unpacks past the limit, however small it is packed', async () => {
    // Excel would refuse a cell this long; a crafted file need not ask Excel.
    const bomb = await xlsxFile((ws) => {
      ws.addRow(['Nama']);
      ws.addRow(['a'.repeat(MAX_XLSX_UNPACKED_BYTES)]);
    });
    expect(bomb.length).toBeLessThan(MAX_GUEST_SHEET_BYTES);
    expect(zipUnpackedSize(bomb)).toBeGreaterThan(MAX_XLSX_UNPACKED_BYTES);
    expect(await refused(bomb, 'tamu.xlsx')).toBe(SHEET_PROBLEMS.unreadable);
  });

  it('a workbook whose entries say they unpack past the limit, before anything is unpacked', async () => {
    const whole = await oneGuest();
    const declared = zipUnpackedSize(whole);
    expect(declared).toBeGreaterThan(0);
    expect(declared).toBeLessThan(MAX_XLSX_UNPACKED_BYTES);
    // The central directory's first entry made to say it unpacks to the limit on its own.
    const bomb = Buffer.from(whole);
    const directory = bomb.readUInt32LE(bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 16);
    bomb.writeUInt32LE(MAX_XLSX_UNPACKED_BYTES, directory + 24);
    expect(zipUnpackedSize(bomb)).toBeGreaterThan(MAX_XLSX_UNPACKED_BYTES);
    expect(await refused(bomb, 'tamu.xlsx')).toBe(SHEET_PROBLEMS.unreadable);
    expect(await parsed(whole, 'tamu.xlsx')).toMatchObject({ rows: [{ guest: { name: 'Budi' } }] });
  });
});
