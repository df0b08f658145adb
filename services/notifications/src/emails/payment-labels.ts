import { MANUAL_PAYMENT_TYPE, type MoneyBackStatus } from '@undangan/contracts';

/**
 * How a payment is said in words to a couple or the shop's admin: Midtrans's payment_type codes,
 * bank codes and store codes never appear in an email as they are.
 */

const BANK_NAMES: Record<string, string> = {
  bca: 'BCA',
  bni: 'BNI',
  bri: 'BRI',
  mandiri: 'Mandiri',
  permata: 'Permata',
  cimb: 'CIMB Niaga',
  danamon: 'Danamon',
  bsi: 'BSI',
  seabank: 'SeaBank',
};

const STORE_NAMES: Record<string, string> = { indomaret: 'Indomaret', alfamart: 'Alfamart' };

const PAYMENT_TYPE_NAMES: Record<string, string> = {
  [MANUAL_PAYMENT_TYPE]: 'Transfer bank manual',
  bank_transfer: 'Virtual account bank',
  permata: 'Virtual account Permata',
  echannel: 'Mandiri Bill',
  cstore: 'Indomaret atau Alfamart',
  qris: 'QRIS',
  other_qris: 'QRIS',
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  credit_card: 'Kartu kredit',
  akulaku: 'Akulaku',
  kredivo: 'Kredivo',
};

/** "BCA", "CIMB Niaga"; a bank the shop has no name for is written in capitals, as banks write theirs. */
export function bankName(code: string): string {
  const key = code.trim().toLowerCase();
  return Object.hasOwn(BANK_NAMES, key) ? BANK_NAMES[key] : key.toUpperCase();
}

/** "Indomaret", "Alfamart"; another store by its code with a capital, as a store is named. */
export function storeName(code: string): string {
  const key = code.trim().toLowerCase();
  if (Object.hasOwn(STORE_NAMES, key)) return STORE_NAMES[key];
  return key.replace(/[_-]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/**
 * "Virtual account BCA", "Mandiri Bill", "Indomaret", "QRIS", "Transfer bank manual": the more
 * precise when the bank or store is known. A type the shop does not know yet is a "Pembayaran
 * online" rather than its code.
 */
export function paymentMethodName(
  paymentType: string,
  channel: { bank?: string; store?: string } = {},
): string {
  if (paymentType === 'bank_transfer' && channel.bank) return `Virtual account ${bankName(channel.bank)}`;
  if (paymentType === 'cstore' && channel.store) return storeName(channel.store);
  return Object.hasOwn(PAYMENT_TYPE_NAMES, paymentType)
    ? PAYMENT_TYPE_NAMES[paymentType]
    : 'Pembayaran online';
}

/** What happened to the money, in a few words (a subject, a status line). */
export const MONEY_BACK_STATUS_NAMES: Record<MoneyBackStatus, string> = {
  refunded: 'Dana dikembalikan penuh',
  partially_refunded: 'Sebagian dana dikembalikan',
  charged_back: 'Penarikan dana (chargeback) oleh bank penerbit kartu',
  reversed: 'Pembayaran dibatalkan oleh penyedia pembayaran',
};
