import { useEffect, useMemo, useState } from 'react';
import type { GuestStatus } from '@undangan/contracts';
import { useGuestList } from '@/storefront/features/couple-dashboard/api/guest-list';

/** Who a sending round goes to: the invitation to those not sent it, the reminder to those who have not answered. */
export type SendMode = 'undangan' | 'pengingat';

const STATUSES: Record<SendMode, GuestStatus[]> = {
  undangan: ['belum_dikirim'],
  pengingat: ['terkirim', 'dibuka'],
};

/** Guests read ahead per status: a round of fifty takes no more than one read. */
const AHEAD = 100;

/**
 * The next guest of a sending round: the first of the list (by name) not yet sent this round and
 * not skipped. Guests sent or skipped are kept on the device for the round, so the next is shown at
 * once; the list is read again when those read ahead run out.
 */
export function useNextGuest(mode: SendMode) {
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const [first, second] = STATUSES[mode];
  const filter = (status: GuestStatus) => ({
    search: '',
    group: '',
    session: '',
    status,
    page: 1,
    page_size: AHEAD,
  });
  const one = useGuestList(filter(first));
  const other = useGuestList(filter(second ?? first), second !== undefined);
  const lists = second ? [one, other] : [one];

  const read = useMemo(() => lists.flatMap((list) => list.data?.guests ?? []), [one.data, other.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const queue = read
    .filter((g) => !done.has(g.id) && !skipped.has(g.id))
    .sort((a, b) => a.name.localeCompare(b.name, 'id'));
  // Those of the round the server still counts: the ones sent are gone from it once it is read again.
  const total = lists.reduce((sum, list) => sum + (list.data?.total ?? 0), 0);
  const handled = read.filter((g) => done.has(g.id) || skipped.has(g.id)).length;
  const waiting = total - handled;

  useEffect(() => {
    // The invitations read ahead are sent, and the server has more: read the next ones (those sent
    // are no longer among them). A reminder round reads its first guests of each status only.
    const sentAll = queue.length === 0 && read.some((g) => done.has(g.id));
    if (mode === 'undangan' && sentAll && read.length < total && lists.every((list) => !list.isFetching))
      for (const list of lists) void list.refetch();
  });

  return {
    loading: lists.some((list) => list.isPending),
    failed: lists.some((list) => list.isError),
    next: queue[0] ?? null,
    /** Guests of the round still waiting, those skipped left out. */
    waiting,
    sentThisRound: done.size,
    markDone: (id: string) => setDone((s) => new Set(s).add(id)),
    skip: (id: string) => setSkipped((s) => new Set(s).add(id)),
    restart: () => setSkipped(new Set()),
  };
}
