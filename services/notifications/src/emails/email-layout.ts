import { formatRupiah, SHOP } from '@undangan/contracts';
import {
  type AmountRow,
  type Block,
  type ButtonLook,
  type EmailDocument,
  type Fact,
  footerWords,
  type Inline,
  SHOP_CONTACTS,
} from './email-blocks';
import type { EmailLine } from './email-views';
import { escapeHtml, httpUrl } from '@undangan/contracts';

/**
 * The HTML of an email as mail clients render it: one table-based column at most 600px wide that
 * narrows to a phone's width, styles inline (Gmail and Outlook drop most of a <style>), words and
 * long codes or addresses wrapping rather than scrolling sideways. Every text is escaped here and
 * every address goes into an href or src only when it is http(s) (httpUrl), so a template never
 * writes markup.
 */

const COLOR = {
  primary: '#7a2f4b',
  text: '#2b1d22',
  muted: '#5e4d53',
  border: '#d9c9cf',
  page: '#fdf8f4',
  card: '#ffffff',
  soft: '#f6e9ee',
  noticeBg: '#fff7e6',
  noticeBorder: '#e8d3a8',
};
const SANS = "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const SERIF = "Georgia,'Times New Roman',serif";
const MONO = "'SFMono-Regular',Menlo,Consolas,'Courier New',monospace";
/** Long words wrap; codes and addresses, which have no spaces, may break anywhere. */
const WRAP = 'word-break:break-word;overflow-wrap:anywhere;';
const BREAK_ANYWHERE = 'word-break:break-all;overflow-wrap:anywhere;';
const TABLE = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';

const text = escapeHtml;

/** The text with its line breaks kept. */
const multiline = (value: string) => text(value).replace(/\r?\n/g, '<br>');

/** A link when the address is http(s), else the address as text. */
function anchor(url: string, label: string, style: string): string {
  const href = httpUrl(url) ?? (url.startsWith('mailto:') && SHOP_MAILTO.has(url) ? url : null);
  return href
    ? `<a href="${text(href)}" target="_blank" rel="noopener" style="${style}">${text(label)}</a>`
    : `<span style="${BREAK_ANYWHERE}">${text(label === url ? url : `${label} (${url})`)}</span>`;
}

/** The shop's own mailto links, the only other scheme an href may have. */
const SHOP_MAILTO = new Set(
  SHOP_CONTACTS.map((contact) => contact.url).filter((url) => url.startsWith('mailto:')),
);

function inline(parts: Inline[]): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return multiline(part);
      if ('strong' in part)
        return part.figure
          ? `<strong style="white-space:nowrap;">${text(part.strong)}</strong>`
          : `<strong>${multiline(part.strong)}</strong>`;
      const style = `color:${COLOR.primary};text-decoration:underline;${part.label === part.link ? BREAK_ANYWHERE : ''}`;
      return anchor(part.link, part.label, style);
    })
    .join('');
}

const P = `margin:0 0 16px;font-family:${SANS};font-size:16px;line-height:24px;color:${COLOR.text};${WRAP}`;

const BUTTON_LOOKS: Record<ButtonLook, { cell: string; link: string }> = {
  main: {
    cell: `background:${COLOR.primary};`,
    link: `display:inline-block;padding:14px 28px;font-size:16px;line-height:20px;color:#ffffff;`,
  },
  large: {
    cell: `background:${COLOR.primary};`,
    link: `display:block;padding:18px 24px;font-size:19px;line-height:24px;color:#ffffff;text-align:center;`,
  },
  quiet: {
    cell: `background:${COLOR.card};border:2px solid ${COLOR.primary};`,
    link: `display:inline-block;padding:12px 24px;font-size:15px;line-height:20px;color:${COLOR.primary};`,
  },
};

function buttonHtml(label: string, url: string, look: ButtonLook, showUrl: boolean): string {
  const href = httpUrl(url);
  if (!href) return `<p style="${P}"><strong>${text(label)}:</strong> ${anchor(url, url, '')}</p>`;
  const style = BUTTON_LOOKS[look];
  const button =
    `<table ${TABLE}${look === 'large' ? ' width="100%"' : ''} style="${look === 'large' ? 'width:100%;' : ''}` +
    `margin:4px 0 ${showUrl ? 8 : 20}px;"><tr>` +
    `<td align="center" ${look === 'quiet' ? '' : `bgcolor="${COLOR.primary}" `}style="border-radius:8px;${style.cell}">` +
    `<a href="${text(href)}" target="_blank" rel="noopener" style="${style.link}font-family:${SANS};` +
    `font-weight:bold;text-decoration:none;border-radius:8px;${WRAP}">${text(label)}</a></td></tr></table>`;
  if (!showUrl) return button;
  return (
    button +
    `<p style="margin:0 0 20px;font-family:${SANS};font-size:13px;line-height:19px;color:${COLOR.muted};">` +
    `Jika tombol tidak dapat dibuka, salin alamat ini ke peramban Anda:<br>` +
    `<a href="${text(href)}" target="_blank" rel="noopener" style="color:${COLOR.primary};${BREAK_ANYWHERE}">` +
    `${text(href)}</a></p>`
  );
}

const CELL = `font-family:${SANS};font-size:15px;line-height:22px;color:${COLOR.text};`;

function linesHtml(items: EmailLine[], amounts: AmountRow[]): string {
  const itemRows = items.map(
    (item) =>
      `<tr><td valign="top" style="${CELL}padding:10px 0;border-bottom:1px solid ${COLOR.border};${WRAP}">` +
      `<strong>${text(item.name)}</strong><br>` +
      `<span style="font-size:14px;color:${COLOR.muted};">${item.quantity} × ${formatRupiah(item.price)}</span></td>` +
      `<td valign="top" align="right" style="${CELL}padding:10px 0 10px 12px;border-bottom:1px solid ${COLOR.border};white-space:nowrap;">` +
      `${formatRupiah(item.price * item.quantity)}</td></tr>`,
  );
  const amountRows = amounts.map((row) => {
    const value = row.deduction ? `-${formatRupiah(row.amount)}` : formatRupiah(row.amount);
    const style = row.total
      ? `${CELL}font-size:17px;font-weight:bold;padding:12px 0 4px;border-top:2px solid ${COLOR.text};`
      : `${CELL}padding:6px 0;`;
    return (
      `<tr><td style="${style}">${text(row.label)}</td>` +
      `<td align="right" style="${style}padding-left:12px;white-space:nowrap;">${value}</td></tr>`
    );
  });
  return (
    `<table ${TABLE} width="100%" style="width:100%;border-collapse:collapse;margin:0 0 20px;">` +
    `${itemRows.join('')}${amountRows.join('')}</table>`
  );
}

function factsHtml(list: Fact[]): string {
  const rows = list.map((fact, index) => {
    const value = fact.code
      ? `font-family:${MONO};font-size:20px;line-height:28px;letter-spacing:0.5px;${BREAK_ANYWHERE}`
      : `font-family:${SANS};font-size:16px;line-height:23px;${WRAP}`;
    return (
      `<tr><td style="padding:${index === 0 ? 16 : 0}px 16px ${index === list.length - 1 ? 16 : 12}px;">` +
      `<div style="font-family:${SANS};font-size:13px;line-height:18px;color:${COLOR.muted};">${text(fact.label)}</div>` +
      `<div style="${value}font-weight:bold;color:${COLOR.text};">${multiline(fact.value)}</div></td></tr>`
    );
  });
  return (
    `<table ${TABLE} width="100%" style="width:100%;margin:0 0 20px;background:${COLOR.soft};border-radius:8px;">` +
    `${rows.join('')}</table>`
  );
}

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="${P}">${inline(block.text)}</p>`;
    case 'heading':
      return (
        `<h2 style="margin:28px 0 12px;font-family:${SERIF};font-size:19px;line-height:25px;font-weight:bold;` +
        `color:${COLOR.primary};${WRAP}">${text(block.text)}</h2>`
      );
    case 'button':
      return buttonHtml(block.label, block.url, block.look, block.showUrl);
    case 'lines':
      return linesHtml(block.items, block.amounts);
    case 'facts':
      return factsHtml(block.facts);
    case 'quote':
      return (
        `<table ${TABLE} width="100%" style="width:100%;margin:0 0 20px;"><tr>` +
        `<td style="${CELL}font-size:16px;font-style:italic;padding:12px 16px;background:${COLOR.soft};` +
        `border-left:4px solid ${COLOR.primary};${WRAP}">“${multiline(block.text)}”</td></tr></table>`
      );
    case 'notice':
      return (
        `<table ${TABLE} width="100%" style="width:100%;margin:0 0 20px;"><tr>` +
        `<td style="${CELL}font-size:14px;line-height:21px;padding:12px 16px;background:${COLOR.noticeBg};` +
        `border:1px solid ${COLOR.noticeBorder};border-radius:8px;${WRAP}">${inline(block.text)}</td></tr></table>`
      );
    case 'image': {
      const src = httpUrl(block.url);
      if (!src) return `<p style="${P}">${text(block.alt)}: ${anchor(block.url, block.url, '')}</p>`;
      return (
        `<table ${TABLE} width="100%" style="width:100%;margin:0 0 20px;"><tr><td align="center">` +
        `<img src="${text(src)}" alt="${text(block.alt)}" width="${block.width}" style="display:block;` +
        `width:${block.width}px;max-width:100%;height:auto;border:0;background:#ffffff;"></td></tr></table>`
      );
    }
    case 'address':
      return (
        `<p style="margin:0 0 20px;font-family:${SANS};font-size:20px;line-height:28px;font-weight:bold;` +
        `text-align:center;${BREAK_ANYWHERE}">` +
        `${anchor(block.url, block.url, `color:${COLOR.primary};text-decoration:underline;`)}</p>`
      );
  }
}

function footerHtml(document: EmailDocument): string {
  const words = footerWords(document);
  const small = `margin:0 0 6px;font-family:${SANS};font-size:13px;line-height:20px;color:${COLOR.muted};${WRAP}`;
  const contacts = SHOP_CONTACTS.map(
    (contact) =>
      `<p style="${small}">${text(contact.label)}: ` +
      `${anchor(contact.url, contact.display, `color:${COLOR.primary};text-decoration:underline;`)}</p>`,
  );
  return (
    `<p style="${small}font-weight:bold;color:${COLOR.text};">${text(words.intro)}</p>${contacts.join('')}` +
    `<p style="${small}margin-top:14px;">${text(words.closing)}</p>`
  );
}

/** Keeps the body's first words out of the inbox preview after the preheader. */
const PREHEADER_FILLER = '&#847;&zwnj;&nbsp;'.repeat(40);

/** The whole HTML document of an email. */
export function layoutHtml(document: EmailDocument): string {
  return `<!DOCTYPE html>
<html lang="id" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${text(document.subject)}</title>
<style>
@media only screen and (max-width: 480px) {
  .email-page { padding: 16px 8px !important; }
  .email-card { padding: 24px 18px !important; }
}
</style>
</head>
<body style="margin:0;padding:0;background:${COLOR.page};-webkit-text-size-adjust:100%;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;">${text(document.preheader)}${PREHEADER_FILLER}</div>
<table ${TABLE} width="100%" style="width:100%;background:${COLOR.page};">
<tr><td align="center" class="email-page" style="padding:24px 12px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table ${TABLE} width="100%" style="width:100%;max-width:600px;">
<tr><td align="center" style="padding:0 0 16px;font-family:${SERIF};font-size:28px;line-height:34px;font-weight:bold;color:${COLOR.primary};">${text(SHOP.name)}</td></tr>
<tr><td class="email-card" style="padding:32px 28px;background:${COLOR.card};border:1px solid ${COLOR.border};border-radius:12px;text-align:left;">
<p style="margin:0 0 10px;font-family:${SANS};font-size:13px;line-height:19px;color:${COLOR.muted};">Order ID <strong style="font-family:${MONO};color:${COLOR.text};${BREAK_ANYWHERE}">${text(document.orderId)}</strong></p>
<h1 style="margin:0 0 20px;font-family:${SERIF};font-size:25px;line-height:32px;font-weight:bold;color:${COLOR.primary};${WRAP}">${text(document.title)}</h1>
<p style="${P}">${text(document.greeting)}</p>
${document.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:24px 8px 8px;text-align:left;">
${footerHtml(document)}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}
