/**
 * A small well-formedness checker for the generated SVG (XML) and HTML: balanced and properly
 * nested tags, quoted attributes without duplicates, valid character references, one XML root.
 * Returns the problems found; an empty list means well-formed.
 */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT_ELEMENTS = new Set(['style', 'script']);
const XML_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

const TAG = /<(\/?)([A-Za-z][A-Za-z0-9:-]*)((?:\s+[^\s=/>"'<]+(?:\s*=\s*(?:"[^"<]*"|'[^'<]*'))?)*)\s*(\/?)>/y;
const ATTRIBUTE = /\s+([^\s=/>"'<]+)(?:\s*=\s*("[^"<]*"|'[^'<]*'))?/g;
const REFERENCE = /&(#[0-9]+|#x[0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);/y;

export function markupProblems(source: string, mode: 'xml' | 'html'): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  let i = 0;

  const checkReferences = (text: string, at: number): void => {
    for (let amp = text.indexOf('&'); amp !== -1; amp = text.indexOf('&', amp + 1)) {
      REFERENCE.lastIndex = amp;
      const ref = REFERENCE.exec(text);
      if (!ref) {
        problems.push(`bare & at ${at + amp}`);
      } else if (mode === 'xml' && !ref[1].startsWith('#') && !XML_ENTITIES.has(ref[1])) {
        problems.push(`unknown entity &${ref[1]}; at ${at + amp}`);
      }
    }
  };

  if (mode === 'xml' && source.startsWith('<?xml')) {
    const end = source.indexOf('?>');
    if (end === -1) return ['unterminated XML declaration'];
    i = end + 2;
  } else if (mode === 'html') {
    const doctype = /^<!DOCTYPE html>/i.exec(source);
    if (!doctype) problems.push('missing <!DOCTYPE html>');
    else i = doctype[0].length;
  }

  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const text = lt === -1 ? source.slice(i) : source.slice(i, lt);
    checkReferences(text, i);
    if (mode === 'xml' && stack.length === 0 && text.trim() !== '')
      problems.push(`text outside the root at ${i}`);
    if (lt === -1) break;

    if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt + 4);
      if (end === -1) {
        problems.push(`unterminated comment at ${lt}`);
        break;
      }
      i = end + 3;
      continue;
    }

    TAG.lastIndex = lt;
    const tag = TAG.exec(source);
    if (!tag) {
      problems.push(`malformed tag at ${lt}: ${source.slice(lt, lt + 40)}`);
      break;
    }
    const [whole, closing, rawName, attributes, selfClosing] = tag;
    const name = mode === 'html' ? rawName.toLowerCase() : rawName;
    i = lt + whole.length;

    if (closing) {
      if (attributes.trim() !== '' || selfClosing) problems.push(`attributes on closing tag </${name}>`);
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}> at ${lt}`);
      continue;
    }

    const seen = new Set<string>();
    for (const attr of attributes.matchAll(ATTRIBUTE)) {
      if (seen.has(attr[1])) problems.push(`duplicate attribute ${attr[1]} on <${name}>`);
      seen.add(attr[1]);
      if (attr[2] === undefined) {
        if (mode === 'xml') problems.push(`attribute ${attr[1]} without a value on <${name}>`);
      } else {
        checkReferences(attr[2], lt);
      }
    }

    if (mode === 'xml' && stack.length === 0) roots++;
    if (selfClosing || (mode === 'html' && VOID_ELEMENTS.has(name))) continue;
    stack.push(name);

    if (mode === 'html' && RAW_TEXT_ELEMENTS.has(name)) {
      const end = source.toLowerCase().indexOf(`</${name}`, i);
      if (end === -1) {
        problems.push(`unterminated <${name}>`);
        break;
      }
      i = end;
    }
  }

  if (stack.length > 0) problems.push(`unclosed elements: ${stack.join(' > ')}`);
  if (mode === 'xml' && roots !== 1) problems.push(`expected one root element, found ${roots}`);
  return problems;
}
