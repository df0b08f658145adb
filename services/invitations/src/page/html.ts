const isControl = (char: string) => char < ' ' || char === '\u007f';

/** The text without control characters other than tab and line breaks: nothing a page or file may hold. */
export function withoutControls(text: string): string {
  return [...text]
    .filter((char) => !isControl(char) || char === '\t' || char === '\n' || char === '\r')
    .join('');
}

/**
 * Text placed in the page's HTML, element content or a quoted attribute alike: nothing in it can
 * open a tag or close the attribute it sits in.
 */
export function escapeHtml(text: string): string {
  return withoutControls(text).replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]);
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

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
export function webAddress(url: string): string | null {
  if (!/^https?:\/\/\S+$/i.test(url) || [...url].some(isControl)) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The address of a file of the shop's own (a photo, a track, a cover image): a path on the page's
 * origin ("/media/..."), never another site and never a script; else null.
 */
export function ownPath(url: string): string | null {
  return /^\/(?![/\\])[A-Za-z0-9._~%!$&'()*+,;=:@/?#-]*$/.test(url) ? url : null;
}
