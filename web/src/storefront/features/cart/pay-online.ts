import { serverMessage } from '@/shared/api/server-message';
import type { CartItem } from '@/shared/cart/cart';
import type { CustomerDetails } from '@/shared/customer/customer-details';
import { saveOrderLookup } from '@/shared/order/order-lookup';
import { getOrderPayments } from '@/shared/payment/get-order-payments';
import { openSnapCheckout } from '@/shared/payment/snap-checkout';
import { STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { readText, writeText } from '@/shared/storage/storage';
import { createPayment } from './api/create-payment';
import { attemptKey, keepAttempt, keptAttempt } from './online-attempt';
import { notePopupClosed } from './api/note-popup-closed';
import { CART_MESSAGES } from './cart-messages';

interface OnlinePayment {
  items: CartItem[];
  total: number;
  discount: number;
  referralCode: string;
  customer: CustomerDetails;
  navigate: (to: string) => void;
  /** The customer closed the popup without paying (PRODUCT.md section 4's message is the page's to show). */
  onClosed: () => void;
}

/** How starting the payment went: the popup is open, or why it is not. */
export type OnlinePaymentStart = { opened: true } | { opened: false; message: string };

/**
 * Automatic payment: a token from the server, then the provider's popup (PRODUCT.md section 4). A
 * refusal carries the server's own reason (a phone number it does not take, a name too long...).
 */
export async function payOnline({
  items,
  total,
  discount,
  referralCode,
  customer,
  navigate,
  onClosed,
}: OnlinePayment): Promise<OnlinePaymentStart> {
  let token: string;
  let orderId: string;
  const key = attemptKey({ items, customer, referralCode, total });
  const again = await pageToPayAgain(key);
  if (again) {
    ({ token, orderId } = again);
  } else {
    try {
      ({ token, orderId } = await createPayment({
        cartItems: items,
        totalHarga: total,
        discountAmount: discount,
        referralCode,
        customerDetails: customer,
      }));
    } catch (error) {
      console.error('Online payment could not be created', error);
      return { opened: false, message: serverMessage(error) ?? CART_MESSAGES.paymentFailed };
    }
    keepAttempt(orderId, key);
  }
  writeText(STORAGE_KEYS.currentOrderId, orderId);
  // The tracking page of this tab starts with this order and number filled in.
  saveOrderLookup({ orderId, phone: customer.phone });

  const opened = await openSnapCheckout({
    token,
    orderId,
    navigate,
    onClose: () => {
      onClosed();
      const stored = readText(STORAGE_KEYS.currentOrderId) ?? orderId;
      notePopupClosed(stored).catch((error: unknown) =>
        console.error('Closed online payment could not be deleted', error),
      );
    },
  });
  return opened ? { opened: true } : { opened: false, message: CART_MESSAGES.paymentFailed };
}

/**
 * The Snap page of the same order opened by an earlier press (the popup closed, the page went
 * back), while the shop says it can still be paid: paying again reopens it instead of making a
 * second order for the same cart. Null when there is none, or the shop cannot say.
 */
async function pageToPayAgain(key: string): Promise<{ orderId: string; token: string } | null> {
  const orderId = keptAttempt(key);
  if (!orderId) return null;
  try {
    const [payment] = await getOrderPayments(orderId);
    const token = payment?.payment_page?.token;
    return payment?.transaction_status === 'pending' && token ? { orderId, token } : null;
  } catch (error) {
    console.error('The earlier online payment could not be checked', error);
    return null;
  }
}
