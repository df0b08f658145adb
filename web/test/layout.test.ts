/**
 * Every storefront page on two phones (360 x 740, 390 x 844), a tablet (1024 x 768) and a laptop
 * (1366 x 768) in Debian's Chromium, in the states a customer meets it: nothing may be wider than
 * the screen, no button or text may be cut off, no price broken over two lines, nothing (the
 * floating chat button above all) may lie on top of something to tap or read; and a refused
 * payment puts the first field to correct, with its message, in sight below the sticky header.
 * Run `npm run build` first.
 */
import { BROWSER_TEST_MS, CHROMIUM_ARGS, CHROMIUM_PATH, STEP_MS } from '../../infra/stack/src/chromium';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Design } from '@undangan/contracts';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';
import { DialogGuard, layoutProblems, placeInWindow, readable, simulator } from './storefront-support';
import { waitFor } from '@undangan/platform/testing';

jest.setTimeout(BROWSER_TEST_MS);

const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
];
const CUSTOMER = { name: 'Rina Kusuma', phone: '081234567890', email: 'rina@example.com' };

let stack: TestStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let dialogs: DialogGuard;
let designs: Design[];

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${stack.baseUrl}${path}`, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const CART = [
  {
    packageId: 3,
    packageName: 'Premium',
    designId: 'premium-eucalyptus-mist',
    designName: 'Eucalyptus Mist',
    packagePrice: 179000,
    addons: [{ id: 1, title: 'Express 2 Hari', description: '', price: 50000 }],
    totalPrice: 458000,
    quantity: 2,
  },
  {
    packageId: null,
    packageName: '',
    designId: null,
    designName: '',
    packagePrice: 0,
    addons: [{ id: 5, title: 'Split Link', description: '', price: 80000 }],
    totalPrice: 80000,
    quantity: 1,
  },
];

/** An online order as the cart makes it, with the channel the customer then picked at Midtrans. */
async function onlineOrder(method: string): Promise<string> {
  const { order_id: orderId } = await api<{ order_id: string }>('/api/orders/create-transaction', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cartItems: [{ packageId: 3, designId: 'premium-eucalyptus-mist', addons: [{ id: 1 }], quantity: 1 }],
      customerDetails: CUSTOMER,
    }),
  });
  await simulator(stack, orderId, 'method', { method });
  return orderId;
}

/** Waits until the shop has the money of the order (the provider's notification is handled). */
async function untilPaid(orderId: string): Promise<void> {
  await waitFor(
    `${orderId} paid`,
    () =>
      api<{ payment_status: string }>('/api/orders/track', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: orderId, phone: CUSTOMER.phone }),
      }),
    (tracked) => tracked.payment_status === 'paid',
    15_000,
    200,
  );
}

/** Puts values in the browser's storage on the shop's origin before a page opens. */
async function withStorage(local: Record<string, string>, session: Record<string, string> = {}) {
  await page.goto(`${stack.baseUrl}/privacy-policy`);
  await page.evaluate(
    ([l, s]) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [key, value] of Object.entries(l)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(s)) sessionStorage.setItem(key, value);
    },
    [local, session] as const,
  );
}

beforeAll(async () => {
  stack = await startTestStack({
    services: ['catalogue', 'ordering', 'proof-storage', 'midtrans-sim', 'gateway'],
    // Every order of these tests comes from one address.
    env: { PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '0' },
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  designs = await api<Design[]>('/api/designs/all');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

afterEach(() => dialogs.expectNone());

async function expectTidy(path: string, ready: () => Promise<unknown>) {
  await page.goto(`${stack.baseUrl}${path}`);
  await ready();
  expect(await layoutProblems(page)).toEqual([]);
}

const heading = (name: string | RegExp) => () => page.getByRole('heading', { level: 1, name }).waitFor();

describe.each(SIZES)('the storefront at $width x $height', (size) => {
  beforeAll(async () => {
    context = await browser.newContext({ viewport: size });
    context.setDefaultTimeout(STEP_MS);
    page = await context.newPage();
    dialogs = new DialogGuard(page);
  });
  afterAll(() => context?.close());

  it('the landing page, with its gallery and other occasions loaded', async () => {
    await expectTidy('/', async () => {
      await page.locator('#galeri').scrollIntoViewIfNeeded();
      await page.locator('.design-card__name').first().waitFor();
      await page.getByTestId('occasion-card').first().waitFor();
      await page.getByTestId('hero-design').waitFor();
    });
  });

  it('the landing page opens with a real design on a phone, the starting price and the couples, the gallery next', async () => {
    await page.goto(`${stack.baseUrl}/`);
    const image = page.getByTestId('hero-design');
    await image.waitFor();
    // A design of the catalogue, drawn at its own size (set, so nothing moves when it arrives).
    const src = await image.getAttribute('src');
    expect(designs.map((d) => d.image_url)).toContain(src);
    expect(await image.getAttribute('width')).toBe('220');
    expect(await image.getAttribute('height')).toBe('330');
    const packages = await api<{ price: number }[]>('/api/details/data');
    const cheapest = Math.min(...packages.map((p) => p.price).filter((price) => price > 0));
    await page.getByTestId('starting-price').getByText(/Rp/).waitFor();
    expect(readable((await page.getByTestId('starting-price').textContent()) ?? '')).toBe(
      `Mulai Rp ${cheapest.toLocaleString('id-ID')}`,
    );
    const proof = await page.getByTestId('hero-proof').boundingBox();
    expect(proof?.y ?? Infinity).toBeLessThan(size.height * 1.2);
    // The gallery comes right after the hero, and Tab goes from the hero's buttons into it.
    const gallery = await page.locator('#galeri').boundingBox();
    expect(gallery?.y ?? Infinity).toBeLessThan(1300);
    // As a keyboard user would: from the top of the page, once it has loaded, without scrolling.
    // The gallery loads itself a moment after the first screen (DeferredGallery's idle load): the
    // network can be quiet before that moment on a slow machine, so its tabs are what is waited for.
    await page.locator('#galeri').getByRole('tab').first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Pricelist', exact: true }).first().focus();
    const reached: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          return `${active?.getAttribute('role') ?? active?.tagName}:${active?.textContent?.trim().slice(0, 20)}`;
        }),
      );
    }
    expect(reached).toEqual(expect.arrayContaining([expect.stringMatching(/^tab:/), 'A:Preview']));
  });

  it('the pricelist', async () => {
    await expectTidy('/details', () => page.locator('.package-card__order').first().waitFor());
  });

  it('the checkout, empty and with a design chosen from the gallery', async () => {
    await expectTidy('/checkout', () => page.getByRole('radio').first().waitFor());
    const design = designs.find((d) => d.id === 'premium-eucalyptus-mist') ?? designs[0];
    await expectTidy(`/checkout?package=${Math.min(...design.package_allowed)}&design=${design.id}`, () =>
      page.locator('.design-option input:checked').waitFor({ state: 'attached' }),
    );
    // With the add-on of the longest name the checkout offers this package chosen (Revisi
    // Foto/Musik: turnarounds are chosen in the cart, colour is included in Premium).
    await page.getByRole('button', { name: '+ Tambah Add-on' }).click();
    await page.locator('.addon-row select').selectOption('3');
    expect(await layoutProblems(page)).toEqual([]);
    // Added: the sheet with the way to the cart.
    await page.getByRole('button', { name: 'Tambahkan ke Keranjang' }).click();
    await page.getByTestId('go-to-cart').waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    // With the messages of a refused add shown.
    await page.getByRole('radio', { name: /^Exclusive/ }).check();
    await page.getByRole('button', { name: 'Tambahkan ke Keranjang' }).click();
    await page.getByTestId('design-error').waitFor();
    expect(await placeInWindow(page, '#design-error')).toEqual({
      belowHeader: true,
      insideWindow: true,
      onTop: 'itself',
    });
    expect(await layoutProblems(page)).toEqual([]);
  });

  it('the cart, empty, filled, and with every field refused', async () => {
    await withStorage({});
    await expectTidy('/cart', () => page.getByText('Kosong', { exact: true }).waitFor());
    await withStorage({ cartItems: JSON.stringify(CART) });
    await expectTidy('/cart', () => page.getByTestId('cart-item').first().waitFor());
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.getByTestId('pay-message').waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Kurangi jumlah Add-on' }).click();
    await page.getByRole('button', { name: 'Ya, Hapus' }).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
  });

  it('Bayar with empty fields puts the first field and its message in sight below the header, focused', async () => {
    await withStorage({ cartItems: JSON.stringify(CART) });
    await page.goto(`${stack.baseUrl}/cart`);
    await page.getByTestId('cart-item').first().waitFor();
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.getByTestId('customer-name-error').waitFor();
    const wanted = { belowHeader: true, insideWindow: true, onTop: 'itself' };
    expect(await placeInWindow(page, '#customer-name')).toEqual(wanted);
    expect(await placeInWindow(page, '[data-testid="customer-name-error"]')).toEqual(wanted);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('customer-name');

    // The details given, no way to pay chosen: the method's message and choices in sight.
    await page.getByLabel('Nama').fill(CUSTOMER.name);
    await page.getByLabel('Nomor WhatsApp').fill(CUSTOMER.phone);
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.getByTestId('payment-method-error').waitFor();
    expect(await placeInWindow(page, '[data-testid="payment-method-error"]')).toEqual(wanted);
    expect(await placeInWindow(page, 'input[name="payment-method"]')).toEqual(wanted);
  });

  it('the manual transfer page', async () => {
    const { orderId, orderSecret } = await api<{ orderId: string; orderSecret: string }>(
      '/api/orders/create-order-id',
      { method: 'POST' },
    );
    await withStorage({
      cartItems: JSON.stringify(CART),
      customerDetails: JSON.stringify(CUSTOMER),
      orderId,
      orderSecret,
      discountAmount: '53800',
      referralCode: 'UJI10',
    });
    await expectTidy('/payment/manual', heading('Terima Kasih atas Pesanan Anda!'));
  });

  it.each([
    ['bca_va', 'va-bca'],
    ['echannel', 'va-mandiri'],
    ['permata_va', 'va-permata'],
    ['indomaret', 'copy-code'],
    ['other_qris', 'save-qr'],
  ])('the pending page of a %s payment', async (method, shown) => {
    const orderId = await onlineOrder(method);
    await expectTidy(`/payment/pending?order_id=${orderId}`, () => page.getByTestId(shown).waitFor());
  });

  it('the finish, confirmation, expire and failed pages', async () => {
    const orderId = await onlineOrder('bni_va');
    await expectTidy(`/payment/finish?order_id=${orderId}`, heading('Pembayaran Belum Diterima'));
    await expectTidy(`/payment/confirmation?order_id=${orderId}`, heading('Konfirmasi Pembayaran Diterima'));
    await expectTidy('/payment/expire', heading('Waktu Pembayaran Habis'));
    await expectTidy(`/payment/failed?order_id=${orderId}`, heading('Pembayaran Gagal'));
  });

  it('the finish page of a paid order: amount, items, next steps, receipt', async () => {
    const orderId = await onlineOrder('bca_va');
    await simulator(stack, orderId, 'settle');
    await untilPaid(orderId);
    await withStorage({}, { orderLookup: JSON.stringify({ orderId, phone: CUSTOMER.phone }) });
    await expectTidy(`/payment/finish?order_id=${orderId}`, async () => {
      await page.getByTestId('paid-item').first().waitFor();
      await page.getByTestId('finish-receipt-link').waitFor();
    });
  });

  it('the tracking page asking for an empty order id', async () => {
    await withStorage({});
    await page.goto(`${stack.baseUrl}/pesanan/lacak`);
    await page.getByRole('button', { name: 'Lacak Pesanan' }).click();
    await page.getByTestId('track-order-id-error').waitFor();
    expect(await page.getByTestId('track-order-id-error').textContent()).toBe('Harap isi Order ID.');
    expect(await layoutProblems(page)).toEqual([]);
  });

  it('the tracking page with a paid order and its receipt', async () => {
    const orderId = await onlineOrder('bri_va');
    await simulator(stack, orderId, 'settle');
    await untilPaid(orderId);
    await withStorage({}, { orderLookup: JSON.stringify({ orderId, phone: CUSTOMER.phone }) });
    await expectTidy('/pesanan/lacak', () => page.getByTestId('tracking-result').waitFor());
    await expectTidy('/pesanan/kwitansi', () => page.getByTestId('receipt').waitFor());
    // The virtual account's bank is named on the receipt.
    await page.getByTestId('receipt-channel').getByText('Virtual account BRI').waitFor();
  });

  it('the static, upload, invitation and not-found pages', async () => {
    await expectTidy('/privacy-policy', heading(/Kebijakan Privasi/));
    await expectTidy('/upload-image', heading('Unggah Desain'));
    await expectTidy('/undangan-yang-tidak-ada', heading('Undangan Tidak Ditemukan'));
    await expectTidy('/halaman/yang/tidak-ada', heading('Halaman tidak ditemukan'));
  });
});
