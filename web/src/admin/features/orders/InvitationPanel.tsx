import { useQuery } from '@tanstack/react-query';
import {
  calendarDayText,
  EVENT_KIND_NAMES,
  MUSIC_WORDS,
  musicChoiceOf,
  type InvitationDraft,
  type InvitationEvent,
  type InvitationPhoto,
} from '@undangan/contracts';
import { ErrorNotice } from '@/admin/components/ErrorNotice';
import { musicTracksQuery } from '@/shared/api/get-music-tracks';
import { formatDateTime } from '@/shared/format/format';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useObjectUrl } from '@/shared/ui/use-object-url';
import { getOrderPhoto, useOrderInvitation, useOrderPhotos } from './api/get-invitation';
import { GuestListPanel } from './GuestListPanel';
import { PagePanel } from './PagePanel';

const orDash = (text: string) => text.trim() || '-';

/**
 * The couple's music: the shop's track they chose, with a link to hear it, or none. A text from
 * before the catalogue (a song they named) is shown as written: the page plays nothing for it.
 */
function MusicText({ music }: { music: string }) {
  const tracks = useQuery(musicTracksQuery);
  if (tracks.isPending) return 'Memuat...';
  if (tracks.isError) return orDash(music);
  const { track, wish } = musicChoiceOf(tracks.data, music);
  if (track)
    return (
      <>
        {track.title}{' '}
        <a href={track.url} target="_blank" rel="noreferrer">
          Dengarkan
        </a>
      </>
    );
  return wish
    ? `${MUSIC_WORDS.none}. Pasangan menulis "${wish}", bukan musik dari koleksi toko.`
    : MUSIC_WORDS.none;
}

/** A couple's names, parents and how the invitation calls them. */
function Person({ title, person }: { title: string; person: InvitationDraft['groom'] }) {
  return (
    <div className="invitation-block">
      <h4>{title}</h4>
      <dl className="invitation-facts">
        <dt>Nama lengkap</dt>
        <dd>{orDash(person.full_name)}</dd>
        <dt>Nama panggilan</dt>
        <dd>{orDash(person.nickname)}</dd>
        <dt>Ayah</dt>
        <dd>{orDash(person.father)}</dd>
        <dt>Ibu</dt>
        <dd>{orDash(person.mother)}</dd>
      </dl>
    </div>
  );
}

function EventFacts({ event, index }: { event: InvitationEvent; index: number }) {
  const name = event.kind ? EVENT_KIND_NAMES[event.kind] : `Acara ${index + 1}`;
  const time = [event.time, event.end_time].filter(Boolean).join(' - ');
  return (
    <div className="invitation-block">
      <h4>{event.kind === 'lainnya' && event.title ? event.title : name}</h4>
      <dl className="invitation-facts">
        <dt>Tanggal</dt>
        <dd>{event.date ? calendarDayText(event.date) : '-'}</dd>
        <dt>Waktu</dt>
        <dd>{time ? `${time} ${event.time_zone}` : '-'}</dd>
        <dt>Tempat</dt>
        <dd>{orDash(event.venue)}</dd>
        <dt>Alamat</dt>
        <dd>{orDash(event.address)}</dd>
        <dt>Peta</dt>
        <dd>
          {/^https?:\/\//i.test(event.map_url) ? (
            <a href={event.map_url} target="_blank" rel="noreferrer noopener">
              Buka peta
            </a>
          ) : (
            orDash(event.map_url)
          )}
        </dd>
      </dl>
    </div>
  );
}

/** One photo: shown from the private route, saved under the name the gateway gives it. */
function Photo({
  orderRowId,
  photo,
  number,
}: {
  orderRowId: string;
  photo: InvitationPhoto;
  number: number;
}) {
  const image = useQuery({
    queryKey: ['orders', orderRowId, 'invitation', 'photo', photo.id],
    queryFn: ({ signal }) => getOrderPhoto(orderRowId, photo.id, signal),
    staleTime: Infinity,
  });
  const url = useObjectUrl(image.data?.image ?? null);
  return (
    <figure className="invitation-photo">
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" title="Buka ukuran penuh">
          <img src={url} alt={`Foto ${number} dari pasangan`} />
        </a>
      ) : (
        <div className="invitation-photo-placeholder">
          {image.isError ? 'Gambar tidak ditemukan' : 'Memuat...'}
        </div>
      )}
      <figcaption>
        Foto {number}
        {url && (
          <a className="admin-button small secondary" href={url} download={image.data?.fileName}>
            Unduh
          </a>
        )}
      </figcaption>
    </figure>
  );
}

/**
 * The couple's invitation data beside their order: what they sent (or are still typing), when it
 * was sent, and their photos to view and download.
 */
export function InvitationPanel({
  orderRowId,
  orderId,
  clientId,
  splitLink = false,
  packageName,
}: {
  orderRowId: string;
  orderId: string;
  clientId: string | null;
  /** The order bought Split Link (its publishing gives a second address). */
  splitLink?: boolean;
  packageName: string;
}) {
  const invitation = useOrderInvitation(orderRowId);
  const photos = useOrderPhotos(orderRowId);
  if (invitation.isPending) return <LoadingText />;
  if (invitation.isError) return <ErrorNotice>Gagal memuat data undangan. Silakan coba lagi.</ErrorNotice>;
  const { data, submitted_at: submittedAt, updated_at: updatedAt } = invitation.data;
  return (
    <section
      className="invitation-panel"
      aria-label={`Data undangan ${orderId}`}
      data-testid={`invitation-${orderId}`}
    >
      <p className={submittedAt ? 'invitation-state sent' : 'invitation-state'}>
        {submittedAt
          ? `Data dikirim pasangan pada ${formatDateTime(submittedAt)}.`
          : updatedAt
            ? `Pasangan belum menekan Kirim Data. Draf terakhir disimpan ${formatDateTime(updatedAt)}.`
            : 'Pasangan belum mengisi data undangan.'}
      </p>
      <PagePanel
        orderRowId={orderRowId}
        clientId={clientId}
        submitted={submittedAt !== null}
        splitLink={splitLink}
        events={data.events}
        packageName={packageName}
      />
      <div className="invitation-grid">
        <Person title="Mempelai Pria" person={data.groom} />
        <Person title="Mempelai Wanita" person={data.bride} />
        {data.events.map((event, index) => (
          <EventFacts key={index} event={event} index={index} />
        ))}
      </div>
      <div className="invitation-grid">
        <div className="invitation-block">
          <h4>Musik</h4>
          <p data-testid="invitation-music">
            <MusicText music={data.music} />
          </p>
          <h4>Ucapan tamu</h4>
          <p>
            {data.guest_replies
              ? 'Tamu dapat mengirim ucapan dan konfirmasi kehadiran.'
              : 'Tidak diaktifkan.'}
          </p>
        </div>
        <div className="invitation-block">
          <h4>Amplop Digital</h4>
          {data.gift_accounts.length === 0 ? (
            <p>-</p>
          ) : (
            <ul>
              {data.gift_accounts.map((account, index) => (
                <li key={index}>
                  {orDash(account.bank)} {orDash(account.account_number)} a.n.{' '}
                  {orDash(account.account_holder)}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="invitation-block invitation-long">
          <h4>Kata Sambutan</h4>
          <p>{orDash(data.greeting)}</p>
        </div>
        <div className="invitation-block invitation-long">
          <h4>Kisah Cinta</h4>
          <p>{orDash(data.love_story)}</p>
        </div>
      </div>
      <div className="invitation-grid">
        <GuestListPanel orderRowId={orderRowId} orderId={orderId} />
      </div>
      <h4>Foto</h4>
      {photos.isPending ? (
        <LoadingText />
      ) : photos.isError ? (
        <p className="admin-muted">Foto tidak dapat dimuat saat ini.</p>
      ) : photos.data.length === 0 ? (
        <p className="admin-muted">Belum ada foto.</p>
      ) : (
        <div className="invitation-photos">
          {photos.data.map((photo, index) => (
            <Photo key={photo.id} orderRowId={orderRowId} photo={photo} number={index + 1} />
          ))}
        </div>
      )}
    </section>
  );
}
