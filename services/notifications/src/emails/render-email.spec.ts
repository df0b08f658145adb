import { EMAIL_KINDS, formatRupiah, SHOP } from '@undangan/contracts';
import { sampleVariants, sampleViews } from './email-samples';
import type { EmailView } from './email-views';
import { escapeHtml, invitationShareLink } from '@undangan/contracts';
import { jakartaDateTime } from './indonesian-dates';
import { renderEmail } from './render-email';

const samples: [string, EmailView][] = Object.entries({ ...sampleViews, ...sampleVariants });

/** Fields whose value is an amount of rupiah, an instant, an address, or words to show as typed. */
const MONEY = new Set(['price', 'subtotal', 'total', 'paid', 'returned']);
const INSTANTS = new Set(['deadline', 'expiresAt', 'paidAt']);
const SHOWN_AS_TYPED = new Set([
  'orderId',
  'name',
  'accountNumber',
  'accountHolder',
  'paymentCode',
  'reason',
]);

/**
 * Everything of a view a reader must find in its email, as the email writes it: read from the
 * view's own fields, so a field added later and left out of the template fails here.
 */
function expectedOf(view: EmailView): { figures: string[]; links: string[] } {
  const figures: string[] = [];
  const links: string[] = [];
  const visit = (value: unknown, key: string): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) return value.forEach((item) => visit(item, key));
    if (typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.quantity === 'number' && typeof record.price === 'number') {
        figures.push(`${record.quantity} × ${formatRupiah(record.price)}`);
        figures.push(formatRupiah(record.quantity * record.price));
      }
      return Object.entries(record).forEach(([name, inner]) => visit(inner, name));
    }
    if (key.endsWith('Url')) links.push(value as string);
    else if (MONEY.has(key)) figures.push(formatRupiah(value as number));
    else if (key === 'discount' && (value as number) > 0) figures.push(formatRupiah(value as number));
    else if (INSTANTS.has(key)) figures.push(jakartaDateTime(value as string));
    else if (key === 'vaNumber') figures.push(...(value as string).split(/\s+/));
    else if (key === 'customerName' && view.kind.startsWith('shop-')) figures.push(value as string);
    // A partner invited by the couple has no name of their own in the order: greeted generally.
    else if (key === 'customerName' && value !== '') figures.push(`Yth. ${value as string},`);
    else if (SHOWN_AS_TYPED.has(key)) figures.push(value as string);
  };
  visit(view, '');
  return { figures, links };
}

/** Text with its line breaks and runs of spaces as single spaces, as a reader takes it in. */
const words = (value: string) => value.replace(/<br>/g, ' ').replace(/\s+/g, ' ');

/** The HTML a reader sees when the email is opened: not its title, nor the hidden preheader. */
const bodyOf = (html: string) => html.slice(html.indexOf('<table'));

describe('renderEmail', () => {
  it('has a sample of every kind of email, and renders them all', () => {
    expect(Object.keys(sampleViews).sort()).toEqual([...EMAIL_KINDS].sort());
    for (const kind of EMAIL_KINDS) {
      expect(sampleViews[kind].kind).toBe(kind);
      expect(renderEmail(sampleViews[kind]).html).toContain('</html>');
    }
  });

  it('refuses a kind it has no template for', () => {
    expect(() => renderEmail({ ...sampleViews['invitation-ready'], kind: 'birthday' } as never)).toThrow(
      /birthday/,
    );
  });

  it('gives every kind a subject of its own', () => {
    const subjects = EMAIL_KINDS.map((kind) => renderEmail(sampleViews[kind]).subject);
    expect(new Set(subjects).size).toBe(EMAIL_KINDS.length);
  });

  it.each(samples)('%s: the subject names the order and is short', (_name, view) => {
    const { subject } = renderEmail(view);
    expect(subject).toContain(view.orderId);
    expect(subject.replace(view.orderId, '').length).toBeLessThanOrEqual(50);
  });

  it.each(samples)(
    '%s: the HTML and the text show every figure and every link of the view',
    (_name, view) => {
      const { html, text } = renderEmail(view);
      const { figures, links } = expectedOf(view);
      expect(figures.length).toBeGreaterThan(1);
      expect(links.length).toBeGreaterThan(0);
      for (const figure of figures) {
        expect(words(bodyOf(html))).toContain(escapeHtml(figure));
        expect(words(text)).toContain(figure);
      }
      for (const url of links) {
        expect(html).toMatch(new RegExp(`(href|src)="${escapeRegExp(escapeHtml(url))}"`));
        expect(text.split('\n').map((line) => line.trim())).toContain(url);
      }
    },
  );

  it.each(samples)('%s: ends with the shop’s WhatsApp and email, in both versions', (_name, view) => {
    const { html, text } = renderEmail(view);
    const footer = text.slice(text.lastIndexOf('\n--\n'));
    expect(footer).toContain(SHOP.whatsappDisplay);
    expect(footer).toContain(`https://wa.me/${SHOP.whatsappNumber}`);
    expect(footer).toContain(SHOP.email);
    const lastLink = Math.max(...expectedOf(view).links.map((url) => html.lastIndexOf(escapeHtml(url))));
    expect(html.lastIndexOf(`href="https://wa.me/${SHOP.whatsappNumber}"`)).toBeGreaterThan(lastLink);
    expect(html.lastIndexOf(`href="mailto:${SHOP.email}"`)).toBeGreaterThan(lastLink);
  });

  it.each(samples)('%s: never shows a code, an English status or an empty value', (_name, view) => {
    const { html, text } = renderEmail(view);
    const links = expectedOf(view).links;
    for (const version of [html, text]) {
      const shown = links.reduce(
        (rest, url) => rest.replaceAll(url, '').replaceAll(escapeHtml(url), ''),
        version,
      );
      expect(shown).not.toMatch(
        /bank_transfer|echannel|cstore|credit_card|\bqris\b|\bgopay\b|partially_refunded|charged_back|\brefunded\b|\breversed\b|\bexpired\b|\bfailed\b|undefined|null|NaN|\[object/,
      );
    }
  });

  it.each(samples)('%s: is a whole HTML document in Indonesian with a hidden preheader', (_name, view) => {
    const { html } = renderEmail(view);
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="id"/);
    expect(html).toMatch(/<div style="display:none;[^"]*">[^<]{10,}/);
    expect(html).toContain('max-width:600px');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    for (const image of html.match(/<img [^>]*>/g) ?? []) expect(image).toMatch(/ alt="[^"]+"/);
  });

  it.each(samples)(
    '%s: wraps the text version at 72 columns, a long address on a line of its own',
    (_name, view) => {
      for (const line of renderEmail(view).text.split('\n')) {
        if (line.length > 72) expect(line.trim()).not.toContain(' ');
      }
    },
  );
});

describe('renderEmail with hostile values', () => {
  const HOSTILE = '<img src=x onerror=alert(1)>"\'&';
  const JAVASCRIPT = 'javascript:alert(document.cookie)';

  /** Every typed value replaced by markup, and every address by a script. */
  function hostile(value: unknown, key = ''): unknown {
    if (Array.isArray(value)) return value.map((item) => hostile(item, key));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, hostile(inner, name)]));
    if (typeof value !== 'string' || key === 'kind' || INSTANTS.has(key) || key === 'status') return value;
    if (key.endsWith('Url')) return JAVASCRIPT;
    if (key === 'customerName' || SHOWN_AS_TYPED.has(key) || key === 'vaNumber') return HOSTILE;
    return value;
  }

  it.each(samples)('%s: escapes the customer’s and the admin’s words', (_name, view) => {
    const { html, text } = renderEmail(hostile(view) as EmailView);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('"\'&');
    expect(html).toContain(escapeHtml(HOSTILE));
    // The text version is not HTML: it says what they typed.
    expect(text).toContain(HOSTILE);
  });

  it.each(samples)('%s: links to http(s) only, and writes any other address as text', (_name, view) => {
    const { html, text } = renderEmail(hostile(view) as EmailView);
    const targets = [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((match) => match[1]);
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(target).toMatch(/^(https:\/\/|mailto:)/);
    expect(html).toContain(JAVASCRIPT);
    expect(text).toContain(JAVASCRIPT);
  });
});

describe('what each kind says', () => {
  const render = (view: EmailView) => {
    const { html, text } = renderEmail(view);
    return { html: words(html), text: words(text) };
  };

  it('transfer-awaited: the discount only when there is one, and the deadline only when there is one', () => {
    const withDiscount = render(sampleViews['transfer-awaited']);
    expect(withDiscount.text).toContain('Diskon: -Rp 26.900');
    expect(withDiscount.text).toContain('Batas waktu transfer: 28 November 2026 pukul 14.05 WIB');
    const plain = render(sampleVariants['transfer-awaited-long']);
    expect(plain.html).not.toContain('Diskon');
    expect(plain.text).not.toContain('Diskon');
    expect(plain.text).not.toContain('Batas waktu');
  });

  it('transfer-awaited: the button to confirm, from any device, and not to be forwarded', () => {
    const view = sampleViews['transfer-awaited'];
    const { html, text } = render(view);
    expect(html).toMatch(
      new RegExp(`<a href="${escapeRegExp(escapeHtml(view.confirmUrl))}"[^>]*>Konfirmasi Pembayaran</a>`),
    );
    expect(text).toContain(`Konfirmasi Pembayaran: ${view.confirmUrl}`);
    expect(text).toContain('dapat dibuka dari perangkat apa pun');
    expect(text).toContain('jangan meneruskan email ini');
  });

  it('payment-instructions: names the channel in words and shows how to pay with it', () => {
    expect(render(sampleViews['payment-instructions']).text).toContain('dengan Virtual account BCA');
    const bill = render(sampleVariants['payment-instructions-mandiri-bill']).text;
    expect(bill).toContain('Kode perusahaan: 70012 Kode bayar: 386541237790');
    const store = render(sampleVariants['payment-instructions-indomaret']).text;
    expect(store).toContain('Bayar di kasir: Indomaret Kode pembayaran: 4519273860125533');
    const qris = sampleVariants['payment-instructions-qris'];
    const qr = renderEmail(qris).html;
    expect(qr).toMatch(
      /<img src="https:\/\/api\.sandbox\.midtrans\.com\/[^"]+" alt="Kode QR QRIS untuk membayar Rp 242\.100"/,
    );
  });

  it('payment-received: how it was paid, when, and what happens next', () => {
    const { text } = render(sampleViews['payment-received']);
    expect(text).toContain('Dibayar dengan: QRIS');
    expect(text).toContain('Waktu pembayaran: 27 November 2026 pukul 14.05 WIB');
    expect(text).toContain('Tim kami akan menghubungi Anda lewat WhatsApp untuk meminta data undangan');
  });

  it('payment-closed: expired and failed differ, and nothing was charged', () => {
    const expired = renderEmail(sampleViews['payment-closed']);
    const failed = renderEmail(sampleVariants['payment-closed-failed']);
    expect(expired.subject).toContain('Batas waktu pembayaran habis');
    expect(failed.subject).toContain('Pembayaran tidak berhasil');
    for (const email of [expired, failed]) expect(words(email.text)).toContain('Tidak ada dana yang ditarik');
  });

  it('proof-rejected: the reason in quotes, or a sentence when there is none', () => {
    const view = sampleViews['proof-rejected'];
    expect(render(view).text).toContain(`“${view.reason}”`);
    expect(render(view).html).toContain(`“${escapeHtml(view.reason!)}”`);
    const none = render(sampleVariants['proof-rejected-no-reason']).text;
    expect(none).not.toContain('“');
    expect(none).toContain('belum dapat kami terima');
  });

  it('money-returned and shop-money-returned: the status in words', () => {
    expect(render(sampleViews['money-returned']).text).toContain('Keterangan: Dana dikembalikan penuh');
    expect(render(sampleVariants['money-returned-charged-back']).text).toContain('chargeback');
    expect(render(sampleViews['shop-money-returned']).text).toContain('Status: Sebagian dana dikembalikan');
  });

  it('invitation-ready: the invitation’s address as a button and as text', () => {
    const view = sampleViews['invitation-ready'];
    const { html } = renderEmail(view);
    const link = `href="${escapeHtml(view.clientUrl)}"`;
    expect(html).toMatch(new RegExp(`${link}[^>]*>Buka Undangan</a>`));
    expect(html).toMatch(new RegExp(`${link}[^>]*>${escapeRegExp(escapeHtml(view.clientUrl))}</a>`));
    // Shared from the email as from tracking: the same message, naming the address.
    const share = `href="${escapeHtml(invitationShareLink(view.clientUrl))}"`;
    expect(html).toMatch(new RegExp(`${escapeRegExp(share)}[^>]*>Bagikan lewat WhatsApp</a>`));
    expect(decodeURIComponent(invitationShareLink(view.clientUrl))).toContain(view.clientUrl);
  });

  it('couple-sign-in and partner-invited: the sign-in button, its expiry, single use, and what to do if unasked', () => {
    for (const kind of ['couple-sign-in', 'partner-invited'] as const) {
      const view = sampleViews[kind];
      const { html, text } = render(view);
      expect(html).toMatch(
        new RegExp(`href="${escapeRegExp(escapeHtml(view.signInUrl))}"[^>]*>Masuk ke Dasbor Pasangan</a>`),
      );
      expect(text).toContain(view.signInUrl);
      expect(text).toContain('27 November 2026 pukul 14.20 WIB');
      expect(text).toContain('hanya dapat dipakai satu kali');
      expect(text).toContain('abaikan email ini');
    }
    expect(render(sampleViews['partner-invited']).text).toContain('Anda diundang mengelola undangan pesanan');
    expect(render(sampleViews['partner-invited']).text).toContain('Yth. Bapak/Ibu,');
    expect(sampleViews['couple-sign-in'].signInUrl).toMatch(/\/pasangan\/masuk\?t=[A-Za-z0-9_-]{43}$/);
  });

  it('the shop’s emails greet the admin and name the customer', () => {
    for (const kind of ['shop-proof-waiting', 'shop-late-payment', 'shop-money-returned'] as const) {
      const { text } = render(sampleViews[kind]);
      expect(text).toContain('Halo Admin,');
      expect(text).toContain('Pelanggan: Raka & Laras');
      expect(text).not.toContain('Yth.');
    }
  });
});

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
