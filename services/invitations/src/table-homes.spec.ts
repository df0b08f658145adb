import { tableHomeViolations, type TableHome } from '@undangan/platform/testing';

/** Where each of invitations' tables has its SQL (docs/ARCHITECTURE.md, "One home per table"). */
const INVITATIONS_TABLE_HOMES: Record<string, TableHome> = {
  pages: {
    home: ['pages.table.ts'],
    readBy: ['domains/custom-domains.table.ts', 'guest-replies.table.ts', 'guests/guests.table.ts'],
  },
  order_holds: { home: ['order-holds.table.ts'], readBy: ['pages.table.ts'] },
  rsvps: { home: ['guest-replies.table.ts'], readBy: ['guests/guests.table.ts'] },
  wishes: { home: ['guest-replies.table.ts'] },
  guests: { home: ['guests/guests.table.ts'] },
  guest_groups: { home: ['guests/guest-groups.table.ts'], readBy: ['guests/guests.table.ts'] },
  guest_sessions: { home: ['guests/guest-sessions.table.ts'], readBy: ['guests/guests.table.ts'] },
  guest_settings: { home: ['guests/guest-settings.table.ts'] },
  custom_domains: { home: ['domains/custom-domains.table.ts'] },
  couple_members: {
    home: ['couple-access/couple-members.table.ts'],
    readBy: ['couple-access/couple-sign-ins.table.ts', 'couple-access/couple-sessions.table.ts'],
  },
  couple_sign_ins: { home: ['couple-access/couple-sign-ins.table.ts'] },
  couple_sessions: { home: ['couple-access/couple-sessions.table.ts'] },
  guest_pass_keys: { home: ['check-in/guest-pass-keys.table.ts'] },
  desks: { home: ['check-in/desks.table.ts'] },
  check_ins: { home: ['check-in/check-ins.table.ts'] },
  music_tracks: { home: ['music/music-tracks.table.ts'] },
  outbox: { home: ['@undangan/platform events/outbox.table.ts'] },
  inbox: { home: ['@undangan/platform events/inbox.table.ts'] },
};

it("keeps every table's SQL in its one home", () => {
  expect(tableHomeViolations(__dirname, INVITATIONS_TABLE_HOMES)).toEqual([]);
});
