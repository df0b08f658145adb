import { clearCart } from '@/shared/cart/cart-store';
import { paths, withQuery } from '@/shared/config/paths';
import { STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { removeKeys } from '@/shared/storage/storage';
import { loadSnap } from './snap';

/** PRODUCT.md section 8's automatic-payment failure and section 4's closed popup. */
export const SNAP_MESSAGES = {
  paymentFailed: 'Gagal memproses pembayaran. Coba lagi nanti.',
  popupClosed: 'Transaksi ditutup tanpa menyelesaikan pembayaran.',
} as const;

export interface SnapCheckout {
  token: string;
  orderId: string;
  navigate: (to: string) => void;
  /** The customer closed the popup without paying. */
  onClose: () => void;
}

/**
 * The order is paid or waiting for its money: the cart and its discount are done with, and the
 * same cart built again is a new order (not this one reopened).
 */
function leaveCart() {
  clearCart();
  removeKeys(STORAGE_KEYS.discountAmount, STORAGE_KEYS.referralCode, STORAGE_KEYS.onlineAttempt);
}

/**
 * Opens the provider's popup for a Snap token and follows its outcome (PRODUCT.md section 4): success
 * to the finish page, pending to the pending page (both clear the cart), an error to the failed
 * page. Every address carries the order id only: PRODUCT.md section 4 also puts the customer's name,
 * phone and email in the finish page's address, where browser history, shared links and server
 * logs would keep them; they stay in storage instead. The result object is never trusted: the
 * pages ask the shop. False when the popup cannot open (snap.js unavailable, or another popup
 * already open).
 */
export async function openSnapCheckout({
  token,
  orderId,
  navigate,
  onClose,
}: SnapCheckout): Promise<boolean> {
  const snap = await loadSnap();
  if (!snap) return false;
  try {
    snap.pay(token, {
      onSuccess: () => {
        leaveCart();
        navigate(withQuery(paths.paymentFinish, { order_id: orderId }));
      },
      onPending: () => {
        leaveCart();
        navigate(withQuery(paths.paymentPending, { order_id: orderId }));
      },
      onError: () => navigate(withQuery(paths.paymentFailed, { order_id: orderId })),
      onClose,
    });
    return true;
  } catch (error) {
    // snap.pay throws while another popup is open.
    console.error('Payment popup could not open', error);
    return false;
  }
}
