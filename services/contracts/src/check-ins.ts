import { z } from 'zod';
import { requiredText } from './validation';

// Check-in at the door. A desk keeps what happens at it as events whose ids it makes itself, in a
// queue kept on the device, and sends them whenever it has a connection: the server takes each
// event once (by its id) and decides from all of them together, never from the order they
// arrived in. The same decision (tallyCheckIns) runs on the server and on every desk, so a desk
// offline shows what it knows the way the couple will see it once everything has synced.

export const CHECK_IN_LIMITS = {
  /** People a desk may record for one arrival or walk-in (a guest brings more than invited). */
  people: { min: 1, max: 20 },
  walkInName: 100,
  /** Events one sync sends at most. */
  batch: 500,
} as const;

const uuid = z.uuid({ error: 'Kode kejadian tidak valid.' });
/** When it happened at the door, by the desk's clock (ISO 8601 with its offset). */
const atDoor = z.iso.datetime({ offset: true, error: 'Waktu di meja tamu tidak valid.' });
const people = z
  .number({ error: 'Jumlah orang harus berupa angka.' })
  .int({ error: 'Jumlah orang harus bilangan bulat.' })
  .min(CHECK_IN_LIMITS.people.min, { error: 'Jumlah orang paling sedikit 1.' })
  .max(CHECK_IN_LIMITS.people.max, { error: `Jumlah orang paling banyak ${CHECK_IN_LIMITS.people.max}.` });

/** A listed guest came in, with the people the desk counted. */
export const arrivalEventSchema = z.object({
  id: uuid,
  kind: z.literal('arrival'),
  guest_id: uuid,
  people,
  at: atDoor,
});

/** Someone not on the list came in and the desk wrote them down. */
export const walkInEventSchema = z.object({
  id: uuid,
  kind: z.literal('walk_in'),
  name: requiredText('Nama tamu', CHECK_IN_LIMITS.walkInName),
  people,
  at: atDoor,
});

/** A souvenir was handed to a listed guest (`subject_id`: their id) or a walk-in (their event's id). */
export const souvenirEventSchema = z.object({
  id: uuid,
  kind: z.literal('souvenir'),
  subject_id: uuid,
  at: atDoor,
});

export const checkInEventSchema = z.discriminatedUnion('kind', [
  arrivalEventSchema,
  walkInEventSchema,
  souvenirEventSchema,
]);
export type CheckInEvent = z.infer<typeof checkInEventSchema>;
export type ArrivalEvent = z.infer<typeof arrivalEventSchema>;
export type WalkInEvent = z.infer<typeof walkInEventSchema>;

/** An event as recorded: the desk it came from. */
export type RecordedCheckIn = CheckInEvent & { desk_id: string };

/** Where and when something happened at the door: the event, its desk, the desk's time. */
const atDesk = { event_id: z.string(), desk_id: z.string(), at: z.string() };

/** Who came in first, and where. */
export const arrivalSchema = z.object({ guest_id: z.string(), people: z.number().int(), ...atDesk });
export type Arrival = z.infer<typeof arrivalSchema>;

/** A guest scanned again after their arrival (at another desk or the same): kept and shown. */
export const doubleScanSchema = z.object({
  guest_id: z.string(),
  ...atDesk,
  /** The arrival it repeats. */
  first: z.object({ desk_id: z.string(), at: z.string() }),
});
export type DoubleScan = z.infer<typeof doubleScanSchema>;

export const walkInSchema = z.object({
  name: z.string(),
  people: z.number().int(),
  ...atDesk,
  /** Other walk-ins written under the same name (another desk, or the same): flagged, never merged. */
  same_name_as: z.array(z.string()),
});
export type WalkIn = z.infer<typeof walkInSchema>;

const souvenirSchema = z.object({ subject_id: z.string(), ...atDesk });

export const checkInTallySchema = z.object({
  arrivals: z.array(arrivalSchema),
  double_scans: z.array(doubleScanSchema),
  walk_ins: z.array(walkInSchema),
  /** Souvenirs handed out: the first for each guest or walk-in; a second is a repeat. */
  souvenirs: z.array(souvenirSchema),
  souvenir_repeats: z.array(souvenirSchema),
  /** People in: the listed guests' arrivals and the walk-ins. */
  people: z.number().int(),
});
export type CheckInTally = z.infer<typeof checkInTallySchema>;

/** Earlier at the door first; the same moment ordered by id, so every desk decides alike. */
function byDoorTime(a: { at: string; id: string }, b: { at: string; id: string }): number {
  return Date.parse(a.at) - Date.parse(b.at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Titles and courtesy words guests are written with, left out when names are compared. */
const TITLES =
  /\b(bapak|bpk|bp|pak|ibu|ib|bu|sdr|sdri|saudara|saudari|mas|mbak|kak|dr|drs|ir|hj|h|prof|keluarga|kel|beserta|bersama)\b\.?/g;

/**
 * A name as desks compare it: lower case, titles ("Bpk.", "Ibu", "Keluarga"...) and punctuation
 * left out, spaces made single. "Bpk. Ahmad  Fauzi" and "ahmad fauzi" are the same name.
 */
export function comparableName(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[&+]/g, ' ')
    .replace(TITLES, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return plain || name.trim().toLowerCase();
}

/**
 * What all of an invitation's check-in events say, whatever order they arrived in and however
 * often each was sent (an event is taken once, by its id): each guest's arrival is their first at
 * the door, every later scan of them is a double scan, each walk-in stands alone with those of the
 * same name flagged, and a souvenir is given once.
 */
export function tallyCheckIns(events: readonly RecordedCheckIn[]): CheckInTally {
  const unique = [...new Map(events.map((event) => [event.id, event])).values()].sort(byDoorTime);
  const arrivals = new Map<string, Arrival>();
  const doubleScans: DoubleScan[] = [];
  const walkIns: WalkIn[] = [];
  const souvenirs = new Map<string, CheckInTally['souvenirs'][number]>();
  const repeats: CheckInTally['souvenir_repeats'] = [];
  for (const event of unique) {
    const base = { event_id: event.id, desk_id: event.desk_id, at: event.at };
    if (event.kind === 'arrival') {
      const first = arrivals.get(event.guest_id);
      if (first)
        doubleScans.push({
          ...base,
          guest_id: event.guest_id,
          first: { desk_id: first.desk_id, at: first.at },
        });
      else arrivals.set(event.guest_id, { ...base, guest_id: event.guest_id, people: event.people });
    } else if (event.kind === 'walk_in') {
      walkIns.push({ ...base, name: event.name, people: event.people, same_name_as: [] });
    } else if (souvenirs.has(event.subject_id)) repeats.push({ ...base, subject_id: event.subject_id });
    else souvenirs.set(event.subject_id, { ...base, subject_id: event.subject_id });
  }
  const byName = new Map<string, WalkIn[]>();
  for (const walkIn of walkIns) {
    const key = comparableName(walkIn.name);
    byName.set(key, [...(byName.get(key) ?? []), walkIn]);
  }
  for (const same of byName.values())
    for (const walkIn of same)
      walkIn.same_name_as = same.filter((other) => other !== walkIn).map((other) => other.event_id);
  const arrived = [...arrivals.values()];
  return {
    arrivals: arrived,
    double_scans: doubleScans,
    walk_ins: walkIns,
    souvenirs: [...souvenirs.values()],
    souvenir_repeats: repeats,
    people: [...arrived, ...walkIns].reduce((sum, one) => sum + one.people, 0),
  };
}
