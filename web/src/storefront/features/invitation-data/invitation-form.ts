import {
  INVITATION_LIMITS,
  invitationIssues,
  type GiftAccount,
  type InvitationDraft,
  type InvitationEvent,
} from '@undangan/contracts';

/*
 * The form's view of the couple's data: changes as new values (never in place), the fields in the
 * order the page shows them, and which messages are shown while typing and after "Kirim Data".
 */

export type Person = InvitationDraft['groom'];
export type PersonField = keyof Person;
export type AccountField = keyof GiftAccount;

export const PERSON_FIELDS: readonly PersonField[] = ['full_name', 'nickname', 'father', 'mother'];
const EVENT_FIELDS: readonly (keyof InvitationEvent)[] = [
  'kind',
  'title',
  'date',
  'time',
  'end_time',
  'time_zone',
  'venue',
  'address',
  'map_url',
];
const ACCOUNT_FIELDS: readonly AccountField[] = ['bank', 'account_number', 'account_holder'];

export const emptyEvent = (): InvitationEvent => ({
  kind: '',
  title: '',
  date: '',
  time: '',
  end_time: '',
  time_zone: '',
  venue: '',
  address: '',
  map_url: '',
});

const emptyAccount = (): GiftAccount => ({ bank: '', account_number: '', account_holder: '' });

/** The data as the form starts with it: at least one event row, since "Kirim Data" needs one. */
export function formDraft(data: InvitationDraft): InvitationDraft {
  return data.events.length > 0 ? data : { ...data, events: [emptyEvent()] };
}

export function withPerson(
  data: InvitationDraft,
  who: 'groom' | 'bride',
  field: PersonField,
  value: string,
): InvitationDraft {
  return { ...data, [who]: { ...data[who], [field]: value } };
}

export function withEvent(
  data: InvitationDraft,
  index: number,
  change: Partial<InvitationEvent>,
): InvitationDraft {
  return { ...data, events: data.events.map((event, i) => (i === index ? { ...event, ...change } : event)) };
}

export function withAccount(
  data: InvitationDraft,
  index: number,
  field: AccountField,
  value: string,
): InvitationDraft {
  return {
    ...data,
    gift_accounts: data.gift_accounts.map((account, i) =>
      i === index ? { ...account, [field]: value } : account,
    ),
  };
}

export function addEvent(data: InvitationDraft): InvitationDraft {
  if (data.events.length >= INVITATION_LIMITS.events) return data;
  return { ...data, events: [...data.events, emptyEvent()] };
}

/** The last row stays: the form always offers one event to fill. */
export function removeEvent(data: InvitationDraft, index: number): InvitationDraft {
  if (data.events.length <= 1) return data;
  return { ...data, events: data.events.filter((_, i) => i !== index) };
}

export function addAccount(data: InvitationDraft): InvitationDraft {
  if (data.gift_accounts.length >= INVITATION_LIMITS.giftAccounts) return data;
  return { ...data, gift_accounts: [...data.gift_accounts, emptyAccount()] };
}

export function removeAccount(data: InvitationDraft, index: number): InvitationDraft {
  return { ...data, gift_accounts: data.gift_accounts.filter((_, i) => i !== index) };
}

/** Every field's path, in the order the page shows them: the first invalid one gets the focus. */
export function fieldOrder(data: InvitationDraft): string[] {
  return [
    ...PERSON_FIELDS.map((field) => `groom.${field}`),
    ...PERSON_FIELDS.map((field) => `bride.${field}`),
    // No event at all: the list's own message, shown on the first event's kind.
    'events',
    ...data.events.flatMap((_, i) => EVENT_FIELDS.map((field) => `events.${i}.${field}`)),
    'music',
    'love_story',
    ...data.gift_accounts.flatMap((_, i) => ACCOUNT_FIELDS.map((field) => `gift_accounts.${i}.${field}`)),
    'greeting',
  ];
}

/** The id of a field's input, from its path: 'events.0.date' is 'invitation-events-0-date'. */
export function fieldId(path: string): string {
  return `invitation-${path.replace(/\./g, '-')}`;
}

/** The input that carries a path's message ('events' alone lives on the first event's kind). */
export function inputIdFor(path: string): string {
  return fieldId(path === 'events' ? 'events.0.kind' : path);
}

/**
 * The messages the page shows: after "Kirim Data" was pressed, all that would stop it (and they
 * follow the typing from then on); before, only what is wrong with what was typed, once the
 * couple has left the field.
 */
export function shownIssues(
  data: InvitationDraft,
  { submitted, touched }: { submitted: boolean; touched: ReadonlySet<string> },
): Record<string, string> {
  const issues = invitationIssues(data, { forSubmit: submitted });
  if (submitted) return issues;
  return Object.fromEntries(Object.entries(issues).filter(([path]) => touched.has(path)));
}

/** The first field with a message, in the page's order; null when there is none. */
export function firstInvalidPath(data: InvitationDraft, issues: Record<string, string>): string | null {
  const ordered = fieldOrder(data).find((path) => issues[path]);
  if (ordered) return ordered;
  // A message on a path the form does not list (a new rule of the server): still the first.
  return Object.keys(issues)[0] ?? null;
}
