import type { PagePhoto } from '@undangan/contracts';
import { type PublishedEvent, eventStartUtc, firstEvent, googleCalendarUrl } from './calendar';
import { escapeHtml as e, ownPath, paragraphs, webAddress } from './html';
import { eventDayText, eventTimeText } from './indonesian-dates';
import { CLOSING_WORDS, DEFAULT_GREETING, coupleNames, eventName, parentsLine } from './invitation-words';
import type { PageInput } from './page-input';

// The page's parts, in the order a guest reads them. Each returns '' when it has nothing to show.

/** A titled section: a region landmark named by its h2. */
function section(id: string, title: string, body: string, className = '', titleHidden = false): string {
  return (
    `<section class="section${className ? ` ${className}` : ''}" id="${id}" aria-labelledby="${id}-judul">` +
    `<h2 id="${id}-judul"${titleHidden ? ' class="sr-only"' : ''}>${title}</h2>${body}</section>`
  );
}

const ORNAMENT = '<div class="ornament" aria-hidden="true"></div>';

/**
 * The guest's name as the cover greets them, or "Tamu Undangan" on the couple's general link; a
 * listed guest's session (its name and time) below it, and on the cover a way to their pass.
 */
function guestBlock(input: PageInput, passLink = false): string {
  const name = input.guestName?.trim() ? e(input.guestName.trim()) : 'Tamu Undangan';
  const session = input.guest?.session;
  return (
    '<div class="guest"><p class="guest-label">Kepada Yth. Bapak/Ibu/Saudara/i</p>' +
    `<p class="guest-name">${name}</p>` +
    (session ? `<p class="guest-session">${e(session.name)} &middot; ${e(session.time)}</p>` : '') +
    (passLink && input.guest?.passSvg
      ? '<p class="pass-link"><a href="#kode-masuk">Lihat kode masuk Anda</a></p>'
      : '') +
    '</div>'
  );
}

function namesLines(input: PageInput): string {
  const { groom, bride } = input.invitation.data;
  return `<span>${e(groom.nickname)}</span><span class="amp">&amp;</span><span>${e(bride.nickname)}</span>`;
}

/**
 * (a) The opening cover a guest taps open ("Buka Undangan"). Hidden by the style unless the script
 * runs and the page is marked data-opening, so without JavaScript the page is simply there.
 */
export function openingOverlay(input: PageInput): string {
  if (!input.invitation.sections.includes('opening')) return '';
  return (
    '<div class="opening" id="pembuka" role="dialog" aria-modal="true" aria-labelledby="pembuka-nama">' +
    '<div class="cover-card"><p class="eyebrow">Undangan Pernikahan</p>' +
    `<p class="names" id="pembuka-nama">${namesLines(input)}</p>${ORNAMENT}` +
    guestBlock(input) +
    '<button type="button" class="button" data-open>' +
    '<svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6">' +
    '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/></svg>Buka Undangan</button>' +
    '</div></div>'
  );
}

/** (b) The cover: the couple's names, the first event's day and the guest the link is for. */
export function cover(input: PageInput): string {
  const { invitation } = input;
  const first = firstEvent(invitation);
  const image = ownPath(invitation.theme.cover_image ?? '');
  return (
    '<header class="cover" id="sampul">' +
    (image ? `<img class="cover-image" src="${e(image)}" alt="" fetchpriority="high">` : '') +
    '<div class="cover-card"><p class="eyebrow">Undangan Pernikahan</p>' +
    `<h1 class="names">${namesLines(input)}</h1>${ORNAMENT}` +
    (first
      ? `<p class="cover-date"><time datetime="${e(first.date)}">${e(eventDayText(first.date))}</time></p>`
      : '') +
    guestBlock(input, true) +
    '<p class="note">Mohon maaf apabila ada kesalahan penulisan nama dan gelar.</p>' +
    '</div></header>'
  );
}

/** (c) The couple's opening words, or formal words for every faith when they wrote none. */
export function greeting(input: PageInput): string {
  const words = input.invitation.data.greeting.trim() || DEFAULT_GREETING;
  return section('sambutan', 'Kata Sambutan', ORNAMENT + paragraphs(words), 'greeting', true);
}

function person(who: PageInput['invitation']['data']['groom'], child: 'Putra' | 'Putri'): string {
  const parents = parentsLine(child, who.father, who.mother);
  return (
    `<div class="person"><p class="person-nick" aria-hidden="true">${e(who.nickname)}</p>` +
    `<h3>${e(who.full_name)}</h3>` +
    (parents ? `<p class="parents">${e(parents)}</p>` : '') +
    '</div>'
  );
}

/** (d) The bride and groom with their parents. */
export function couple(input: PageInput): string {
  const { groom, bride } = input.invitation.data;
  return section(
    'mempelai',
    'Kedua Mempelai',
    `<div class="couple">${person(groom, 'Putra')}<p class="amp" aria-hidden="true">&amp;</p>${person(bride, 'Putri')}</div>`,
  );
}

function eventCard(input: PageInput, event: PublishedEvent): string {
  const map = webAddress(event.map_url);
  const google = googleCalendarUrl(event, input.invitation, input.pageUrl);
  return (
    `<article class="card event"><h3>${e(eventName(event))}</h3>` +
    `<p class="event-day"><time datetime="${eventStartUtc(event).toISOString()}">${e(eventDayText(event.date))}</time></p>` +
    `<p class="event-time">Pukul ${e(eventTimeText(event))}</p>` +
    `<p class="event-venue">${e(event.venue)}</p>` +
    `<p class="event-address">${e(event.address)}</p>` +
    (map
      ? `<p class="actions"><a class="button" href="${e(map)}" target="_blank" rel="noopener">Buka Peta</a></p>`
      : '') +
    '<p class="calendar">Simpan ke Kalender:<br>' +
    `<a href="${e(input.actions.calendar)}" type="text/calendar">Kalender Ponsel</a>` +
    `<a href="${e(google)}" target="_blank" rel="noopener">Google Kalender</a></p>` +
    '</article>'
  );
}

/** (e) Every event with its day, hours, place, map and calendar links. */
export function events(input: PageInput): string {
  if (input.invitation.data.events.length === 0) return '';
  const cards = input.invitation.data.events.map((event) => eventCard(input, event)).join('');
  return section('acara', 'Rangkaian Acara', `<div class="events">${cards}</div>`);
}

const UNITS = ['Hari', 'Jam', 'Menit', 'Detik'] as const;

/** Days, hours, minutes and seconds from `now` to `start`; all zero once it has begun. */
export function countdownParts(now: Date, start: Date): [number, number, number, number] {
  const seconds = Math.max(0, Math.floor((start.getTime() - now.getTime()) / 1000));
  return [
    Math.floor(seconds / 86400),
    Math.floor(seconds / 3600) % 24,
    Math.floor(seconds / 60) % 60,
    seconds % 60,
  ];
}

/**
 * (f) The countdown to the first event, drawn from `now` and ticked on by the script; once the
 * event has begun, words instead of zeros.
 */
export function countdown(input: PageInput): string {
  const first = firstEvent(input.invitation);
  if (!first) return '';
  const start = eventStartUtc(first);
  const begun = input.now.getTime() >= start.getTime();
  const boxes = countdownParts(input.now, start)
    .map(
      (value, i) =>
        `<div><span class="count" data-unit>${String(value).padStart(2, '0')}</span><span class="unit">${UNITS[i]}</span></div>`,
    )
    .join('');
  return section(
    'hitung-mundur',
    'Menuju Hari Bahagia',
    `<p class="lead">${e(eventName(first))}, ${e(eventDayText(first.date))}</p>` +
      `<div class="countdown" role="timer" aria-label="Waktu menuju ${e(eventName(first))}" ` +
      `data-countdown="${start.toISOString()}" data-done="hitung-mundur-selesai"${begun ? ' hidden' : ''}>${boxes}</div>` +
      `<p id="hitung-mundur-selesai"${begun ? '' : ' hidden'}>Acara telah berlangsung. Terima kasih atas doa restu Anda.</p>`,
    'countdown-section',
  );
}

/** (g) Their story, for the packages that include it and when they wrote one. */
export function loveStory(input: PageInput): string {
  const story = input.invitation.data.love_story.trim();
  if (!input.invitation.sections.includes('love_story') || story === '') return '';
  return section('kisah-cinta', 'Kisah Cinta', `<div class="card story">${paragraphs(story)}</div>`);
}

/** A photo's widths as the page may load them: the shop's own files only, narrowest first. */
function photoVariants(photo: PagePhoto): Array<{ width: number; url: string }> {
  return photo.variants
    .map((variant) => ({ width: variant.width, url: ownPath(variant.url) ?? webAddress(variant.url) }))
    .filter((variant): variant is { width: number; url: string } => variant.url !== null)
    .sort((a, b) => a.width - b.width);
}

const WIDE_PHOTO = '(min-width: 40rem) 33rem, calc(100vw - 3rem)';
const HALF_PHOTO = '(min-width: 40rem) 16rem, calc(50vw - 2rem)';

/**
 * (h) The couple's photos, far below the first screen, so each waits until it is near. The first
 * spans the column, the others go two by two, and a last one left alone spans it too (the style
 * draws the same; `sizes` tells the browser which file to fetch).
 */
export function gallery(input: PageInput): string {
  const names = coupleNames(input.invitation);
  const photos = input.invitation.photos
    .map((photo) => ({ photo, variants: photoVariants(photo) }))
    .filter(({ variants }) => variants.length > 0);
  if (photos.length === 0) return '';
  const images = photos.map(({ photo, variants }, i) => {
    const wide = i === 0 || (i === photos.length - 1 && i % 2 === 1);
    const fallback = variants.find((variant) => variant.width >= 960) ?? variants[variants.length - 1];
    return (
      `<img src="${e(fallback.url)}" srcset="${variants.map((v) => `${e(v.url)} ${v.width}w`).join(', ')}" ` +
      `sizes="${wide ? WIDE_PHOTO : HALF_PHOTO}" width="${photo.width}" height="${photo.height}" ` +
      `alt="${e(`Foto ${names} (${i + 1} dari ${photos.length})`)}" loading="lazy" decoding="async">`
    );
  });
  return section('galeri', 'Galeri', `<div class="gallery">${images.join('')}</div>`);
}

const NOTE_ICON =
  '<svg aria-hidden="true" class="icon-play" viewBox="0 0 24 24" fill="currentColor"><path d="M9 17.5a3 3 0 1 1-2-2.83V5l12-2v11.5a3 3 0 1 1-2-2.83V7.1L9 8.6z"/></svg>';
const PAUSE_ICON =
  '<svg aria-hidden="true" class="icon-pause" viewBox="0 0 24 24" fill="currentColor"><path d="M7 5h3.5v14H7zm6.5 0H17v14h-3.5z"/></svg>';

/**
 * (i) The music: native controls without JavaScript; with it, a round button the guest taps to
 * play and taps again to stop. It never plays by itself and loads nothing until asked
 * (preload="none"). The button is a toggle: its name stays "Putar Musik" and aria-pressed says
 * whether it plays (a toggle whose name also changed would be read twice over); its icon shows a
 * note, or a pause sign while it plays.
 */
export function music(input: PageInput): string {
  const track = input.invitation.music;
  const url = track ? (ownPath(track.url) ?? webAddress(track.url)) : null;
  if (!track || !url) return '';
  return (
    '<div class="music" id="musik">' +
    `<p class="music-title" id="musik-judul">Musik latar: ${e(track.title)}</p>` +
    `<audio id="musik-lagu" src="${e(url)}" preload="none" controls loop aria-labelledby="musik-judul"></audio>` +
    '<button type="button" class="button music-toggle" data-music aria-controls="musik-lagu" aria-pressed="false">' +
    `${NOTE_ICON}${PAUSE_ICON}<span class="sr-only">Putar Musik</span></button>` +
    '</div>'
  );
}

/** (j) "Amplop Digital": the accounts the couple gave, each number selectable and copyable. */
export function giftEnvelope(input: PageInput): string {
  const accounts = input.invitation.data.gift_accounts.filter(
    (account) => account.bank.trim() && account.account_number.trim() && account.account_holder.trim(),
  );
  if (accounts.length === 0) return '';
  const cards = accounts
    .map(
      (account) =>
        `<article class="card gift"><h3>${e(account.bank)}</h3>` +
        `<p class="gift-number">${e(account.account_number)}</p>` +
        `<p class="gift-holder">a.n. ${e(account.account_holder)}</p>` +
        `<button type="button" class="button ghost" data-copy="${e(account.account_number.replace(/[^0-9]/g, ''))}" ` +
        `aria-label="Salin nomor rekening ${e(account.bank)}" hidden>Salin</button></article>`,
    )
    .join('');
  return section(
    'amplop-digital',
    'Amplop Digital',
    '<p class="lead">Doa restu Anda merupakan karunia yang sangat berarti bagi kami. Apabila Anda hendak ' +
      'memberikan tanda kasih, Anda dapat mengirimkannya melalui rekening berikut.</p>' +
      `<div class="gifts">${cards}</div>` +
      '<p class="sr-only" role="status" data-copy-status="Nomor rekening telah disalin."></p>',
  );
}

/**
 * (l) A listed guest's pass for the desk at the door (packages with 'guest_qr'): their QR code,
 * their name and how many people it is for. Drawn only on the guest's own link, between the RSVP
 * and the wishes; the cover links to it.
 */
export function guestQr(input: PageInput): string {
  const guest = input.guest;
  if (!guest?.passSvg || !input.invitation.sections.includes('guest_qr')) return '';
  const name = e(input.guestName?.trim() ?? '');
  return section(
    'kode-masuk',
    'Kode Masuk',
    '<p class="lead">Tunjukkan kode ini kepada penerima tamu saat Anda tiba di lokasi acara.</p>' +
      `<div class="card pass"><div class="pass-code" role="img" aria-label="Kode QR masuk atas nama ${name}">` +
      `${guest.passSvg}</div><p class="pass-name">${name}</p>` +
      `<p class="pass-people">Untuk ${guest.people} orang</p></div>` +
      '<p class="note">Kode ini hanya untuk Anda. Mohon tidak dibagikan kepada orang lain.</p>',
  );
}

/** (m) The closing words and the couple's names. */
export function closing(input: PageInput): string {
  return (
    `<footer class="closing" id="penutup">${ORNAMENT}` +
    `<p>${CLOSING_WORDS}</p><p>Kami yang berbahagia,</p>` +
    `<p class="closing-names">${e(coupleNames(input.invitation))}</p></footer>`
  );
}
