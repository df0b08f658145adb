import type { GuestStatus } from '@undangan/contracts';

/** Who a sending round goes to: the invitation to those not sent it, the reminder to those who have not answered. */
export type SendMode = 'undangan' | 'pengingat';

export const ROUND_STATUSES: Record<SendMode, GuestStatus[]> = {
  undangan: ['belum_dikirim'],
  pengingat: ['terkirim', 'dibuka'],
};

/** Guests read ahead per status: a round of fifty takes no more than one read. */
export const READ_AHEAD = 100;

/** Where a round stands on the device: the guests read, those handled (sent or skipped), the server's count. */
export interface RoundState {
  mode: SendMode;
  /** The page of each status read now (reminders page on; invitations read page 1 again). */
  page: number;
  /** How many guests each status's page held. */
  readPerStatus: number[];
  /** The server's count of each status when it was read. */
  totalPerStatus: number[];
  /** Guests of the pages read that are still to send, neither sent nor skipped this round. */
  left: number;
  /** Of the guests read now, those sent this round. */
  sentAmongRead: number;
  /** Guests sent and skipped this round, whatever page they were on. */
  handled: number;
  /** Of the guests read now, those sent or skipped. */
  handledAmongRead: number;
}

/**
 * What to read when the guests read ahead are all handled. An invitation round reads its first page
 * again: those sent have left it (they are Terkirim now). A reminder changes no guest's status, so
 * reading again would bring back the same guests: it reads the next page. Nothing while guests are
 * left, or when the server has no more.
 */
export function nextRead(state: RoundState): 'again' | 'next-page' | null {
  if (state.left > 0) return null;
  const read = state.readPerStatus.reduce((sum, n) => sum + n, 0);
  const total = state.totalPerStatus.reduce((sum, n) => sum + n, 0);
  if (state.mode === 'undangan') return state.sentAmongRead > 0 && read < total ? 'again' : null;
  const more = state.totalPerStatus.some((n) => n > state.page * READ_AHEAD);
  return more ? 'next-page' : null;
}

/**
 * Guests of the round still waiting, those skipped left out. For invitations the server's count
 * shrinks as guests are sent (once read again), so only those handled among the guests read count
 * against it; for reminders it does not, so every guest handled this round does.
 */
export function waitingOf(state: RoundState): number {
  const total = state.totalPerStatus.reduce((sum, n) => sum + n, 0);
  const handled = state.mode === 'pengingat' ? state.handled : state.handledAmongRead;
  return Math.max(0, total - handled);
}
