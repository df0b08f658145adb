// A small reading of the page's HTML as a browser's tokenizer would read it, for the tests: the
// start tags with their attributes, the text of <script> and <style>, and anything a browser
// would take for markup that the scan cannot place (a stray "<" in text would be a flaw).

export interface StartTag {
  name: string;
  attrs: Record<string, string>;
  /** The attribute names in order, duplicates kept (a browser keeps only the first). */
  names: string[];
  /** For <script>, <style>, <title> and <textarea>: their raw text. */
  text?: string;
}

export interface Scan {
  tags: StartTag[];
  /** Places where a "<" starts something the scan cannot read. */
  strays: string[];
}

const START =
  /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea']);

/** The five entities the page writes, decoded as a browser would. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '',
  );
}

export function scanHtml(html: string): Scan {
  const tags: StartTag[] = [];
  const strays: string[] = [];
  let at = html.indexOf('<');
  while (at !== -1) {
    if (html.startsWith('<!--', at)) {
      at = html.indexOf('-->', at) + 3;
    } else if (html.startsWith('<!', at) || html.startsWith('</', at)) {
      if (html.startsWith('</', at) && !/^<\/[a-zA-Z][a-zA-Z0-9-]*\s*>/.test(html.slice(at, at + 40)))
        strays.push(html.slice(at, at + 40));
      at = html.indexOf('>', at) + 1;
    } else {
      START.lastIndex = at;
      const match = START.exec(html);
      if (!match) {
        strays.push(html.slice(at, at + 40));
        at += 1;
      } else {
        const name = match[1].toLowerCase();
        const attrs: Record<string, string> = {};
        const names: string[] = [];
        for (const attr of match[2].matchAll(ATTR)) {
          const attrName = attr[1].toLowerCase();
          names.push(attrName);
          attrs[attrName] ??= decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? '');
        }
        const tag: StartTag = { name, attrs, names };
        at = START.lastIndex;
        if (RAW_TEXT.has(name)) {
          const end = html.toLowerCase().indexOf(`</${name}`, at);
          tag.text = html.slice(at, end);
          at = end;
        }
        tags.push(tag);
      }
    }
    at = html.indexOf('<', at);
  }
  return { tags, strays };
}

/** Every address the page's elements point at: href, src, action and each srcset entry. */
export function addressesOf(tags: StartTag[]): string[] {
  return tags.flatMap((tag) => [
    ...['href', 'src', 'action', 'formaction', 'poster']
      .filter((a) => a in tag.attrs)
      .map((a) => tag.attrs[a]),
    ...(tag.attrs.srcset ?? '')
      .split(',')
      .map((entry) => entry.trim().split(/\s+/)[0])
      .filter(Boolean),
  ]);
}
