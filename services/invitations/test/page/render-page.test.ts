import { describe, expect, it } from '@jest/globals';
import {
  INVITATION_PAGE_MESSAGES,
  RSVP_MAX_PEOPLE,
  type PublishedInvitation,
  pageSectionsFor,
} from '@undangan/contracts';
import { renderInvitationPage } from '../../src/page/render-page';
import { type StartTag, scanHtml } from './html-scan';
import { SAMPLE_THEMES, sampleInvitation, samplePageInput } from './sample-invitation';

const render = (changes: Parameters<typeof samplePageInput>[0] = {}) =>
  renderInvitationPage(samplePageInput(changes));
const renderInvitation = (changes: Partial<PublishedInvitation>) =>
  render({ invitation: sampleInvitation(changes) });
const withData = (data: Partial<PublishedInvitation['data']>) =>
  renderInvitation({ data: { ...sampleInvitation().data, ...data } });

const tagsOf = (html: string) => scanHtml(html).tags;
/** The page without its script and style, whose fixed text names attributes and classes too. */
const markup = (html: string) => html.replace(/<(script|style)>[\s\S]*?<\/\1>/g, '');
const byId = (html: string, id: string) => tagsOf(html).find((tag) => tag.attrs.id === id);
/** The text of the HTML between the element with this id and the next section's start. */
function sectionHtml(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  if (start === -1) return '';
  const next = html.slice(start + 1).search(/<(section|footer|div class="music")[\s>]/);
  return next === -1 ? html.slice(start) : html.slice(start, start + 1 + next);
}

const ORDER = [
  'pembuka',
  'sampul',
  'sambutan',
  'mempelai',
  'acara',
  'hitung-mundur',
  'kisah-cinta',
  'galeri',
  'musik',
  'amplop-digital',
  'konfirmasi-kehadiran',
  'ucapan',
  'penutup',
];

describe('the invitation page', () => {
  it('is a complete HTML5 document in Indonesian with its head as a shared link needs it', () => {
    const html = render();
    expect(html.startsWith('<!DOCTYPE html><html lang="id"')).toBe(true);
    expect(html.endsWith('</body></html>')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(
      `<meta name="theme-color" content="${SAMPLE_THEMES.rusticGarden.palette.background}">`,
    );
    expect(html).toContain('<title>Undangan Pernikahan Rizky &amp; Anisa</title>');
    expect(html).toContain('<meta property="og:title" content="Undangan Pernikahan Rizky &amp; Anisa">');
    const description = tagsOf(html).find((tag) => tag.attrs.property === 'og:description');
    expect(description?.attrs.content).toBe(
      'Sabtu, 13 Februari 2027, Masjid Agung Al-Azhar. Kami mengundang Anda untuk hadir dan memberikan doa restu.',
    );
    expect(tagsOf(html).find((tag) => tag.attrs.property === 'og:image')?.attrs.content).toBe(
      'https://undangan.example/media/invitations/rizky-anisa/foto-1-960.jpg',
    );
  });

  it('never puts the guest name where a forwarded link would show it', () => {
    const html = render({ guestName: 'Ibu Ratna Sari' });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('Ratna');
    expect(html).toContain('Ibu Ratna Sari');
  });

  it('draws its sections in the order guests expect, each once', () => {
    const ids = tagsOf(render())
      .map((tag) => tag.attrs.id)
      .filter((id) => ORDER.includes(id));
    expect(ids).toEqual(ORDER);
  });

  it('keeps the landmarks and headings in order: one h1 on the cover, h2 per section, h3 inside', () => {
    const html = render();
    const headings = tagsOf(html)
      .filter((tag) => /^h[1-6]$/.test(tag.name))
      .map((tag) => Number(tag.name[1]));
    expect(headings[0]).toBe(1);
    expect(headings.filter((level) => level === 1)).toHaveLength(1);
    headings.forEach((level, i) => i > 0 && expect(level - headings[i - 1]).toBeLessThanOrEqual(1));
    for (const landmark of ['<header class="cover"', '<main>', '<footer class="closing"'])
      expect(html).toContain(landmark);
    for (const tag of tagsOf(html).filter((t) => t.name === 'section'))
      expect(byId(html, tag.attrs['aria-labelledby'])?.name).toBe('h2');
  });

  describe('per package', () => {
    it('Basic has no opening cover and no love story', () => {
      const html = markup(renderInvitation({ package: 'Basic', sections: pageSectionsFor('Basic') }));
      expect(html).toContain('<html lang="id"><head>');
      expect(html).not.toContain('data-opening');
      expect(html).not.toContain('id="pembuka"');
      expect(html).not.toContain('Buka Undangan');
      expect(html).not.toContain('id="kisah-cinta"');
      expect(html).not.toContain('Kami pertama kali bertemu');
      // The base every package has.
      for (const id of [
        'sampul',
        'acara',
        'hitung-mundur',
        'galeri',
        'musik',
        'amplop-digital',
        'konfirmasi-kehadiran',
        'ucapan',
      ])
        expect(html).toContain(`id="${id}"`);
    });

    it.each(['Premium', 'Exclusive'])('%s has the opening cover and the love story', (name) => {
      const html = renderInvitation({ package: name, sections: pageSectionsFor(name) });
      expect(html).toContain('<html lang="id" data-opening>');
      expect(byId(html, 'pembuka')?.attrs.class).toBe('opening');
      expect(html).toContain('<button type="button" class="button" data-open>');
      expect(sectionHtml(html, 'kisah-cinta')).toContain('<p>Kami pertama kali bertemu');
      // Paragraphs split on blank lines; a single line break stays inside its paragraph.
      expect(sectionHtml(html, 'kisah-cinta').match(/<p>/g)).toHaveLength(3);
      expect(html).toContain('meminang Anisa.\nKini, dengan restu');
    });

    it("draws nothing yet for Exclusive's guest QR code", () => {
      const exclusive = renderInvitation({ sections: ['love_story', 'opening', 'guest_qr'] });
      const premium = renderInvitation({ sections: ['love_story', 'opening'] });
      expect(exclusive).toBe(premium);
    });

    it('shows no love story when the couple wrote none, whatever the package', () => {
      expect(withData({ love_story: '  \n ' })).not.toContain('id="kisah-cinta"');
    });
  });

  describe('parts shown only when they have something', () => {
    it('no digital envelope without a complete gift account', () => {
      expect(withData({ gift_accounts: [] })).not.toContain('Amplop Digital');
      expect(
        withData({ gift_accounts: [{ bank: '', account_number: '', account_holder: '' }] }),
      ).not.toContain('Amplop Digital');
    });

    it('no music without a track, and no gallery without photos', () => {
      const html = renderInvitation({ music: null, photos: [] });
      expect(html).not.toContain('<audio');
      expect(html).not.toContain('Putar Musik');
      expect(html).not.toContain('id="galeri"');
    });

    it('no wishes when the couple closed them', () => {
      const html = withData({ guest_replies: false });
      expect(html).not.toContain('id="ucapan"');
      expect(html).not.toContain('Ucapan &amp; Doa');
      expect(html).not.toContain('Keluarga Besar Santoso');
      expect(html).toContain('id="konfirmasi-kehadiran"');
    });
  });

  describe('the cover', () => {
    it('greets the guest by name, on the cover and the opening cover, and fills the forms with it', () => {
      const html = render({ guestName: 'Bapak Hendra Wijaya' });
      expect(html.match(/<p class="guest-name">Bapak Hendra Wijaya<\/p>/g)).toHaveLength(2);
      expect(byId(html, 'rsvp-nama')?.attrs.value).toBe('Bapak Hendra Wijaya');
      expect(byId(html, 'ucapan-nama')?.attrs.value).toBe('Bapak Hendra Wijaya');
      expect(html).toContain('Kepada Yth.');
    });

    it('says "Tamu Undangan" on the general link', () => {
      for (const guestName of [null, '   ']) {
        const html = render({ guestName });
        expect(html.match(/<p class="guest-name">Tamu Undangan<\/p>/g)).toHaveLength(2);
        expect(byId(html, 'rsvp-nama')?.attrs.value).toBe(guestName === null ? '' : '   ');
      }
    });

    it("shows the couple's nicknames large and the first event's day", () => {
      const html = render();
      expect(html).toContain(
        '<h1 class="names"><span>Rizky</span><span class="amp">&amp;</span><span>Anisa</span></h1>' +
          '<div class="ornament" aria-hidden="true"></div>' +
          '<p class="cover-date"><time datetime="2027-02-13">Sabtu, 13 Februari 2027</time></p>',
      );
    });

    it('takes the earliest event for the day, whatever the order the couple listed them in', () => {
      const [akad, resepsi] = sampleInvitation().data.events;
      const html = withData({ events: [{ ...resepsi, date: '2027-02-14' }, akad] });
      expect(html).toContain('<p class="cover-date"><time datetime="2027-02-13">');
    });

    it('draws a cover image eagerly: nothing on the first screen waits', () => {
      const html = renderInvitation({
        theme: { ...SAMPLE_THEMES.rusticGarden, cover_image: '/designs/rustic.jpg' },
      });
      const image = tagsOf(html).find((tag) => tag.attrs.class === 'cover-image');
      expect(image?.attrs).toEqual({
        class: 'cover-image',
        src: '/designs/rustic.jpg',
        alt: '',
        fetchpriority: 'high',
      });
    });
  });

  describe('the couple', () => {
    it('names each with the parents given', () => {
      const html = render();
      expect(html).toContain('<h3>Muhammad Rizky Pratama, S.T.</h3>');
      expect(html).toContain(
        '<p class="parents">Putra dari Bapak H. Ahmad Syafii &amp; Ibu Hj. Siti Rahmawati</p>',
      );
      expect(html).toContain(
        '<p class="parents">Putri dari Bapak Bambang Suryadi &amp; Ibu Dewi Kartika Sari</p>',
      );
    });

    it('writes only the parents given, and no line without any', () => {
      const { groom, bride } = sampleInvitation().data;
      const html = withData({
        groom: { ...groom, father: '', mother: '' },
        bride: { ...bride, father: '', mother: 'Ibu Dewi Kartika Sari' },
      });
      expect(html.match(/class="parents"/g)).toHaveLength(1);
      expect(html).toContain('<p class="parents">Putri dari Ibu Dewi Kartika Sari</p>');
    });

    it("greets with the couple's words, or formal words when they wrote none", () => {
      expect(sectionHtml(render(), 'sambutan')).toContain('ridho Allah SWT');
      expect(sectionHtml(withData({ greeting: '' }), 'sambutan')).toContain(
        '<p>Dengan memohon rahmat Tuhan Yang Maha Esa, kami bermaksud menyelenggarakan pernikahan putra-putri kami.</p>',
      );
    });
  });

  describe('the events', () => {
    it('each with its name, day, hours, place, map and calendar links', () => {
      const html = sectionHtml(render(), 'acara');
      expect(html).toContain('<h3>Akad Nikah</h3>');
      expect(html).toContain('<h3>Resepsi</h3>');
      expect(html).toContain('<time datetime="2027-02-13T01:00:00.000Z">Sabtu, 13 Februari 2027</time>');
      expect(html).toContain('<p class="event-time">Pukul 08.00 – 10.00 WIB</p>');
      expect(html).toContain('<p class="event-time">Pukul 11.00 WIB – selesai</p>');
      expect(html).toContain('<p class="event-venue">Masjid Agung Al-Azhar</p>');
      expect(html).toContain(
        '<a class="button" href="https://maps.app.goo.gl/AlAzharKebayoran" target="_blank" rel="noopener">Buka Peta</a>',
      );
      expect(
        html.match(/<a href="\/rizky-anisa\/acara\.ics" type="text\/calendar">Kalender Ponsel<\/a>/g),
      ).toHaveLength(2);
      const google = tagsOf(html).filter((tag) => tag.attrs.href?.startsWith('https://calendar.google.com/'));
      expect(google.map((tag) => new URL(tag.attrs.href).searchParams.get('dates'))).toEqual([
        '20270213T010000Z/20270213T030000Z',
        '20270213T040000Z/20270213T060000Z',
      ]);
      for (const tag of google) expect([tag.attrs.target, tag.attrs.rel]).toEqual(['_blank', 'noopener']);
    });

    it("uses the couple's title when they gave one", () => {
      const [akad] = sampleInvitation().data.events;
      const html = withData({
        events: [
          { ...akad, kind: 'lainnya', title: 'Ngunduh Mantu' },
          { ...akad, title: '' },
        ],
      });
      expect(html).toContain('<h3>Ngunduh Mantu</h3>');
      expect(html).toContain('<h3>Akad Nikah</h3>');
    });

    it('links a map only when the address is a web address', () => {
      const [akad] = sampleInvitation().data.events;
      for (const map_url of ['', 'javascript:alert(1)', 'data:text/html,x', 'maps.google.com/x'])
        expect(markup(withData({ events: [{ ...akad, map_url }] }))).not.toContain('Buka Peta');
    });
  });

  describe('the countdown', () => {
    const boxes = (html: string) =>
      [...sectionHtml(html, 'hitung-mundur').matchAll(/data-unit>(\d+)</g)].map((m) => m[1]);

    it('starts from the moment drawn, to the first event', () => {
      const html = render({ now: new Date('2027-02-10T22:58:30.000Z') });
      // The akad starts 2027-02-13 08:00 WIB = 01:00Z: 2 days 2 hours 1 minute 30 seconds later.
      expect(boxes(html)).toEqual(['02', '02', '01', '30']);
      const timer = tagsOf(html).find((tag) => tag.attrs.role === 'timer') as StartTag;
      expect(timer.attrs['data-countdown']).toBe('2027-02-13T01:00:00.000Z');
      expect(timer.names).not.toContain('hidden');
      expect(byId(html, 'hitung-mundur-selesai')?.names).toContain('hidden');
    });

    it('counts days past a hundred', () => {
      expect(boxes(render({ now: new Date('2026-10-01T01:00:00.000Z') }))).toEqual(['135', '00', '00', '00']);
    });

    it('says the event has taken place once it began', () => {
      const html = render({ now: new Date('2027-02-13T01:00:00.000Z') });
      expect(boxes(html)).toEqual(['00', '00', '00', '00']);
      expect(tagsOf(html).find((tag) => tag.attrs.role === 'timer')?.names).toContain('hidden');
      expect(byId(html, 'hitung-mundur-selesai')?.names).not.toContain('hidden');
      expect(html).toContain('Acara telah berlangsung.');
    });
  });

  describe('the gallery', () => {
    it('gives each photo its widths, its size and waits until it is near', () => {
      const images = tagsOf(sectionHtml(render(), 'galeri')).filter((tag) => tag.name === 'img');
      expect(images).toHaveLength(6);
      expect(images[0].attrs).toEqual({
        src: '/media/invitations/rizky-anisa/foto-1-960.jpg',
        srcset:
          '/media/invitations/rizky-anisa/foto-1-480.jpg 480w, /media/invitations/rizky-anisa/foto-1-960.jpg 960w, ' +
          '/media/invitations/rizky-anisa/foto-1-1440.jpg 1440w',
        sizes: '(min-width: 40rem) 33rem, calc(100vw - 3rem)',
        width: '1440',
        height: '960',
        alt: 'Foto Rizky & Anisa (1 dari 6)',
        loading: 'lazy',
        decoding: 'async',
      });
      expect(images[1].attrs.height).toBe('1800');
      // Two by two after the first: the sixth is left alone and spans the column.
      expect(images.map((image) => image.attrs.sizes.startsWith('(min-width: 40rem) 33rem'))).toEqual([
        true,
        false,
        false,
        false,
        false,
        true,
      ]);
      const five = tagsOf(renderInvitation({ photos: sampleInvitation().photos.slice(0, 5) })).filter(
        (tag) => tag.attrs.loading === 'lazy',
      );
      expect(five.map((image) => image.attrs.sizes.includes('33rem'))).toEqual([
        true,
        false,
        false,
        false,
        false,
      ]);
    });

    it('lazy-loads nothing but the gallery', () => {
      const html = render();
      const lazy = tagsOf(html).filter((tag) => tag.attrs.loading === 'lazy');
      expect(lazy).toHaveLength(6);
      expect(html.indexOf('loading="lazy"')).toBeGreaterThan(html.indexOf('id="galeri"'));
    });

    it('writes the addresses publishing gives, escaped, each width beside its file', () => {
      const photo = {
        variants: [
          { width: 480, url: '/foto-undangan/a.webp?v=1&s=480' },
          { width: 960, url: "/foto-undangan/b'c.webp" },
        ],
        width: 960,
        height: 640,
      };
      const html = renderInvitation({ photos: [photo] });
      const raw = sectionHtml(html, 'galeri');
      expect(raw).toContain(
        'srcset="/foto-undangan/a.webp?v=1&amp;s=480 480w, /foto-undangan/b&#39;c.webp 960w"',
      );
      const [image] = tagsOf(raw).filter((tag) => tag.name === 'img');
      expect(image.attrs).toMatchObject({
        src: "/foto-undangan/b'c.webp",
        srcset: "/foto-undangan/a.webp?v=1&s=480 480w, /foto-undangan/b'c.webp 960w",
        width: '960',
        height: '640',
        loading: 'lazy',
        decoding: 'async',
      });
    });

    it("shows only the shop's own files", () => {
      const photo = { variants: [{ width: 480, url: '//evil.example/x.jpg' }], width: 480, height: 600 };
      const html = renderInvitation({ photos: [photo, ...sampleInvitation().photos.slice(0, 1)] });
      expect(html).not.toContain('evil.example');
      expect(tagsOf(html).filter((tag) => tag.attrs.loading === 'lazy')).toHaveLength(1);
    });
  });

  it('plays music only on the tap of its button, loading nothing before', () => {
    const html = render();
    const audio = tagsOf(html).find((tag) => tag.name === 'audio') as StartTag;
    expect(audio.attrs.preload).toBe('none');
    expect(audio.names).not.toContain('autoplay');
    expect(html).not.toMatch(/autoplay/i);
    const button = tagsOf(html).find((tag) => 'data-music' in tag.attrs) as StartTag;
    expect(button.name).toBe('button');
    expect(button.attrs.type).toBe('button');
    expect(button.attrs['aria-controls']).toBe(audio.attrs.id);
    // A toggle: its name stays, aria-pressed says whether it plays (false until the guest taps).
    expect(button.attrs['aria-pressed']).toBe('false');
    expect(html).toContain('<span class="sr-only">Putar Musik</span></button>');
    expect(html).toContain('Musik latar: Akad (instrumental)');
  });

  it("plays a track's file from its own address, escaped, and nothing from an address that is not a file", () => {
    const track = (url: string) => ({ id: 'lagu', title: 'Lagu', url });
    const escaped = renderInvitation({ music: track("/generated/music/a'b.wav?v=1&x=2") });
    const audio = tagsOf(escaped).find((tag) => tag.name === 'audio') as StartTag;
    expect(audio.attrs.src).toBe("/generated/music/a'b.wav?v=1&x=2");
    expect(escaped).toContain('src="/generated/music/a&#39;b.wav?v=1&amp;x=2"');
    for (const url of ['javascript:alert(1)', '/a.wav" onplay="alert(1)', '//evil.example/a.wav', ' ']) {
      const html = markup(renderInvitation({ music: track(url) }));
      expect({ url, audio: html.includes('<audio'), button: html.includes('data-music') }).toEqual({
        url,
        audio: false,
        button: false,
      });
    }
  });

  it('lists every gift account, its number selectable and copied as digits', () => {
    const html = sectionHtml(render(), 'amplop-digital');
    expect(html.match(/<article class="card gift">/g)).toHaveLength(3);
    expect(html).toContain(
      '<h3>Bank Mandiri</h3><p class="gift-number">1370012345678</p><p class="gift-holder">a.n. Anisa Putri Larasati</p>',
    );
    const copies = tagsOf(html).filter((tag) => 'data-copy' in tag.attrs);
    expect(copies.map((tag) => tag.attrs['data-copy'])).toEqual([
      '5271234567',
      '1370012345678',
      '081234567890',
    ]);
    // A button that would do nothing without the script stays hidden until the script shows it.
    for (const tag of copies) expect(tag.names).toContain('hidden');
    expect(copies[2].attrs['aria-label']).toBe('Salin nomor rekening GoPay');
  });

  describe('the forms', () => {
    it('the RSVP posts the fields the contract reads, each with its label', () => {
      const html = sectionHtml(render(), 'konfirmasi-kehadiran');
      const tags = tagsOf(html);
      const form = tags.find((tag) => tag.name === 'form') as StartTag;
      expect([form.attrs.method, form.attrs.action]).toEqual(['post', '/rizky-anisa/rsvp']);
      expect(form.attrs['data-thanks']).toBe(INVITATION_PAGE_MESSAGES.rsvpThanks);
      const fields = tags.filter((tag) => ['input', 'select', 'textarea'].includes(tag.name));
      expect(fields.map((tag) => `${tag.attrs.name}:${tag.attrs.value ?? ''}`)).toEqual([
        'name:Bapak Hendra Wijaya',
        'attending:true',
        'attending:false',
        'people:',
        'message:',
      ]);
      expect(tags.find((tag) => tag.attrs.name === 'name')?.attrs.maxlength).toBe('80');
      expect(tags.find((tag) => tag.attrs.name === 'message')?.attrs.maxlength).toBe('500');
      const options = tags.filter((tag) => tag.name === 'option').map((tag) => tag.attrs.value);
      expect(options).toEqual(Array.from({ length: RSVP_MAX_PEOPLE }, (_, i) => String(i + 1)));
      expect(html).toContain(
        '<label><input type="radio" name="attending" value="true" required> Hadir</label>',
      );
      expect(html).toContain(
        '<label><input type="radio" name="attending" value="false"> Tidak hadir</label>',
      );
    });

    it('labels every field of the page', () => {
      const html = render();
      const labelled = new Set(
        tagsOf(html)
          .filter((tag) => tag.name === 'label')
          .map((tag) => tag.attrs.for),
      );
      for (const field of tagsOf(html).filter((tag) => ['input', 'select', 'textarea'].includes(tag.name))) {
        if (field.attrs.type === 'radio') continue; // wrapped in its label
        expect(labelled).toContain(field.attrs.id);
      }
    });

    it('the wishes form posts a name and a message, above the wishes newest first', () => {
      const html = sectionHtml(render(), 'ucapan');
      const form = tagsOf(html).find((tag) => tag.name === 'form') as StartTag;
      expect([form.attrs.method, form.attrs.action]).toEqual(['post', '/rizky-anisa/ucapan']);
      expect(
        tagsOf(html)
          .filter((tag) => ['input', 'textarea'].includes(tag.name))
          .map((tag) => tag.attrs.name),
      ).toEqual(['name', 'message']);
      const names = [...html.matchAll(/<p class="wish-name">([^<]*)<\/p>/g)].map((m) => m[1]);
      expect(names).toEqual(['Keluarga Besar Santoso', 'Dimas &amp; Ayu', 'Tim Relawan Mengajar Bogor', '']);
      expect(html).toContain('<time datetime="2027-01-20T12:30:00.000Z">20 Januari 2027</time>');
      expect(html).not.toContain('wishes-empty');
    });

    it('invites the first wish when there is none', () => {
      const html = render({ wishes: [] });
      expect(html).toContain('<ol class="wishes" data-wish-list hidden></ol>');
      expect(html).toContain('Belum ada ucapan.');
    });

    it('thanks the guest after a post without JavaScript, beside the form posted', () => {
      const rsvp = render({ notice: 'rsvp' });
      expect(sectionHtml(rsvp, 'konfirmasi-kehadiran')).toContain(
        `<p class="notice" role="status">${INVITATION_PAGE_MESSAGES.rsvpThanks}</p>`,
      );
      expect(rsvp).not.toContain(INVITATION_PAGE_MESSAGES.wishThanks + '</p>');
      const wish = render({ notice: 'wish' });
      expect(sectionHtml(wish, 'ucapan')).toContain(
        `<p class="notice" role="status">${INVITATION_PAGE_MESSAGES.wishThanks}</p>`,
      );
      expect(render()).not.toContain('class="notice"');
    });

    it('in a preview: a ribbon, and the forms do not send', () => {
      const html = render({ preview: true });
      expect(html).toContain('<p class="preview" role="note">Pratinjau</p>');
      expect(html.match(/<fieldset disabled>/g)).toHaveLength(2);
      expect(html.match(/Ini pratinjau undangan: formulir belum dapat dikirim\./g)).toHaveLength(2);
      const live = markup(render());
      expect(live).not.toContain('Pratinjau');
      expect(live).not.toContain('disabled');
    });
  });

  it("closes with the couple's names and shows nothing of the shop", () => {
    const html = render();
    expect(sectionHtml(html, 'penutup')).toContain('<p class="closing-names">Rizky &amp; Anisa</p>');
    expect(html).not.toMatch(/whatsapp|wa\.me|keranjang|checkout|Pesan desain/i);
    expect(tagsOf(html).filter((tag) => tag.name === 'nav')).toHaveLength(0);
  });
});
