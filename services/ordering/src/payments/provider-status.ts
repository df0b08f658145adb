import { mandiriBillText } from '@undangan/contracts';
import type { ProviderTransaction } from '../midtrans/midtrans-provider';

/** The payment details a Midtrans status or notification carries, as the shop stores them. */
export interface ProviderDetails {
  providerStatus: string | null;
  providerTransactionId: string | null;
  paymentType: string | null;
  expiryTime: Date | null;
  vaNumbers: { bank: string; va_number: string }[];
  store: string | null;
  paymentCode: string | null;
  qrUrl: string | null;
}

const text = (value: unknown, max = 200): string | null =>
  typeof value === 'string' && value.length <= max ? value : null;

/** "YYYY-MM-DD HH:mm:ss" in WIB (UTC+7), as Midtrans writes times, to a Date. */
export function parseWibTime(value: unknown): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value.replace(' ', 'T')}+07:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Reads leniently: unknown or malformed fields are ignored, new fields never break it. */
export function providerDetails(body: ProviderTransaction): ProviderDetails {
  const vaNumbers: { bank: string; va_number: string }[] = [];
  if (Array.isArray(body.va_numbers)) {
    for (const va of body.va_numbers.slice(0, 10)) {
      const bank = text((va as Record<string, unknown>)?.bank, 20);
      const number = text((va as Record<string, unknown>)?.va_number, 40);
      if (bank && number) vaNumbers.push({ bank, va_number: number });
    }
  }
  const permata = text(body.permata_va_number, 40);
  if (permata) vaNumbers.push({ bank: 'permata', va_number: permata });
  const billKey = text(body.bill_key, 40);
  if (billKey)
    vaNumbers.push({ bank: 'mandiri', va_number: mandiriBillText(text(body.biller_code, 20), billKey) });
  let qrUrl: string | null = null;
  if (Array.isArray(body.actions)) {
    const qr = body.actions.find(
      (action) => (action as Record<string, unknown>)?.name === 'generate-qr-code',
    ) as Record<string, unknown> | undefined;
    const url = text(qr?.url, 1000);
    if (url && /^https?:\/\//.test(url)) qrUrl = url;
  }
  return {
    providerStatus: text(body.transaction_status, 40),
    providerTransactionId: text(body.transaction_id, 100),
    paymentType: text(body.payment_type, 40),
    expiryTime: parseWibTime(body.expiry_time),
    vaNumbers,
    store: text(body.store, 40),
    paymentCode: text(body.payment_code, 60),
    qrUrl,
  };
}
