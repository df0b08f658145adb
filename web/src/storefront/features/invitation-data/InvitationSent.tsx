import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { INVITATION_MESSAGES, whatsappLink, type InvitationView, promiseText } from '@undangan/contracts';
import { paths, withOrderFragment } from '@/shared/config/paths';
import { formatJakartaDateTime } from '@/shared/format/format';
import type { OrderLookup } from '@/shared/order/order-lookup';
import { LATE_NOTICE } from '@/shared/order/late-notice';
import { useOrderTracking } from './api/use-order-tracking';
import { InvitationSummary } from './components/InvitationSummary';
import { PhotosSection } from './components/PhotosSection';
import { usePhotos } from './use-photos';

/**
 * The data once it can no longer be edited here: sent (when, and the date the invitation is promised
 * for, from tracking), or held with the order. What was sent follows, to read.
 */
export function InvitationSent({ lookup, view }: { lookup: OrderLookup; view: InvitationView }) {
  const sent = view.submitted_at !== null;
  const tracking = useOrderTracking(lookup, sent);
  const photos = usePhotos(lookup);
  const heading = useRef<HTMLHeadingElement>(null);
  const order = tracking.data?.ok ? tracking.data.value : null;

  // Arriving here from "Kirim Data", the couple starts at the news, not at the bottom of the form.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, []);

  return (
    <>
      <section
        className={`card invitation-section sent-card${sent ? '' : ' sent-card--held'}`}
        aria-labelledby="sent-title"
        data-testid="invitation-sent"
      >
        <h2 id="sent-title" ref={heading} tabIndex={-1} className="invitation-section__title">
          {sent ? 'Data undangan sudah kami terima' : 'Data undangan belum dapat diubah'}
        </h2>
        {sent ? (
          <>
            <dl className="facts summary-facts sent-facts">
              <div>
                <dt>Dikirim pada</dt>
                <dd data-testid="sent-at">{formatJakartaDateTime(view.submitted_at ?? '')}</dd>
              </div>
              <div>
                <dt>Undangan selesai</dt>
                <dd data-testid="sent-promise">
                  {order?.promise
                    ? promiseText(order.promise)
                    : tracking.isPending
                      ? 'Memuat...'
                      : 'Lihat di halaman Lacak Pesanan'}
                </dd>
              </div>
            </dl>
            {order?.late && (
              <p className="inline-message inline-message--info" data-testid="late-notice">
                {LATE_NOTICE}
              </p>
            )}
            <p className="sent-note">
              Terima kasih! Tim kami mulai mengerjakan undangan Anda. Bila ada yang perlu diubah, ajukan
              revisi dari halaman Lacak Pesanan.
            </p>
          </>
        ) : (
          <p className="sent-note">{INVITATION_MESSAGES.onHold}</p>
        )}
        <div className="sent-actions">
          <Link className="button" to={withOrderFragment(paths.trackOrder, view.order_id)}>
            Lacak Pesanan
          </Link>
          <a
            className="button button--outline"
            href={whatsappLink(
              `Halo, saya ingin mengajukan perubahan data undangan untuk pesanan dengan Order ID ${view.order_id}.`,
            )}
            target="_blank"
            rel="noopener noreferrer"
          >
            Hubungi Kami
          </a>
        </div>
      </section>
      <InvitationSummary data={view.data} photos={<PhotosSection photos={photos} editable={false} />} />
    </>
  );
}
