import {
  DEFAULT_MESSAGE_TEMPLATE,
  DEFAULT_REMINDER_TEMPLATE,
  fillTemplate,
  guestWhatsappLink,
} from './guest-messages';

const LINK = 'https://toko.example/rina-bayu/Ab3dEf6hIj9K';
const SESSION = { name: 'Sesi 1', time: '11.00-13.00 WIB' };

describe('fillTemplate', () => {
  it("fills the default with the guest's name, link and session", () => {
    const text = fillTemplate(DEFAULT_MESSAGE_TEMPLATE, {
      name: 'Budi Santoso',
      link: LINK,
      session: SESSION,
    });
    // The name as the couple wrote it ("Bapak Budi", "Keluarga Budi"), never a second title before it.
    expect(text).toMatch(/^Kepada Yth\.\nBudi Santoso\n/);
    expect(text).toContain(`\n${LINK}\n`);
    expect(text).toContain('Sesi Anda: Sesi 1, pukul 11.00-13.00 WIB\n');
    expect(text).not.toMatch(/\{(nama|tautan|sesi)\}/);
  });

  it('leaves out the session line without a session, and no doubled blank line where it was', () => {
    for (const template of [DEFAULT_MESSAGE_TEMPLATE, DEFAULT_REMINDER_TEMPLATE]) {
      const text = fillTemplate(template, { name: 'Ani', link: LINK, session: null });
      expect(text).not.toContain('Sesi');
      expect(text).not.toContain('\n\n\n');
      expect(text).toContain(LINK);
    }
  });

  it("takes an empty session out of a couple's own sentence without its brackets or comma", () => {
    const fill = (template: string) => fillTemplate(template, { name: 'Ani', link: LINK, session: null });
    expect(fill('Hadir pada acara kami ({sesi}).')).toBe('Hadir pada acara kami.');
    expect(fill('Hadir pada acara kami, {sesi}.')).toBe('Hadir pada acara kami.');
    expect(fill('Hadir pada acara kami {sesi} ya')).toBe('Hadir pada acara kami ya');
    expect(fill('Halo {nama}\n\nSesi: {sesi}\n\n{tautan}')).toBe(`Halo Ani\n\n${LINK}`);
    expect(fill('{sesi}\nHalo')).toBe('Halo');
  });

  it('leaves unknown placeholders as typed, and a name that looks like one stays the name', () => {
    expect(
      fillTemplate('Yth. {nama} {gelar} {tautan}', { name: '{tautan}', link: LINK, session: SESSION }),
    ).toBe(`Yth. {tautan} {gelar} ${LINK}`);
  });
});

describe('guestWhatsappLink', () => {
  it("opens a chat with the guest's number, or WhatsApp's own picker without one", () => {
    expect(guestWhatsappLink('Halo Ani & Budi?', '6281234567890')).toBe(
      'https://wa.me/6281234567890?text=Halo%20Ani%20%26%20Budi%3F',
    );
    expect(guestWhatsappLink('Baris 1\nBaris 2', null)).toBe('https://wa.me/?text=Baris%201%0ABaris%202');
  });
});
