import { useRef, useState } from 'react';
import { INVITATION_LIMITS } from '@undangan/contracts';
import type { PhotoTile, UploadTile, usePhotos } from '@/storefront/features/invitation-data/use-photos';
import { INVITATION_PAGE_MESSAGES } from '@/storefront/features/invitation-data/invitation-words';

type Photos = ReturnType<typeof usePhotos>;

/**
 * The couple's photos for the invitation: thumbnails of those sent, the ones on their way with
 * their progress, a picker for more (up to the limit) and removal asked once in the tile itself.
 */
export function PhotosSection({ photos, editable }: { photos: Photos; editable: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const count = photos.photos.length + photos.uploads.length;
  const full = count >= INVITATION_LIMITS.photos;

  return (
    <section className="card invitation-section" aria-labelledby="invitation-photos-title">
      <h2 id="invitation-photos-title" className="invitation-section__title">
        Foto
      </h2>
      {editable && (
        <p className="invitation-section__lead">
          Foto prewedding atau foto berdua untuk undangan, paling banyak {INVITATION_LIMITS.photos} foto. Foto
          berukuran besar dari ponsel otomatis kami perkecil sebelum diunggah.
        </p>
      )}
      {photos.load === 'loading' && (
        <p className="field-hint" role="status">
          Memuat foto...
        </p>
      )}
      {photos.load === 'failed' && (
        <div className="photo-failed">
          <p className="field-error" role="alert">
            {INVITATION_PAGE_MESSAGES.photosFailed}
          </p>
          <button type="button" className="button button--small button--outline" onClick={photos.reload}>
            Coba Lagi
          </button>
        </div>
      )}
      {photos.load === 'ready' && (
        <>
          <p className="photo-count" data-testid="photo-count">
            {photos.photos.length} dari {INVITATION_LIMITS.photos} foto
          </p>
          {count > 0 && (
            <ul className="photo-grid" aria-label="Foto undangan" aria-busy={photos.busy}>
              {photos.photos.map((photo, index) => (
                <PhotoItem
                  key={photo.id}
                  photo={photo}
                  number={index + 1}
                  editable={editable}
                  asking={asking === photo.id}
                  onAsk={() => setAsking(photo.id)}
                  onCancel={() => setAsking(null)}
                  onRemove={() => {
                    setAsking(null);
                    void photos.remove(photo.id);
                  }}
                />
              ))}
              {photos.uploads.map((upload) => (
                <UploadItem key={upload.key} upload={upload} />
              ))}
            </ul>
          )}
          {editable && (
            <div className="photo-picker">
              <input
                ref={input}
                id="invitation-photos"
                className="visually-hidden"
                type="file"
                accept="image/*"
                multiple
                disabled={full}
                aria-describedby="invitation-photos-hint"
                onChange={(event) => {
                  photos.add(Array.from(event.target.files ?? []));
                  event.target.value = '';
                }}
              />
              <label
                htmlFor="invitation-photos"
                className={`button button--outline photo-picker__button${full ? ' photo-picker__button--off' : ''}`}
                aria-disabled={full}
              >
                {count === 0 ? 'Pilih Foto' : 'Tambah Foto'}
              </label>
              <p id="invitation-photos-hint" className="field-hint">
                {full
                  ? `Batas ${INVITATION_LIMITS.photos} foto tercapai. Hapus foto lain untuk menggantinya.`
                  : 'JPG atau PNG, maksimal 5 MB per foto. Anda dapat memilih beberapa foto sekaligus.'}
              </p>
            </div>
          )}
          {photos.refusals.length > 0 && (
            <ul className="photo-refusals" role="alert" data-testid="photo-refusals">
              {photos.refusals.map((refusal) => (
                <li key={refusal} className="field-error">
                  {refusal}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function PhotoItem({
  photo,
  number,
  editable,
  asking,
  onAsk,
  onCancel,
  onRemove,
}: {
  photo: PhotoTile;
  number: number;
  editable: boolean;
  asking: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onRemove: () => void;
}) {
  return (
    <li className="photo-tile" data-testid="photo-tile">
      {photo.url ? (
        <img className="photo-tile__image" src={photo.url} alt={`Foto ${number}`} />
      ) : (
        <span
          className="photo-tile__placeholder"
          role={photo.failed ? 'img' : 'status'}
          aria-label={`Foto ${number}`}
        >
          {photo.failed ? INVITATION_PAGE_MESSAGES.thumbnailFailed : 'Memuat...'}
        </span>
      )}
      {editable && !asking && !photo.removing && (
        <button
          type="button"
          className="photo-tile__remove"
          aria-label={`Hapus foto ${number}`}
          onClick={onAsk}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
      {photo.removing && (
        <span className="photo-tile__veil" role="status">
          Menghapus...
        </span>
      )}
      {asking && (
        <div
          className="photo-tile__veil photo-tile__question"
          role="group"
          aria-label={`Hapus foto ${number}?`}
        >
          <button type="button" className="button button--small button--danger" onClick={onRemove}>
            Hapus
          </button>
          <button type="button" className="button button--small button--outline" onClick={onCancel} autoFocus>
            Batal
          </button>
        </div>
      )}
    </li>
  );
}

function UploadItem({ upload }: { upload: UploadTile }) {
  const percent = Math.round(upload.sent * 100);
  return (
    <li className="photo-tile photo-tile--upload" data-testid="photo-upload">
      <span className="photo-tile__progress">
        {upload.status === 'queued' ? (
          <span>Menunggu giliran...</span>
        ) : upload.status === 'preparing' ? (
          <span role="status">Menyiapkan...</span>
        ) : (
          <>
            <progress max={100} value={percent} aria-label={`Mengunggah ${upload.name}`} />
            <span>{percent < 100 ? `${percent}%` : 'Memproses...'}</span>
          </>
        )}
      </span>
      <span className="photo-tile__name">{upload.name}</span>
    </li>
  );
}
