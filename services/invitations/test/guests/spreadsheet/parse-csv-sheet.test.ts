import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import {
  guestSheetTemplate,
  MAX_GUEST_SHEET_BYTES,
  ROW_PROBLEMS,
  SHEET_PROBLEMS,
} from '../../../src/guests/spreadsheet';
import { csvFile, parsed, refused, xlsxFile } from './sheet-fixtures';

const HEADER = 'Nama;No. HP;Grup;Sesi;Jumlah Orang';

describe('a CSV as spreadsheets write it', () => {
  it('Excel under Indonesian settings: a byte-order mark, ";" between cells, CRLF', async () => {
    const sheet = await parsed(
      csvFile([HEADER, 'Budi Santoso;0812-3456-7890;Keluarga Pria;Sesi 1;2', 'Ani;;Teman;;'], { bom: true }),
    );
    expect(sheet.format).toBe('csv');
    expect(sheet.columns.name).toEqual({ column: 0, header: 'Nama' });
    expect(sheet.rows).toEqual([
      {
        line: 2,
        input: {
          name: 'Budi Santoso',
          phone: '0812-3456-7890',
          group: 'Keluarga Pria',
          session: 'Sesi 1',
          people: '2',
        },
        guest: {
          name: 'Budi Santoso',
          phone: '6281234567890',
          group: 'Keluarga Pria',
          session: 'Sesi 1',
          people: 2,
        },
        problems: [],
      },
      {
        line: 3,
        input: { name: 'Ani', phone: '', group: 'Teman', session: '', people: '' },
        guest: { name: 'Ani', phone: null, group: 'Teman', session: null, people: 1 },
        problems: [],
      },
    ]);
  });

  it('"," between cells and LF line ends, with quoted cells holding commas, quotes and line breaks', async () => {
    const sheet = await parsed(
      csvFile(
        [
          'Nama,No. HP,Grup',
          '"Santoso, Budi",081234567890,"Keluarga ""Besar"""',
          '"Ani',
          'Wijaya",,Teman',
          'Citra,,',
        ],
        { eol: '\n' },
      ),
    );
    // A line break inside quotes stays in its cell: the spreadsheet shows Citra on row 4, not 5.
    expect(sheet.rows.map((row) => [row.line, row.guest?.name, row.guest?.group])).toEqual([
      [2, 'Santoso, Budi', 'Keluarga "Besar"'],
      [3, 'Ani Wijaya', 'Teman'],
      [4, 'Citra', null],
    ]);
  });

  it('tabs, as a paste or Excel\'s "Unicode text" (UTF-16) gives them', async () => {
    const text = '\uFEFFNama\tNo. HP\r\nRatna 🌸\t0812 3456 7890\r\n';
    const sheet = await parsed(Buffer.from(text, 'utf16le'), 'tamu.txt');
    expect(sheet.rows[0]!.guest).toMatchObject({ name: 'Ratna 🌸', phone: '6281234567890' });
  });

  it("Excel's CSV in the Windows code page, not UTF-8", async () => {
    const sheet = await parsed(Buffer.from('Nama;Grup\r\nJos\xe9 Ram\xedrez;Teman\r\n', 'latin1'));
    expect(sheet.rows[0]!.guest?.name).toBe('José Ramírez');
  });

  it('Excel\'s "sep=;" first line, which Excel hides: rows count after it', async () => {
    for (const bom of [false, true]) {
      const sheet = await parsed(csvFile(['sep=;', 'Nama;Grup', 'Budi, S.E.;Teman'], { bom }));
      expect(sheet.rows).toMatchObject([{ line: 2, guest: { name: 'Budi, S.E.', group: 'Teman' } }]);
    }
  });

  it('a lone name column splits at nothing', async () => {
    const sheet = await parsed(csvFile(['Nama', 'Budi, S.E.', 'Ani; Wijaya']));
    expect(sheet.rows.map((row) => row.guest?.name)).toEqual(['Budi, S.E.', 'Ani; Wijaya']);
  });

  it('title rows above the header', async () => {
    const sheet = await parsed(
      csvFile([
        'Daftar Tamu Pernikahan Budi & Ani;;',
        ';;',
        'No.;Nama Tamu;WhatsApp',
        '1;Citra;0812-1111-2222',
      ]),
    );
    expect(sheet.columns).toEqual({
      name: { column: 1, header: 'Nama Tamu' },
      phone: { column: 2, header: 'WhatsApp' },
    });
    expect(sheet.rows).toMatchObject([{ line: 4, guest: { name: 'Citra', phone: '6281211112222' } }]);
  });

  it('refuses a quote left open, which would swallow the rest of the file', async () => {
    expect(await refused(csvFile([HEADER, 'Budi;;;;', '"Ani;;;;', 'Citra;;;;']))).toBe(
      SHEET_PROBLEMS.unclosedQuote(3),
    );
  });
});

describe('headers as couples write them', () => {
  it.each([
    ['Nama', 'name'],
    ['NAMA TAMU', 'name'],
    ['  nama   tamu ', 'name'],
    ['Nama Lengkap', 'name'],
    ['No. HP', 'phone'],
    ['Nomor HP', 'phone'],
    ['no hp/wa', 'phone'],
    ['WhatsApp', 'phone'],
    ['Telepon', 'phone'],
    ['Grup', 'group'],
    ['Kelompok', 'group'],
    ['Nama Grup', 'group'],
    ['Sesi', 'session'],
    ['SESI ACARA', 'session'],
    ['Jumlah Orang', 'people'],
    ['Jumlah', 'people'],
    ['Pax', 'people'],
  ])('"%s" is the %s column', async (header, field) => {
    const sheet = await parsed(csvFile([`Nama;${header}`, 'Budi;x']));
    const columns =
      field === 'name'
        ? { name: { column: 0, header: 'Nama' } }
        : { name: { column: 0, header: 'Nama' }, [field]: { column: 1, header: header.trim() } };
    expect(sheet.columns).toEqual(columns);
  });

  it.each(['No.', 'Jumlah Hadir', 'Alamat', 'Status', 'Nomor'])(
    '"%s" is read as no field',
    async (header) => {
      const sheet = await parsed(csvFile([`Nama;${header}`, 'Budi;3']));
      expect(Object.keys(sheet.columns)).toEqual(['name']);
    },
  );

  it('refuses a sheet without a name column', async () => {
    expect(await refused(csvFile(['Tamu Undangan Kami;No. HP', 'Budi;0812-3456-7890']))).toBe(
      SHEET_PROBLEMS.noNameColumn,
    );
  });
});

describe('phones', () => {
  const phoneOf = async (typed: string) => {
    const sheet = await parsed(csvFile(['Nama;No. HP', `Budi;${typed}`]));
    return sheet.rows[0]!.guest?.phone ?? sheet.rows[0]!.problems;
  };

  it.each([
    '081234567890',
    '0812-3456-7890',
    '0812 3456 7890',
    '+62 812-3456-7890',
    '+6281234567890',
    '62 812 3456 7890',
    '(0812) 3456.7890',
    // Copied from a WhatsApp contact, inside invisible direction marks.
    '\u202A+62 812-3456-7890\u202C',
    // Excel turned the number into a number and dropped its 0; the digits are all there.
    '81234567890',
    '6.2812345679E+11'.replace('6.2812345679E+11', '6.281234567890E+12'),
  ])('"%s" is 6281234567890', async (typed) => {
    expect(await phoneOf(typed)).toBe('6281234567890');
  });

  it.each(['6.28E+11', '6,28E+11', '6.28123E+12', '6E+11', '628000000000'])(
    '"%s" (a number Excel shortened) is refused, not guessed',
    async (typed) => {
      expect(await phoneOf(typed)).toEqual([ROW_PROBLEMS.phoneExcelNumber]);
    },
  );

  it.each(['12345', '0212345678', '+65 9123 4567', 'tidak ada', '0812-3456-7890 / 0813-1111-2222'])(
    '"%s" is no Indonesian mobile number',
    async (typed) => {
      expect(await phoneOf(typed)).toEqual([ROW_PROBLEMS.phoneInvalid]);
    },
  );
});

describe('rows', () => {
  it("skips empty rows and rows of spaces without calling them problems; lines stay the spreadsheet's", async () => {
    const sheet = await parsed(
      csvFile([HEADER, '', 'Budi;;;;', ';;;;', '  ;\t;  ; ;', '\u200B;\u00A0;;;', 'Ani;;;;', '']),
    );
    expect(sheet.rows.map((row) => [row.line, row.guest?.name, row.problems])).toEqual([
      [3, 'Budi', []],
      [7, 'Ani', []],
    ]);
  });

  it('skips a row numbered in a column the import does not read, and nothing else', async () => {
    const sheet = await parsed(csvFile(['No.;Nama;Grup', '1;Budi;Teman', '2;;', '3;;']));
    expect(sheet.rows.map((row) => row.line)).toEqual([2]);
  });

  it('names with emoji and every script, whitespace collapsed', async () => {
    const names = ['  Budi   Santoso ', 'Ani 💍👰🏽‍♀️', '王小明', 'Дмитрий', 'محمد', 'Nguyễn Văn A', "O'Neil"];
    const sheet = await parsed(csvFile(['Nama', ...names]));
    expect(sheet.rows.map((row) => row.guest?.name)).toEqual([
      'Budi Santoso',
      'Ani 💍👰🏽‍♀️',
      '王小明',
      'Дмитрий',
      'محمد',
      'Nguyễn Văn A',
      "O'Neil",
    ]);
  });

  it('a name of 100 characters is kept, 101 is too long, counted as the guest list counts (an emoji is two)', async () => {
    const sheet = await parsed(
      csvFile(['Nama', 'a'.repeat(100), 'a'.repeat(101), '😀'.repeat(50), '😀'.repeat(51)]),
    );
    expect(sheet.rows.map((row) => row.guest?.name.length ?? row.problems)).toEqual([
      100,
      [ROW_PROBLEMS.nameTooLong],
      100,
      [ROW_PROBLEMS.nameTooLong],
    ]);
  });

  it('characters a copy brings along unseen are dropped, joiners kept', async () => {
    const sheet = await parsed(
      csvFile([
        'Nama',
        '\u200BBudi\u202E Santoso\uFEFF',
        'Ani 👩\u200D👩\u200D👧',
        'Budi\u00A0\u00A0Santoso',
      ]),
    );
    expect(sheet.rows.map((row) => row.guest?.name)).toEqual([
      'Budi Santoso',
      'Ani 👩\u200D👩\u200D👧',
      'Budi Santoso',
    ]);
    expect(sheet.duplicates).toEqual([{ by: 'name', lines: [2, 4] }]);
  });

  it('a row without a name, and groups and sessions longer than 60', async () => {
    const sheet = await parsed(
      csvFile([HEADER, `;0812-3456-7890;${'g'.repeat(61)};${'s'.repeat(61)};`, `Budi;;${'g'.repeat(60)};;`]),
    );
    expect(sheet.rows[0]!.problems).toEqual([
      ROW_PROBLEMS.nameMissing,
      ROW_PROBLEMS.groupTooLong,
      ROW_PROBLEMS.sessionTooLong,
    ]);
    expect(sheet.rows[1]!.guest?.group).toBe('g'.repeat(60));
  });

  it.each([
    ['2 orang', 2],
    ['2', 2],
    [' 3 pax ', 3],
    ['10', 10],
    ['', 1],
    ['0', [ROW_PROBLEMS.peopleOutOfRange]],
    ['11', [ROW_PROBLEMS.peopleOutOfRange]],
    ['dua', [ROW_PROBLEMS.peopleNotANumber]],
    ['2,5', [ROW_PROBLEMS.peopleNotANumber]],
    ['-1', [ROW_PROBLEMS.peopleNotANumber]],
  ])('Jumlah "%s" is %j', async (typed, expected) => {
    const sheet = await parsed(csvFile(['Nama;Jumlah', `Budi;${typed}`]));
    expect(sheet.rows[0]!.guest?.people ?? sheet.rows[0]!.problems).toEqual(expected);
  });
});

describe('the same guest twice', () => {
  it('by phone however written, and by name in any case and spacing where there is no phone', async () => {
    const sheet = await parsed(
      csvFile([
        'Nama;No. HP',
        'Budi;0812-3456-7890',
        'Budi Santoso;+62 812 3456 7890',
        'ani  wijaya;',
        'Citra;',
        'Ani Wijaya;',
        'Citra;0813-1111-2222',
        'Dewi;0814',
        'Dewi;0814',
      ]),
    );
    expect(sheet.duplicates).toEqual([
      { by: 'phone', lines: [2, 3] },
      { by: 'name', lines: [4, 6] },
    ]);
  });
});

describe('whole files', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, index) => `Tamu ${index + 1};;;;`);

  it('reads 5,000 guests and refuses 5,001, empty rows not counted', async () => {
    expect((await parsed(csvFile([HEADER, ...rows(5000), '', ';;;;']))).rows).toHaveLength(5000);
    expect(await refused(csvFile([HEADER, ...rows(5001)]))).toBe(SHEET_PROBLEMS.tooManyGuests);
    expect(SHEET_PROBLEMS.tooManyGuests).toBe('Maksimal 5.000 tamu per undangan.');
  });

  it('refuses a file over the size limit before reading it, and reads one at the limit', async () => {
    const filler = ';' + 'x'.repeat(1000);
    const atLimit = csvFile(['Nama;Catatan', ...Array.from({ length: 2000 }, () => `Budi${filler}`)]);
    const exact = Buffer.concat([atLimit, Buffer.alloc(MAX_GUEST_SHEET_BYTES - atLimit.length, '\n')]);
    expect(exact.length).toBe(MAX_GUEST_SHEET_BYTES);
    expect((await parsed(exact)).rows).toHaveLength(2000);
    expect(await refused(Buffer.concat([exact, Buffer.from('\n')]))).toBe(SHEET_PROBLEMS.tooLarge);
  });

  it('refuses what is no spreadsheet, an old .xls, an empty file, and a header without guests', async () => {
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    expect(await refused(png, 'tamu.csv')).toBe(SHEET_PROBLEMS.unreadable);
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(await refused(xls, 'tamu.xls')).toBe(SHEET_PROBLEMS.otherSpreadsheet);
    expect(await refused(Buffer.alloc(0))).toBe(SHEET_PROBLEMS.empty);
    expect(await refused(csvFile(['', '  ', ';;']))).toBe(SHEET_PROBLEMS.empty);
    expect(await refused(csvFile([HEADER, ';;;;']))).toBe(SHEET_PROBLEMS.noGuests);
  });

  it('reads the format from the bytes, whatever the name says', async () => {
    const xlsx = await xlsxFile((sheet) => {
      sheet.addRow(['Nama']);
      sheet.addRow(['Budi']);
    });
    expect(await parsed(xlsx, 'tamu.csv')).toMatchObject({
      format: 'xlsx',
      rows: [{ guest: { name: 'Budi' } }],
    });
    expect(await parsed(csvFile(['Nama', 'Ani']), 'tamu.xlsx')).toMatchObject({
      format: 'csv',
      rows: [{ guest: { name: 'Ani' } }],
    });
  });
});

describe('the template', () => {
  it.each(['csv', 'xlsx'] as const)(
    'an untouched %s template imports no example as a guest',
    async (kind) => {
      const sheet = await parsed(await guestSheetTemplate(kind), `templat.${kind}`);
      expect(sheet.columns).toEqual({
        name: { column: 0, header: 'Nama' },
        phone: { column: 1, header: 'No. HP' },
        group: { column: 2, header: 'Grup' },
        session: { column: 3, header: 'Sesi' },
        people: { column: 4, header: 'Jumlah Orang' },
      });
      expect(sheet.rows.map((row) => [row.line, row.input.name, row.guest, row.problems])).toEqual([
        [2, 'Contoh: Bapak Ahmad Fauzi', undefined, [ROW_PROBLEMS.exampleRow]],
        [3, 'Contoh: Ibu Siti Rahmawati', undefined, [ROW_PROBLEMS.exampleRow]],
      ]);
    },
  );

  it('a CSV template filled in below its examples imports the guests', async () => {
    const filled = Buffer.concat([
      await guestSheetTemplate('csv'),
      csvFile(['"Budi";"0812-1111-2222";"";"";"3"']),
    ]);
    const sheet = await parsed(filled);
    expect(sheet.rows.map((row) => row.guest)).toEqual([
      undefined,
      undefined,
      { name: 'Budi', phone: '6281211112222', group: null, session: null, people: 3 },
    ]);
  });

  it('an XLSX template keeps its phone column text (a typed 0812 keeps its 0) and reads what is typed over it', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await guestSheetTemplate('xlsx')) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getColumn(2).numFmt).toBe('@');
    // The couple types over the first example and clears the second.
    ['Budi', '081211112222', 'Teman', null, 2].forEach(
      (value, index) => (sheet.getRow(2).getCell(index + 1).value = value),
    );
    for (let column = 1; column <= 5; column += 1) sheet.getRow(3).getCell(column).value = null;
    const read = await parsed(Buffer.from(await workbook.xlsx.writeBuffer()), 'tamu.xlsx');
    expect(read.rows).toEqual([
      expect.objectContaining({
        line: 2,
        guest: { name: 'Budi', phone: '6281211112222', group: 'Teman', session: null, people: 2 },
      }),
    ]);
  });
});
