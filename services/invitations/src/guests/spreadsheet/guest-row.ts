// What a spreadsheet row becomes once read: one guest as the couple's list keeps it.

/** A guest as an import produces it; the guest list's own records are built from these fields. */
export interface GuestRow {
  /** 1 to 100 characters, trimmed, inner whitespace collapsed. */
  name: string;
  /** An Indonesian mobile number as WhatsApp addresses it (62812...), or none. */
  phone: string | null;
  group: string | null;
  /** A session's name as the couple writes it ("Sesi 1"). */
  session: string | null;
  /** How many people the invitation is for. */
  people: number;
}

export const GUEST_NAME_MAX = 100;
export const GUEST_GROUP_MAX = 60;
export const GUEST_SESSION_MAX = 60;
export const GUEST_PEOPLE_MIN = 1;
export const GUEST_PEOPLE_MAX = 10;
/** An invitation's guests at most; a sheet longer than this is refused as a whole. */
export const MAX_GUESTS_PER_SHEET = 5000;

// C0 and C1 control characters other than whitespace: invisible, and some break XML (an XLSX).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// Half of a surrogate pair alone: not a character, and not valid UTF-8 or XML.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// What a copy from a chat or a web page brings along unseen: zero-width spaces, direction marks
// and overrides (which can make a name read as another), a byte-order mark. The joiners stay:
// emoji and some scripts are made with them.
const INVISIBLE = /[\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/** A text any spreadsheet can hold: no lone surrogate, no control character but tab and line breaks. */
export function spreadsheetSafeText(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, '');
}

/**
 * A name, group or session as the list keeps it: Unicode composed (a name typed on a Mac and on
 * Windows compare equal), control and invisible characters dropped, whitespace collapsed, trimmed.
 * Emoji and every script stay.
 */
export function normaliseGuestText(text: string): string {
  return spreadsheetSafeText(text).replace(INVISIBLE, '').normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** Whether a text holds nothing a guest's field keeps: only whitespace and invisible characters. */
export function isBlankText(text: string): boolean {
  return normaliseGuestText(text) === '';
}

/** The key two rows are the same guest by: the phone when there is one, else the name in any case. */
export function sameGuestKey(guest: GuestRow): { by: 'phone' | 'name'; key: string } {
  return guest.phone ? { by: 'phone', key: guest.phone } : { by: 'name', key: guest.name.toLowerCase() };
}
