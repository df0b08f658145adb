/**
 * The admin back-office walked as an admin would, in Debian's Chromium, against the real stack
 * (built gateway and services, real PostgreSQL, RabbitMQ, s3rver, the Midtrans simulator). Run
 * `npm run build` first.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../infra/stack/src/chromium';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { formatRupiah } from '@undangan/contracts';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';

// A 2x2 PNG: uploads are checked by their bytes, not their names.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const SESSION_ENDED = 'Sesi Anda telah berakhir. Silakan login kembali.';

let stack: TestStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let alerts: Alerts;
let admin: { username: string; password: string };
let adminHeaders: Record<string, string>;

/** Every dialog the page opens (alert or confirm), accepted at once so the page carries on. */
class Alerts {
  readonly messages: string[] = [];

  constructor(target: Page) {
    target.on('dialog', (dialog) => {
      this.messages.push(dialog.message());
      void dialog.accept();
    });
  }

  /** Runs the action and gives the dialogs it caused (waits for the first). */
  async after(action: () => Promise<unknown>, count = 1): Promise<string[]> {
    const seen = this.messages.length;
    await action();
    const deadline = Date.now() + 10_000;
    while (this.messages.length < seen + count) {
      if (Date.now() > deadline)
        throw new Error(`No dialog appeared (saw ${this.messages.slice(seen).join(' | ')})`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.messages.slice(seen);
  }
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${stack.baseUrl}${path}`, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}

function signToken(claims: Record<string, unknown>, secret: string): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; username: string };

async function logIn(): Promise<void> {
  await page.goto(`${stack.baseUrl}/admin/login`);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}

const menu = (name: string) =>
  page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name });

/** A manual payment with its proof, sent the way the storefront sends it. */
async function manualPayment(phone: string): Promise<{ orderId: string; amount: number }> {
  const { orderId, orderSecret } = await api<{ orderId: string; orderSecret: string }>(
    '/api/orders/create-order-id',
    { method: 'POST' },
  );
  const form = new FormData();
  form.set('orderId', orderId);
  form.set('orderSecret', orderSecret);
  form.set('customerName', 'Admin Uji Pelanggan');
  form.set('customerPhone', phone);
  form.set('customerEmail', 'pelanggan@example.com');
  form.set(
    'cartItems',
    JSON.stringify([
      {
        packageId: 3,
        designId: 'premium-eucalyptus-mist',
        addons: [{ id: 5, price: 1 }],
        quantity: 1,
        packagePrice: 1,
        totalPrice: 1,
      },
    ]),
  );
  form.set('amount', '1');
  form.set('paymentType', 'Manual');
  form.set('proofFile', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'bukti.png');
  const confirmed = await api<{ amount: number }>('/api/payments/confirm', { method: 'POST', body: form });
  return { orderId, amount: confirmed.amount };
}

/** An online payment made as the cart makes it: its order id and amount. */
async function onlinePayment(phone: string): Promise<{ orderId: string; amount: number }> {
  const created = await api<{ order_id: string }>('/api/orders/create-transaction', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cartItems: [{ packageId: 3, designId: 'premium-eucalyptus-mist', addons: [], quantity: 1 }],
      customerDetails: { name: 'Admin Uji Daring', phone, email: 'daring@example.com' },
    }),
  });
  const detail = await paymentDetail(created.order_id);
  return { orderId: created.order_id, amount: detail.transaction.amount };
}

/** Acts as Midtrans at the simulator (settle, deny, retry, refund...), which notifies the shop. */
async function simulate(orderId: string, action: string, body: object = {}): Promise<void> {
  const sim = `http://127.0.0.1:${stack.specs['midtrans-sim'].port}`;
  const response = await fetch(`${sim}/sim/transactions/${encodeURIComponent(orderId)}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`sim ${action}: ${response.status} ${await response.text()}`);
}

const paymentDetail = (orderId: string) =>
  api<{ transaction: { status: string; amount: number; refunded_amount: number; paid_late: boolean } }>(
    `/api/admin/transactions/detail?order_id=${encodeURIComponent(orderId)}`,
    { headers: adminHeaders },
  );

async function untilPaymentStatus(orderId: string, status: string): Promise<void> {
  const seen = await until(
    () => paymentDetail(orderId),
    (d) => d.transaction.status === status,
  );
  expect(seen.transaction.status).toBe(status);
}

beforeAll(async () => {
  stack = await startTestStack({ env: { SIM_RETRY_SCALE: '0.0001' } });
  admin = {
    username: stack.env.ADMIN_USERNAME ?? 'admin',
    password: stack.env.ADMIN_PASSWORD ?? 'admin12345',
  };
  const { token } = await api<{ token: string }>('/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  adminHeaders = { authorization: `Bearer ${token}` };
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
  alerts = new Alerts(page);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

describe('admin back-office', () => {
  it('sends a visitor without a token to the login page and refuses a wrong password', async () => {
    await page.goto(`${stack.baseUrl}/admin/transactions`);
    await page.waitForURL('**/admin/login');
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill('bukan-password-ini');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Login gagal. Periksa username dan password Anda.',
    );
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  it('logs in and walks every page from the side menu', async () => {
    await logIn();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toMatch(/^ey/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Admin Dashboard');
    await page.getByText('Pendapatan Hari Ini').waitFor();

    const pages: [string, string, string][] = [
      ['Transactions', '/admin/transactions', 'Transactions'],
      ['Balance', '/admin/balance', 'Ringkasan Pendapatan'],
      ['Order', '/admin/order', 'Manajemen Pesanan'],
      ['Database', '/admin/database', 'Database'],
      ['Account', '/admin/account', 'Akun'],
      ['Settings', '/admin/settings', 'Settings'],
      ['Dashboard', '/admin/dashboard', 'Dashboard'],
    ];
    for (const [label, path, heading] of pages) {
      await menu(label).click();
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
    }
    await page.getByRole('link', { name: 'Designs' }).count();
    await page.goto(`${stack.baseUrl}/admin/settings`);
    await expect(page.getByTestId('settings-username').textContent()).resolves.toBe(admin.username);

    // Minimised, the menu keeps its links but hides their labels.
    const label = page.locator('.admin-menu-label').first();
    expect(await label.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Perkecil menu' }).click();
    expect(await label.isVisible()).toBe(false);
    expect(await menu('Balance').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Buka menu' }).click();
    expect(await label.isVisible()).toBe(true);
  });

  it('creates, edits and deletes a package and an add-on', async () => {
    await page.goto(`${stack.baseUrl}/admin/database`);
    const form = page.getByRole('form', { name: 'Form paket' });
    await form.getByLabel('ID', { exact: true }).fill('91');
    await form.getByLabel('Nama').fill('Platinum Uji');
    await form.getByLabel('Harga').fill('450000');
    await form.getByLabel('Fitur (pisahkan dengan koma)').fill('Domain sendiri, Video');
    expect(await alerts.after(() => form.getByRole('button', { name: 'Create' }).click())).toEqual([
      'Data berhasil disimpan.',
    ]);
    const row = page.getByTestId('package-row-91');
    await expect(row.textContent()).resolves.toContain(formatRupiah(450000));

    await row.getByRole('button', { name: 'Edit' }).click();
    expect(await form.getByLabel('ID', { exact: true }).isDisabled()).toBe(true);
    await form.getByLabel('Harga').fill('500000');
    await alerts.after(() => form.getByRole('button', { name: 'Update' }).click());
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="package-row-91"]')?.textContent?.includes('500.000'),
    );
    expect(
      (await api<{ id: number; price: number }[]>('/api/details/data')).find((p) => p.id === 91)?.price,
    ).toBe(500000);
    const deleted = await alerts.after(() => row.getByRole('button', { name: 'Delete' }).click(), 2);
    expect(deleted).toEqual(['Apakah Anda yakin ingin menghapus data ini?', 'Data berhasil dihapus.']);
    await row.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Add-ons' }).click();
    const addonForm = page.getByRole('form', { name: 'Form add-on' });
    await addonForm.getByLabel('ID', { exact: true }).fill('91');
    await addonForm.getByLabel('Judul').fill('Musik Uji');
    await addonForm.getByLabel('Deskripsi').fill('Lagu pilihan');
    await addonForm.getByLabel('Harga').fill('25000');
    await alerts.after(() => addonForm.getByRole('button', { name: 'Create' }).click());
    const addonRow = page.getByTestId('addon-row-91');
    await addonRow.getByRole('button', { name: 'Edit' }).click();
    expect(await addonForm.getByLabel('ID', { exact: true }).isDisabled()).toBe(true);
    await addonForm.getByLabel('Judul').fill('Musik Uji Baru');
    await alerts.after(() => addonForm.getByRole('button', { name: 'Update' }).click());
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="addon-row-91"]')?.textContent?.includes('Musik Uji Baru'),
    );
    await alerts.after(() => addonRow.getByRole('button', { name: 'Delete' }).click(), 2);
    await addonRow.waitFor({ state: 'detached' });
    expect((await api<{ id: number }[]>('/api/addons')).some((a) => a.id === 91)).toBe(false);
  });

  it('creates, edits and deactivates a referral code, which the cart then refuses', async () => {
    const validate = (code: string) =>
      fetch(`${stack.baseUrl}/api/referral/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
    await page.goto(`${stack.baseUrl}/admin/database`);
    await page.getByRole('tab', { name: 'Referral codes' }).click();
    const form = page.getByRole('form', { name: 'Form kode referal' });
    await form.getByLabel('Kode', { exact: true }).fill('ujiadmin');
    await form.getByLabel('Diskon (%)').fill('15');
    await form.getByLabel('Batas pemakaian (opsional)').fill('3');
    await form.getByLabel('Keterangan').fill('Kode uji admin');
    expect(await alerts.after(() => form.getByRole('button', { name: 'Create' }).click())).toEqual([
      'Data berhasil disimpan.',
    ]);
    const row = page.getByRole('row', { name: /UJIADMIN/ });
    await expect(row.textContent()).resolves.toMatch(/15%.*Aktif.*0 \/ 3.*Kode uji admin/);
    expect(await (await validate('UJIADMIN')).json()).toMatchObject({ discount_percentage: 15 });

    await row.getByRole('button', { name: 'Edit' }).click();
    expect(await form.getByLabel('Kode', { exact: true }).isDisabled()).toBe(true);
    await form.getByLabel('Diskon (%)').fill('20');
    await alerts.after(() => form.getByRole('button', { name: 'Update' }).click());
    await page.waitForFunction(() =>
      [...document.querySelectorAll('tr')].some((tr) => /UJIADMIN.*20%/.test(tr.textContent ?? '')),
    );
    expect(await (await validate('UJIADMIN')).json()).toMatchObject({ discount_percentage: 20 });

    expect(await alerts.after(() => row.getByRole('button', { name: 'Nonaktifkan' }).click())).toEqual([
      'Apakah Anda yakin ingin menonaktifkan kode referal ini?',
    ]);
    await row.getByRole('button', { name: 'Nonaktifkan' }).waitFor({ state: 'detached' });
    await expect(row.textContent()).resolves.toContain('Nonaktif');
    expect((await validate('UJIADMIN')).status).not.toBe(200);
  });

  it('creates a design with an image (preview, progress), edits and deletes it', async () => {
    await page.goto(`${stack.baseUrl}/admin/database`);
    await page.getByRole('link', { name: 'Designs' }).click();
    await page.waitForURL('**/admin/database/designs');
    const form = page.getByRole('form', { name: 'Form desain' });
    await form.getByLabel('ID', { exact: true }).fill('uji-desain-admin');
    await form.getByLabel('Nama').fill('Desain Uji Admin');
    await form.getByLabel('Paket', { exact: true }).selectOption('Premium');
    await form.getByLabel('Premium (3)').check();
    await form.getByLabel('Kategori').selectOption('wedding');
    await form.getByLabel('URL Template').fill('https://contoh.example/undangan');
    await form
      .getByLabel(/^Gambar/)
      .setInputFiles({ name: 'desain.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('img', { name: 'Pratinjau gambar desain' }).waitFor();
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('Data berhasil disimpan.').waitFor();

    const row = page.getByTestId('design-row-uji-desain-admin');
    const thumb = row.getByRole('img', { name: 'Desain Uji Admin' });
    await thumb.waitFor();
    expect(await thumb.getAttribute('src')).toMatch(/^\/design-images\/[0-9a-f-]+\.png$/);
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="design-row-uji-desain-admin"] img') as HTMLImageElement | null)
          ?.naturalWidth === 2,
    );
    expect(await row.getByRole('link', { name: 'View Template' }).getAttribute('href')).toBe(
      'https://contoh.example/undangan',
    );

    await row.getByRole('button', { name: 'Edit' }).click();
    expect(await form.getByLabel('ID', { exact: true }).isDisabled()).toBe(true);
    await form.getByLabel('Nama').fill('Desain Uji Diubah');
    await form.getByRole('button', { name: 'Update' }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="design-row-uji-desain-admin"]')?.textContent?.includes('Diubah'),
    );
    await alerts.after(() => row.getByRole('button', { name: 'Delete' }).click());
    await row.waitFor({ state: 'detached' });
  });

  let payment: { orderId: string; amount: number };
  const phone = '081277766655';

  it('finds a manual payment by phone and by date, with its detail panel', async () => {
    payment = await manualPayment(phone);
    await page.goto(`${stack.baseUrl}/admin/transactions`);
    await page.getByLabel('Cari berdasarkan').selectOption('customer_phone');
    await page.getByLabel('Kata kunci').fill('77766');
    await page.getByRole('button', { name: 'Search' }).click();
    const rows = page.locator('.admin-table tbody tr');
    await page.waitForFunction((id) => {
      const cells = [...document.querySelectorAll('.admin-table tbody tr')];
      return cells.length === 1 && cells[0].textContent?.includes(id);
    }, payment.orderId);
    const cells = await rows.first().locator('td').allTextContents();
    expect(cells[1]).toBe(payment.orderId);
    expect(cells[3]).toBe(phone);
    expect(cells[4]).toBe('Manual');
    expect(cells[6]).toBe(formatRupiah(payment.amount));
    expect(await rows.first().locator('.status-badge').getAttribute('class')).toBe('status-badge pending');

    await rows.first().click();
    const panel = page.getByRole('dialog', { name: 'Detail Transaksi' });
    await panel.waitFor();
    await expect(panel.textContent()).resolves.toContain('PKG-3');
    await expect(panel.textContent()).resolves.toContain('Split Link');
    await expect(panel.locator('tbody tr').count()).resolves.toBeGreaterThanOrEqual(2);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      panel.getByRole('button', { name: 'Kelola bukti pembayaran' }).click(),
    ]);
    await popup.waitForURL(`**/admin/payments/upload-proof?orderId=${payment.orderId}`);
    await popup.close();
    await panel.getByRole('button', { name: 'Tutup' }).click();
    await panel.waitFor({ state: 'detached' });

    // By date: today's range keeps the payment, yesterday's has none with this phone.
    await page.getByRole('button', { name: 'Date Range' }).click();
    await page.getByRole('button', { name: 'Yesterday' }).click();
    await page.getByRole('button', { name: 'Filter by Date' }).click();
    await page.getByText('Tidak ada transaksi.').waitFor();
    await page.getByRole('button', { name: 'Today' }).click();
    await page.getByRole('button', { name: 'Filter by Date' }).click();
    await page.waitForFunction(
      (id) => document.querySelector('.admin-table tbody')?.textContent?.includes(id),
      payment.orderId,
    );
  });

  it('approves the proof, and the order appears and the balance grows', async () => {
    const before = await api<{ total_revenue: number }>('/admin/dashboard/balance', {
      headers: adminHeaders,
    });
    await page.goto(`${stack.baseUrl}/admin/payments/upload-proof?orderId=${payment.orderId}`);
    await page.getByRole('heading', { name: 'Kelola Bukti Pembayaran' }).waitFor();
    await page.waitForFunction(
      () => (document.getElementById('proof-name') as HTMLInputElement)?.value !== '',
    );
    expect(await page.getByLabel('Nomor Telepon').inputValue()).toBe(phone);
    await page.waitForFunction(
      () =>
        (document.querySelector('.admin-proof-preview img') as HTMLImageElement | null)?.naturalWidth === 2,
    );
    // A wrong file type is refused and dropped.
    expect(
      await alerts.after(() =>
        page
          .getByLabel(/^Bukti Pembayaran/)
          .setInputFiles({ name: 'bukti.gif', mimeType: 'image/gif', buffer: PNG }),
      ),
    ).toEqual(['Hanya file dengan format .jpg, .jpeg, atau .png yang diizinkan.']);
    await page.getByLabel('Status').selectOption('approved');
    expect(await alerts.after(() => page.getByRole('button', { name: 'Simpan Perubahan' }).click())).toEqual([
      'Data berhasil diperbarui.',
    ]);

    const expected = formatRupiah(before.total_revenue + payment.amount);
    const shown = await until(
      async () => {
        await page.goto(`${stack.baseUrl}/admin/balance`);
        return page.getByTestId('total-revenue').textContent();
      },
      (text) => text === expected,
    );
    expect(shown).toBe(expected);
    await page.getByRole('img', { name: 'Grafik pendapatan bulanan' }).waitFor();

    const row = page.getByTestId(`order-row-${payment.orderId}`);
    await until(
      async () => {
        await page.goto(`${stack.baseUrl}/admin/order`);
        await page.locator('.admin-table').waitFor();
        return row.count();
      },
      (n) => n === 1,
    );
    await expect(row.textContent()).resolves.toContain('Split Link');
  });

  it('edits an order inline, one row at a time', async () => {
    const row = page.getByTestId(`order-row-${payment.orderId}`);
    await page.getByLabel('Cari Order ID').fill(payment.orderId.slice(-6).toLowerCase());
    await expect(page.locator('.admin-orders tbody tr').count()).resolves.toBe(1);
    await row.getByRole('button', { name: 'Edit' }).click();
    await row.getByLabel('Client ID').fill('   ');
    expect(await alerts.after(() => row.getByRole('button', { name: 'Simpan' }).click())).toEqual([
      'Client ID tidak boleh kosong.',
    ]);
    await row.getByLabel('Client ID').fill('  klien-uji-admin ');
    await row.getByLabel('Status').selectOption('in_progress');
    await row.getByLabel('Admin Notes').fill('Menunggu foto');
    expect(await alerts.after(() => row.getByRole('button', { name: 'Simpan' }).click())).toEqual([
      'Pesanan berhasil diperbarui.',
    ]);
    await page.waitForFunction(
      (id) =>
        document.querySelector(`[data-testid="order-row-${id}"]`)?.textContent?.includes('klien-uji-admin'),
      payment.orderId,
    );
    await expect(row.textContent()).resolves.toContain('in_progress');
    await expect(page.getByText(/^Page 1 of \d+$/).count()).resolves.toBe(1);

    await page.goto(`${stack.baseUrl}/admin/account`);
    await page
      .getByRole('table', { name: 'Log perubahan admin' })
      .getByText('order.update')
      .first()
      .waitFor();
  });

  it('shows money that went back and a late payment in transactions, balance and orders', async () => {
    const refunded = await onlinePayment('081288800011');
    await simulate(refunded.orderId, 'settle?method=bni_va');
    await untilPaymentStatus(refunded.orderId, 'paid');
    await simulate(refunded.orderId, 'refund', { reason: 'Pesanan dibatalkan' });
    await untilPaymentStatus(refunded.orderId, 'refunded');

    // A denied card, then paid by bank transfer: money after the shop had closed the payment.
    const late = await onlinePayment('081288800022');
    await simulate(late.orderId, 'deny?method=credit_card');
    await untilPaymentStatus(late.orderId, 'failed');
    await simulate(late.orderId, 'retry', { method: 'bca_va' });
    await simulate(late.orderId, 'settle');
    await untilPaymentStatus(late.orderId, 'paid');
    expect((await paymentDetail(late.orderId)).transaction.paid_late).toBe(true);

    const searchOrder = async (orderId: string) => {
      await page.goto(`${stack.baseUrl}/admin/transactions`);
      await page.getByLabel('Cari berdasarkan').selectOption('order_id');
      await page.getByLabel('Kata kunci').fill(orderId);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForFunction((id) => {
        const rows = [...document.querySelectorAll('.admin-table tbody tr')];
        return rows.length === 1 && rows[0].textContent?.includes(id);
      }, orderId);
      return page.locator('.admin-table tbody tr').first();
    };

    const refundedRow = await searchOrder(refunded.orderId);
    const badge = refundedRow.locator('.status-badge');
    await expect(badge.textContent()).resolves.toBe('Dikembalikan');
    await expect(badge.getAttribute('class')).resolves.toBe('status-badge unknown');
    await expect(refundedRow.locator('td').nth(6).textContent()).resolves.toBe(
      `${formatRupiah(refunded.amount)}Dikembalikan ${formatRupiah(refunded.amount)}`,
    );
    await refundedRow.click();
    const panel = page.getByRole('dialog', { name: 'Detail Transaksi' });
    await expect(panel.getByTestId('detail-refunded').textContent()).resolves.toBe(
      formatRupiah(refunded.amount),
    );
    await expect(panel.getByTestId('detail-net').textContent()).resolves.toBe(formatRupiah(0));
    await panel.getByRole('button', { name: 'Tutup' }).click();

    const lateRow = await searchOrder(late.orderId);
    await expect(lateRow.locator('.status-badge').getAttribute('class')).resolves.toBe('status-badge paid');
    await lateRow.getByText('Dibayar terlambat').waitFor();
    expect(await lateRow.getByText('Dikembalikan').count()).toBe(0);
    await lateRow.click();
    await panel.getByText('Dibayar terlambat').waitFor();
    await panel.getByRole('button', { name: 'Tutup' }).click();

    // The balance: net revenue, and the refunds beside it, in total and in their month.
    const balance = await until(
      () =>
        api<{
          total_revenue: number;
          refunded_total: number;
          refunded_transactions: number;
          monthly_revenue: { month: string; monthly_revenue: number; refunds: number }[];
        }>('/admin/dashboard/balance', { headers: adminHeaders }),
      (b) => b.refunded_total >= refunded.amount,
    );
    expect(balance.refunded_total).toBe(refunded.amount);
    await page.goto(`${stack.baseUrl}/admin/balance`);
    await page.getByRole('heading', { level: 3, name: 'Total Pendapatan Bersih' }).waitFor();
    await expect(page.getByTestId('total-revenue').textContent()).resolves.toBe(
      formatRupiah(balance.total_revenue),
    );
    await expect(page.getByTestId('refunded-total').textContent()).resolves.toBe(
      formatRupiah(balance.refunded_total),
    );
    await expect(page.getByTestId('refunded-transactions').textContent()).resolves.toMatch(
      new RegExp(`^${balance.refunded_transactions} transaksi`),
    );
    const month = balance.monthly_revenue.find((m) => m.refunds > 0);
    expect(month).toBeDefined();
    const cells = await page.getByTestId(`month-${month?.month}`).locator('td').allTextContents();
    expect(cells.slice(1)).toEqual([
      formatRupiah((month?.monthly_revenue ?? 0) + (month?.refunds ?? 0)),
      `- ${formatRupiah(month?.refunds ?? 0)}`,
      formatRupiah(month?.monthly_revenue ?? 0),
    ]);

    // The refunded order is on hold, with the server's reason in sight; the late one is not.
    const { data: orders } = await api<{ data: { order_id: string; hold_reason: string | null }[] }>(
      '/api/admin/orders?showCompleted=false&page=1&limit=10',
      { headers: adminHeaders },
    );
    const reason = orders.find((o) => o.order_id === refunded.orderId)?.hold_reason;
    expect(reason).toMatch(/^Ditahan/);
    await page.goto(`${stack.baseUrl}/admin/order`);
    const held = page.getByTestId(`hold-reason-${refunded.orderId}`);
    await expect(held.textContent()).resolves.toBe(reason);
    expect(await held.isVisible()).toBe(true);
    await page.getByTestId(`order-row-${late.orderId}`).waitFor();
    expect(await page.getByTestId(`hold-reason-${late.orderId}`).count()).toBe(0);
  });

  it('sends an expired or forged session back to the login page with a message', async () => {
    const secret = stack.specs.gateway.env.JWT_SECRET;
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const { sub, username } = claimsOf(token ?? '');
    const nowSeconds = Math.floor(Date.now() / 1000);
    const expired = signToken({ sub, username, iat: nowSeconds - 9 * 3600, exp: nowSeconds - 60 }, secret);
    await page.evaluate((t) => localStorage.setItem('adminToken', t), expired);
    await page.goto(`${stack.baseUrl}/admin/transactions`);
    await page.waitForURL('**/admin/login');
    await page.getByText(SESSION_ENDED).waitFor();

    // Unexpired but signed with another key: the server's 401 ends the session the same way.
    const forged = signToken(
      { sub, username, iat: nowSeconds, exp: nowSeconds + 3600 },
      'kunci-lain-yang-salah',
    );
    await page.evaluate((t) => localStorage.setItem('adminToken', t), forged);
    await page.goto(`${stack.baseUrl}/admin/order`);
    await page.waitForURL('**/admin/login');
    await page.getByText(SESSION_ENDED).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  it('logs out', async () => {
    await logIn();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await page.goto(`${stack.baseUrl}/admin/dashboard`);
    await page.waitForURL('**/admin/login');
  });

  it('is usable on a phone: no sideways scroll, labelled controls', async () => {
    const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
    phoneContext.setDefaultTimeout(10_000);
    const phonePage = await phoneContext.newPage();
    const { token } = await api<{ token: string }>('/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    await phonePage.goto(`${stack.baseUrl}/admin/login`);
    await phonePage.evaluate((t) => localStorage.setItem('adminToken', t), token);
    for (const path of ['/admin/dashboard', '/admin/transactions', '/admin/order', '/admin/database']) {
      await phonePage.goto(`${stack.baseUrl}${path}`);
      await phonePage.locator('.admin-page').waitFor();
      const { scrollWidth, innerWidth } = await phonePage.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      const unlabelled = await phonePage.evaluate(() =>
        [...document.querySelectorAll('input, select, textarea')]
          .filter((el) => {
            const id = el.getAttribute('id');
            return (
              !el.getAttribute('aria-label') &&
              !el.closest('label') &&
              !(id && document.querySelector(`label[for="${id}"]`))
            );
          })
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(unlabelled).toEqual([]);
    }
    await phoneContext.close();
  });
});
