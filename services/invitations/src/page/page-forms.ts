import { GUEST_TEXT_LIMITS, INVITATION_PAGE_MESSAGES, RSVP_MAX_PEOPLE } from '@undangan/contracts';
import { escapeHtml as e } from './html';
import type { PageInput } from './page-input';
import { wishDayText } from './indonesian-dates';

// The guest's two forms, RSVP and wishes: plain forms that post without JavaScript, sent with
// fetch by the page's script when it runs (data-async), answered in their .form-answer.

const FAILED = 'Maaf, kiriman Anda belum terkirim. Silakan periksa koneksi Anda dan coba lagi.';
const PREVIEW_NOTE = 'Ini pratinjau undangan: formulir belum dapat dikirim.';

/** A form's opening: where it posts, its answers, and a fieldset the preview disables. */
function formStart(input: PageInput, action: string, thanks: string, extra = ''): string {
  return (
    `<form class="card form" method="post" action="${e(action)}" data-async${extra} ` +
    `data-thanks="${e(thanks)}" data-failed="${e(FAILED)}">` +
    `<fieldset${input.preview ? ' disabled' : ''}>`
  );
}

function formEnd(input: PageInput, submitLabel: string): string {
  return (
    `<button type="submit" class="button">${submitLabel}</button></fieldset>` +
    (input.preview ? `<p class="preview-note">${PREVIEW_NOTE}</p>` : '') +
    '<p class="form-answer" role="status" aria-live="polite"></p></form>'
  );
}

function nameField(id: string, guestName: string | null): string {
  return (
    `<div class="field"><label for="${id}">Nama</label>` +
    `<input type="text" id="${id}" name="name" required maxlength="${GUEST_TEXT_LIMITS.name}" ` +
    `autocomplete="name" value="${e(guestName ?? '')}"></div>`
  );
}

function messageField(id: string, label: string, required: boolean): string {
  const optional = required ? '' : ' <span class="optional">(tidak wajib)</span>';
  return (
    `<div class="field"><label for="${id}">${label}${optional}</label>` +
    `<textarea id="${id}" name="message" rows="4" maxlength="${GUEST_TEXT_LIMITS.message}"` +
    `${required ? ' required' : ''}></textarea></div>`
  );
}

/** A listed guest's token, so what they send is theirs (their own link's page only). */
function guestTokenField(input: PageInput): string {
  return input.guest ? `<input type="hidden" name="guest_token" value="${e(input.guest.token)}">` : '';
}

/** The thanks after a post without JavaScript, above the form it answers. */
const notice = (shown: boolean, text: string) => (shown ? `<p class="notice" role="status">${text}</p>` : '');

/**
 * "Konfirmasi Kehadiran": name, coming or not, how many people (a listed guest's own link offers
 * no more than their invitation's), a message.
 */
export function rsvpForm(input: PageInput): string {
  const people = Array.from(
    { length: Math.min(input.guest?.people ?? RSVP_MAX_PEOPLE, RSVP_MAX_PEOPLE) },
    (_, i) => `<option value="${i + 1}">${i + 1} orang</option>`,
  ).join('');
  return (
    notice(input.notice === 'rsvp', INVITATION_PAGE_MESSAGES.rsvpThanks) +
    formStart(input, input.actions.rsvp, INVITATION_PAGE_MESSAGES.rsvpThanks) +
    guestTokenField(input) +
    nameField('rsvp-nama', input.guestName) +
    '<fieldset class="field"><legend>Kehadiran</legend><div class="choices">' +
    '<label><input type="radio" name="attending" value="true" required> Hadir</label>' +
    '<label><input type="radio" name="attending" value="false"> Tidak hadir</label></div></fieldset>' +
    `<div class="field"><label for="rsvp-jumlah">Jumlah orang</label>` +
    `<select id="rsvp-jumlah" name="people">${people}</select></div>` +
    messageField('rsvp-pesan', 'Pesan', false) +
    formEnd(input, 'Kirim Konfirmasi')
  );
}

/** "Ucapan & Doa": the form, then the wishes sent so far, newest first. */
export function wishesBlock(input: PageInput): string {
  const items = input.wishes
    .map(
      (wish) =>
        `<li class="wish"><p class="wish-name">${e(wish.name)}</p><p class="wish-text">${e(wish.message)}</p>` +
        `<p class="wish-day"><time datetime="${e(wish.created_at)}">${e(wishDayText(wish.created_at))}</time></p></li>`,
    )
    .join('');
  return (
    notice(input.notice === 'wish', INVITATION_PAGE_MESSAGES.wishThanks) +
    formStart(input, input.actions.wish, INVITATION_PAGE_MESSAGES.wishThanks, ' data-wish-form') +
    guestTokenField(input) +
    nameField('ucapan-nama', input.guestName) +
    messageField('ucapan-pesan', 'Ucapan dan doa', true) +
    formEnd(input, 'Kirim Ucapan') +
    `<ol class="wishes" data-wish-list${items ? '' : ' hidden'}>${items}</ol>` +
    (items ? '' : '<p class="wishes-empty">Belum ada ucapan. Jadilah yang pertama mengirimkan doa.</p>') +
    '<template data-wish><li class="wish"><p class="wish-name"></p><p class="wish-text"></p></li></template>'
  );
}
