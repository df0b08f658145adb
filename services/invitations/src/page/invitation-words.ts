import { EVENT_KIND_NAMES, type InvitationEvent, type PublishedInvitation } from '@undangan/contracts';

// The words the page builds from the couple's data, shared by the page and its calendar entries.

/** The couple by their nicknames, groom first: 'Raka & Laras'. */
export function coupleNames(invitation: PublishedInvitation): string {
  return `${invitation.data.groom.nickname} & ${invitation.data.bride.nickname}`;
}

/** An event's name: the couple's own title when they gave one, else its kind ('Akad Nikah'). */
export function eventName(event: Pick<InvitationEvent, 'kind' | 'title'>): string {
  const title = event.title.trim();
  if (title !== '') return title;
  return event.kind === '' ? EVENT_KIND_NAMES.lainnya : EVENT_KIND_NAMES[event.kind];
}

/** A parent's name with the honorific, unless the couple already wrote one ('Bapak H. Ahmad'). */
function honoured(title: 'Bapak' | 'Ibu', name: string): string {
  const already = title === 'Bapak' ? /^(bapak|bpk\.?|pak)\s/i : /^(ibu|ibunda|bu)\s/i;
  return already.test(name) ? name : `${title} ${name}`;
}

/**
 * The line under a bride's or groom's name, for the parents given: 'Putra dari Bapak X & Ibu Y',
 * 'Putri dari Ibu Y'; null when no parent is given.
 */
export function parentsLine(child: 'Putra' | 'Putri', father: string, mother: string): string | null {
  const parents = [
    father.trim() && honoured('Bapak', father.trim()),
    mother.trim() && honoured('Ibu', mother.trim()),
  ].filter(Boolean);
  return parents.length === 0 ? null : `${child} dari ${parents.join(' & ')}`;
}

/** The opening words when the couple wrote none: formal, and right for every faith. */
export const DEFAULT_GREETING =
  'Dengan memohon rahmat Tuhan Yang Maha Esa, kami bermaksud menyelenggarakan pernikahan putra-putri kami.';

/** The closing words above the couple's names at the foot of the page. */
export const CLOSING_WORDS =
  'Merupakan suatu kehormatan dan kebahagiaan bagi kami apabila Bapak/Ibu/Saudara/i berkenan hadir ' +
  'dan memberikan doa restu. Atas kehadiran dan doa restunya, kami ucapkan terima kasih.';
