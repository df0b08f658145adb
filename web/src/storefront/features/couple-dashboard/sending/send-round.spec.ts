import { describe, expect, it } from '@jest/globals';
import { nextRead, READ_AHEAD, waitingOf, type RoundState } from './send-round';

const state = (over: Partial<RoundState>): RoundState => ({
  mode: 'pengingat',
  page: 1,
  readPerStatus: [READ_AHEAD, 20],
  totalPerStatus: [250, 20],
  left: 0,
  sentAmongRead: 0,
  handled: READ_AHEAD + 20,
  handledAmongRead: READ_AHEAD + 20,
  ...over,
});

describe('a reminder round', () => {
  it('reads the next page once the guests read are handled, while the server has more', () => {
    expect(nextRead(state({}))).toBe('next-page');
    // The third page of 250 Terkirim still has 50.
    expect(nextRead(state({ page: 2 }))).toBe('next-page');
    expect(nextRead(state({ page: 3 }))).toBeNull();
  });

  it('reads nothing while guests are left to send', () => {
    expect(nextRead(state({ left: 3 }))).toBeNull();
  });

  it('counts as waiting every guest not yet handled this round, on any page', () => {
    expect(waitingOf(state({ page: 2, handled: 150, handledAmongRead: 30 }))).toBe(270 - 150);
  });
});

describe('an invitation round', () => {
  const invitations = (over: Partial<RoundState>) =>
    state({
      mode: 'undangan',
      readPerStatus: [READ_AHEAD],
      totalPerStatus: [300],
      handled: READ_AHEAD,
      handledAmongRead: READ_AHEAD,
      sentAmongRead: READ_AHEAD,
      ...over,
    });

  it('reads its first page again once those read are sent: those sent have left it', () => {
    expect(nextRead(invitations({}))).toBe('again');
    // Only skipped: reading again would bring the same guests back.
    expect(nextRead(invitations({ sentAmongRead: 0 }))).toBeNull();
    expect(nextRead(invitations({ totalPerStatus: [READ_AHEAD] }))).toBeNull();
  });

  it("counts as waiting the server's count less those handled among the guests read", () => {
    expect(waitingOf(invitations({ handled: 180, handledAmongRead: 40 }))).toBe(300 - 40);
  });
});
