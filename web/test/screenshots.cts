/**
 * `npm run screenshots`: starts the built stack natively (as the browser tests do), fills it with a
 * few orders, payments and months of revenue, and writes a PNG of every storefront and admin page
 * at 360x740 and 1366x768 into screenshots/ (git ignores it).
 *
 * SCREENSHOT_DIR changes the folder; SCREENSHOT_SIZES (e.g. "1366x768,1024x768") the sizes;
 * SCREENSHOT_FULL_PAGE=0 keeps each picture to the window instead of the whole page;
 * SCREENSHOT_ONLY (e.g. "cart") writes only the pictures whose name contains it.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { Client } from 'pg';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startTestStack, type TestStack } from '@undangan/stack';
import { api, manualPayment as paidManually } from './admin-fixtures';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const OUT_DIR = path.resolve(process.env.SCREENSHOT_DIR ?? path.join(REPO_ROOT, 'screenshots'));
const SIZES = (process.env.SCREENSHOT_SIZES ?? '360x740,1366x768').split(',').map((size) => {
  const [width, height] = size.trim().split('x').map(Number);
  if (!width || !height) throw new Error(`SCREENSHOT_SIZES: "${size}" is not WIDTHxHEIGHT`);
  return { width, height };
});
const FULL_PAGE = process.env.SCREENSHOT_FULL_PAGE !== '0';
const ONLY = process.env.SCREENSHOT_ONLY ?? '';
const wanted = ([name]: [string, ...unknown[]]) => name.includes(ONLY);

/**
 * A cart as the storefront keeps it: a Premium invitation with Split Link (its colour adjustment is
 * included, so the cart shows it without a price) and One Day Service as the chosen turnaround.
 */
const CART_WITH_CHOICES = [
  {
    packageId: 3,
    packageName: 'Premium',
    designId: 'premium-eucalyptus-mist',
    designName: 'Eucalyptus Mist',
    packagePrice: 179_000,
    addons: [{ id: 5, title: 'Split Link', description: '', price: 80_000 }],
    quantity: 1,
    totalPrice: 259_000,
  },
  {
    packageId: null,
    packageName: '',
    designId: null,
    designName: '',
    packagePrice: 0,
    addons: [{ id: 2, title: 'One Day Service (24 Jam)', description: '', price: 100_000 }],
    quantity: 1,
    totalPrice: 100_000,
  },
];

export interface Demo {
  token: string;
  discounted: string;
  waiting: string;
  online: string;
  /** Refunded in full and then charged back: more went back than came in. */
  chargedBack: string;
  /** Online payments waiting for the couple: at a store, and by QRIS. */
  atStore: string;
  byQris: string;
}

/** A manual payment with its proof, as the storefront sends it; its order id. */
const manualPayment = async (stack: TestStack, name: string, phone: string, referralCode?: string) =>
  (await paidManually(stack, { name, phone, referralCode })).orderId;

async function simulate(stack: TestStack, orderId: string, route: string, body: object = {}) {
  const sim = `http://127.0.0.1:${stack.specs['midtrans-sim'].port}`;
  const response = await fetch(`${sim}/sim/transactions/${encodeURIComponent(orderId)}/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sim ${route}: ${response.status} ${await response.text()}`);
}

/** Orders in every state the admin pages show, and two years of monthly revenue. */
export async function seed(stack: TestStack): Promise<Demo> {
  const admin = {
    username: stack.env.ADMIN_USERNAME ?? 'admin',
    password: stack.env.ADMIN_PASSWORD ?? 'admin12345',
  };
  const { token } = await api<{ token: string }>(stack, '/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const discounted = await manualPayment(stack, 'Rina Lestari', '+62 812-3456-7001', 'BAHAGIA10');
  const waiting = await manualPayment(stack, 'Budi Santoso', '0812 3456 7002');
  await manualPayment(stack, 'Sari Wulandari', '081234567003');

  // An approved proof: the payment is paid and its order opened.
  const approve = new FormData();
  approve.set('orderId', discounted);
  approve.set('customerName', 'Rina Lestari');
  approve.set('customerPhone', '+62 812-3456-7001');
  approve.set('customerEmail', 'pelanggan@example.com');
  approve.set('status', 'approved');
  await api(stack, '/api/admin/payment-proofs/update', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: approve,
  });

  const online = async (name: string, phone: string) =>
    (
      await api<{ order_id: string }>(stack, '/api/orders/create-transaction', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          cartItems: [{ packageId: 4, designId: 'exclusive-royal-javanese', addons: [], quantity: 1 }],
          customerDetails: { name, phone, email: 'daring@example.com' },
          referralCode: 'BAHAGIA10',
        }),
      })
    ).order_id;
  const paidByVa = await online('Dewi Anggraini', '081298765001');
  await simulate(stack, paidByVa, 'settle?method=bca_va');
  const atStore = await online('Agus Pratama', '081298765002');
  await simulate(stack, atStore, 'method', { method: 'indomaret' });
  const byQris = await online('Sari Wulandari', '081298765004');
  await simulate(stack, byQris, 'method', { method: 'other_qris' });
  await online('Tanpa Metode', '081298765003');
  const chargedBack = await online('Nanda Putri', '081298765005');
  await simulate(stack, chargedBack, 'settle?method=gopay');
  await simulate(stack, chargedBack, 'refund', { reason: 'Pesanan dibatalkan' });
  await simulate(stack, chargedBack, 'chargeback');

  const reporting = new Client({ connectionString: stack.specs.reporting.env.DATABASE_URL });
  await reporting.connect();
  try {
    const now = new Date();
    for (let back = 1; back < 24; back++) {
      const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
      const month = `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
      const revenue = 1_500_000 + ((back * 7_919_000) % 9_000_000);
      await reporting.query(
        `INSERT INTO revenue_by_month (month, revenue, transactions, refunds) VALUES ($1, $2, $3, $4)
         ON CONFLICT (month) DO NOTHING`,
        [month, revenue, 5 + (back % 7), back % 5 === 0 ? 300_000 : 0],
      );
    }
  } finally {
    await reporting.end();
  }
  return { token, discounted, waiting, online: paidByVa, chargedBack, atStore, byQris };
}

/**
 * The storefront's pages, with the pending page as a couple sees it for a store and for QRIS, and
 * the cart holding an invitation (a third element is the cart stored before the page opens).
 */
const storefrontPages = (demo: Demo): [string, string, unknown?][] => [
  ...STOREFRONT.map((route): [string, string] => [fileName(route), route]),
  ['cart-choices', '/cart', CART_WITH_CHOICES],
  ['payment-pending-store', `/payment/pending?order_id=${demo.atStore}`],
  ['payment-pending-qris', `/payment/pending?order_id=${demo.byQris}`],
];

const STOREFRONT = [
  '/',
  '/details',
  '/checkout',
  '/cart',
  '/payment/manual',
  '/payment/finish?order_id=INV-CONTOH',
  '/payment/confirmation',
  '/payment/pending',
  '/payment/expire',
  '/payment/failed',
  '/privacy-policy',
  '/upload-image',
  '/pesanan/lacak',
  '/pesanan/kwitansi',
];

/** An admin page, and what is done on it before its picture is taken. */
type AdminShot = [name: string, route: string, then?: (page: Page) => Promise<void>];

/** The design form filled from a seed design of dark colours, its theme section in view. */
const editDesign = (id: string) => async (page: Page) => {
  await page.getByTestId(`design-row-${id}`).getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('group', { name: 'Tema undangan' }).scrollIntoViewIfNeeded();
};

function adminPages(demo: Demo): AdminShot[] {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    ['admin-login', '/admin/login'],
    ['admin-dashboard', '/admin/dashboard'],
    ['admin-transactions', '/admin/transactions'],
    ['admin-transactions-detail', `/admin/transactions?${q({ detail: demo.discounted })}`],
    ['admin-transactions-detail-online', `/admin/transactions?${q({ detail: demo.online })}`],
    ['admin-transactions-detail-charged-back', `/admin/transactions?${q({ detail: demo.chargedBack })}`],
    // The emails beside a payment show in its drawer (admin-transactions-detail); these are the
    // emails under an order, and the undelivered ones.
    ['admin-order-emails', `/admin/order?${q({ emails: demo.discounted })}`],
    ['admin-emails-undelivered', '/admin/emails'],
    ['admin-balance', '/admin/balance'],
    ['admin-order', '/admin/order'],
    ['admin-database', '/admin/database'],
    ['admin-designs', '/admin/database/designs'],
    ['admin-designs-edit', '/admin/database/designs', editDesign('exclusive-royal-javanese')],
    ['admin-upload-proof', '/admin/payments/upload-proof'],
    ['admin-upload-proof-loaded', `/admin/payments/upload-proof?${q({ orderId: demo.waiting })}`],
    ['admin-audit-log', '/admin/audit-log'],
    ['admin-account', '/admin/account'],
    ['admin-settings', '/admin/settings'],
  ];
}

const fileName = (route: string) =>
  route === '/'
    ? 'landing'
    : route
        .replace(/^\//, '')
        .replace(/\?.*$/, '')
        .replace(/[^a-z0-9]+/gi, '-');

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.loading-text'), undefined, { timeout: 5000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

export async function shoot(browser: Browser, stack: TestStack, demo: Demo): Promise<number> {
  let written = 0;
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: size });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const suffix = `${size.width}x${size.height}`;
    for (const [name, route, cart] of storefrontPages(demo).filter(wanted)) {
      await page.goto(`${stack.baseUrl}${route}`);
      if (cart) {
        await page.evaluate((items) => localStorage.setItem('cartItems', JSON.stringify(items)), cart);
        await page.reload();
      }
      await settle(page);
      if (cart) await page.evaluate(() => localStorage.removeItem('cartItems'));
      await page.screenshot({
        path: path.join(OUT_DIR, `${name}-${suffix}.png`),
        fullPage: FULL_PAGE,
      });
      written++;
    }
    await page.goto(`${stack.baseUrl}/admin/login`);
    await page.evaluate((token) => localStorage.setItem('adminToken', token), demo.token);
    for (const [name, route, then] of adminPages(demo).filter(wanted)) {
      if (name === 'admin-login') {
        await page.evaluate(() => localStorage.removeItem('adminToken'));
        await page.goto(`${stack.baseUrl}${route}`);
        await settle(page);
        await page.screenshot({ path: path.join(OUT_DIR, `${name}-${suffix}.png`), fullPage: FULL_PAGE });
        await page.evaluate((token) => localStorage.setItem('adminToken', token), demo.token);
        written++;
        continue;
      }
      await page.goto(`${stack.baseUrl}${route}`);
      await settle(page);
      if (then) await then(page);
      await page.screenshot({ path: path.join(OUT_DIR, `${name}-${suffix}.png`), fullPage: FULL_PAGE });
      written++;
    }
    await context.close();
  }
  return written;
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const stack = await startTestStack({ env: { SIM_RETRY_SCALE: '0.0001' } });
  let browser: Browser | undefined;
  try {
    const demo = await seed(stack);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const written = await shoot(browser, stack, demo);
    console.log(`${written} screenshots in ${OUT_DIR}`);
  } finally {
    await browser?.close();
    await stack.stop();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
