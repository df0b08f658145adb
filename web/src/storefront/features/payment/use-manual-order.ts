import { useEffect, useState } from 'react';
import type { ManualOrder } from '@undangan/contracts';
import { errorStatus } from '@/shared/api/server-message';
import { cartSubtotal, type CartItem } from '@/shared/cart/cart';
import { loadCart } from '@/shared/cart/cart-store';
import {
  isCustomerComplete,
  loadCustomerDetails,
  type CustomerDetails,
} from '@/shared/customer/customer-details';
import { effectiveDiscount, payableTotal } from '@/shared/referral/referral';
import { SESSION_KEYS, STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { readAmount, readSession, readText, writeSession, writeText } from '@/shared/storage/storage';
import { openManualOrder, placeManualOrder } from './api/manual-order';
import { parseKeptLink, readConfirmationLink, type ConfirmationLink } from './confirmation-link';

/** One line of the order's breakdown. */
interface BreakdownLine {
  key: string;
  label: string;
  amount: number;
  addon: boolean;
}

/**
 * What the page shows and confirms: the order this browser placed (read from storage), or the one
 * an email's link opened on any device (read from the shop, with the link's secret).
 */
export interface ManualOrderView {
  orderId: string | null;
  customer: CustomerDetails;
  lines: BreakdownLine[];
  subtotal: number;
  discount: number;
  total: number;
  /** The cart sent with the confirmation. */
  cart: readonly unknown[];
  /** Set when the order came from an email's link: its code is applied as placed. */
  linked: { orderSecret: string; referralCode: string | null; confirmBy: string } | null;
}

const times = (quantity: number) => (quantity > 1 ? ` x${quantity}` : '');

function breakdownOf(items: CartItem[]): BreakdownLine[] {
  return items.flatMap((item, index) => [
    ...(item.packageId !== null
      ? [
          {
            key: `${index}-package`,
            label: `Paket ${item.packageName} (${item.designName})${times(item.quantity)}`,
            amount: item.packagePrice * item.quantity,
            addon: false,
          },
        ]
      : []),
    ...item.addons.map((addon, addonIndex) => ({
      key: `${index}-${addon.id}-${addonIndex}`,
      label: `${addon.title}${times(item.quantity)}`,
      amount: addon.price * item.quantity,
      addon: true,
    })),
  ]);
}

/** The order this browser placed, read once from storage when the page opens. */
function readStoredOrder(): ManualOrderView {
  const customer = loadCustomerDetails();
  const items = loadCart();
  const subtotal = cartSubtotal(items);
  const discount = effectiveDiscount(subtotal, readAmount(STORAGE_KEYS.discountAmount));
  return {
    orderId: readText(STORAGE_KEYS.orderId),
    customer,
    lines: breakdownOf(items),
    subtotal,
    discount,
    total: payableTotal(subtotal, discount),
    cart: items,
    linked: null,
  };
}

/** The order an email's link opened: the shop's own figures. */
function linkedOrderView(order: ManualOrder, link: ConfirmationLink): ManualOrderView {
  return {
    orderId: order.order_id,
    customer: order.customer,
    lines: order.items.map((item, index) => ({
      key: `${index}`,
      label: `${item.name}${times(item.quantity)}`,
      amount: item.price * item.quantity,
      addon: false,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    total: order.total,
    cart: order.cart,
    linked: { orderSecret: link.orderSecret, referralCode: order.referral_code, confirmBy: order.confirm_by },
  };
}

export type Opened =
  | { status: 'stored'; order: ManualOrderView }
  | { status: 'opening' }
  | { status: 'linked'; order: ManualOrderView }
  | { status: 'link-refused'; message: string };

const LINK_UNREADABLE =
  'Pesanan Anda tidak dapat dimuat saat ini. Periksa koneksi Anda, lalu muat ulang halaman ini.';
const LINK_REFUSED =
  'Tautan konfirmasi ini tidak berlaku lagi. Jika Anda sudah mentransfer, kirim bukti transfer melalui WhatsApp kami.';

/**
 * Opens the page's order: from an email's link when the address carries one (the link is then
 * taken out of the address bar and its order kept as this browser's), else from storage. A stored
 * order is placed with the shop once, so the couple gets its email.
 */
export function useManualOrder(): Opened {
  const [link] = useState(
    () =>
      readConfirmationLink(window.location.hash) ?? parseKeptLink(readSession(SESSION_KEYS.confirmationLink)),
  );
  const [opened, setOpened] = useState<Opened>(() =>
    link ? { status: 'opening' } : { status: 'stored', order: readStoredOrder() },
  );

  useEffect(() => {
    if (!link) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    let live = true;
    openManualOrder(link.orderId, link.orderSecret).then(
      (order) => {
        if (!live) return;
        writeText(STORAGE_KEYS.orderId, link.orderId);
        writeText(STORAGE_KEYS.orderSecret, link.orderSecret);
        writeSession(SESSION_KEYS.confirmationLink, JSON.stringify(link));
        setOpened({ status: 'linked', order: linkedOrderView(order, link) });
      },
      (error: unknown) => {
        console.error('The confirmation link was refused', error);
        const status = errorStatus(error);
        const refused = status === 403 || status === 404;
        if (live) setOpened({ status: 'link-refused', message: refused ? LINK_REFUSED : LINK_UNREADABLE });
      },
    );
    return () => {
      live = false;
    };
  }, [link]);

  const stored = opened.status === 'stored' ? opened.order : null;
  useEffect(() => {
    const orderSecret = readText(STORAGE_KEYS.orderSecret);
    if (!stored?.orderId || !orderSecret || !isCustomerComplete(stored.customer) || stored.cart.length === 0)
      return;
    placeManualOrder({
      orderId: stored.orderId,
      orderSecret,
      items: stored.cart as CartItem[],
      customer: stored.customer,
      referralCode: stored.discount > 0 ? readText(STORAGE_KEYS.referralCode) : null,
    }).catch((error: unknown) =>
      // The page works without it: only the email with the transfer details is missed.
      console.error('The manual order could not be placed', error),
    );
  }, [stored]);

  return opened;
}
