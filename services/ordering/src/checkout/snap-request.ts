import { jakartaWallClock } from '@undangan/contracts';
import type { SnapTransactionRequest } from '../midtrans/midtrans-provider';
import type { PricedCart } from '../pricing/cart-pricing';

/** "yyyy-MM-dd HH:mm:ss +0700", the time format Snap's expiry wants, in WIB. */
export function snapStartTime(now: Date): string {
  const wib = jakartaWallClock(now);
  return `${wib.slice(0, 10)} ${wib.slice(11, 19)} +0700`;
}

const snapName = (name: string) => (name.length > 50 ? `${name.slice(0, 47)}...` : name);

/** Snap's item_details: one line per priced line plus the discount as a negative line; sums to gross. */
export function snapItems(
  priced: PricedCart,
  referralCode: string | null,
): SnapTransactionRequest['item_details'] {
  const items = priced.lines.map((line) => ({
    id: `${line.type === 'package' ? 'PKG' : 'ADDON'}-${line.id}`,
    price: line.price,
    quantity: line.quantity,
    name: snapName(
      line.type === 'package' && line.designName ? `${line.name} - ${line.designName}` : line.name,
    ),
  }));
  if (priced.discount > 0) {
    items.push({
      id: 'DISCOUNT',
      price: -priced.discount,
      quantity: 1,
      name: snapName(`Diskon referal ${referralCode ?? ''}`.trim()),
    });
  }
  return items;
}
