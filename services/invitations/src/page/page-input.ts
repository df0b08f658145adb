import type { PublishedInvitation, Wish } from '@undangan/contracts';

/** The listed guest a page is drawn for, from their own link. */
export interface PageGuest {
  /** Their link's token, carried by the forms so the reply is theirs. */
  token: string;
  /** The people their invitation is for: the RSVP offers no more. */
  people: number;
  session: { name: string; time: string } | null;
  /** Their pass for the desk at the door as an SVG QR code (packages with 'guest_qr'), else null. */
  passSvg?: string | null;
}

/** Everything one rendering of an invitation's page is drawn from; the caller does all the I/O. */
export interface PageInput {
  invitation: PublishedInvitation;
  /** The guest the link was made for, or null for the couple's general link ("Tamu Undangan"). */
  guestName: string | null;
  /** A listed guest's own link (their name is guestName); absent or null on the plain link. */
  guest?: PageGuest | null;
  /** The couple's or the shop's look before publishing: a "Pratinjau" ribbon, forms that do not send. */
  preview: boolean;
  /** The moment the page is drawn: the countdown's first values. */
  now: Date;
  /** The page's absolute address, named in calendar entries. */
  pageUrl: string;
  /** Where the forms post and where the calendar file is, as the caller routes them. */
  actions: { rsvp: string; wish: string; calendar: string };
  /** Guests' wishes, newest first, already limited to what the page shows. */
  wishes: Wish[];
  /** The thanks to show after a form was posted without JavaScript. */
  notice: 'rsvp' | 'wish' | null;
  /** A design's preview in the gallery: a bar to order it (the shop's checkout path). */
  orderLink?: string | null;
}
