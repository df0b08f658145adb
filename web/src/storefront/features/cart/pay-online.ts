import type { CartItem } from '../../../shared/cart/cart';
import type { CustomerDetails } from '../../../shared/customer/customer-details';
import { openSnapCheckout } from '../../../shared/payment/snap-checkout';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';
import { readText, writeText } from '../../../shared/storage/storage';
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

  const opened = await openSnapCheckout({
    token,
    orderId,
    navigate,
    finishQuery: { name: customer.name, phone: customer.phone, email: customer.email },
    onClose: () => {
      window.alert(CART_MESSAGES.popupClosed);
      const stored = readText(STORAGE_KEYS.currentOrderId) ?? orderId;
      deleteOnlinePayment(stored).catch((error: unknown) =>
        console.error('Closed online payment could not be deleted', error),
      );
    },
  });
  if (!opened) window.alert(CART_MESSAGES.paymentFailed);
}
