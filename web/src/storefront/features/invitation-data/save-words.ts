import { dateFormat, formatClock } from '@/shared/format/format';
import type { AutosaveState } from './autosave';

const SHORT_DAY = dateFormat({ day: 'numeric', month: 'short', year: 'numeric' });

/** 'Tersimpan pukul 14.05' today, 'Tersimpan 27 Nov 2026 pukul 14.05' on another day (this device's clock). */
export function savedText(at: Date, now: Date = new Date()): string {
  const sameDay = at.toDateString() === now.toDateString();
  return sameDay
    ? `Tersimpan pukul ${formatClock(at)}`
    : `Tersimpan ${SHORT_DAY(at)} pukul ${formatClock(at)}`;
}

/**
 * What the save bar says, short enough for one line on a phone: being saved, saved when (the last
 * save before this page opened, until it saves again), or why not.
 */
export function saveStatusText(
  state: AutosaveState,
  updatedAt: string | null,
  now: Date = new Date(),
): string {
  switch (state.status) {
    case 'waiting':
    case 'saving':
      return 'Menyimpan...';
    case 'saved':
      return savedText(state.at, now);
    case 'failed':
    case 'replaced':
      return state.message;
    case 'idle':
      return updatedAt ? savedText(new Date(updatedAt), now) : 'Perubahan Anda tersimpan otomatis.';
  }
}
