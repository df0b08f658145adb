// The WhatsApp message a couple sends each guest, from a template with {nama}, {tautan} and {sesi}.
// No zod here: the couple's dashboard fills a message for every guest it opens in WhatsApp, and the
// function must be the same one the service's tests check.

/** The placeholders a template may use, and what each becomes for one guest. */
export const TEMPLATE_PLACEHOLDERS = ['{nama}', '{tautan}', '{sesi}'] as const;

/**
 * The invitation the couple sends, when they have written none of their own: formal Indonesian,
 * for any occasion the shop sells (a wedding, a baptism, a birthday, a thanksgiving), with no
 * greeting of one religion.
 */
export const DEFAULT_MESSAGE_TEMPLATE = [
  'Kepada Yth.',
  '{nama}',
  '',
  'Dengan segala hormat, kami bermaksud mengundang Bapak/Ibu/Saudara/i untuk hadir pada acara kami.',
  '',
  'Keterangan lengkap acara dapat dilihat melalui tautan undangan berikut:',
  '{tautan}',
  '',
  'Sesi Anda: {sesi}',
  '',
  'Merupakan suatu kehormatan dan kebahagiaan bagi kami apabila Bapak/Ibu/Saudara/i berkenan hadir dan memberikan doa restu. Mohon konfirmasi kehadiran melalui tautan di atas.',
  '',
  'Atas perhatian Bapak/Ibu/Saudara/i, kami ucapkan terima kasih.',
].join('\n');

/** The reminder to guests who have not answered, when the couple has written none of their own. */
export const DEFAULT_REMINDER_TEMPLATE = [
  'Kepada Yth.',
  '{nama}',
  '',
  'Dengan hormat, kami ingin mengingatkan kembali undangan acara kami. Kami belum menerima konfirmasi kehadiran dari Bapak/Ibu/Saudara/i.',
  '',
  'Sesi Anda: {sesi}',
  '',
  'Mohon kesediaan Bapak/Ibu/Saudara/i untuk mengonfirmasi kehadiran melalui tautan berikut:',
  '{tautan}',
  '',
  'Terima kasih atas perhatian Bapak/Ibu/Saudara/i.',
].join('\n');

/** What one guest's message is filled with. */
export interface TemplateGuest {
  name: string;
  /** The guest's own link, as an absolute address. */
  link: string;
  /** Their session, if they have one. */
  session: { name: string; time: string } | null;
}

/** A session as a message names it: "Sesi 1, pukul 11.00-13.00 WIB". */
export function sessionText(session: { name: string; time: string }): string {
  return `${session.name}, pukul ${session.time}`;
}

/** What is left of a line once an empty {sesi} is taken out: only a label, punctuation or space. */
const NOTHING_LEFT = /^[\s\p{P}]*$|:\s*$/u;

/**
 * An empty {sesi} taken out of a line without what only made sense with it: the brackets around
 * it, the comma or dash before it, and the whole line when nothing but its label ("Sesi Anda:")
 * or punctuation would remain.
 */
function withoutSession(line: string): string | null {
  const taken = line
    .replace(/\s*[([]\s*\{sesi\}\s*[)\]]/g, '')
    .replace(/\s*[,;–—-]\s*\{sesi\}/g, '')
    .replace(/\{sesi\}\s*[,;–—-]\s*/g, '')
    .replace(/\{sesi\}/g, '')
    .replace(/ {2,}/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1');
  return NOTHING_LEFT.test(taken) ? null : taken.trimEnd();
}

/**
 * One guest's message from a template: {nama}, {tautan} and {sesi} filled in, any other braces
 * left as the couple typed them. Without a session, {sesi} goes with its label and punctuation,
 * and the blank lines around a line taken out do not double.
 */
export function fillTemplate(template: string, guest: TemplateGuest): string {
  const session = guest.session ? sessionText(guest.session) : null;
  const lines: string[] = [];
  for (const line of template.split(/\r?\n/)) {
    const kept = session === null && line.includes('{sesi}') ? withoutSession(line) : line;
    if (kept === null) {
      // The line goes, and with it a blank line it would leave doubled.
      if (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
      continue;
    }
    lines.push(kept);
  }
  // One pass over each line, so a name that contains "{tautan}" stays the name.
  return lines
    .join('\n')
    .replace(/\{(nama|tautan|sesi)\}/g, (_, key: string) =>
      key === 'nama' ? guest.name : key === 'tautan' ? guest.link : (session ?? ''),
    );
}

/**
 * The WhatsApp chat that opens with a guest's message typed in: to their number (62..., as the
 * guest list keeps it), or, without one, WhatsApp's own contact picker.
 */
export function guestWhatsappLink(message: string, phone: string | null): string {
  return `https://wa.me/${phone ?? ''}?text=${encodeURIComponent(message)}`;
}
