import { useState, type MouseEvent } from 'react';
import type { OrderPayment } from '@/shared/payment/get-order-payments';
import {
  QRIS_OTHER_DEVICE_STEP,
  QRIS_SAME_PHONE_STEPS,
} from '@/storefront/features/payment/payment-instructions';
import { AmountToPay } from './AmountToPay';

interface WalletLink {
  label: string;
  url: string;
}

const WALLET_NAMES: Record<string, string> = { gopay: 'GoPay', shopeepay: 'ShopeePay' };
// Wallet apps open from these addresses only: nothing from the answer runs in the shop's page.
const WALLET_URL = /^(https:|gojek:|shopeeid:)/i;

/**
 * Buttons that open the wallet app on this phone. Midtrans gives them as 'deeplink-redirect'
 * actions of a GoPay or ShopeePay payment; they appear when the shop's lookup passes them on.
 */
function walletLinks(payment: OrderPayment): WalletLink[] {
  const actions = (payment as { actions?: unknown }).actions;
  if (!Array.isArray(actions)) return [];
  const name = WALLET_NAMES[payment.payment_type ?? ''] ?? 'e-wallet';
  return actions
    .filter((action): action is { name: string; url: string } => {
      const a = action as Record<string, unknown> | null;
      return a?.name === 'deeplink-redirect' && typeof a.url === 'string' && WALLET_URL.test(a.url);
    })
    .slice(0, 2)
    .map((action) => ({ label: `Buka Aplikasi ${name}`, url: action.url }));
}

type Saving = { status: 'idle' } | { status: 'saved' } | { status: 'opened' };

/**
 * A QR payment on the same phone: the code can be saved to the gallery (the link is the picture
 * itself, so holding it down also offers 'Simpan gambar'), then opened from the wallet app.
 */
export function QrPayment({ payment, amount }: { payment: OrderPayment; amount: number }) {
  const [saving, setSaving] = useState<Saving>({ status: 'idle' });
  const qr = payment.qr_images;
  const image = qr.standard ?? qr.shopeepay;
  if (!image) return null;
  const label = qr.standard ? 'QRIS' : 'ShopeePay';
  const fileName = `qris-${payment.order_id}.png`;
  const wallets = walletLinks(payment);

  const save = async (event: MouseEvent<HTMLAnchorElement>) => {
    // The picture lives on the provider's site, where `download` alone is ignored: fetch it first.
    // Raw fetch, not the shop's client: another origin, no JSON, no base address, and the bytes as a blob.
    event.preventDefault();
    try {
      const response = await fetch(image, { mode: 'cors' });
      if (!response.ok) throw new Error(`QR image answered ${response.status}`);
      const blob = await response.blob();
      const file = new File([blob], fileName, { type: blob.type || 'image/png' });
      const touch = window.matchMedia?.('(pointer: coarse)').matches ?? false;
      // On a phone the share sheet offers 'Simpan Gambar' into the photo gallery.
      if (touch && navigator.canShare?.({ files: [file] })) {
        try {
          await navigator.share({ files: [file], title: 'Kode QR pembayaran' });
          setSaving({ status: 'saved' });
          return;
        } catch (error) {
          if ((error as Error).name === 'AbortError') return;
        }
      }
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.appendChild(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setSaving({ status: 'saved' });
    } catch (error) {
      console.error('QR image could not be fetched; opening it instead', error);
      window.open(image, '_blank', 'noopener');
      setSaving({ status: 'opened' });
    }
  };

  return (
    <section className="card payment-card" aria-labelledby="qr-title">
      <h2 id="qr-title" className="payment-card__title">
        Bayar dengan {label}
      </h2>
      <figure className="qr">
        <img src={image} alt={`Kode QR ${label}`} width={240} height={240} fetchPriority="high" />
        <figcaption>{label}</figcaption>
      </figure>
      <div className="qr-actions">
        <a
          className="button"
          href={image}
          download={fileName}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => void save(event)}
          data-testid="save-qr"
        >
          Simpan Kode QR
        </a>
        {wallets.map((wallet) => (
          <a key={wallet.url} className="button button--outline" href={wallet.url} rel="noopener noreferrer">
            {wallet.label}
          </a>
        ))}
      </div>
      <p className="qr-saved" role="status" data-testid="save-qr-said">
        {saving.status === 'saved' &&
          'Kode QR tersimpan. Buka aplikasi pembayaran Anda dan pilih gambar dari galeri.'}
        {saving.status === 'opened' &&
          'Kode QR terbuka di tab baru. Tekan lama gambarnya, lalu pilih Simpan Gambar.'}
      </p>
      <AmountToPay amount={amount} />
      <div className="pay-guide">
        <h3 className="pay-guide__title">Cara membayar dari ponsel ini</h3>
        <ol className="pay-guide__steps">
          {QRIS_SAME_PHONE_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="muted">{QRIS_OTHER_DEVICE_STEP}</p>
      </div>
    </section>
  );
}
