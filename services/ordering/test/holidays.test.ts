import { HOLIDAY_MESSAGES, ORDERING } from '@undangan/contracts';
import type { RpcClient } from '@undangan/platform';
import type { Client } from 'pg';
import { OrderingBackend, startOrderingBackend } from './backend';

/**
 * The holidays the admin keeps, through ordering's RPC: added, listed by day, a day only once,
 * removed; a day that is not a real one is refused before PostgreSQL reads it.
 */
jest.setTimeout(120_000);

let backend: OrderingBackend;
let rpc: RpcClient;
let sql: Client;

beforeAll(async () => {
  backend = await startOrderingBackend('holidays');
  ({ rpc, sql } = backend);
});

afterAll(async () => {
  await backend?.close();
});

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

it('adds holidays and lists them by day, each day as it was given', async () => {
  const natal = await rpc.call(ORDERING.addHoliday, { day: '2026-12-25', name: '  Hari Raya Natal ' });
  expect(natal).toEqual({
    day: '2026-12-25',
    name: 'Hari Raya Natal',
    created_at: expect.stringMatching(ISO_INSTANT),
  });
  await rpc.call(ORDERING.addHoliday, { day: '2027-01-01', name: 'Tahun Baru 2027 Masehi' });
  await rpc.call(ORDERING.addHoliday, { day: '2026-12-24', name: 'Cuti Bersama Natal' });

  const listed = await rpc.call(ORDERING.listHolidays, {});
  expect(listed.map(({ day, name }) => ({ day, name }))).toEqual([
    { day: '2026-12-24', name: 'Cuti Bersama Natal' },
    { day: '2026-12-25', name: 'Hari Raya Natal' },
    { day: '2027-01-01', name: 'Tahun Baru 2027 Masehi' },
  ]);
  const { rows } = await sql.query('SELECT day::text AS day FROM holidays ORDER BY day');
  expect(rows.map((row) => row.day)).toEqual(['2026-12-24', '2026-12-25', '2027-01-01']);
});

it('refuses a day that is already a holiday with 409, naming the day, and keeps the first name', async () => {
  await expect(rpc.call(ORDERING.addHoliday, { day: '2026-12-25', name: 'Natal' })).rejects.toMatchObject({
    status: 409,
    code: 'conflict',
    message: 'Jumat, 25 Desember 2026 sudah terdaftar sebagai hari libur.',
  });
  const listed = await rpc.call(ORDERING.listHolidays, {});
  expect(listed.find((holiday) => holiday.day === '2026-12-25')?.name).toBe('Hari Raya Natal');
});

it.each([
  [
    { day: '2026-02-30', name: 'Tidak Ada' },
    'Tanggal harus berupa tanggal yang valid dengan format YYYY-MM-DD.',
  ],
  [
    { day: '30-12-2026', name: 'Terbalik' },
    'Tanggal harus berupa tanggal yang valid dengan format YYYY-MM-DD.',
  ],
  [{ day: '2026-12-31' }, 'Nama hari libur wajib diisi.'],
  [{ day: '2026-12-31', name: 'a'.repeat(101) }, 'Nama hari libur maksimal 100 karakter.'],
])('refuses %j with 400 and records nothing', async (input, message) => {
  await expect(rpc.call(ORDERING.addHoliday.pattern, input)).rejects.toMatchObject({
    status: 400,
    code: 'bad_request',
    message,
  });
  expect((await rpc.call(ORDERING.listHolidays, {})).length).toBe(3);
});

it('removes a holiday, and answers 404 for a day that is none', async () => {
  expect(await rpc.call(ORDERING.removeHoliday, { day: '2026-12-24' })).toEqual({ deleted: true });
  expect((await rpc.call(ORDERING.listHolidays, {})).map((holiday) => holiday.day)).toEqual([
    '2026-12-25',
    '2027-01-01',
  ]);
  await expect(rpc.call(ORDERING.removeHoliday, { day: '2026-12-24' })).rejects.toMatchObject({
    status: 404,
    code: 'not_found',
    message: HOLIDAY_MESSAGES.notFound,
  });
  await expect(rpc.call(ORDERING.removeHoliday, { day: "2026-12-25' OR 1=1 --" })).rejects.toMatchObject({
    status: 400,
    message: 'Tanggal harus berupa tanggal yang valid dengan format YYYY-MM-DD.',
  });
  expect((await rpc.call(ORDERING.listHolidays, {})).length).toBe(2);
});
