import { formatDateTime } from '@/shared/format/format';
import { useGuestResponses } from '@/storefront/features/order-tracking/api/guest-responses';

const WISHES_SHOWN = 20;

/**
 * What guests answered on the couple's page, where the couple follows their order: how many
 * people are coming (people, not answers), who declined, the newest RSVPs and wishes.
 */
export function GuestRepliesPanel({ orderId, phone }: { orderId: string; phone: string }) {
  const responses = useGuestResponses(orderId, phone, true);
  const replies = responses.data ?? null;
  const failed = responses.isError;

  return (
    <section className="guest-replies" aria-labelledby="guest-replies-title" data-testid="guest-replies">
      <h2 id="guest-replies-title" className="revisions__title">
        Kehadiran &amp; Ucapan Tamu
      </h2>
      {failed ? (
        <p className="field-hint">Jawaban tamu belum dapat dimuat. Silakan muat ulang halaman ini.</p>
      ) : !replies ? (
        <p className="field-hint">Memuat jawaban tamu...</p>
      ) : (
        <>
          <dl className="guest-replies__counts">
            <div>
              <dt>Akan hadir</dt>
              <dd data-testid="attending-people">{replies.attending_people} orang</dd>
            </div>
            <div>
              <dt>Tidak dapat hadir</dt>
              <dd>{replies.declined} tamu</dd>
            </div>
            <div>
              <dt>Ucapan</dt>
              <dd>{replies.wishes.length}</dd>
            </div>
          </dl>
          {replies.rsvps.length === 0 && replies.wishes.length === 0 ? (
            <p className="field-hint">Belum ada tamu yang menjawab. Jawaban akan tampil di sini.</p>
          ) : (
            <ul className="guest-replies__list">
              {replies.rsvps.map((rsvp, index) => (
                <li key={`r${index}`}>
                  <strong>{rsvp.name}</strong> &middot;{' '}
                  {rsvp.attending ? `Hadir, ${rsvp.people} orang` : 'Tidak dapat hadir'}
                  {rsvp.message && <span className="guest-replies__message">{rsvp.message}</span>}
                  <span className="guest-replies__when">{formatDateTime(rsvp.created_at)}</span>
                </li>
              ))}
              {replies.wishes.slice(0, WISHES_SHOWN).map((wish, index) => (
                <li key={`w${index}`}>
                  <strong>{wish.name}</strong> &middot; Ucapan
                  <span className="guest-replies__message">{wish.message}</span>
                  <span className="guest-replies__when">{formatDateTime(wish.created_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
