import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ManagedWish, PeopleCounts } from '@undangan/contracts';
import { formatDateTime } from '@/shared/format/format';
import { ErrorText } from '@/shared/ui/ErrorText';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { LoadingText } from '@/shared/ui/LoadingText';
import {
  GUEST_KEYS,
  setWishHidden,
  useGuestSummary,
  useWishes,
} from '@/storefront/features/couple-dashboard/api/guest-list';
import { CoupleCard } from '@/storefront/features/couple-dashboard/components/CoupleCard';
import { COUPLE_WORDS } from '@/storefront/features/couple-dashboard/couple-words';

const people = (n: number) => `${n.toLocaleString('id-ID')} orang`;

/** "Kehadiran": people (not answers) coming, not coming and not answered, by group and session; and the wishes. */
export function AttendanceSection() {
  const summary = useGuestSummary();
  const wishes = useWishes();
  if (summary.isPending) return <LoadingText text="Memuat kehadiran..." />;
  if (summary.isError)
    return <ErrorText>Data kehadiran tidak dapat dimuat. Silakan muat ulang halaman ini.</ErrorText>;
  const { total, by_group, by_session, open_link } = summary.data;
  const breakdowns: { title: string; testId: string; rows: PartRow[] }[] = [
    {
      title: 'Per Sesi',
      testId: 'attendance-sessions',
      rows: by_session.map((s) => ({
        key: s.session_id ?? 'none',
        name: s.name ? `${s.name} (${s.time})` : 'Tanpa sesi',
        counts: s,
        note:
          s.capacity === null
            ? null
            : s.over_capacity
              ? `Melebihi kapasitas: ${people(s.coming)} hadir, kapasitas ${people(s.capacity)}.`
              : `Kapasitas ${people(s.capacity)}.`,
        warn: s.over_capacity,
      })),
    },
    {
      title: 'Per Kelompok',
      testId: 'attendance-groups',
      rows: by_group.map((g) => ({
        key: g.group_id ?? 'none',
        name: g.name ?? 'Tanpa kelompok',
        counts: g,
        note: null,
        warn: false,
      })),
    },
  ];

  return (
    <>
      <CoupleCard id="attendance" title="Kehadiran" testId="attendance">
        <p className="muted">
          Dihitung per orang: {total.guests.toLocaleString('id-ID')} undangan untuk {people(total.invited)}.
        </p>
        <div className="attendance-totals">
          <Count label="Hadir" value={total.coming} testId="attendance-coming" tone="yes" />
          <Count label="Tidak hadir" value={total.not_coming} testId="attendance-not-coming" tone="no" />
          <Count
            label="Belum menjawab"
            value={total.not_answered}
            testId="attendance-not-answered"
            tone="wait"
          />
        </div>
        {open_link.answers > 0 && (
          <p className="muted">
            Melalui tautan umum: {people(open_link.coming)} hadir, {people(open_link.not_coming)} tidak hadir
            ({open_link.answers} jawaban).
          </p>
        )}
      </CoupleCard>
      {(by_session.length > 0 || by_group.length > 0) && (
        <div className="couple-columns">
          {breakdowns
            .filter(({ rows }) => rows.length > 0)
            .map((breakdown) => (
              <PartCounts key={breakdown.testId} {...breakdown} />
            ))}
        </div>
      )}
      <Wishes wishes={wishes.data} failed={wishes.isError} />
    </>
  );
}

function Count({
  label,
  value,
  testId,
  tone,
}: {
  label: string;
  value: number;
  testId: string;
  tone: string;
}) {
  return (
    <div className={`attendance-count attendance-count--${tone}`}>
      <span className="attendance-count__value" data-testid={testId}>
        {value.toLocaleString('id-ID')}
      </span>
      <span className="attendance-count__label">{label}</span>
    </div>
  );
}

interface PartRow {
  key: string;
  name: string;
  counts: PeopleCounts;
  note: string | null;
  warn: boolean;
}

function PartCounts({ title, rows, testId }: { title: string; rows: PartRow[]; testId: string }) {
  return (
    <CoupleCard id={testId} title={title} heading="h3" testId={testId}>
      <ul className="attendance-parts">
        {rows.map((row) => (
          <li key={row.key} className="attendance-parts__item">
            <strong>{row.name}</strong>
            <span className="muted">
              Hadir {people(row.counts.coming)} · Tidak hadir {people(row.counts.not_coming)} · Belum menjawab{' '}
              {people(row.counts.not_answered)}
            </span>
            {row.note && <span className={row.warn ? 'attendance-warning' : 'muted'}>{row.note}</span>}
          </li>
        ))}
      </ul>
    </CoupleCard>
  );
}

/** The wishes guests wrote, newest first; the couple may hide one from the page, and show it again. */
function Wishes({ wishes, failed }: { wishes: ManagedWish[] | undefined; failed: boolean }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const message = useMessage();
  const toggle = async (wish: ManagedWish) => {
    setBusy(wish.id);
    const answer = await setWishHidden(wish.id, !wish.hidden);
    setBusy(null);
    if (!answer.ok) return message.show('error', answer.message ?? COUPLE_WORDS.failed);
    queryClient.setQueryData<ManagedWish[]>(GUEST_KEYS.wishes, (list) =>
      list?.map((w) => (w.id === wish.id ? answer.value : w)),
    );
  };
  return (
    <CoupleCard id="wishes" title="Ucapan" heading="h3" testId="wishes">
      {failed ? (
        <ErrorText>Ucapan tidak dapat dimuat. Silakan muat ulang halaman ini.</ErrorText>
      ) : !wishes ? (
        <LoadingText text="Memuat ucapan..." />
      ) : wishes.length === 0 ? (
        <p className="muted">Belum ada ucapan.</p>
      ) : (
        <ul className="wishes">
          {wishes.map((wish) => (
            <li key={wish.id} className={`wishes__item ${wish.hidden ? 'wishes__item--hidden' : ''}`.trim()}>
              <p>
                <strong>{wish.name}</strong>{' '}
                <span className="muted">· {formatDateTime(wish.created_at)}</span>
                {wish.hidden && <span className="guest-badge guest-badge--hidden">Disembunyikan</span>}
              </p>
              <p className="wishes__message">{wish.message}</p>
              <button
                type="button"
                className="button button--small button--outline"
                disabled={busy === wish.id}
                onClick={() => void toggle(wish)}
              >
                {wish.hidden ? 'Tampilkan' : 'Sembunyikan'}
              </button>
            </li>
          ))}
        </ul>
      )}
      <InlineMessage message={message.message} testId="wishes-message" />
    </CoupleCard>
  );
}
