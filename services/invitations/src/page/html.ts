import { escapeHtml as escapeMarkup, httpUrl } from '@undangan/contracts';

const isControl = (char: string) => char < ' ' || char === '\u007f';

/** The text without control characters other than tab and line breaks: nothing a page or file may hold. */
export function withoutControls(text: string): string {
  return [...text]
    .filter((char) => !isControl(char) || char === '\t' || char === '\n' || char === '\r')
    .join('');
}

/**
 * Text placed in the page's HTML, element content or a quoted attribute alike: nothing in it can
 * open a tag or close the attribute it sits in, and no control character reaches the page.
 */
export function escapeHtml(text: string): string {
  return escapeMarkup(withoutControls(text));
}

/** Paragraphs of a couple's text: split on blank lines, single line breaks kept by the style. */
export function paragraphs(text: string, className?: string): string {
  const open = className ? `<p class="${className}">` : '<p>';
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => `${open}${escapeHtml(part)}</p>`)
    .join('');
}

/** The address when it is an absolute http(s) URL without spaces or control characters, else null. */
export const webAddress = httpUrl;

/**
 * The address of a file of the shop's own (a photo, a track, a cover image): a path on the page's
 * origin ("/media/..."), never another site and never a script; else null.
 */
export function ownPath(url: string): string | null {
  return /^\/(?![/\\])[A-Za-z0-9._~%!$&'()*+,;=:@/?#-]*$/.test(url) ? url : null;
}
