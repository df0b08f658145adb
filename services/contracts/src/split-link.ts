// The Split Link add-on (PRODUCT.md: "split link (two links, the same design)"): a second address
// for the same invitation, each address showing the couple's events the admin chooses for it
// (e.g. each family's). No zod here: the web app's order list reads these too.

/** An order's add-on names from the admin's row (`addon`: a JSON list, or text kept as it came). */
export function addonNamesOf(addon: string): string[] {
  try {
    const parsed: unknown = JSON.parse(addon);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // Not JSON: one name as it is.
  }
  return addon ? [addon] : [];
}

/**
 * Whether an order bought Split Link, by its add-ons' names as the order keeps them (read as
 * `speedOfAddons` reads them: lower-cased, every run of other characters one space).
 */
export function hasSplitLink(addonNames: readonly string[]): boolean {
  return addonNames.some((name) =>
    ` ${name.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `.includes(' split link '),
  );
}

export const SPLIT_LINK_MESSAGES = {
  notBought: 'Pesanan ini tidak membeli add-on Split Link, sehingga alamat kedua tidak dapat dibuat.',
  addressFormat: 'Alamat kedua hanya boleh berisi huruf, angka, - dan _ (paling banyak 100 karakter).',
  sameAddress: 'Alamat kedua harus berbeda dari alamat pertama (Client ID).',
  firstWithoutEvents: 'Pilih minimal satu acara untuk alamat pertama.',
  secondWithoutEvents: 'Pilih minimal satu acara untuk alamat kedua.',
  unknownEvent: 'Acara yang dipilih tidak ada pada data undangan pasangan.',
  taken: (clientId: string) => `Alamat /${clientId} sudah dipakai undangan lain. Pilih alamat lain.`,
  secondFixed: (clientId: string) =>
    `Alamat kedua undangan ini sudah diterbitkan di /${clientId} dan mungkin telah dibagikan kepada tamu, sehingga tidak dapat diganti.`,
  secondKept: (clientId: string) =>
    `Undangan ini sudah memiliki alamat kedua /${clientId}. Terbitkan kembali bersama alamat kedua tersebut.`,
} as const;

/** What the admin chose for the second address: where, and which events (by their place in the data) each shows. */
export interface SplitLinkChoice {
  client_id: string;
  first_events: number[];
  second_events: number[];
}

/** What is wrong with a choice for a couple with this many events, or null. */
export function splitLinkProblem(
  choice: SplitLinkChoice,
  firstClientId: string,
  eventCount: number,
): string | null {
  if (choice.client_id.toLowerCase() === firstClientId.toLowerCase()) return SPLIT_LINK_MESSAGES.sameAddress;
  if (choice.first_events.length === 0) return SPLIT_LINK_MESSAGES.firstWithoutEvents;
  if (choice.second_events.length === 0) return SPLIT_LINK_MESSAGES.secondWithoutEvents;
  const known = (index: number) => Number.isInteger(index) && index >= 0 && index < eventCount;
  if (![...choice.first_events, ...choice.second_events].every(known))
    return SPLIT_LINK_MESSAGES.unknownEvent;
  return null;
}

/** The events an address shows: those chosen, in the couple's order; all of them when none was chosen. */
export function eventsShown<E>(events: readonly E[], chosen: readonly number[] | null): E[] {
  return chosen === null ? [...events] : events.filter((_, index) => chosen.includes(index));
}
