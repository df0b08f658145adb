import { useEffect, useRef } from 'react';
import { InlineMessage, type PageMessage } from '@/shared/ui/InlineMessage';
import { INVITATION_PAGE_MESSAGES } from '@/storefront/features/invitation-data/invitation-words';

/**
 * "Kirim Data", asked once more in the page (never the browser's confirm box): sending ends the
 * editing here, so the couple reads what that means and chooses; 'Periksa Lagi' has the focus, so
 * Enter does not send by accident.
 */
export function SendSection({
  confirming,
  sending,
  photosBusy,
  message,
  unfinished,
  onSend,
  onConfirm,
  onCancel,
}: {
  confirming: boolean;
  sending: boolean;
  /** Photos still on their way: sending now would leave them out. */
  photosBusy: boolean;
  message: PageMessage | null;
  /** What is left to fill, said beside the button while the focus goes to the first such field. */
  unfinished: string | null;
  onSend: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) back.current?.focus();
  }, [confirming]);

  return (
    <section className="card invitation-section invitation-send" aria-labelledby="invitation-send-title">
      <h2 id="invitation-send-title" className="invitation-section__title">
        Kirim Data
      </h2>
      {!confirming ? (
        <>
          <p className="invitation-section__lead">
            Data Anda tersimpan otomatis dan dapat Anda lanjutkan kapan saja. Bila semua sudah lengkap, kirim
            data kepada kami agar undangan mulai dikerjakan.
          </p>
          <button
            type="button"
            className="button button--block"
            onClick={onSend}
            disabled={sending || photosBusy}
            aria-describedby={photosBusy ? 'invitation-send-wait' : undefined}
          >
            Kirim Data
          </button>
          {photosBusy && (
            <p id="invitation-send-wait" className="field-hint">
              {INVITATION_PAGE_MESSAGES.waitForPhotos}
            </p>
          )}
        </>
      ) : (
        <div
          className="send-question"
          role="group"
          aria-labelledby="send-question-text"
          data-testid="send-question"
        >
          <p id="send-question-text" className="send-question__text">
            Kirim data undangan sekarang? Setelah dikirim, data tidak dapat diubah lagi di halaman ini;
            perubahan berikutnya dapat Anda ajukan sebagai revisi dari halaman Lacak Pesanan.
          </p>
          <div className="send-question__actions">
            <button type="button" className="button" onClick={onConfirm} disabled={sending || photosBusy}>
              {sending ? 'Mengirim...' : 'Ya, Kirim Data'}
            </button>
            <button
              ref={back}
              type="button"
              className="button button--outline"
              onClick={onCancel}
              disabled={sending}
            >
              Periksa Lagi
            </button>
          </div>
        </div>
      )}
      {unfinished && (
        <p className="inline-message inline-message--error" role="alert" data-testid="send-unfinished">
          {unfinished}
        </p>
      )}
      <InlineMessage message={message} testId="send-message" />
    </section>
  );
}
