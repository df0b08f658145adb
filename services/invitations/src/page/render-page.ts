import { firstEvent } from './calendar';
import { escapeHtml as e, ownPath, webAddress } from './html';
import { eventDayText } from './indonesian-dates';
import { coupleNames } from './invitation-words';
import { rsvpForm, wishesBlock } from './page-forms';
import type { PageInput } from './page-input';
import { PAGE_SCRIPT } from './page-script';
import {
  closing,
  countdown,
  couple,
  cover,
  events,
  gallery,
  giftEnvelope,
  greeting,
  guestQr,
  loveStory,
  music,
  openingOverlay,
} from './page-sections';
import { PAGE_CSS } from './page-style';
import { pageColours, themeCss } from './theme-style';

export type { PageInput } from './page-input';

/**
 * A couple's invitation page as one HTML document: complete without JavaScript, styled by one
 * inline <style> and enhanced by one inline <script> (PAGE_SCRIPT, allowed by its hash), with no
 * request to another site. Everything the couple or a guest wrote is escaped where it is placed.
 */
export function renderInvitationPage(input: PageInput): string {
  const { invitation } = input;
  const title = `Undangan Pernikahan ${coupleNames(invitation)}`;
  const page = [
    cover(input),
    '<main>',
    greeting(input),
    couple(input),
    events(input),
    countdown(input),
    loveStory(input),
    gallery(input),
    music(input),
    giftEnvelope(input),
    rsvpSection(input),
    guestQr(input),
    wishesSection(input),
    '</main>',
    closing(input),
  ].join('');
  return (
    '<!DOCTYPE html>' +
    `<html lang="id"${invitation.sections.includes('opening') ? ' data-opening' : ''}>` +
    '<head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<meta name="theme-color" content="${pageColours(invitation.theme).background}">` +
    `<title>${e(title)}</title>` +
    shareMeta(input, title) +
    // The theme's layout comes after the page's own rules, which it overrides.
    `<style>${PAGE_CSS}${themeCss(invitation.theme)}</style>` +
    `<script>${PAGE_SCRIPT}</script>` +
    '</head><body>' +
    (input.preview ? '<p class="preview" role="note">Pratinjau</p>' : '') +
    openingOverlay(input) +
    `<div class="page" id="halaman">${page}</div>` +
    orderBar(input) +
    '</body></html>'
  );
}

/** A design's preview in the gallery: the design and its package, and the way to order it. */
function orderBar(input: PageInput): string {
  const href = ownPath(input.orderLink ?? '');
  if (!href) return '';
  return (
    '<aside class="order-bar" aria-label="Pesan desain">' +
    `<p><strong>${e(`Desain ${input.invitation.design}`)}</strong>${e(`Paket ${input.invitation.package}`)}</p>` +
    `<a href="${e(href)}" target="_top">Pesan desain ini</a></aside>`
  );
}

/** (k) "Konfirmasi Kehadiran". */
function rsvpSection(input: PageInput): string {
  return (
    '<section class="section" id="konfirmasi-kehadiran" aria-labelledby="konfirmasi-kehadiran-judul">' +
    '<h2 id="konfirmasi-kehadiran-judul">Konfirmasi Kehadiran</h2>' +
    '<p class="lead">Mohon kesediaan Anda untuk mengonfirmasi kehadiran melalui formulir berikut.</p>' +
    rsvpForm(input) +
    '</section>'
  );
}

/** (l) "Ucapan & Doa", when the couple opened their page to wishes. */
function wishesSection(input: PageInput): string {
  if (!input.invitation.data.guest_replies) return '';
  return (
    '<section class="section" id="ucapan" aria-labelledby="ucapan-judul">' +
    '<h2 id="ucapan-judul">Ucapan &amp; Doa</h2>' +
    '<p class="lead">Kirimkan ucapan dan doa terbaik Anda untuk kedua mempelai.</p>' +
    wishesBlock(input) +
    '</section>'
  );
}

/**
 * What a chat app shows when the link is shared: the couple and the day, never the guest's name
 * (a link forwarded to someone else would show it).
 */
function shareMeta(input: PageInput, title: string): string {
  const { invitation } = input;
  const first = firstEvent(invitation);
  const description =
    (first ? `${eventDayText(first.date)}, ${first.venue}. ` : '') +
    'Kami mengundang Anda untuk hadir dan memberikan doa restu.';
  const image = shareImage(input);
  return (
    `<meta name="description" content="${e(description)}">` +
    '<meta property="og:type" content="website">' +
    `<meta property="og:title" content="${e(title)}">` +
    `<meta property="og:description" content="${e(description)}">` +
    (image ? `<meta property="og:image" content="${e(image)}">` : '')
  );
}

/** The cover image, else the first photo, as the absolute address a chat app fetches. */
function shareImage(input: PageInput): string | null {
  const { invitation } = input;
  const photo =
    invitation.photos[0]?.variants.find((variant) => variant.width >= 960) ??
    invitation.photos[0]?.variants[0];
  const path =
    ownPath(invitation.theme.cover_image ?? '') ??
    (photo ? (ownPath(photo.url) ?? webAddress(photo.url)) : null);
  const page = webAddress(input.pageUrl);
  if (!path || !page) return null;
  return webAddress(new URL(path, page).toString());
}
