import { useState, type FormEvent } from 'react';
import { GUEST_STATUS_LABELS, type AdminGuestList } from '@undangan/contracts';
import { ErrorNotice } from '@/admin/components/ErrorNotice';
import { InputField } from '@/admin/components/FormFields';
import { LoadingText } from '@/shared/ui/LoadingText';
import { Pager } from '@/shared/ui/Pager';
import { useAdminGuestList } from './api/guest-list';

const people = (n: number) => `${n.toLocaleString('id-ID')} orang`;

/** The list's counts in a line each: people, not answers. */
function Counts({ summary }: { summary: AdminGuestList['summary'] }) {
  const { total } = summary;
  return (
    <dl className="invitation-facts" data-testid="guest-counts">
      <dt>Tamu</dt>
      <dd>
        {total.guests.toLocaleString('id-ID')} undangan untuk {people(total.invited)}
      </dd>
      <dt>Hadir</dt>
      <dd>{people(total.coming)}</dd>
      <dt>Tidak hadir</dt>
      <dd>{people(total.not_coming)}</dd>
      <dt>Belum menjawab</dt>
      <dd>{people(total.not_answered)}</dd>
    </dl>
  );
}

/**
 * The couple's guest list, which is theirs: closed until the admin opens it to help them, every
 * opening and search recorded in the audit log by the gateway. Names, groups, sessions and where
 * each guest stands; never their phones or links.
 */
export function GuestListPanel({ orderRowId, orderId }: { orderRowId: string; orderId: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useAdminGuestList(orderRowId, search, page, open);

  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };

  if (!open)
    return (
      <div className="invitation-block invitation-long" data-testid={`guests-${orderId}`}>
        <h4>Daftar Tamu</h4>
        <p className="admin-muted">
          Daftar tamu adalah milik pasangan. Buka hanya untuk membantu mereka; setiap kali dibuka tercatat di
          log audit.
        </p>
        <button type="button" className="admin-button secondary small" onClick={() => setOpen(true)}>
          Lihat daftar tamu
        </button>
      </div>
    );

  const nameOf = (items: { id: string; name: string }[], id: string | null) =>
    (id && items.find((item) => item.id === id)?.name) || '-';
  return (
    <div className="invitation-block invitation-long" data-testid={`guests-${orderId}`}>
      <h4>Daftar Tamu</h4>
      <form className="admin-toolbar" onSubmit={find} role="search">
        <InputField
          id={`guest-search-${orderId}`}
          label="Cari nama tamu"
          labelHidden
          type="search"
          placeholder="Nama tamu"
          value={typed}
          onValue={setTyped}
        />
        <button type="submit" className="admin-button small">
          Cari
        </button>
        <button type="button" className="admin-button secondary small" onClick={() => setOpen(false)}>
          Tutup
        </button>
      </form>
      {list.isPending ? (
        <LoadingText />
      ) : list.isError ? (
        <ErrorNotice>Daftar tamu tidak dapat dimuat. Silakan coba lagi.</ErrorNotice>
      ) : (
        <>
          <Counts summary={list.data.summary} />
          {list.data.list.guests.length === 0 ? (
            <p className="admin-muted">
              {search ? `Tidak ada tamu bernama "${search}".` : 'Pasangan belum menambahkan tamu.'}
            </p>
          ) : (
            <div className="admin-table-wrap flat">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">Nama</th>
                    <th scope="col">Kelompok</th>
                    <th scope="col">Sesi</th>
                    <th scope="col">Orang</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.list.guests.map((guest) => (
                    <tr key={guest.id}>
                      <td>{guest.name}</td>
                      <td>{nameOf(list.data.groups, guest.group_id)}</td>
                      <td>{nameOf(list.data.sessions, guest.session_id)}</td>
                      <td>{guest.people}</td>
                      <td>{GUEST_STATUS_LABELS[guest.status]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            current={list.data.list.page}
            total={Math.max(1, Math.ceil(list.data.list.total / list.data.list.page_size))}
            onChange={setPage}
            label="Halaman daftar tamu"
            className="admin-pagination"
          />
        </>
      )}
    </div>
  );
}
