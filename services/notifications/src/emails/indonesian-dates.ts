/** An instant's Jakarta date and time, in the Indonesian the rest of the shop writes (id-ID). */
const JAKARTA_DATE = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});
const JAKARTA_TIME = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Jakarta',
});

/** "27 November 2026 pukul 14.05 WIB": an instant on Jakarta's clock, as Indonesians write it. */
export function jakartaDateTime(instant: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Not an instant: ${instant}`);
  return `${JAKARTA_DATE.format(at)} pukul ${JAKARTA_TIME.format(at)} WIB`;
}
