import { describe, expect, it } from '@jest/globals';
import { saveStatusText, savedText } from './save-words';

const NOW = new Date(2027, 0, 4, 15, 30);

describe('the save bar', () => {
  it('gives the time alone for a save today, and the day as well for an older one', () => {
    expect(savedText(new Date(2027, 0, 4, 14, 5), NOW)).toBe('Tersimpan pukul 14.05');
    expect(savedText(new Date(2027, 0, 2, 9, 0), NOW)).toBe('Tersimpan 2 Jan 2027 pukul 09.00');
  });

  it('says a save is under way while the typing waits and while it is sent', () => {
    expect(saveStatusText({ status: 'waiting' }, null, NOW)).toBe('Menyimpan...');
    expect(saveStatusText({ status: 'saving' }, null, NOW)).toBe('Menyimpan...');
  });

  it('says when the draft was last saved before the page opened, or that it saves itself', () => {
    expect(saveStatusText({ status: 'idle' }, new Date(2027, 0, 3, 20, 15).toISOString(), NOW)).toBe(
      'Tersimpan 3 Jan 2027 pukul 20.15',
    );
    expect(saveStatusText({ status: 'idle' }, null, NOW)).toBe('Perubahan Anda tersimpan otomatis.');
  });

  it("gives a failure's and a newer version's own words", () => {
    expect(saveStatusText({ status: 'failed', message: 'Koneksi terputus.' }, null, NOW)).toBe(
      'Koneksi terputus.',
    );
    expect(saveStatusText({ status: 'replaced', message: 'Versi terbaru dimuat.' }, null, NOW)).toBe(
      'Versi terbaru dimuat.',
    );
  });
});
