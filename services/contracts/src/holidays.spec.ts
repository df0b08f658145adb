import { calendarDayText, HOLIDAY_MESSAGES, holidayInputSchema } from './holidays';
import { validate } from './validation';

describe('a holiday as the admin enters it', () => {
  it('takes a real day and a name, trimmed', () => {
    expect(validate(holidayInputSchema, { day: '2026-12-25', name: '  Hari Raya Natal ' })).toEqual({
      ok: true,
      value: { day: '2026-12-25', name: 'Hari Raya Natal' },
    });
    expect(validate(holidayInputSchema, { day: '2028-02-29', name: 'Kabisat' }).ok).toBe(true);
  });

  it.each([
    ['', 'Tanggal wajib diisi.'],
    ['2026-02-30', 'Tanggal harus berupa tanggal yang valid dengan format YYYY-MM-DD.'],
    ['2027-02-29', 'Tanggal harus berupa tanggal yang valid dengan format YYYY-MM-DD.'],
    ['2026-13-01', 'Tanggal harus berupa tanggal yang valid dengan format YYYY-MM-DD.'],
    ['25-12-2026', 'Tanggal harus berupa tanggal yang valid dengan format YYYY-MM-DD.'],
    ['2026-12-25T00:00:00Z', 'Tanggal harus berupa tanggal yang valid dengan format YYYY-MM-DD.'],
    ['kemarin', 'Tanggal harus berupa tanggal yang valid dengan format YYYY-MM-DD.'],
    ['٢٠٢٦-١٢-٢٥', 'Tanggal harus berupa tanggal yang valid dengan format YYYY-MM-DD.'],
    ['0000-01-01', 'Tanggal harus antara tahun 2000 dan 2099.'],
    ['2100-01-01', 'Tanggal harus antara tahun 2000 dan 2099.'],
  ])('refuses the day %j: %s', (day, message) => {
    expect(validate(holidayInputSchema, { day, name: 'Libur' })).toMatchObject({
      ok: false,
      field: 'day',
      message,
    });
  });

  it.each([
    ['', 'Nama hari libur wajib diisi.'],
    ['   ', 'Nama hari libur wajib diisi.'],
    ['a'.repeat(101), 'Nama hari libur maksimal 100 karakter.'],
    ['Natal\u0000', 'Nama hari libur mengandung karakter yang tidak diizinkan.'],
  ])('refuses the name %j: %s', (name, message) => {
    expect(validate(holidayInputSchema, { day: '2026-12-25', name })).toMatchObject({
      ok: false,
      field: 'name',
      message,
    });
  });

  it('names a day the Indonesian way, in its own calendar whatever the clock', () => {
    expect(calendarDayText('2026-12-25')).toBe('Jumat, 25 Desember 2026');
    expect(HOLIDAY_MESSAGES.exists('2027-01-01')).toBe(
      'Jumat, 1 Januari 2027 sudah terdaftar sebagai hari libur.',
    );
  });
});
