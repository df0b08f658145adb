import { createHash } from 'node:crypto';

/** Snap's `enabled_payments` names for the channels the simulator offers. */
export const METHOD_KEYS = [
  'bca_va',
  'bni_va',
  'bri_va',
  'cimb_va',
  'permata_va',
  'echannel',
  'other_qris',
  'gopay',
  'shopeepay',
  'indomaret',
  'alfamart',
] as const;
export type MethodKey = (typeof METHOD_KEYS)[number];

export type PaymentType = 'bank_transfer' | 'echannel' | 'qris' | 'gopay' | 'shopeepay' | 'cstore';

export interface PaymentMethod {
  key: MethodKey;
  label: string;
  group: 'virtual_account' | 'qris_ewallet' | 'store';
  paymentType: PaymentType;
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { key: 'bca_va', label: 'BCA Virtual Account', group: 'virtual_account', paymentType: 'bank_transfer' },
  { key: 'bni_va', label: 'BNI Virtual Account', group: 'virtual_account', paymentType: 'bank_transfer' },
  { key: 'bri_va', label: 'BRI Virtual Account', group: 'virtual_account', paymentType: 'bank_transfer' },
  {
    key: 'cimb_va',
    label: 'CIMB Niaga Virtual Account',
    group: 'virtual_account',
    paymentType: 'bank_transfer',
  },
  {
    key: 'permata_va',
    label: 'Permata Virtual Account',
    group: 'virtual_account',
    paymentType: 'bank_transfer',
  },
  { key: 'echannel', label: 'Mandiri Bill Payment', group: 'virtual_account', paymentType: 'echannel' },
  { key: 'other_qris', label: 'QRIS', group: 'qris_ewallet', paymentType: 'qris' },
  { key: 'gopay', label: 'GoPay', group: 'qris_ewallet', paymentType: 'gopay' },
  { key: 'shopeepay', label: 'ShopeePay', group: 'qris_ewallet', paymentType: 'shopeepay' },
  { key: 'indomaret', label: 'Indomaret', group: 'store', paymentType: 'cstore' },
  { key: 'alfamart', label: 'Alfamart', group: 'store', paymentType: 'cstore' },
];

// Other spellings testers and older integrations use for the same channels.
const ALIASES: Record<string, MethodKey> = {
  qris: 'other_qris',
  mandiri_bill: 'echannel',
  mandiri: 'echannel',
  permata: 'permata_va',
};

export function findMethod(name: string): PaymentMethod | undefined {
  const key = ALIASES[name] ?? name;
  return PAYMENT_METHODS.find((method) => method.key === key);
}

/** Digits that stay the same for one order and channel, so a page reload shows the same number. */
function digits(seed: string, count: number): string {
  let out = '';
  for (let round = 0; out.length < count; round++) {
    const hash = createHash('sha256').update(`${seed}:${round}`).digest();
    for (const byte of hash) out += String(byte % 10);
  }
  return out.slice(0, count);
}

const VA_PREFIX: Partial<Record<MethodKey, { bank: string; prefix: string; length: number }>> = {
  bca_va: { bank: 'bca', prefix: '12345', length: 11 },
  bni_va: { bank: 'bni', prefix: '988', length: 16 },
  bri_va: { bank: 'bri', prefix: '1047', length: 18 },
  cimb_va: { bank: 'cimb', prefix: '2198', length: 16 },
};

export interface MethodContext {
  orderId: string;
  grossAmount: number;
  publicUrl: string;
  qrString: string;
}

/** The channel-specific fields of a status answer and notification (MIDTRANS.md "Core API"). */
export function methodFields(method: PaymentMethod, ctx: MethodContext): Record<string, unknown> {
  const seed = `${ctx.orderId}:${method.key}`;
  const va = VA_PREFIX[method.key];
  if (va) {
    const number = va.prefix + digits(seed, va.length - va.prefix.length);
    return { va_numbers: [{ bank: va.bank, va_number: number }] };
  }
  switch (method.key) {
    case 'permata_va':
      return { permata_va_number: '8562' + digits(seed, 12) };
    case 'echannel':
      return { bill_key: digits(seed, 12), biller_code: '70012' };
    case 'indomaret':
    case 'alfamart':
      return { store: method.key, payment_code: digits(seed, 16) };
    default:
      return {
        ...(method.key === 'other_qris' ? { acquirer: 'gopay' } : {}),
        actions: [
          {
            name: 'generate-qr-code',
            method: 'GET',
            url: `${ctx.publicUrl}/sim/qr/${encodeURIComponent(ctx.orderId)}.png`,
          },
        ],
        qr_string: ctx.qrString,
      };
  }
}
