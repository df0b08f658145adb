import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GUEST_STATUS_LABELS, GUEST_STATUSES, type Guest } from '@undangan/contracts';
import { ErrorText } from '@/shared/ui/ErrorText';
import { LoadingText } from '@/shared/ui/LoadingText';
import { Pager } from '@/shared/ui/Pager';
import { TextField } from '@/shared/ui/TextField';
import {
  GUEST_KEYS,
  useGroups,
  useGuestList,
  useSessions,
  type GuestFilter,
} from '@/storefront/features/couple-dashboard/api/guest-list';
import { sheetDownloadUrl } from '@/storefront/features/couple-dashboard/api/guest-sheets';
import { CoupleCard } from '@/storefront/features/couple-dashboard/components/CoupleCard';
import { ChoiceField, groupChoices, sessionChoices, type Choice } from './ChoiceField';
import { GuestForm } from './GuestForm';
import { GuestItem, GuestListHead, type PartNames } from './GuestItem';
import { GroupsCard, SessionsCard } from './GuestParts';
import { ImportPanel } from './ImportPanel';

const PAGE_SIZE = 50;
const NO_FILTER: GuestFilter = {
  search: '',
  group: '',
  session: '',
  status: '',
  page: 1,
  page_size: PAGE_SIZE,
};

/** The name typed in the search box, asked for once typing pauses. */
function useSettled(text: string, ms = 300): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * "Tamu": the couple's guest list, searched, filtered and paged (50 a page), each guest with their
 * link; a guest added or changed, a list imported from a spreadsheet, the list exported; and the
 * groups and sessions the guests are in.
 */
export function GuestsSection() {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const search = useSettled(typed.trim());
  const [filter, setFilter] = useState<GuestFilter>(NO_FILTER);
  const current = { ...filter, search, page: search === filter.search ? filter.page : 1 };
  const list = useGuestList(current);
  const groups = useGroups();
  const sessions = useSessions();
  const [editing, setEditing] = useState<Guest | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const parts: PartNames = useMemo(
    () => ({
      groups: new Map((groups.data ?? []).map((g) => [g.id, g.name])),
      sessions: new Map((sessions.data ?? []).map((s) => [s.id, s])),
    }),
    [groups.data, sessions.data],
  );
  const refresh = () => void queryClient.invalidateQueries({ queryKey: GUEST_KEYS.all });
  const choose = (key: keyof GuestFilter) => (event: { target: { value: string } }) =>
    setFilter((f) => ({ ...f, search, [key]: event.target.value, page: 1 }));

  if (list.isPending || groups.isPending || sessions.isPending)
    return <LoadingText text="Memuat daftar tamu..." />;
  if (list.isError || groups.isError || sessions.isError)
    return <ErrorText>Daftar tamu tidak dapat dimuat. Silakan muat ulang halaman ini.</ErrorText>;

  const filtered =
    current.search !== '' || current.group !== '' || current.session !== '' || current.status !== '';
  const empty = list.data.total === 0 && !filtered;
  const pages = Math.ceil(list.data.total / PAGE_SIZE);
  const filters: { key: 'group' | 'session' | 'status'; label: string; choices: Choice[] }[] = [
    {
      key: 'group',
      label: 'Kelompok',
      choices: [{ value: 'none', label: 'Tanpa kelompok' }, ...groupChoices(groups.data)],
    },
    {
      key: 'session',
      label: 'Sesi',
      choices: [{ value: 'none', label: 'Tanpa sesi' }, ...sessionChoices(sessions.data, false)],
    },
    {
      key: 'status',
      label: 'Status',
      choices: GUEST_STATUSES.map((status) => ({ value: status, label: GUEST_STATUS_LABELS[status] })),
    },
  ];

  return (
    <>
      <CoupleCard id="guest-list" title="Daftar Tamu" testId="guest-list">
        {empty ? (
          <div className="guest-empty" data-testid="guest-empty">
            <p>Daftar tamu Anda masih kosong. Mulailah dengan salah satu cara berikut:</p>
            <ol>
              <li>Buat sesi acara bila tamu dibagi per sesi (di bagian bawah halaman ini).</li>
              <li>
                Impor daftar dari Excel atau CSV dengan templat kami, atau tambahkan tamu satu per satu.
              </li>
              <li>Setelah undangan terbit, kirim undangan kepada setiap tamu di bagian Kirim Undangan.</li>
            </ol>
          </div>
        ) : (
          <p className="muted" data-testid="guest-total">
            {list.data.total.toLocaleString('id-ID')} tamu{filtered ? ' ditemukan' : ' di daftar'}.
          </p>
        )}
        <div className="couple-actions">
          <button type="button" className="button button--small" onClick={() => setEditing('new')}>
            Tambah Tamu
          </button>
          <button
            type="button"
            className="button button--small button--outline"
            onClick={() => setImporting(true)}
          >
            Impor dari Excel/CSV
          </button>
          {!empty && (
            <>
              <a
                className="button button--small button--outline"
                href={sheetDownloadUrl('ekspor', 'xlsx')}
                download
              >
                Ekspor Excel
              </a>
              <a
                className="button button--small button--outline"
                href={sheetDownloadUrl('ekspor', 'csv')}
                download
              >
                Ekspor CSV
              </a>
            </>
          )}
        </div>
        {editing && (
          <GuestForm
            key={editing === 'new' ? 'new' : editing.id}
            guest={editing === 'new' ? null : editing}
            groups={groups.data}
            sessions={sessions.data}
            onCancel={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              refresh();
            }}
          />
        )}
        {importing && <ImportPanel onSaved={refresh} onClose={() => setImporting(false)} />}
        {!empty && (
          <>
            <div className="guest-filters">
              <TextField
                id="guest-search"
                label="Cari nama"
                type="search"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
              {filters.map(({ key, label, choices }) => (
                <ChoiceField
                  key={key}
                  id={`guest-filter-${key}`}
                  label={label}
                  value={filter[key]}
                  onChange={choose(key)}
                  choices={[{ value: '', label: 'Semua' }, ...choices]}
                />
              ))}
            </div>
            {list.data.guests.length === 0 ? (
              <p className="muted">Tidak ada tamu yang cocok dengan pencarian ini.</p>
            ) : (
              <div className="guest-table">
                <GuestListHead />
                <ul className="guest-items">
                  {list.data.guests.map((guest) => (
                    <GuestItem
                      key={guest.id}
                      guest={guest}
                      parts={parts}
                      onEdit={() => setEditing(guest)}
                      onChanged={refresh}
                    />
                  ))}
                </ul>
              </div>
            )}
            {pages > 1 && (
              <Pager
                current={current.page}
                total={pages}
                label="Halaman daftar tamu"
                onChange={(page) => setFilter((f) => ({ ...f, search, page }))}
              />
            )}
          </>
        )}
      </CoupleCard>
      <div className="couple-columns">
        <SessionsCard sessions={sessions.data} onChanged={refresh} />
        <GroupsCard groups={groups.data} onChanged={refresh} />
      </div>
    </>
  );
}
