/**
 * A paid photo revision, as a couple and the shop live it: the couple, whose data is sent, asks
 * for a second photo revision on the tracking page (the first was free), pays it through the cart
 * by manual transfer with a proof, the admin approves the proof, the revision joins the queue and
 * the balance counts its money, and the admin marks it done. Debian's Chromium at 360x740 (the
 * couple) and 1366x768 (the admin), against the built programs over real PostgreSQL and RabbitMQ.
 */
import { BROWSER_TEST_MS, CHROMIUM_ARGS, CHROMIUM_PATH, STEP_MS } from '../../infra/stack/src/chromium';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { chromium, type Browser } from 'playwright-core';
import type { BalanceSummary, OrderRevisions, OrderTracking } from '@undangan/contracts';
import { waitFor } from '@undangan/platform/testing';
import { SENDABLE_INVITATION_DATA } from '../../services/ordering/test/invitation-fixtures';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';
import { reportingCaughtUp } from '../../infra/stack/src/reporting-caught-up';
import { PNG, adminCredentials, api as stackApi, decideProof, manualPayment } from './admin-fixtures';
import { layoutProblems as adminLayoutProblems } from './admin-layout-checks';
import {
  containing,
  DialogGuard,
  expectNoHorizontalScroll,
  expectText,
  layoutProblems,
} from './storefront-support';
import { shoot } from './shots';

jest.setTimeout(BROWSER_TEST_MS);

let stack: TestStack;
let browser: Browser;
let token: string;

const api = <T>(path: string, init: RequestInit = {}) => stackApi<T>(stack, path, init);
const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

beforeAll(async () => {
  stack = await startTestStack({ env: { SIM_RETRY_SCALE: '0.0001' } });
  ({ token } = await api<{ token: string }>('/admin/login', json('POST', adminCredentials(stack))));
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

it('takes a paid photo revision from the tracking page through the cart to the admin’s queue', async () => {
  const couple = await manualPayment(stack, { phone: '081355566677', name: 'Rina & Bayu' });
  await decideProof(stack, token, couple, 'approved');
  const lookup = { order_id: couple.orderId, phone: couple.phone };
  await waitFor(
    () => api<OrderTracking>('/api/orders/track', json('POST', lookup)),
    (tracked) => tracked.work_status === 'pending',
  );
  await api('/api/orders/invitation', json('PUT', { ...lookup, version: 0, data: SENDABLE_INVITATION_DATA }));
  await api('/api/orders/invitation/submit', json('POST', lookup));
  await reportingCaughtUp(stack);
  const balanceBefore = await api<BalanceSummary>('/admin/dashboard/balance', {
    headers: { authorization: `Bearer ${token}` },
  });

  // The couple, on a phone.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  phone.setDefaultTimeout(STEP_MS);
  const page = await phone.newPage();
  const dialogs = new DialogGuard(page);
  await page.goto(`${stack.baseUrl}/pesanan/lacak`);
  await page.getByLabel('Order ID').fill(couple.orderId);
  await page.getByLabel('Nomor WhatsApp').fill(couple.phone);
  await page.getByRole('button', { name: 'Lacak Pesanan' }).click();
  const revisions = page.getByTestId('revisions');
  await revisions.getByText('Foto: 1 kali gratis, terpakai 0; berikutnya gratis').waitFor();

  await revisions.getByLabel('Jenis revisi').selectOption('photo');
  await revisions.getByLabel('Apa yang perlu diubah?').fill('Ganti foto sampul dengan foto di pantai.');
  await revisions.getByRole('button', { name: 'Ajukan Revisi' }).click();
  await expectText(
    page.getByTestId('revision-message'),
    containing('Permintaan revisi diterima dan masuk antrean'),
  );
  await revisions.getByText('Foto: 1 kali gratis, terpakai 1; berikutnya Rp 20.000').waitFor();
  await expectText(revisions.getByText(/Revisi ini berbayar/), 'Revisi ini berbayar Rp 20.000.');

  await revisions.getByLabel('Apa yang perlu diubah?').fill('Ganti foto galeri ketiga.');
  await revisions.getByRole('button', { name: 'Ajukan Revisi' }).click();
  await expectText(page.getByTestId('revision-message'), containing('Revisi ini berbayar Rp 20.000. Tekan'));
  await revisions.getByRole('button', { name: 'Bayar Revisi (Rp 20.000)' }).waitFor();
  expect(await layoutProblems(page)).toEqual([]);
  await shoot(page, 'tracking-revisions-360');

  await revisions.getByRole('button', { name: 'Bayar Revisi (Rp 20.000)' }).click();
  await page.waitForURL('**/cart');
  const line = page.getByTestId('cart-item');
  await expectText(line.getByRole('heading'), 'Revisi');
  await line.getByText(`Untuk pesanan ${couple.orderId}`).waitFor();
  await expectText(line.getByTestId('cart-item-total'), 'Rp 20.000');
  // A revision is paid at its add-on's price: the cart offers no referral code for it.
  await page.getByTestId('cart-subtotal').waitFor();
  expect(await page.getByRole('button', { name: 'Punya kode referal?' }).count()).toBe(0);
  await expectNoHorizontalScroll(page);
  await shoot(page, 'cart-revision-360');
  await page.getByLabel('Nama').fill('Rina & Bayu');
  await page.getByLabel('Nomor WhatsApp').fill(couple.phone);
  await page.getByLabel('Email').fill('rina@contoh.test');
  await page.getByLabel(/Transfer Manual/).check();
  await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
  await page.waitForURL('**/payment/manual');
  const revisionPayment = String(await page.getByTestId('invoice-order-id').textContent());
  await expectText(page.getByTestId('invoice-total'), 'Rp 20.000');
  await page
    .getByLabel(/Bukti transfer/)
    .setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Konfirmasi Pembayaran' }).click();
  await page.waitForURL('**/payment/confirmation?order_id=*');
  dialogs.expectNone();

  // The shop approves the transfer: the revision joins the queue, the balance counts the money.
  await decideProof(
    stack,
    token,
    { orderId: revisionPayment, name: 'Rina & Bayu', phone: couple.phone },
    'approved',
  );
  const listed = await waitFor(
    () => api<OrderRevisions>('/api/orders/revisions/list', json('POST', lookup)),
    (answer) => answer.revisions.some((r) => r.paid_order_id === revisionPayment),
  );
  const paid = listed.revisions.find((r) => r.paid_order_id === revisionPayment)!;
  expect(paid).toMatchObject({ kind: 'photo', free: false, price: 20_000, status: 'queued' });
  const balance = await waitFor(
    () => api<BalanceSummary>('/admin/dashboard/balance', { headers: { authorization: `Bearer ${token}` } }),
    (after) => after.total_revenue === balanceBefore.total_revenue + 20_000,
  );
  expect(balance.addons_revenue).toBe(balanceBefore.addons_revenue + 20_000);

  // The couple's tracking shows it queued.
  await page.goto(`${stack.baseUrl}/pesanan/lacak#order=${couple.orderId}`);
  await page.getByLabel('Nomor WhatsApp').fill(couple.phone);
  await page.getByRole('button', { name: 'Lacak Pesanan' }).click();
  await page.getByTestId('revisions').waitFor();
  await page.getByText('Dalam antrean').first().waitFor();
  expect(await page.getByRole('button', { name: /Bayar Revisi/ }).count()).toBe(0);
  await page.setViewportSize({ width: 1366, height: 768 });
  await shoot(page, 'tracking-revisions-1366');
  await phone.close();

  // The admin marks it done in the queue.
  const laptop = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  laptop.setDefaultTimeout(STEP_MS);
  await laptop.addInitScript((value) => localStorage.setItem('adminToken', value), token);
  const admin = await laptop.newPage();
  await admin.goto(`${stack.baseUrl}/admin/revisions`);
  const card = admin.getByTestId(`revision-${paid.id}`);
  await card.getByText(`Dibayar: ${revisionPayment}`).waitFor();
  expect(await adminLayoutProblems(admin)).toEqual([]);
  await shoot(admin, 'admin-revisions-1366');
  await admin.setViewportSize({ width: 1024, height: 768 });
  expect(await adminLayoutProblems(admin)).toEqual([]);
  await shoot(admin, 'admin-revisions-1024');
  await card.getByRole('button', { name: 'Tandai Selesai' }).click();
  await expectText(
    admin.getByTestId('revision-message'),
    containing(`Revisi Foto pesanan ${couple.orderId}: Selesai.`),
  );
  const done = await api<OrderRevisions>('/api/orders/revisions/list', json('POST', lookup));
  expect(done.revisions.find((r) => r.id === paid.id)?.status).toBe('done');
  await laptop.close();
});
