import {
  GUEST_LIMITS,
  GUEST_MESSAGES,
  GUEST_SHEET_MESSAGES,
  type GuestSheetProblem,
} from '@undangan/contracts';
import { sameGuestKey, type GuestRow, type GuestSheetRow } from './spreadsheet';

/** The order's list as it stands, as far as an import needs it. */
export interface ListAsItStands {
  guests: number;
  /** Each listed guest's phone and name. */
  keys: { phone: string | null; name: string }[];
  /** The order's groups and sessions: id by name in lower case. */
  groups: Map<string, string>;
  sessions: Map<string, string>;
}

/** A row that will be saved. */
export interface PlannedGuest {
  line: number;
  guest: GuestRow;
}

/** What saving a read sheet would do to the list. */
export interface ImportPlan {
  add: PlannedGuest[];
  /** Every row left out, with every reason. */
  problems: GuestSheetProblem[];
  /** Groups named that the list lacks, as first written in the file. */
  newGroups: string[];
  /** Why nothing can be saved (the list's limits, or nothing new); null when it can. */
  blocked: string | null;
}

const keyText = (guest: { phone: string | null; name: string }) => {
  const { by, key } = sameGuestKey({ ...guest, group: null, session: null, people: 1 });
  return `${by}:${key}`;
};

/**
 * Which rows of a read sheet become guests. A row is left out when the spreadsheet module found a
 * problem in it, when it is a guest already on the list or one of an earlier row (the same phone,
 * or the same name where there is no phone: the first row is kept), or when it names a session
 * the list does not have (a session has a time and a capacity the couple must give). A group the
 * list does not have is made. Nothing is saved when the rows would pass the list's limits.
 */
export function planImport(rows: readonly GuestSheetRow[], list: ListAsItStands): ImportPlan {
  const listed = new Set(list.keys.map(keyText));
  const firstLine = new Map<string, number>();
  const newGroups = new Map<string, string>();
  const add: PlannedGuest[] = [];
  const problems: GuestSheetProblem[] = [];

  for (const row of rows) {
    const reasons = [...row.problems];
    const guest = row.guest;
    if (guest) {
      const key = keyText(guest);
      const by = sameGuestKey(guest).by;
      const earlier = firstLine.get(key);
      if (listed.has(key)) reasons.push(GUEST_SHEET_MESSAGES.alreadyListed(by));
      else if (earlier !== undefined) reasons.push(GUEST_SHEET_MESSAGES.repeatedRow(earlier, by));
      else firstLine.set(key, row.line);
      if (guest.session && !list.sessions.has(guest.session.toLowerCase()))
        reasons.push(GUEST_SHEET_MESSAGES.sessionMissing(guest.session));
    }
    if (!guest || reasons.length > 0) {
      problems.push({ line: row.line, name: row.input.name, problems: reasons });
      continue;
    }
    add.push({ line: row.line, guest });
    const group = guest.group?.toLowerCase();
    if (group && !list.groups.has(group) && !newGroups.has(group)) newGroups.set(group, guest.group!);
  }

  const room = GUEST_LIMITS.guestsPerOrder - list.guests;
  const blocked =
    add.length === 0
      ? GUEST_SHEET_MESSAGES.nothingToAdd
      : add.length > room
        ? GUEST_MESSAGES.tooManyGuests(room)
        : list.groups.size + newGroups.size > GUEST_LIMITS.groupsPerOrder
          ? GUEST_MESSAGES.tooManyGroups
          : null;
  return { add, problems, newGroups: [...newGroups.values()], blocked };
}
