/**
 * A manual transfer's proof when it goes wrong, as a couple and the shop live it: the couple
 * confirms without a photo (only after the page asks), is told plainly that the proof is missing
 * and sends it from the tracking page; the admin sees which payments came without a photo, must
 * give a reason to reject and must say the money was seen to approve one without a photo; the
 * couple reads the reason, sends a new proof, and the payment is approved. Debian's Chromium at
 * 360x740 (the couple) and 1366x768 (the admin), against the built programs.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../infra/stack/src/chromium';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { OrderTracking } from '@undangan/contracts';
import { waitFor } from '@undangan/platform/testing';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';
import { PNG, adminCredentials, api as stackApi } from './admin-fixtures';
import { layoutProblems as adminLayoutProblems } from './admin-layout-checks';
import { DialogGuard, expectText, layoutProblems } from './storefront-support';
import { shoot } from './shots';

jest.setTimeout(480_000);

let stack: TestStack;
let browser: Browser;
let token: string;

const api = <T>(path: string, init: RequestInit = {}) => stackApi<T>(stack, path, init);
const CUSTOMER = { name: 'Rina Kusuma', phone: '081234567891', email: 'rina@example.com' };
const CART = [
  {
    packageId: 2,
    packageName: 'Basic',
    designId: 'basic-dusty-blue',
    designName: 'Dusty Blue',
    packagePrice: 99000,
    addons: [],
    totalPrice: 99000,
    quantity: 1,
  },
];

beforeAll(async () => {
  stack = await startTestStack();
  ({ token } = await api<{ token: string }>('/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(adminCredentials(stack)),
  }));
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

const tracked = (orderId: string) =>
  api<OrderTracking>('/api/orders/track', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: orderId, phone: CUSTOMER.phone }),
  });

/** Waits until the shop has applied the admin's decision to the payment (an event away). */
const untilStatus = (orderId: string, status: string) =>
  waitFor(
    `${orderId} ${status}`,
    () => tracked(orderId),
    (order) => order.payment_status === status,
    60_000,
    100,
  );

/** The couple's tracking page for the order, looked up with their number. */
async function openTracking(page: Page, orderId: string): Promise<void> {
  await page.goto(`${stack.baseUrl}/pesanan/lacak?order_id=${orderId}`);
  await page.getByLabel(/Nomor WhatsApp/).fill(CUSTOMER.phone);
  await page.getByRole('button', { name: 'Lacak Pesanan' }).click();
  await page.getByTestId('tracking-result').waitFor();
}

it('takes a proof sent later and a new one after a rejection, with the reason told to the couple', async () => {
  const couple = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await couple.newPage();
  const dialogs = new DialogGuard(page);
  const { orderId, orderSecret } = await api<{ orderId: string; orderSecret: string }>(
    '/api/orders/create-order-id',
    { method: 'POST' },
  );
  await page.goto(`${stack.baseUrl}/`);
  await page.evaluate(
    ({ cart, customer, id, secret }) => {
      localStorage.setItem('cartItems', JSON.stringify(cart));
      localStorage.setItem('customerDetails', JSON.stringify(customer));
      localStorage.setItem('orderId', id);
      localStorage.setItem('orderSecret', secret);
    },
    { cart: CART, customer: CUSTOMER, id: orderId, secret: orderSecret },
  );
  await page.goto(`${stack.baseUrl}/payment/manual`);
  await page.getByTestId('invoice-order-id').waitFor();

  // No photo: the page asks for it at the field, below the header, and sends nothing.
  await page.getByRole('button', { name: 'Konfirmasi Pembayaran' }).click();
  await expectText(page.getByTestId('proof-error'), 'Harap pilih foto bukti transfer terlebih dahulu.');
  const field = await page.locator('.proof-field').boundingBox();
  const header = await page.locator('.site-header').boundingBox();
  expect(field!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  expect(field!.y + 40).toBeLessThanOrEqual(740);
  expect((await tracked(orderId).catch((error: Error) => error.message)) as string).toContain('404');

  // Sent without a photo only after the question, and the next page says what is missing.
  await page.getByRole('button', { name: /Kirim konfirmasi tanpa bukti/ }).click();
  await page.getByText('Tetap kirim konfirmasi tanpa bukti?', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Ya, Kirim Tanpa Bukti' }).click();
  await page.waitForURL('**/payment/confirmation?order_id=*');
  await expectText(page.getByRole('heading', { level: 1 }), 'Bukti Transfer Belum Dikirim');
  await page.getByTestId('without-proof-notice').waitFor();
  expect(await layoutProblems(page)).toEqual([]);
  await shoot(page, 'proof-missing-confirmation-360');
  expect((await tracked(orderId)).proof).toEqual({ attached: false, rejection_reason: null });

  // Back does not lead to the confirmed form again.
  await page.goBack();
  expect(page.url()).not.toContain('/payment/manual');

  // The admin's queue says the photo is missing; approving asks that the money was seen.
  const admin = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await admin.addInitScript((value) => localStorage.setItem('adminToken', value), token);
  const desk = await admin.newPage();
  const adminDialogs = new DialogGuard(desk);
  await desk.goto(`${stack.baseUrl}/admin/payments/upload-proof`);
  const row = desk.getByTestId(`queue-row-${orderId}`);
  await expectText(row.getByTestId('no-proof-badge'), 'Tanpa foto bukti');
  await row.getByRole('link', { name: 'Periksa' }).click();
  await desk.getByTestId('no-proof-warning').waitFor();
  await desk.getByRole('button', { name: 'Setujui pembayaran' }).click();
  await desk.getByText('Centang dahulu bahwa uangnya sudah Anda lihat di mutasi rekening.').waitFor();
  expect((await tracked(orderId)).payment_status).toBe('pending');

  // The couple sends the photo from the tracking page.
  await openTracking(page, orderId);
  await page.getByTestId('new-proof').waitFor();
  expect(await layoutProblems(page)).toEqual([]);
  await shoot(page, 'proof-missing-tracking-360');
  await page
    .getByLabel(/Bukti transfer/)
    .setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Kirim Bukti Transfer' }).click();
  await page.getByTestId('new-proof').waitFor({ state: 'detached' });
  await expectText(page.getByTestId('payment-state-label'), 'Menunggu pembayaran', 30_000);
  expect((await tracked(orderId)).proof).toEqual({ attached: true, rejection_reason: null });

  // A rejection needs a reason; one click on a common one gives it.
  await desk.reload();
  await desk.getByTestId('no-proof-warning').waitFor({ state: 'detached' });
  await desk.getByRole('button', { name: 'Tolak pembayaran' }).click();
  await desk.getByText('Pilih atau tulis alasan penolakan', { exact: false }).waitFor();
  expect((await tracked(orderId)).payment_status).toBe('pending');
  await desk.getByRole('button', { name: 'Foto bukti transfer tidak terbaca.' }).click();
  expect(await adminLayoutProblems(desk)).toEqual([]);
  await shoot(desk, 'proof-reject-reason-1366');
  await desk.getByRole('button', { name: 'Tolak pembayaran' }).click();
  await expectText(desk.locator('.admin-decision .proof-badge'), 'Ditolak', 30_000);

  // The couple reads why, and sends a new proof: the payment waits for a decision again.
  await untilStatus(orderId, 'rejected');
  await openTracking(page, orderId);
  await expectText(page.getByTestId('payment-state-label'), 'Ditolak');
  await expectText(
    page.getByTestId('rejection-reason'),
    'Alasan penolakan: Foto bukti transfer tidak terbaca.',
  );
  expect(await layoutProblems(page)).toEqual([]);
  await shoot(page, 'proof-rejected-tracking-360');
  await page
    .getByLabel(/Bukti transfer/)
    .setInputFiles({ name: 'bukti-2.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Kirim Bukti Baru' }).click();
  await expectText(page.getByTestId('payment-state-label'), 'Menunggu pembayaran', 30_000);
  expect(await tracked(orderId)).toMatchObject({
    payment_status: 'pending',
    proof: { attached: true, rejection_reason: null },
  });

  // Back in the queue; approved, the couple's order is paid.
  await desk.goto(`${stack.baseUrl}/admin/payments/upload-proof?orderId=${orderId}`);
  await expectText(desk.locator('.admin-decision .proof-badge'), 'Menunggu diperiksa', 30_000);
  await desk.getByRole('button', { name: 'Setujui pembayaran' }).click();
  await expectText(desk.locator('.admin-decision .proof-badge'), 'Disetujui', 30_000);
  await untilStatus(orderId, 'paid');
  await openTracking(page, orderId);
  await expectText(page.getByTestId('payment-state-label'), 'Lunas', 30_000);
  await expect(page.getByTestId('new-proof').count()).resolves.toBe(0);

  dialogs.expectNone();
  adminDialogs.expectNone();
  await admin.close();
  await couple.close();
});
