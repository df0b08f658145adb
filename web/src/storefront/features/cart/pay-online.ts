import type { CartItem } from '../../../shared/cart/cart';
import { clearCart } from '../../../shared/cart/cart-store';
import { paths, withQuery } from '../../../shared/config/paths';
import type { CustomerDetails } from '../../../shared/customer/customer-details';
import { loadSnap } from '../../../shared/payment/snap';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';
import { readText, removeKeys, writeText } from '../../../shared/storage/storage';
import { createTransaction } from './api/create-transaction';
import { deleteOnlinePayment } from './api/delete-online-payment';
import { CART_MESSAGES } from './cart-messages';

interface OnlinePayment {
  items: CartItem[];
  total: number;
  discount: number;
  referralCode: string;
  customer: CustomerDetails;
  navigate: (to: string) => void;
}

/** Automatic payment: a token from the server, then the provider's popup (SPEC section 4). */
export async function payOnline({ items, total, discount, referralCode, customer, navigate }: OnlinePayment) {
  let token: string;
  let orderId: string;
  try {
    ({ token, orderId } = await createTransaction({
      cartItems: items,
      totalHarga: total,
      discountAmount: discount,
      referralCode,
      customerDetails: customer,
    }));
  } catch (error) {
    console.error('Online payment could not be created', error);
    window.alert(CART_MESSAGES.paymentFailed);
    return;
  }
  writeText(STORAGE_KEYS.currentOrderId, orderId);

  const snap = await loadSnap();
  if (!snap) {
    window.alert(CART_MESSAGES.paymentFailed);
    return;
  }
  const finishOrder = () => {
    clearCart();
    removeKeys(STORAGE_KEYS.discountAmount, STORAGE_KEYS.referralCode);
  };
  try {
    snap.pay(token, {
      onSuccess: () => {
        finishOrder();
        navigate(
          withQuery(paths.paymentFinish, {
            order_id: orderId,
            name: customer.name,
            phone: customer.phone,
            email: customer.email,
          }),
        );
      },
      onPending: () => {
        finishOrder();
        navigate(withQuery(paths.paymentPending, { order_id: orderId }));
      },
      onError: () => navigate(withQuery(paths.paymentFailed, { order_id: orderId })),
      onClose: () => {
        window.alert(CART_MESSAGES.popupClosed);
        const stored = readText(STORAGE_KEYS.currentOrderId) ?? orderId;
        deleteOnlinePayment(stored).catch((error: unknown) =>
          console.error('Closed online payment could not be deleted', error),
        );
      },
    });
  } catch (error) {
    // snap.pay throws while another popup is open.
    console.error('Payment popup could not open', error);
    window.alert(CART_MESSAGES.paymentFailed);
  }
}
