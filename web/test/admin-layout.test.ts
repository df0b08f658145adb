/**
 * Every admin page at a laptop's 1366x768 and at 1024x768, in Debian's Chromium against the real
 * stack (run `npm run build` first), with data in every table: nothing sticks out of its box, no
 * button is cut off, table cells line up with their rows, no table scrolls sideways, order ids and
 * dates stay on one line, nothing fixed covers a control, and a clicked payment's detail opens
 * inside the window with the focus in it. At a phone's 390x844 and 360x740 the page still never
 * scrolls sideways and no control is cut off or covered (a wide table scrolls inside its box).
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { chromium, type Browser, type Page } from 'playwright-core';
import { BROWSER_TEST_MS, CHROMIUM_ARGS, CHROMIUM_PATH, STEP_MS } from '../../infra/stack/src/chromium';
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

jest.setTimeout(BROWSER_TEST_MS);

const SIZES = [
  { width: 1366, height: 768, phone: false },
  { width: 1024, height: 768, phone: false },
  { width: 390, height: 844, phone: true },
  { width: 360, height: 740, phone: true },
];

let stack: TestStack;
let browser: Browser;
let token: string;
let waitingProof: string;

/** LAYOUT_SHOTS=<directory> keeps a picture of every measured screen, to look at by eye. */
async function shoot(page: Page, size: { width: number; height: number }, name: string) {
  const dir = process.env.LAYOUT_SHOTS;
  if (!dir) return;
  const file = `${size.width}-${name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}.png`;
  await page.screenshot({ path: `${dir}/${file}` });
}

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
    name: 'orders with the edit drawer open',
    path: () => '/admin/order',
    ready: '.admin-orders tbody tr',
    act: async (page) => {
      await page
        .getByRole('button', { name: /^Edit pesanan / })
        .first()
        .click();
      await page
        .getByRole('dialog', { name: 'Ubah Pesanan' })
        .getByRole('button', { name: 'Simpan' })
        .waitFor();
    },
  },
  {
    // The toast lies over the header's free room, at every size: never over a row's buttons.
    name: 'orders with a toast after a save',
    path: () => '/admin/order',
    ready: '.admin-orders tbody tr',
    act: async (page) => {
      await page
        .getByRole('button', { name: /^Edit pesanan / })
        .first()
        .click();
      const drawer = page.getByRole('dialog', { name: 'Ubah Pesanan' });
      await drawer.getByLabel('Client ID').fill('klien-tata-letak');
      await drawer.getByRole('button', { name: 'Simpan' }).click();
      await page.locator('.admin-toast', { hasText: 'Pesanan berhasil diperbarui.' }).waitFor();
      await drawer.waitFor({ state: 'detached' });
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
  {
    name: 'database with the delete question open',
    path: () => '/admin/database',
    ready: '[data-testid^="package-row-"]',
    act: async (page) => {
      await page.getByRole('button', { name: 'Delete' }).first().click();
      await page.getByRole('alertdialog').waitFor();
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

describe.each(SIZES)('admin layout at $width x $height', ({ phone, ...size }) => {
  let page: Page;

  beforeAll(async () => {
    const context = await browser.newContext({ viewport: size });
    context.setDefaultTimeout(STEP_MS);
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
    async (name, screen) => {
      await page.goto(`${stack.baseUrl}${screen.path()}`);
      await page.locator(screen.ready).first().waitFor();
      await screen.act?.(page);
      await shoot(page, size, name);
      expect(await layoutProblems(page, { phone })).toEqual([]);
    },
  );

  it('opens a clicked payment in a drawer inside the window, with the focus in it', async () => {
    await page.goto(`${stack.baseUrl}/admin/transactions`);
    const row = page.locator('.admin-payments tbody tr').last();
    await row.click();
    const drawer = page.getByRole('dialog', { name: 'Detail Transaksi' });
    await drawer.getByTestId('bill-total').waitFor();
    await shoot(page, size, 'transactions with the payment drawer');
    expect(await dialogInView(drawer)).toEqual({ inside: true, focused: true });
    expect(await layoutProblems(page, { phone })).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  it('edits an order in a drawer inside the window: every field and both buttons in full', async () => {
    await page.goto(`${stack.baseUrl}/admin/order`);
    await page
      .getByRole('button', { name: /^Edit pesanan / })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: 'Ubah Pesanan' });
    await drawer.getByLabel('Client ID').waitFor();
    expect(await dialogInView(drawer)).toEqual({ inside: true, focused: true });
    const body = await drawer.locator('.admin-drawer-body').boundingBox();
    for (const label of ['Client ID', 'Client URL', 'Status']) {
      const field = await drawer.getByLabel(label, { exact: true }).boundingBox();
      // As wide as the drawer's body allows, not squeezed into a table cell.
      expect(field!.width).toBeGreaterThan(body!.width - 60);
    }
    for (const name of ['Simpan', 'Batal']) {
      const button = await drawer.getByRole('button', { name, exact: true }).boundingBox();
      expect(button!.y + button!.height).toBeLessThanOrEqual(size.height);
    }
    expect(await layoutProblems(page, { phone })).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  it('asks before a delete in the page: focus on Batal, Tab stays inside, Esc cancels', async () => {
    await page.goto(`${stack.baseUrl}/admin/database`);
    await page.getByRole('button', { name: 'Delete' }).first().click();
    const question = page.getByRole('alertdialog');
    await question.waitFor();
    await shoot(page, size, 'the delete question');
    expect(await dialogInView(question)).toEqual({ inside: true, focused: true });
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(await focused()).toBe('Batal');
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await question.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    await page.locator('[data-testid^="package-row-"]').first().waitFor();
  });

  // A laptop's claim: on a phone the figures and the chart above the table fill the first screen,
  // and the table is one swipe down, as the rest of a phone's page.
  it('keeps the monthly table of two years of revenue in the first screen of the balance', async () => {
    if (phone) return;
    await page.goto(`${stack.baseUrl}/admin/balance`);
    const firstMonth = page.locator('[data-testid^="month-"]').first();
    await firstMonth.waitFor();
    const top = await firstMonth.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(size.height);
  });
});
