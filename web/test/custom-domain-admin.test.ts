/**
 * The admin gives an Exclusive couple's invitation its own domain beside the order: the field is
 * there for Exclusive orders only, a badly written host is refused with the reason before it is
 * sent and the shop's own host by the server, a good one is saved, and the hint says which DNS
 * record the couple makes. Debian's Chromium at 1024x768, against the built programs over real
 * PostgreSQL and RabbitMQ.
 */
import { BROWSER_TEST_MS, CHROMIUM_ARGS, CHROMIUM_PATH, STEP_MS } from '../../infra/stack/src/chromium';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { chromium, type Browser } from 'playwright-core';
import { CUSTOM_DOMAIN_MESSAGES } from '@undangan/contracts';
import { waitFor } from '@undangan/platform/testing';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';
import { SENDABLE_INVITATION_DATA } from '../../services/ordering/test/invitation-fixtures';
import { adminCredentials, api as stackApi } from './admin-fixtures';
import { layoutProblems } from './admin-layout-checks';
import { shoot } from './shots';

jest.setTimeout(BROWSER_TEST_MS);

/** The shop's own address in this run: the server refuses it as a couple's domain. */
const SHOP_HOST = 'undangan-toko.id';

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
  stack = await startTestStack({
    services: ['catalogue', 'ordering', 'proof-storage', 'invitations', 'midtrans-sim', 'gateway'],
    env: { SIM_RETRY_SCALE: '0.0001', PUBLIC_BASE_URL: `https://${SHOP_HOST}` },
  });
  ({ token } = await api<{ token: string }>('/admin/login', json('POST', adminCredentials(stack))));
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

/** A paid online order of a package whose couple sent their data, with the admin's row id. */
async function sentOrder(packageId: number, designId: string, phone: string) {
  const { order_id: orderId } = await api<{ order_id: string }>(
    '/api/orders/create-transaction',
    json('POST', {
      cartItems: [{ packageId, designId, addons: [], quantity: 1 }],
      customerDetails: { name: 'Rina & Bayu', phone, email: 'rina@example.com' },
    }),
  );
  const sim = `http://127.0.0.1:${stack.specs['midtrans-sim'].port}`;
  await fetch(`${sim}/sim/transactions/${orderId}/settle?method=bca_va`, { method: 'POST' });
  const admin = { authorization: `Bearer ${token}` };
  const rows = await waitFor(
    () =>
      api<{ data: { id: string; order_id: string }[] }>(
        '/api/admin/orders?showCompleted=false&page=1&limit=100',
        { headers: admin },
      ),
    (page) => page.data.some((o) => o.order_id === orderId),
  );
  const rowId = rows.data.find((o) => o.order_id === orderId)!.id;
  const couple = { order_id: orderId, phone };
  await api('/api/orders/invitation', json('PUT', { ...couple, version: 0, data: SENDABLE_INVITATION_DATA }));
  await api('/api/orders/invitation/submit', json('POST', couple));
  return { orderId, rowId };
}

it("gives an Exclusive couple's invitation its own domain, with the DNS record they make", async () => {
  const exclusive = await sentOrder(4, 'exclusive-rustic-garden', '081377791001');
  const premium = await sentOrder(3, 'premium-eucalyptus-mist', '081377791002');
  await api(
    `/api/admin/orders/${exclusive.rowId}`,
    json(
      'PUT',
      { status: 'in_progress', admin_notes: '', client_id: 'rina-dan-bayu', client_url: '' },
      { authorization: `Bearer ${token}` },
    ),
  );

  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  context.setDefaultTimeout(STEP_MS);
  await context.addInitScript((value) => localStorage.setItem('adminToken', value), token);
  const page = await context.newPage();
  await page.goto(`${stack.baseUrl}/admin/order`);

  // A Premium order's page has no domain of its own.
  const premiumRow = page.getByTestId(`order-row-${premium.orderId}`);
  await premiumRow.getByRole('button', { name: `Data undangan pesanan ${premium.orderId}` }).click();
  const premiumPanel = page.getByTestId(`page-panel-${premium.rowId}`);
  await premiumPanel.getByRole('button', { name: 'Terbitkan' }).waitFor();
  expect(await premiumPanel.getByLabel('Domain khusus (Exclusive)').count()).toBe(0);
  await premiumRow.getByRole('button', { name: `Data undangan pesanan ${premium.orderId}` }).click();

  const row = page.getByTestId(`order-row-${exclusive.orderId}`);
  await row.getByRole('button', { name: `Data undangan pesanan ${exclusive.orderId}` }).click();
  const panel = page.getByTestId(`page-panel-${exclusive.rowId}`);
  const field = panel.getByLabel('Domain khusus (Exclusive)');
  await field.waitFor();

  // Refused before it is sent, with the reason; the shop's own host by the server.
  await field.fill('https://rina-dan-bayu.com/');
  await panel.getByRole('button', { name: 'Simpan Domain' }).click();
  await panel.getByRole('alert').getByText(CUSTOM_DOMAIN_MESSAGES.invalid).waitFor();
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  await field.fill(`www.${SHOP_HOST}`);
  await panel.getByRole('button', { name: 'Simpan Domain' }).click();
  await panel.getByRole('alert').getByText(CUSTOM_DOMAIN_MESSAGES.shopHost).waitFor();

  await field.fill('Rina-Dan-Bayu.com');
  await panel.getByRole('button', { name: 'Simpan Domain' }).click();
  await page.locator('.admin-toast', { hasText: 'Domain rina-dan-bayu.com disimpan.' }).waitFor();
  expect(await field.inputValue()).toBe('rina-dan-bayu.com');
  const hint = panel.locator('.custom-domain-hint');
  await hint.getByText('Membuka undangan /rina-dan-bayu.', { exact: false }).waitFor();
  expect(await hint.textContent()).toContain('CNAME rina-dan-bayu.com ke 127.0.0.1');
  expect(await panel.getByRole('alert').count()).toBe(0);
  // The toast says it; closed, it no longer covers the toolbar.
  await page.getByRole('button', { name: 'Tutup pemberitahuan' }).click();
  await panel.scrollIntoViewIfNeeded();
  expect(await layoutProblems(page)).toEqual([]);
  await shoot(page, 'admin-custom-domain-1024');

  // Read back as the server keeps it, on the page opened again too; emptied, it is removed.
  await page.goto(`${stack.baseUrl}/admin/order`);
  await row.getByRole('button', { name: `Data undangan pesanan ${exclusive.orderId}` }).click();
  // The field fills in once the order's domain has been read: waited for, not read at once.
  await field.waitFor();
  await page.waitForFunction(
    (input) => (input as HTMLInputElement | null)?.value === 'rina-dan-bayu.com',
    await field.elementHandle(),
  );
  await expect(field.inputValue()).resolves.toBe('rina-dan-bayu.com');
  await field.fill('');
  await panel.getByRole('button', { name: 'Simpan Domain' }).click();
  await page.locator('.admin-toast', { hasText: 'Domain dihapus.' }).waitFor();
  expect(
    await api<{ domain: string | null }>(`/api/admin/orders/${exclusive.rowId}/domain`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  ).toEqual({ domain: null, client_id: null });
  await context.close();
});
