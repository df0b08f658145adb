import { describe, expect, it } from '@jest/globals';
import { performance } from 'node:perf_hooks';
import {
  MAX_GUEST_SHEET_BYTES,
  MAX_GUESTS_PER_SHEET,
  SHEET_PROBLEMS,
  writeGuestExport,
  type GuestExportRow,
} from '../../../src/guests/spreadsheet';
import { parsed, refused } from './sheet-fixtures';

// The longest list an invitation holds, as an export writes it (every column filled). Timings are
// printed with SHEET_SPEED=1 and never asserted: this machine's load is not the code's speed.
function guests(count: number): GuestExportRow[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `Bapak/Ibu Tamu Undangan Nomor ${index + 1} 💐`,
    phone: `62812${20_000_001 + index * 13}`,
    group: ['Keluarga Pria', 'Keluarga Wanita', 'Teman Kantor', 'Teman Sekolah'][index % 4]!,
    session: `Sesi ${(index % 3) + 1}, 11.00-13.00 WIB`,
    people: (index % 10) + 1,
    statusLabel: 'Terkirim',
    answeredPeople: index % 2 ? 2 : null,
    message: index % 5 ? null : 'Selamat menempuh hidup baru, semoga sakinah mawaddah warahmah.',
    sentAt: new Date(Date.UTC(2026, 4, 1, index % 24)),
    openedAt: null,
  }));
}

describe('the longest list', () => {
  it.each(['csv', 'xlsx'] as const)(
    '%s: 5,000 guests are exported within the upload limit and read back whole; 5,001 are refused',
    async (kind) => {
      const bytes = await writeGuestExport(kind, guests(MAX_GUESTS_PER_SHEET));
      expect(bytes.length).toBeLessThan(MAX_GUEST_SHEET_BYTES);
      const started = performance.now();
      const sheet = await parsed(bytes, `tamu.${kind}`);
      const took = performance.now() - started;
      if (process.env.SHEET_SPEED)
        process.stdout.write(
          `${kind}: ${MAX_GUESTS_PER_SHEET} rows, ${bytes.length} bytes, read in ${took.toFixed(0)} ms\n`,
        );
      expect(sheet.rows).toHaveLength(MAX_GUESTS_PER_SHEET);
      expect(sheet.rows.every((row) => row.guest && row.problems.length === 0)).toBe(true);
      expect(sheet.duplicates).toEqual([]);
      expect(
        await refused(await writeGuestExport(kind, guests(MAX_GUESTS_PER_SHEET + 1)), `tamu.${kind}`),
      ).toBe(SHEET_PROBLEMS.tooManyGuests);
    },
  );
});
