import { formatRupiah, SHOP } from '@undangan/contracts';
import { type Block, type EmailDocument, footerWords, type Inline, SHOP_CONTACTS } from './email-blocks';

/**
 * The text version of an email: the same blocks as the HTML, every link written out in full on a
 * line of its own (so a client can make it clickable and nothing breaks it), prose wrapped at 72
 * columns.
 */

const WIDTH = 72;
/** Joins a figure's words while wrapping ("Rp 242.100" stays on one line); a space again after. */
const KEEP_TOGETHER = '\u00a0';

/** Greedy wrapping at word boundaries; a word longer than the line (an address) stays whole. */
export function wrapText(value: string, width = WIDTH, indent = ''): string {
  return value
    .split(/\r?\n/)
    .map((paragraphLine) => {
      const lines: string[] = [];
      let line = '';
      for (const word of paragraphLine.split(/[ \t]+/).filter(Boolean)) {
        if (line && indent.length + line.length + 1 + word.length > width) {
          lines.push(indent + line);
          line = word;
        } else {
          line = line ? `${line} ${word}` : word;
        }
      }
      lines.push(indent + line);
      return lines.join('\n').replaceAll(KEEP_TOGETHER, ' ');
    })
    .join('\n');
}

/** A paragraph's runs; a link's address follows its label, in parentheses, unless they are the same. */
function inlineText(parts: Inline[]): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('strong' in part) return part.figure ? part.strong.replace(/ /g, KEEP_TOGETHER) : part.strong;
      return part.label === part.link ? part.link : `${part.label} (${part.link})`;
    })
    .join('');
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
    case 'notice':
      return wrapText(inlineText(block.text));
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, WIDTH))}`;
    case 'button':
      return `${block.label}:\n${block.url}`;
    case 'lines': {
      const items = block.items.map(
        (item) =>
          `${wrapText(`- ${item.name}`)}\n  ${item.quantity} × ${formatRupiah(item.price)} = ` +
          formatRupiah(item.price * item.quantity),
      );
      const amounts = block.amounts.map(
        (row) => `${row.label}: ${row.deduction ? '-' : ''}${formatRupiah(row.amount)}`,
      );
      return [...items, '', ...amounts].join('\n');
    }
    case 'facts':
      return block.facts.map((fact) => wrapText(`${fact.label}: ${fact.value}`)).join('\n');
    case 'quote':
      return wrapText(`“${block.text}”`, WIDTH, '  ');
    case 'image':
      return `${block.alt}:\n${block.url}`;
    case 'address':
      return block.url;
  }
}

/** The whole text version of an email. */
export function plainText(document: EmailDocument): string {
  const words = footerWords(document);
  const contacts = SHOP_CONTACTS.map((contact) =>
    contact.url === `mailto:${contact.display}`
      ? `${contact.label}: ${contact.display}`
      : `${contact.label}: ${contact.display}\n  ${contact.url}`,
  );
  return [
    `${SHOP.name} | Order ID ${document.orderId}`,
    '',
    document.title,
    '='.repeat(Math.min(document.title.length, WIDTH)),
    '',
    wrapText(document.greeting),
    '',
    ...document.blocks.flatMap((block) => [blockText(block), '']),
    '--',
    words.intro,
    ...contacts,
    '',
    wrapText(words.closing),
    '',
  ].join('\n');
}
