import { createHash } from 'node:crypto';

/** Snap's `enabled_payments` names for the channels the simulator offers. */
export const METHOD_KEYS = [
  'credit_card',
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

export type PaymentType =
  'credit_card' | 'bank_transfer' | 'echannel' | 'qris' | 'gopay' | 'shopeepay' | 'cstore';

export interface PaymentMethod {
  key: MethodKey;
  label: string;
  group: 'card' | 'virtual_account' | 'qris_ewallet' | 'store';
  paymentType: PaymentType;
  /** Indomaret's notifications carry no fraud_status; every other channel's do. */
  hasFraudStatus: boolean;
  /** Midtrans reverses a settled payment (settlement -> deny) only on these channels. */
  reversible: boolean;
}

function method(
  key: MethodKey,
  label: string,
  group: PaymentMethod['group'],
  paymentType: PaymentType,
  extra: Partial<Pick<PaymentMethod, 'hasFraudStatus' | 'reversible'>> = {},
): PaymentMethod {
  return { key, label, group, paymentType, hasFraudStatus: true, reversible: false, ...extra };
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  method('credit_card', 'Kartu Kredit/Debit', 'card', 'credit_card'),
  method('bca_va', 'BCA Virtual Account', 'virtual_account', 'bank_transfer'),
  method('bni_va', 'BNI Virtual Account', 'virtual_account', 'bank_transfer'),
  method('bri_va', 'BRI Virtual Account', 'virtual_account', 'bank_transfer'),
  method('cimb_va', 'CIMB Niaga Virtual Account', 'virtual_account', 'bank_transfer'),
  method('permata_va', 'Permata Virtual Account', 'virtual_account', 'bank_transfer', { reversible: true }),
  method('echannel', 'Mandiri Bill Payment', 'virtual_account', 'echannel', { reversible: true }),
  method('other_qris', 'QRIS', 'qris_ewallet', 'qris'),
  method('gopay', 'GoPay', 'qris_ewallet', 'gopay'),
  method('shopeepay', 'ShopeePay', 'qris_ewallet', 'shopeepay'),
  method('indomaret', 'Indomaret', 'store', 'cstore', { hasFraudStatus: false, reversible: true }),
  method('alfamart', 'Alfamart', 'store', 'cstore'),
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
  return PAYMENT_METHODS.find((candidate) => candidate.key === key);
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

/** A uuid-shaped id that stays the same for one seed. */
function stableUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const VA_PREFIX: Partial<Record<MethodKey, { bank: string; prefix: string; length: number }>> = {
  bca_va: { bank: 'bca', prefix: '12345', length: 11 },
  bni_va: { bank: 'bni', prefix: '988', length: 16 },
  bri_va: { bank: 'bri', prefix: '1047', length: 18 },
  cimb_va: { bank: 'cimb', prefix: '2198', length: 16 },
};

// Who issued the customer's wallet and who acquired the QR payment, as Midtrans names them.
const WALLETS: Partial<Record<MethodKey, { issuer: string; acquirer: string; transactionType: string }>> = {
  other_qris: { issuer: 'dana', acquirer: 'gopay', transactionType: 'off-us' },
  gopay: { issuer: 'gopay', acquirer: 'gopay', transactionType: 'on-us' },
  shopeepay: { issuer: 'shopeepay', acquirer: 'shopeepay', transactionType: 'on-us' },
};

/** Midtrans's test Visa card, masked as its answers show it. */
export const TEST_CARD = { number: '4811 1111 1111 1114', masked: '481111-1114', bank: 'bni' };

/** What the card's bank said: nothing yet while 3-D Secure is pending. */
export type CardAnswer = 'approved' | 'declined';

export interface MethodContext {
  orderId: string;
  grossAmount: string;
  publicUrl: string;
  qrString: string;
  /** The transaction's own id: a retried payment gets new card and wallet references. */
  transactionId: string;
  /** When the customer paid; unset while nothing is paid. */
  paidAt?: string;
  cardAnswer?: CardAnswer;
  approvalCode?: string;
}

/**
 * The channel-specific fields of a status answer and notification (docs/PAYMENTS.md, "The provider's
 * facts": fields by channel).
 */
export function methodFields(method: PaymentMethod, ctx: MethodContext): Record<string, unknown> {
  const seed = `${ctx.orderId}:${method.key}`;
  const va = VA_PREFIX[method.key];
  if (va) {
    const number = va.prefix + digits(seed, va.length - va.prefix.length);
    return {
      va_numbers: [{ bank: va.bank, va_number: number }],
      payment_amounts: ctx.paidAt ? [{ paid_at: ctx.paidAt, amount: ctx.grossAmount }] : [],
    };
  }
  switch (method.key) {
    case 'credit_card':
      return cardFields(ctx);
    case 'permata_va':
      return { permata_va_number: '8562' + digits(seed, 12) };
    case 'echannel':
      return { bill_key: digits(seed, 12), biller_code: '70012' };
    case 'indomaret':
    case 'alfamart':
      return { store: method.key, payment_code: digits(seed, 16) };
    default:
      return walletFields(method, ctx);
  }
}

function cardFields(ctx: MethodContext): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    masked_card: TEST_CARD.masked,
    bank: TEST_CARD.bank,
    card_type: 'credit',
  };
  if (ctx.cardAnswer === undefined) return fields;
  fields.eci = '05';
  fields.channel_response_code = ctx.cardAnswer === 'approved' ? '00' : '05';
  fields.channel_response_message = ctx.cardAnswer === 'approved' ? 'Approved' : 'Do not honor';
  if (ctx.approvalCode) fields.approval_code = ctx.approvalCode;
  return fields;
}

function walletFields(method: PaymentMethod, ctx: MethodContext): Record<string, unknown> {
  const wallet = WALLETS[method.key];
  return {
    ...(wallet ? { acquirer: wallet.acquirer } : {}),
    // The customer's wallet is known only once it paid.
    ...(wallet && ctx.paidAt ? { issuer: wallet.issuer, transaction_type: wallet.transactionType } : {}),
    ...(method.key === 'other_qris'
      ? { merchant_cross_reference_id: stableUuid(`${ctx.transactionId}:cross-reference`) }
      : {}),
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
