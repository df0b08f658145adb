import type { EmailKind } from '@undangan/contracts';
import type { EmailView, ViewOf } from './email-views';
import { shopLinks } from '../shop-links';

/**
 * One realistic view of every kind (the compiler checks none is missing), and a few more ways the
 * same kinds come (other payment channels, other outcomes, long values): the tests render them all
 * and the previews show them.
 */

const ORDER_ID = 'INV-20261127-7K3M9Q';
const BASE = 'https://undangan.id';
const TOKEN = 'k3Jd9QmZr2VxT8bWn4LpYc6HsA1fGe5u';
const common = { orderId: ORDER_ID, customerName: 'Raka & Laras' };
const links = shopLinks(BASE);
const trackUrl = links.track(ORDER_ID);

const ITEMS = [
  { name: 'Paket Premium — desain Rustic Garden', price: 179_000, quantity: 1 },
  { name: 'Express 2 Hari', price: 50_000, quantity: 1 },
  { name: 'Revisi Foto/Musik', price: 20_000, quantity: 2 },
];
const SUBTOTAL = 269_000;
const DISCOUNT = 26_900;
const TOTAL = SUBTOTAL - DISCOUNT;

export const sampleViews: { [K in EmailKind]: ViewOf<K> } = {
  'transfer-awaited': {
    ...common,
    kind: 'transfer-awaited',
    items: ITEMS,
    subtotal: SUBTOTAL,
    discount: DISCOUNT,
    total: TOTAL,
    bank: { name: 'BCA', accountNumber: '1234567890', accountHolder: 'PT Undangan Digital Indonesia' },
    deadline: '2026-11-28T07:05:00.000Z',
    confirmUrl: links.confirmTransfer(ORDER_ID, TOKEN),
  },
  'payment-instructions': {
    ...common,
    kind: 'payment-instructions',
    total: TOTAL,
    channel: {
      paymentType: 'bank_transfer',
      vaNumbers: [{ bank: 'bca', vaNumber: '12345678901234567890' }],
      store: null,
      paymentCode: null,
      qrUrl: null,
    },
    expiresAt: '2026-11-28T07:05:00.000Z',
    paymentPageUrl: links.paymentPage(ORDER_ID),
  },
  'payment-received': {
    ...common,
    kind: 'payment-received',
    items: ITEMS,
    discount: DISCOUNT,
    total: TOTAL,
    paymentType: 'qris',
    paidAt: '2026-11-27T07:05:00.000Z',
    receiptUrl: links.receipt(ORDER_ID),
  },
  'payment-closed': {
    ...common,
    kind: 'payment-closed',
    total: TOTAL,
    outcome: 'expired',
    orderAgainUrl: links.orderAgain(),
  },
  'proof-rejected': {
    ...common,
    kind: 'proof-rejected',
    reason: 'Nominal pada bukti transfer Rp 240.000, kurang Rp 2.100 dari total pesanan.',
    trackUrl,
  },
  'money-returned': {
    ...common,
    kind: 'money-returned',
    paid: TOTAL,
    returned: TOTAL,
    status: 'refunded',
    trackUrl,
  },
  'invitation-ready': {
    ...common,
    kind: 'invitation-ready',
    clientUrl: `${BASE}/raka-laras`,
    trackUrl,
  },
  'couple-sign-in': {
    ...common,
    kind: 'couple-sign-in',
    signInUrl: links.coupleSignIn('Zk3Jd9QmZr2VxT8bWn4LpYc6HsA1fGe5uQw7Er0Ty2U'),
    expiresAt: '2026-11-27T07:20:00.000Z',
  },
  'partner-invited': {
    ...common,
    customerName: '',
    kind: 'partner-invited',
    signInUrl: links.coupleSignIn('Zk3Jd9QmZr2VxT8bWn4LpYc6HsA1fGe5uQw7Er0Ty2U'),
    expiresAt: '2026-11-27T07:20:00.000Z',
    askAgainUrl: links.coupleSignIn(),
  },
  'shop-proof-waiting': {
    ...common,
    kind: 'shop-proof-waiting',
    reviewUrl: links.adminProofReview(ORDER_ID),
  },
  'shop-late-payment': {
    ...common,
    kind: 'shop-late-payment',
    total: TOTAL,
    paymentType: 'bank_transfer',
    paidAt: '2026-11-29T02:30:00.000Z',
    adminUrl: links.adminPayment(ORDER_ID),
  },
  'shop-money-returned': {
    ...common,
    kind: 'shop-money-returned',
    paid: TOTAL,
    returned: 100_000,
    status: 'partially_refunded',
    adminUrl: links.adminPayment(ORDER_ID),
  },
};

const instructions = sampleViews['payment-instructions'];
const LONG_ORDER_ID = 'INV-20261127-7K3M9Q-ULANG-KEDUA-PEMBAYARAN-TERPISAH';

/** Other channels, outcomes and statuses of the same kinds, and the longest values a view can hold. */
export const sampleVariants: Record<string, EmailView> = {
  'payment-instructions-mandiri-bill': {
    ...instructions,
    channel: {
      ...instructions.channel,
      paymentType: 'echannel',
      vaNumbers: [{ bank: 'mandiri', vaNumber: '70012 386541237790' }],
    },
  },
  'payment-instructions-indomaret': {
    ...instructions,
    channel: {
      ...instructions.channel,
      paymentType: 'cstore',
      vaNumbers: [],
      store: 'indomaret',
      paymentCode: '4519273860125533',
    },
  },
  'payment-instructions-qris': {
    ...instructions,
    channel: {
      ...instructions.channel,
      paymentType: 'qris',
      vaNumbers: [],
      qrUrl: 'https://api.sandbox.midtrans.com/v2/qris/5d2a3f41-7c1e-4a59-9f0b-2b8e1f0c6a7d/qr-code',
    },
    expiresAt: '2026-11-27T07:20:00.000Z',
  },
  'payment-closed-failed': { ...sampleViews['payment-closed'], outcome: 'failed' },
  'proof-rejected-no-reason': { ...sampleViews['proof-rejected'], reason: null },
  'money-returned-charged-back': { ...sampleViews['money-returned'], status: 'charged_back' },
  'transfer-awaited-long': {
    ...sampleViews['transfer-awaited'],
    orderId: LONG_ORDER_ID,
    customerName: 'Raden Mas Bagus Prasetyo Wicaksono Adiningrat & Sekar Ayu Kusumawardhani Putri',
    items: [
      {
        name: 'Paket Exclusive — desain Javanese Heritage Gold dengan Galeri Foto dan Video Prewedding',
        price: 299_000,
        quantity: 1,
      },
      ...ITEMS.slice(1),
    ],
    subtotal: 389_000,
    discount: 0,
    total: 389_000,
    deadline: null,
    confirmUrl: links.confirmTransfer(LONG_ORDER_ID, `${TOKEN}${TOKEN}`),
  },
};
