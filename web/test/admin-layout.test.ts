/**
 * Every admin page at a laptop's 1366x768 and at 1024x768, in Debian's Chromium against the real
 * stack (run `npm run build` first), with data in every table: nothing sticks out of its box, no
 * button is cut off, table cells line up with their rows, and a clicked payment's detail opens
 * inside the window with the focus in it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../infra/stack/src/chromium';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';
import { dialogInView, layoutProblems } from './admin-layout-checks';
import {
  adminToken,
  decideProof,
  manualPayment,
  onlinePayment,
  seedRevenueMonths,
  simulate,
  api,
} from './admin-fixtures';
import { waitFor } from '@undangan/platform/testing';

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
];

let stack: TestStack;
let browser: Browser;
let token: string;
let waitingProof: string;

/** A list of emails as it settles: its cards, its empty text, or the notice that the service is away. */
const EMAILS_SHOWN = '.admin-email-list, .admin-emails-unavailable, [data-testid="no-emails"]';

/** A page of the admin, and what to do on it before it is measured. */
interface Screen {
  name: string;
  path: () => string;
  ready: string;
  act?: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  { name: 'dashboard', path: () => '/admin/dashboard', ready: '#latest-orders-title' },
  { name: 'transactions', path: () => '/admin/transactions', ready: '.admin-payments tbody tr' },
  {
    name: 'transactions with the date picker open',
    path: () => '/admin/transactions',
    ready: '.admin-payments tbody tr',
    act: async (page) => {
      await page.getByRole('button', { name: 'Date Range' }).click();
      await page.getByTestId('date-range').waitFor();
    },
  },
  { name: 'balance', path: () => '/admin/balance', ready: '.admin-chart svg' },
  { name: 'orders', path: () => '/admin/order', ready: '.admin-orders tbody tr' },
  {
    name: 'orders with a row being edited',
    path: () => '/admin/order',
    ready: '.admin-orders tbody tr',
    act: async (page) => {
      await page.getByRole('button', { name: 'Edit' }).first().click();
      await page.getByRole('button', { name: 'Simpan' }).waitFor();
    },
  },
  {
    name: "orders with an order's emails open",
    path: () => '/admin/order',
    ready: '.admin-orders tbody tr',
    act: async (page) => {
      await page
        .getByRole('button', { name: /^Email pesanan / })
        .first()
        .click();
      // Whatever the emails' service answers: the list, none yet, or that it is away.
      await page.locator(EMAILS_SHOWN).first().waitFor();
    },
  },
  { name: 'database: packages', path: () => '/admin/database', ready: '[data-testid^="package-row-"]' },
  {
    name: 'database: add-ons',
    path: () => '/admin/database',
    ready: '[role="tab"]',
    act: async (page) => {
      await page.getByRole('tab', { name: 'Add-ons' }).click();
      await page.locator('[data-testid^="addon-row-"]').first().waitFor();
    },
  },
  {
    name: 'database: referral codes',
    path: () => '/admin/database',
    ready: '[role="tab"]',
    act: async (page) => {
      await page.getByRole('tab', { name: 'Referral codes' }).click();
      await page.getByRole('button', { name: 'Nonaktifkan' }).first().waitFor();
    },
  },
  { name: 'designs', path: () => '/admin/database/designs', ready: '[data-testid^="design-row-"]' },
  { name: 'proof queue', path: () => '/admin/payments/upload-proof', ready: '[data-testid^="queue-row-"]' },
  {
    name: 'proof with its bill',
    path: () => `/admin/payments/upload-proof?orderId=${waitingProof}`,
    ready: '[data-testid="amount-due"]',
  },
  { name: 'audit log', path: () => '/admin/audit-log', ready: '.admin-audit-list li' },
  {
    name: 'undelivered emails',
    path: () => '/admin/emails',
    ready: '#undelivered-title',
    act: async (page) => {
      await page.locator(EMAILS_SHOWN).first().waitFor();
    },
  },
  { name: 'account', path: () => '/admin/account', ready: '[data-testid="account-username"]' },
  { name: 'settings', path: () => '/admin/settings', ready: '[data-testid="settings-username"]' },
];

beforeAll(async () => {
  stack = await startTestStack({ env: { SIM_RETRY_SCALE: '0.0001' } });
  token = await adminToken(stack);
  // Payments of every kind the tables show: manual (one with a referral code, one approved),
  // online by virtual account, at a store, and one whose customer never chose a method.
  const approved = await manualPayment(stack, {
    phone: '+62 812-5550-1001',
    name: 'Pelanggan Dengan Nama Yang Cukup Panjang',
    referralCode: 'BAHAGIA10',
  });
  waitingProof = (await manualPayment(stack, { phone: '0812 5550 1002' })).orderId;
  await decideProof(stack, token, approved, 'approved');
  const byVa = await onlinePayment(stack, '081255501003', 'Pembeli Daring', 'BAHAGIA10');
  await simulate(stack, byVa, 'settle?method=bca_va');
  const atStore = await onlinePayment(stack, '081255501004');
  await simulate(stack, atStore, 'method', { method: 'indomaret' });
  await onlinePayment(stack, '081255501005');
  await seedRevenueMonths(stack, 23);
  await waitFor(
    () =>
      api<{ data: unknown[] }>(stack, '/api/admin/orders?showCompleted=false&page=1&limit=10', {
        headers: { authorization: `Bearer ${token}` },
      }),
    (page) => page.data.length >= 2,
  );
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

describe.each(SIZES)('admin layout at $width x $height', (size) => {
  let page: Page;

  beforeAll(async () => {
    const context = await browser.newContext({ viewport: size });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.dismiss());
    await page.goto(`${stack.baseUrl}/admin/login`);
    await page.evaluate((t) => localStorage.setItem('adminToken', t), token);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it.each(SCREENS.map((screen) => [screen.name, screen] as const))(
    '%s: nothing sticks out, no button is cut off, cells line up',
    async (_name, screen) => {
      await page.goto(`${stack.baseUrl}${screen.path()}`);
      await page.locator(screen.ready).first().waitFor();
      await screen.act?.(page);
      expect(await layoutProblems(page)).toEqual([]);
    },
  );

  it('opens a clicked payment in a drawer inside the window, with the focus in it', async () => {
    await page.goto(`${stack.baseUrl}/admin/transactions`);
    const row = page.locator('.admin-payments tbody tr').last();
    await row.click();
    const drawer = page.getByRole('dialog', { name: 'Detail Transaksi' });
    await drawer.getByTestId('bill-total').waitFor();
    expect(await dialogInView(drawer)).toEqual({ inside: true, focused: true });
    expect(await layoutProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  it('keeps the monthly table of two years of revenue in the first screen of the balance', async () => {
    await page.goto(`${stack.baseUrl}/admin/balance`);
    const firstMonth = page.locator('[data-testid^="month-"]').first();
    await firstMonth.waitFor();
    const top = await firstMonth.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(size.height);
  });
});
