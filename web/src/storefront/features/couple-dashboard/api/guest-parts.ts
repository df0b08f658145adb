import type { GuestGroup, GuestSession } from '@undangan/contracts';
import { coupleChange } from './guest-list';

/** A session as the couple types it: its name, its time ("11.00-13.00 WIB") and the people it takes. */
export interface SessionFields {
  name: string;
  time: string;
  capacity: number | null;
}

/** The list's groups and sessions: added, changed and removed (their guests stay, in none). */
export const GUEST_PARTS = {
  group: {
    add: (name: string) => coupleChange<GuestGroup>('POST', '/kelompok', { name }),
    edit: (id: string, name: string) => coupleChange<GuestGroup>('PUT', `/kelompok/${id}`, { name }),
    remove: (id: string) => coupleChange<{ deleted: true }>('DELETE', `/kelompok/${id}`),
  },
  session: {
    add: (session: SessionFields) => coupleChange<GuestSession>('POST', '/sesi-acara', session),
    edit: (id: string, session: SessionFields) =>
      coupleChange<GuestSession>('PUT', `/sesi-acara/${id}`, session),
    remove: (id: string) => coupleChange<{ deleted: true }>('DELETE', `/sesi-acara/${id}`),
  },
};
