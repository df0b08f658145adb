import { useEffect, useMemo, useState } from 'react';
import type { GuestStatus } from '@undangan/contracts';
import { useGuestList } from '@/storefront/features/couple-dashboard/api/guest-list';
import {
  nextRead,
  READ_AHEAD,
  ROUND_STATUSES,
  waitingOf,
  type RoundState,
  type SendMode,
} from './send-round';

export type { SendMode } from './send-round';

/**
 * The next guest of a sending round: the first of the list (by name) not yet sent this round and
 * not skipped. Guests sent or skipped are kept on the device for the round, so the next is shown at
 * once; when those read ahead run out, the list is read again (invitations) or on (reminders:
 * send-round.ts).
 */
export function useNextGuest(mode: SendMode) {
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const [page, setPage] = useState(1);
  const [first, second] = ROUND_STATUSES[mode];
  const filter = (status: GuestStatus) => ({
    search: '',
    group: '',
    session: '',
    status,
    page: mode === 'pengingat' ? page : 1,
    page_size: READ_AHEAD,
  });
  const one = useGuestList(filter(first));
  const other = useGuestList(filter(second ?? first), second !== undefined);
  const lists = second ? [one, other] : [one];

  const read = useMemo(() => lists.flatMap((list) => list.data?.guests ?? []), [one.data, other.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const roundOf = (sent: ReadonlySet<string>, passed: ReadonlySet<string>): RoundState => {
    const handledHere = (g: { id: string }) => sent.has(g.id) || passed.has(g.id);
    return {
      mode,
      page,
      readPerStatus: lists.map((list) => list.data?.guests.length ?? 0),
      totalPerStatus: lists.map((list) => list.data?.total ?? 0),
      left: read.filter((g) => !handledHere(g)).length,
      sentAmongRead: read.filter((g) => sent.has(g.id)).length,
      handled: sent.size + passed.size,
      handledAmongRead: read.filter(handledHere).length,
    };
  };
  const round = roundOf(done, skipped);
  const queue = read
    .filter((g) => !done.has(g.id) && !skipped.has(g.id))
    .sort((a, b) => a.name.localeCompare(b.name, 'id'));

  // An invitation round's read-ahead all sent: read it again (those sent have left it).
  const readAgain = nextRead(round) === 'again' && lists.every((list) => !list.isFetching);
  useEffect(() => {
    if (readAgain) for (const list of lists) void list.refetch();
  });

  /** A guest sent or skipped; a reminder round whose page is then all handled reads the next. */
  const handle = (id: string, sent: boolean) => {
    const nextDone = sent ? new Set(done).add(id) : done;
    const nextSkipped = sent ? skipped : new Set(skipped).add(id);
    setDone(nextDone);
    setSkipped(nextSkipped);
    if (nextRead(roundOf(nextDone, nextSkipped)) === 'next-page') setPage((p) => p + 1);
  };

  return {
    loading: lists.some((list) => list.isPending),
    failed: lists.some((list) => list.isError),
    next: queue[0] ?? null,
    /** Guests of the round still waiting, those skipped left out. */
    waiting: waitingOf(round),
    sentThisRound: done.size,
    markDone: (id: string) => handle(id, true),
    skip: (id: string) => handle(id, false),
    restart: () => {
      setSkipped(new Set());
      setPage(1);
    },
  };
}
