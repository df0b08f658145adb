/** Text placed in HTML, element content or a quoted attribute alike: nothing in it can open a tag. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]);
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The URL itself when it is an absolute http(s) address, else null: a view's URL goes into an href
 * or an img src only then, so a `javascript:` or `data:` URL that slipped into a view never becomes
 * something a click or a mail client's image loader acts on.
 */
export function httpUrl(url: string): string | null {
  if (!/^https?:\/\/\S+$/i.test(url) || [...url].some((char) => char < ' ' || char === '\u007f')) return null;
  try {
    const protocol = new URL(url).protocol;
    return protocol === 'http:' || protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
