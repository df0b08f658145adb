import { useState } from 'react';
import { Drawer } from '@/admin/components/Drawer';

/** 0 fits the image to the window; the others are times its own size. */
const ZOOMS = [0, 1, 1.5, 2, 3];

/**
 * The proof image beside the bill: a click (or the button) opens it over the page, where it can be
 * zoomed in steps to read a transfer's small print.
 */
export function ProofImage({
  src,
  broken,
  placeholder,
  orderId,
  onBroken,
}: {
  src: string | null;
  broken: boolean;
  placeholder: string | null;
  orderId: string;
  onBroken: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [zoom, setZoom] = useState(0);
  const [natural, setNatural] = useState(0);

  const usable = Boolean(src) && !broken;
  const show = () => {
    setZoom(0);
    setOpen(true);
  };

  return (
    <div className="admin-proof-preview">
      <div className="admin-page-head">
        <h3 id="proof-image-title">Bukti transfer</h3>
        {usable && (
          <button type="button" className="admin-button small secondary" onClick={show}>
            Perbesar gambar
          </button>
        )}
      </div>
      {usable && src ? (
        <button
          type="button"
          className="admin-image-button"
          onClick={show}
          aria-label="Perbesar bukti pembayaran"
        >
          <img src={src} alt="Bukti pembayaran" onError={onBroken} />
        </button>
      ) : (
        placeholder && <p className="admin-placeholder">{placeholder}</p>
      )}
      {open && src && (
        <Drawer
          labelledBy="proof-zoom-title"
          onClose={() => setOpen(false)}
          variant="centre"
          testId="proof-zoom"
        >
          <header className="admin-drawer-header">
            <h3 id="proof-zoom-title">Bukti pembayaran {orderId}</h3>
            <div className="admin-detail-actions">
              <button
                type="button"
                className="admin-icon-button"
                aria-label="Perkecil"
                disabled={zoom === 0}
                onClick={() => setZoom((z) => Math.max(z - 1, 0))}
              >
                −
              </button>
              <span className="admin-zoom-level" aria-live="polite">
                {zoom === 0 ? 'Pas layar' : `${Math.round(ZOOMS[zoom] * 100)}%`}
              </span>
              <button
                type="button"
                className="admin-icon-button"
                aria-label="Perbesar"
                disabled={zoom === ZOOMS.length - 1}
                onClick={() => setZoom((z) => Math.min(z + 1, ZOOMS.length - 1))}
              >
                +
              </button>
              <button
                type="button"
                className="admin-icon-button"
                aria-label="Tutup"
                title="Tutup (Esc)"
                onClick={() => setOpen(false)}
              >
                ×
              </button>
            </div>
          </header>
          <div className="admin-lightbox-body">
            <img
              src={src}
              alt={`Bukti pembayaran ${orderId}`}
              className={zoom === 0 ? 'is-fit' : undefined}
              style={zoom === 0 || !natural ? undefined : { width: natural * ZOOMS[zoom], maxWidth: 'none' }}
              onLoad={(e) => setNatural(e.currentTarget.naturalWidth)}
            />
          </div>
        </Drawer>
      )}
    </div>
  );
}
