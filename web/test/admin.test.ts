/**
 * The admin back-office walked as an admin would, in Debian's Chromium, against the real stack
 * (built gateway and services, real PostgreSQL, RabbitMQ, s3rver, the Midtrans simulator). Run
 * `npm run build` first.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../infra/stack/src/chromium';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { formatRupiah, type Addon, type Design } from '@undangan/contracts';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';
import { reportingCaughtUp } from '../../infra/stack/src/reporting-caught-up';
import { BELOW_ZERO_NOTE } from '../src/admin/components/BelowZeroNote';
import { dialogInView } from './admin-layout-checks';
import {
  PNG,
  adminCredentials,
  agePayment,
  api as stackApi,
  decideProof,
  manualPayment,
  monthBefore,
  onlinePayment as startOnlinePayment,
  seedRevenueMonths,
  simulate as simulateAt,
} from './admin-fixtures';
import { waitFor } from '@undangan/platform/testing';
import { BROWSER_TEST_MS, STEP_MS } from './storefront-support';

jest.setTimeout(BROWSER_TEST_MS);

const SESSION_ENDED = 'Sesi Anda telah berakhir. Silakan login kembali.';
const CONFIRM_DELETE = 'Apakah Anda yakin ingin menghapus data ini? Data akan dihapus permanen.';

let stack: TestStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let alerts: Feedback;
let admin: { username: string; password: string };
let adminHeaders: Record<string, string>;
let adminTokenValue: string;

/**
 * What the page answers an action with, in the page: its questions (role alertdialog), each
 * answered with its confirm button, and its toasts. A browser box (alert, confirm) is counted in
 * browserDialogs and dismissed: the admin must not open one any more.
 */
class Feedback {
  readonly browserDialogs: string[] = [];

  constructor(private readonly target: Page) {
    target.on('dialog', (dialog) => {
      this.browserDialogs.push(dialog.message());
      void dialog.dismiss();
    });
  }

  private toastsAfter(lastId: number): Promise<string[]> {
    return this.target.locator('.admin-toast').evaluateAll(
      (toasts, after) =>
        toasts
          .map((el) => ({
            id: Number((el as HTMLElement).dataset.toastId),
            text: el.querySelector('p')?.textContent,
          }))
          .filter((t) => t.id > after)
          .sort((x, y) => x.id - y.id)
          .map((t) => t.text ?? ''),
      lastId,
    );
  }

  /** Runs the action and gives the questions it asked (answered yes) and then its toasts (waits for `count`). */
  async after(action: () => Promise<unknown>, count = 1): Promise<string[]> {
    const lastId = await this.target
      .locator('.admin-toast')
      .evaluateAll((toasts) =>
        Math.max(0, ...toasts.map((el) => Number((el as HTMLElement).dataset.toastId))),
      );
    await action();
    const questions: string[] = [];
    return waitFor(
      'a question or a toast',
      async () => {
        const question = this.target.getByRole('alertdialog');
        if ((await question.count()) > 0) {
          questions.push((await question.locator('#admin-confirm-question').textContent()) ?? '');
          await question.locator('.admin-button.danger').click();
          await question.waitFor({ state: 'detached' });
        }
        return [...questions, ...(await this.toastsAfter(lastId))];
      },
      (shown) => shown.length >= count,
      10_000,
      25,
    );
  }
}

const api = <T>(path: string, init: RequestInit = {}) => stackApi<T>(stack, path, init);
const simulate = (orderId: string, action: string, body: object = {}) =>
  simulateAt(stack, orderId, action, body);

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

/** An online payment made as the cart makes it: its order id and amount. */
async function onlinePayment(phone: string): Promise<{ orderId: string; amount: number }> {
  const orderId = await startOnlinePayment(stack, phone);
  const detail = await paymentDetail(orderId);
  return { orderId, amount: detail.transaction.amount };
}

const paymentDetail = (orderId: string) =>
  api<{ transaction: { status: string; amount: number; refunded_amount: number; paid_late: boolean } }>(
    `/api/admin/transactions/detail?order_id=${encodeURIComponent(orderId)}`,
    { headers: adminHeaders },
  );

async function untilPaymentStatus(orderId: string, status: string): Promise<void> {
  const seen = await waitFor(
    () => paymentDetail(orderId),
    (d) => d.transaction.status === status,
  );
  expect(seen.transaction.status).toBe(status);
}

/** The whole rupiah in a text such as 'Rp 278.100' or '- Rp 30.900'. */
const rupiahIn = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** A day as the browser's date picker and the address keep it (this machine's time zone). */
const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The payments table's rows once it shows exactly `count` rows, the given order among them. */
async function untilPaymentRows(orderId: string | null, count?: number): Promise<void> {
  await page.waitForFunction(
    ([id, n]) => {
      // The last answer stays on screen while the next loads: only a settled table counts.
      const table = document.querySelector('.admin-payments');
      if (!table || table.closest('[aria-busy="true"]')) return false;
      const rows = [...table.querySelectorAll('tbody tr')];
      const text = rows.map((r) => r.textContent ?? '').join(' ');
      return (n === null || rows.length === n) && (id === null || text.includes(id));
    },
    [orderId, count ?? null] as const,
  );
}

beforeAll(async () => {
  stack = await startTestStack({ env: { SIM_RETRY_SCALE: '0.0001' } });
  admin = adminCredentials(stack);
  const { token } = await api<{ token: string }>('/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  adminTokenValue = token;
  adminHeaders = { authorization: `Bearer ${token}` };
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(STEP_MS);
  page = await context.newPage();
  alerts = new Feedback(page);
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
    await addonForm.getByLabel('Jenis').selectOption('turnaround');
    await addonForm.getByLabel('Sudah termasuk di paket (ID, pisahkan dengan koma)').fill('4, 3');
    await alerts.after(() => addonForm.getByRole('button', { name: 'Create' }).click());
    const addonRow = page.getByTestId('addon-row-91');
    expect((await api<Addon[]>('/api/addons')).find((a) => a.id === 91)).toMatchObject({
      kind: 'turnaround',
      included_in: [4, 3],
    });
    await addonRow.getByRole('button', { name: 'Edit' }).click();
    expect(await addonForm.getByLabel('ID', { exact: true }).isDisabled()).toBe(true);
    await expect(
      addonForm.getByLabel('Sudah termasuk di paket (ID, pisahkan dengan koma)').inputValue(),
    ).resolves.toBe('4, 3');
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

  it('creates a design with an image (preview, progress) and a theme, edits and deletes it', async () => {
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
    // The theme: a colour and the ornament chosen, the preview drawn in them as they change.
    const theme = form.getByRole('group', { name: 'Tema undangan' });
    const names = theme.getByRole('figure', { name: 'Pratinjau tema' }).getByText('Raka & Laras');
    await theme.getByLabel('Warna utama').fill('#1f6b5c');
    await theme.getByText('#1f6b5c').waitFor();
    expect(await names.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(31, 107, 92)');
    await theme.getByLabel('Ornamen').selectOption({ label: 'Kawung' });
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('Data berhasil disimpan.').waitFor();
    const saved = async () =>
      (await api<Design[]>('/api/admin/database/designs', { headers: adminHeaders })).find(
        (d) => d.id === 'uji-desain-admin',
      )?.theme;
    expect(await saved()).toMatchObject({
      palette: { primary: '#1f6b5c', background: '#faf7f2' },
      motif: 'kawung',
      layout: 'centered',
      cover_image: expect.stringMatching(/^\/design-images\/[0-9a-f-]+\.png$/),
    });

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
    // The stored theme is read back into the form.
    expect(await theme.getByLabel('Warna utama').inputValue()).toBe('#1f6b5c');
    expect(await theme.getByLabel('Ornamen').inputValue()).toBe('kawung');
    await form.getByLabel('Nama').fill('Desain Uji Diubah');
    await theme.getByLabel('Aksen').fill('#d98c3a');
    await theme.getByLabel('Tata letak').selectOption({ label: 'Terbagi' });
    await form.getByRole('button', { name: 'Update' }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="design-row-uji-desain-admin"]')?.textContent?.includes('Diubah'),
    );
    expect(await saved()).toMatchObject({
      palette: { primary: '#1f6b5c', accent: '#d98c3a' },
      motif: 'kawung',
      layout: 'split',
    });
    await alerts.after(() => row.getByRole('button', { name: 'Delete' }).click());
    await row.waitFor({ state: 'detached' });
  });

  let payment: { orderId: string; amount: number; name: string; phone: string };
  const phone = '081277766655';

  it('finds a payment by a phone typed as +62 812-..., and its detail adds up with the referral discount', async () => {
    payment = await manualPayment(stack, { phone, referralCode: 'BAHAGIA10' });
    await page.goto(`${stack.baseUrl}/admin/transactions`);
    const field = page.getByLabel('Cari berdasarkan');
    expect(await field.inputValue()).toBe('all');
    expect(
      await field
        .locator('option')
        .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent])),
    ).toEqual([
      ['all', 'Semua kolom'],
      ['order_id', 'Order ID'],
      ['customer_name', 'Nama pelanggan'],
      ['customer_phone', 'Nomor telepon'],
    ]);
    await page.getByLabel('Kata kunci').fill('+62 812-7776-6655');
    await page.getByRole('button', { name: 'Search' }).click();
    await untilPaymentRows(payment.orderId, 1);
    expect(new URL(page.url()).searchParams.get('query')).toBe('+62 812-7776-6655');
    const row = page.locator('.admin-payments tbody tr').first();
    const cells = await row.locator('td').allTextContents();
    expect(cells[1]).toBe(payment.orderId);
    expect(cells[3]).toBe(phone);
    expect(cells[4]).toBe('Manual');
    expect(cells[6]).toBe(formatRupiah(payment.amount));
    const badge = row.locator('.status-badge');
    expect(await badge.getAttribute('class')).toBe('status-badge pending');
    expect(await badge.textContent()).toBe('Menunggu');
    expect(await badge.getAttribute('title')).toMatch(/belum diperiksa/);

    // PRODUCT.md section 7's own field still narrows the search.
    await page.getByLabel('Cari berdasarkan').selectOption('customer_phone');
    await page.getByLabel('Kata kunci').fill('77766');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/filter=customer_phone/);
    await untilPaymentRows(payment.orderId, 1);

    await row.click();
    const drawer = page.getByRole('dialog', { name: 'Detail Transaksi' });
    await drawer.getByTestId('bill-total').waitFor();
    expect(await dialogInView(drawer)).toEqual({ inside: true, focused: true });
    expect(new URL(page.url()).searchParams.get('detail')).toBe(payment.orderId);
    expect(
      await drawer
        .getByRole('link', { name: `WhatsApp pelanggan pesanan ${payment.orderId}` })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/6281277766655\?text=/);
    const subtotal = rupiahIn(await drawer.getByTestId('bill-subtotal').textContent());
    const discount = rupiahIn(await drawer.getByTestId('bill-discount').textContent());
    const total = rupiahIn(await drawer.getByTestId('bill-total').textContent());
    expect(total).toBe(payment.amount);
    expect(discount).toBeGreaterThan(0);
    expect(subtotal - discount).toBe(total);
    await drawer.getByText('Diskon kode BAHAGIA10 (10%)').waitFor();
    const text = await drawer.textContent();
    expect(text).toContain('PKG-3');
    expect(text).toContain('Desain: Eucalyptus Mist');
    expect(text).toContain('Split Link');
    expect(await drawer.getByTestId('detail-payment-type').textContent()).toBe('Manual');
    await expect(drawer.getByTestId('detail-timeline').textContent()).resolves.toContain('Transaksi dibuat.');
    expect(await drawer.getByRole('link', { name: 'Periksa bukti transfer' }).getAttribute('href')).toBe(
      `/admin/payments/upload-proof?orderId=${payment.orderId}`,
    );
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      drawer.getByRole('button', { name: 'Kelola bukti pembayaran' }).click(),
    ]);
    await popup.waitForURL(`**/admin/payments/upload-proof?orderId=${payment.orderId}`);
    await popup.close();

    // Esc closes it and gives the focus back to the row; Enter opens it again; so does the close button.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('detail')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TR');
    await page.keyboard.press('Enter');
    await drawer.getByTestId('bill-total').waitFor();
    await drawer.getByRole('button', { name: 'Tutup' }).click();
    await drawer.waitFor({ state: 'detached' });
  });

  it('filters transactions by status and date, and a reload shows the same view', async () => {
    const paid = await onlinePayment('081277766611');
    await simulate(paid.orderId, 'settle?method=bca_va');
    await untilPaymentStatus(paid.orderId, 'paid');

    await page.goto(`${stack.baseUrl}/admin/transactions`);
    await untilPaymentRows(paid.orderId);
    const status = page.getByLabel('Status', { exact: true });
    await status.selectOption('pending');
    await page.waitForURL(/status=pending/);
    await page.waitForFunction(
      ([pendingId, paidId]) => {
        const text = document.querySelector('.admin-payments tbody')?.textContent ?? '';
        return text.includes(pendingId) && !text.includes(paidId);
      },
      [payment.orderId, paid.orderId] as const,
    );
    const badges = await page.locator('.admin-payments tbody .status-badge').allTextContents();
    expect(new Set(badges)).toEqual(new Set(['Menunggu']));
    await page.getByText('Belum dibayar, atau bukti transfernya belum diperiksa.').waitFor();

    await page.getByRole('button', { name: 'Date Range' }).click();
    await page.getByRole('button', { name: 'Yesterday' }).click();
    await page.getByRole('button', { name: 'Filter by Date' }).click();
    await page.getByText('Tidak ada transaksi.').waitFor();
    const yesterday = dayKey(new Date(Date.now() - 24 * 3600 * 1000));
    const address = new URL(page.url()).searchParams;
    expect([address.get('from'), address.get('to'), address.get('status')]).toEqual([
      yesterday,
      yesterday,
      'pending',
    ]);
    await page.reload();
    await page.getByText('Tidak ada transaksi.').waitFor();
    expect(await status.inputValue()).toBe('pending');
    await expect(page.getByTestId('chip-dates').textContent()).resolves.toMatch(/^Tanggal: /);

    await page.getByRole('button', { name: 'Date Range' }).click();
    await page.getByRole('button', { name: 'Today' }).click();
    await page.getByRole('button', { name: 'Filter by Date' }).click();
    await untilPaymentRows(payment.orderId);
    await page.reload();
    await untilPaymentRows(payment.orderId);
    expect(await status.inputValue()).toBe('pending');
    expect(new URL(page.url()).searchParams.get('from')).toBe(dayKey(new Date()));
    expect(await page.locator('.admin-payments tbody').textContent()).not.toContain(paid.orderId);

    // A payment's detail is part of the view too: the drawer opens again after a reload.
    await page.locator('.admin-payments tbody tr', { hasText: payment.orderId }).click();
    await page.getByRole('dialog', { name: 'Detail Transaksi' }).getByTestId('bill-total').waitFor();
    await page.reload();
    const drawer = page.getByRole('dialog', { name: 'Detail Transaksi' });
    await drawer.getByTestId('bill-total').waitFor();
    expect(await dialogInView(drawer)).toEqual({ inside: true, focused: true });
    await page.keyboard.press('Escape');

    // Status paid, with the chips removed one by one.
    await status.selectOption('paid');
    await page.getByRole('button', { name: /Hapus filter Tanggal/ }).click();
    await untilPaymentRows(paid.orderId, 1);
    const method = await page.locator('.admin-payments tbody tr').first().locator('td').nth(4).textContent();
    expect(method).toBe('Transfer Bank (VA)');
    await page.locator('.admin-payments tbody tr').first().click();
    await expect(page.getByTestId('detail-payment-type').textContent()).resolves.toBe(
      'Transfer Bank - BCA VA',
    );
    await page.keyboard.press('Escape');
  });

  it('keeps the last page of payments on screen, marked busy, while the next filter loads', async () => {
    const paid = await onlinePayment('081277766622');
    await simulate(paid.orderId, 'settle?method=bca_va');
    await untilPaymentStatus(paid.orderId, 'paid');
    await page.goto(`${stack.baseUrl}/admin/transactions`);
    await untilPaymentRows(paid.orderId);
    const shown = await page.locator('.admin-payments tbody').textContent();

    // The next answer is held back until the old one has been seen still on screen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const paidPage = (url: URL) =>
      url.pathname === '/api/admin/transactions/payments' && url.searchParams.get('status') === 'paid';
    await page.route(paidPage, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.getByLabel('Status', { exact: true }).selectOption('paid');
      await page.waitForURL(/status=paid/);
      await page.locator('.admin-table-wrap[aria-busy="true"] .admin-payments').waitFor();
      expect(await page.locator('.admin-payments tbody').textContent()).toBe(shown);
    } finally {
      release();
    }
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const badges = await page.locator('.admin-payments tbody .status-badge').allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(['Lunas']));
    await page.unroute(paidPage);
  });

  it('approves a proof from the queue the dashboard leads to, and its order appears', async () => {
    const later = await manualPayment(stack, { phone: '081277766600', name: 'Pelanggan Kedua' });
    await reportingCaughtUp(stack);
    const before = await api<{ total_revenue: number }>('/admin/dashboard/balance', {
      headers: adminHeaders,
    });
    await page.goto(`${stack.baseUrl}/admin/dashboard`);
    await page.getByRole('link', { name: 'Periksa antrean bukti transfer' }).click();
    await page.waitForURL('**/admin/payments/upload-proof');
    const queue = page.getByRole('table', { name: 'Antrean bukti transfer, terlama dulu' });
    await queue.getByTestId(`queue-row-${later.orderId}`).waitFor();
    const order = await queue
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));
    expect(order.indexOf(`queue-row-${payment.orderId}`)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(`queue-row-${payment.orderId}`)).toBeLessThan(
      order.indexOf(`queue-row-${later.orderId}`),
    );

    await queue.getByTestId(`queue-row-${payment.orderId}`).getByRole('link', { name: 'Periksa' }).click();
    await page.waitForURL(`**/admin/payments/upload-proof?orderId=${payment.orderId}`);
    // The bill beside the image: what is due, the items, the customer as entered at checkout.
    await expect(page.getByTestId('amount-due').textContent()).resolves.toBe(formatRupiah(payment.amount));
    await expect(page.getByTestId('bill-name').textContent()).resolves.toBe(payment.name);
    expect(
      await page
        .getByRole('link', { name: `WhatsApp pelanggan pesanan ${payment.orderId}` })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/62\d+\?text=/);
    await page.getByText('Diskon kode BAHAGIA10 (10%)').waitFor();
    await page.getByText('Desain: Eucalyptus Mist').waitFor();
    expect(await page.getByLabel('Nomor Telepon').inputValue()).toBe(phone);
    await page.waitForFunction(
      () =>
        (document.querySelector('.admin-proof-preview img') as HTMLImageElement | null)?.naturalWidth === 2,
    );
    await page.getByRole('button', { name: 'Perbesar gambar' }).click();
    const zoom = page.getByRole('dialog', { name: `Bukti pembayaran ${payment.orderId}` });
    await zoom.getByRole('button', { name: 'Perbesar' }).click();
    await expect(zoom.locator('.admin-zoom-level').textContent()).resolves.toBe('100%');
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });

    // A wrong file type is refused and dropped, in the page.
    await page
      .getByLabel(/^Bukti Pembayaran/)
      .setInputFiles({ name: 'bukti.gif', mimeType: 'image/gif', buffer: PNG });
    await page.getByText('Hanya file dengan format .jpg, .jpeg, atau .png yang diizinkan.').waitFor();
    expect(await page.getByLabel(/^Bukti Pembayaran/).inputValue()).toBe('');

    const dialogs = alerts.browserDialogs.length;
    await page.getByRole('button', { name: 'Setujui pembayaran' }).click();
    await page.getByText('Data berhasil diperbarui.').waitFor();
    await expect(page.getByTestId('decision-result').textContent()).resolves.toContain(
      'pesanannya dibuat dan muncul di Manajemen Pesanan',
    );
    await expect(page.locator('.admin-decision .proof-badge').textContent()).resolves.toBe('Disetujui');
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('approved');
    expect(alerts.browserDialogs.length).toBe(dialogs);

    await page.getByRole('link', { name: 'Lihat pesanan' }).click();
    await page.waitForURL(`**/admin/order?query=${payment.orderId}`);
    const row = page.getByTestId(`order-row-${payment.orderId}`);
    await waitFor(
      async () => {
        await page.reload();
        await page.locator('.admin-orders').waitFor();
        return row.count();
      },
      (n) => n === 1,
    );
    const text = await row.textContent();
    expect(text).toContain(payment.name);
    expect(text).toContain(phone);
    expect(text).toContain('Split Link');
    expect(await row.locator('.status-badge').textContent()).toBe('Lunas');
    expect(await row.locator('.work-badge').textContent()).toBe('Belum dikerjakan');

    const expected = formatRupiah(before.total_revenue + payment.amount);
    const shown = await waitFor(
      async () => {
        await page.goto(`${stack.baseUrl}/admin/balance`);
        return page.getByTestId('total-revenue').textContent();
      },
      (value) => value === expected,
    );
    expect(shown).toBe(expected);
    await page.getByRole('img', { name: 'Grafik pendapatan bulanan' }).waitFor();
    await decideProof(stack, adminTokenValue, later, 'rejected');
  });

  it('edits an order in a drawer, chats with its customer, and the audit log says it in words', async () => {
    const row = page.getByTestId(`order-row-${payment.orderId}`);
    await page.goto(`${stack.baseUrl}/admin/order`);
    await page.getByLabel('Cari pesanan').fill(payment.orderId.slice(-6).toLowerCase());
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('.admin-orders tbody tr').length === 1);
    await row.waitFor();

    // The row's chat opens WhatsApp with the customer's number as wa.me wants it, the order named.
    const chat = row.getByRole('link', { name: `WhatsApp pelanggan pesanan ${payment.orderId}` });
    const href = (await chat.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/6281277766655\?text=/);
    expect(new URL(href).searchParams.get('text')).toContain(payment.orderId);
    expect(await chat.getAttribute('target')).toBe('_blank');

    await row.getByRole('button', { name: `Edit pesanan ${payment.orderId}` }).click();
    const drawer = page.getByRole('dialog', { name: 'Ubah Pesanan' });
    await drawer.getByLabel('Client ID').fill('   ');
    await drawer.getByRole('button', { name: 'Simpan' }).click();
    await expect(drawer.getByRole('alert').textContent()).resolves.toBe('Client ID tidak boleh kosong.');
    await drawer.getByLabel('Client ID').fill('  klien-uji-admin ');
    expect(
      await drawer
        .getByLabel('Status')
        .locator('option')
        .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent])),
    ).toEqual([
      ['pending', 'Belum dikerjakan'],
      ['in_progress', 'Sedang dikerjakan'],
      ['completed', 'Selesai'],
    ]);
    await drawer.getByLabel('Status').selectOption('in_progress');
    await drawer.getByLabel('Admin Notes').fill('Menunggu foto');
    expect(await alerts.after(() => drawer.getByRole('button', { name: 'Simpan' }).click())).toEqual([
      'Pesanan berhasil diperbarui.',
    ]);
    await drawer.waitFor({ state: 'detached' });
    await page.waitForFunction(
      (id) =>
        document.querySelector(`[data-testid="order-row-${id}"]`)?.textContent?.includes('klien-uji-admin'),
      payment.orderId,
    );
    await expect(row.locator('.work-badge').textContent()).resolves.toBe('Sedang dikerjakan');
    await expect(page.getByText(/^Page 1 of \d+$/).count()).resolves.toBe(1);

    await page.goto(`${stack.baseUrl}/admin/dashboard`);
    await page.getByRole('link', { name: 'Lihat log perubahan' }).click();
    await page.waitForURL('**/admin/audit-log');
    const log = page.getByRole('list', { name: 'Log perubahan admin' });
    await log
      .getByText(
        `${admin.username} mengubah pesanan ${payment.orderId}: status pengerjaan menjadi Sedang dikerjakan, Client ID menjadi klien-uji-admin dan catatan admin diubah`,
      )
      .waitFor();
    await log
      .getByText(`${admin.username} mengubah status bukti ${payment.orderId} menjadi Disetujui`)
      .waitFor();
  });

  it('finds an order on another page by its id or by a phone typed any way, and filters by work state', async () => {
    const more: { orderId: string; name: string; phone: string; amount: number }[] = [];
    for (let i = 0; i < 11; i++) {
      const made = await manualPayment(stack, {
        phone: `0812999000${String(i).padStart(2, '0')}`,
        name: `Pelanggan Halaman ${i}`,
      });
      await decideProof(stack, adminTokenValue, made, 'approved');
      more.push(made);
    }
    const secondPage = await waitFor(
      () =>
        api<{ data: { order_id: string }[]; totalPages: number }>(
          '/api/admin/orders?showCompleted=false&page=2&limit=10',
          { headers: adminHeaders },
        ),
      (p) => p.data.some((o) => o.order_id === more[0].orderId),
    );
    expect(secondPage.totalPages).toBeGreaterThanOrEqual(2);
    const far = more[0];

    await page.goto(`${stack.baseUrl}/admin/order`);
    await page.locator('.admin-orders tbody tr').first().waitFor();
    await page.getByText(/^Page 1 of [2-9]$/).waitFor();
    expect(await page.getByTestId(`order-row-${far.orderId}`).count()).toBe(0);

    await page.getByLabel('Cari pesanan').fill(far.orderId);
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await page.getByTestId(`order-row-${far.orderId}`).waitFor();
    await page.getByText('Page 1 of 1').waitFor();
    expect(await page.locator('.admin-orders tbody tr').count()).toBe(1);
    await page.reload();
    await page.getByTestId(`order-row-${far.orderId}`).waitFor();
    expect(await page.getByLabel('Cari pesanan').inputValue()).toBe(far.orderId);

    await page.getByLabel('Cari pesanan').fill('+62 812-9990-0000');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await page.waitForFunction((id) => {
      const rows = document.querySelectorAll('.admin-orders tbody tr');
      return rows.length === 1 && rows[0].textContent?.includes(id);
    }, far.orderId);

    // Only the order being worked on, and the address says so.
    await page.getByRole('button', { name: /Hapus filter Cari/ }).click();
    await page.getByLabel('Tahap pengerjaan').selectOption('in_progress');
    await page.waitForURL(/stage=in_progress/);
    await page.waitForFunction((id) => {
      const rows = document.querySelectorAll('.admin-orders tbody tr');
      return rows.length === 1 && rows[0].textContent?.includes(id);
    }, payment.orderId);
    await page.reload();
    await page.getByTestId(`order-row-${payment.orderId}`).waitFor();
    expect(await page.getByLabel('Tahap pengerjaan').inputValue()).toBe('in_progress');

    // Two changes before the page renders again (a quick hand, a slow phone): both hold.
    await page.getByLabel('Cari pesanan').fill(far.orderId);
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await page.waitForURL(/query=/);
    const chip = await page.getByRole('button', { name: /Hapus filter Cari/ }).elementHandle();
    const stageSelect = await page.getByLabel('Tahap pengerjaan').elementHandle();
    await page.evaluate(
      ([button, select]) => {
        (button as HTMLButtonElement).click();
        (select as HTMLSelectElement).value = 'data_complete';
        select!.dispatchEvent(new Event('change', { bubbles: true }));
      },
      [chip, stageSelect] as const,
    );
    await page.waitForURL(
      (url) => url.searchParams.get('stage') === 'data_complete' && !url.searchParams.has('query'),
    );
  });

  it('deletes a proof only after a confirmation in the page, apart from the save button', async () => {
    const doomed = await manualPayment(stack, { phone: '081277700099', name: 'Pelanggan Hapus' });
    await page.goto(`${stack.baseUrl}/admin/payments/upload-proof?orderId=${doomed.orderId}`);
    await page.getByTestId('amount-due').waitFor();
    const remove = page.getByRole('button', { name: 'Hapus data' });
    expect(await remove.evaluate((el) => el.closest('form') === null)).toBe(true);
    const gap = await page.evaluate(() => {
      const save = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Simpan Perubahan');
      const trash = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Hapus data');
      return (trash?.getBoundingClientRect().top ?? 0) - (save?.getBoundingClientRect().bottom ?? 0);
    });
    expect(gap).toBeGreaterThanOrEqual(40);

    const dialogs = alerts.browserDialogs.length;
    await remove.click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.textContent()).resolves.toContain(CONFIRM_DELETE);
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await confirm.waitFor({ state: 'detached' });
    await remove.click();
    await confirm.getByRole('button', { name: 'Ya, hapus permanen' }).click();
    await page.getByText('Data berhasil dihapus.').waitFor();
    expect(await page.getByLabel('Order ID').inputValue()).toBe('');
    expect(await page.getByLabel('Nama Pelanggan').inputValue()).toBe('');
    expect(alerts.browserDialogs.length).toBe(dialogs);
    const gone = await fetch(`${stack.baseUrl}/api/admin/payment-proofs/${doomed.orderId}`, {
      headers: adminHeaders,
    });
    expect(gone.status).toBe(404);
  });

  it('shows money that went back and a late payment in transactions, balance and orders', async () => {
    const refunded = await onlinePayment('081288800011');
    await simulate(refunded.orderId, 'settle?method=bni_va');
    await untilPaymentStatus(refunded.orderId, 'paid');
    await simulate(refunded.orderId, 'refund', { reason: 'Pesanan dibatalkan' });
    await untilPaymentStatus(refunded.orderId, 'refunded');

    // Closed by the shop once its page looked out of time, then paid at Midtrans after all: money
    // after the shop had closed the payment.
    const late = await onlinePayment('081288800022');
    await agePayment(stack, late.orderId);
    const reconciled = await api<{ changed: number }>('/api/admin/payments/reconcile', {
      method: 'POST',
      headers: { ...adminHeaders, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(reconciled.changed).toBeGreaterThanOrEqual(1);
    await untilPaymentStatus(late.orderId, 'expired');
    await simulate(late.orderId, 'settle?method=bca_va');
    await untilPaymentStatus(late.orderId, 'paid');
    expect((await paymentDetail(late.orderId)).transaction.paid_late).toBe(true);

    const searchOrder = async (orderId: string) => {
      await page.goto(`${stack.baseUrl}/admin/transactions`);
      await page.getByLabel('Cari berdasarkan').selectOption('order_id');
      await page.getByLabel('Kata kunci').fill(orderId);
      await page.getByRole('button', { name: 'Search' }).click();
      await untilPaymentRows(orderId, 1);
      return page.locator('.admin-payments tbody tr').first();
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
    await reportingCaughtUp(stack);
    const balance = await api<{
      total_revenue: number;
      refunded_total: number;
      refunded_transactions: number;
      monthly_revenue: { month: string; monthly_revenue: number; refunds: number }[];
    }>('/admin/dashboard/balance', { headers: adminHeaders });
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

  it('shows a net revenue below zero plainly when more money went back than came in', async () => {
    const twice = await onlinePayment('081288800033');
    await simulate(twice.orderId, 'settle?method=gopay');
    await untilPaymentStatus(twice.orderId, 'paid');
    await simulate(twice.orderId, 'refund', { reason: 'Pesanan dibatalkan' });
    await untilPaymentStatus(twice.orderId, 'refunded');
    await simulate(twice.orderId, 'chargeback');
    await untilPaymentStatus(twice.orderId, 'charged_back');
    const { transaction: payment } = await paymentDetail(twice.orderId);
    expect(payment.refunded_amount).toBe(2 * twice.amount);

    await page.goto(`${stack.baseUrl}/admin/transactions?${new URLSearchParams({ detail: twice.orderId })}`);
    const panel = page.getByRole('dialog', { name: 'Detail Transaksi' });
    await expect(panel.getByTestId('detail-net').textContent()).resolves.toBe(
      formatRupiah(twice.amount - payment.refunded_amount),
    );
    await expect(panel.getByTestId('below-zero-note').textContent()).resolves.toBe(BELOW_ZERO_NOTE);
    await panel.getByRole('button', { name: 'Tutup' }).click();
  });

  it('draws the balance chart to scale for one month and for 24 months, the table in the first screen', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const chartShape = () =>
      page.locator('.admin-chart svg').evaluate((svg) => {
        const box = svg.getBoundingClientRect();
        const rects = (selector: string) =>
          [...svg.querySelectorAll(selector)].map((el) => {
            const r = el.getBoundingClientRect();
            return { left: r.left, right: r.right, width: r.width, height: r.height, text: el.textContent };
          });
        return {
          months: Number(svg.getAttribute('data-months')),
          box: { left: box.left, right: box.right, width: box.width, height: box.height },
          bars: rects('.admin-chart-bar'),
          monthLabels: rects('.admin-chart-label').filter((l) => /[A-Za-z]/.test(l.text ?? '')),
          ticks: rects('.admin-chart-tick').map((t) => t.text),
        };
      });
    const tableTop = () =>
      page
        .locator('[data-testid^="month-"]')
        .first()
        .evaluate((row) => row.getBoundingClientRect().top);

    const balance = await api<{ monthly_revenue: { month: string; monthly_revenue: number }[] }>(
      '/admin/dashboard/balance',
      { headers: adminHeaders },
    );
    expect(balance.monthly_revenue).toHaveLength(1);
    await page.goto(`${stack.baseUrl}/admin/balance`);
    await page.getByRole('img', { name: 'Grafik pendapatan bulanan' }).waitFor();
    const one = await chartShape();
    expect(one.months).toBe(1);
    expect(one.bars).toHaveLength(1);
    expect(one.bars[0].width).toBeLessThanOrEqual(48);
    expect(one.bars[0].height).toBeLessThanOrEqual(one.box.height);
    expect(one.box.height).toBeLessThanOrEqual(260);
    expect(one.monthLabels).toHaveLength(1);
    expect(one.monthLabels[0].height).toBeLessThan(20);
    expect(one.ticks[0]).toBe('Rp 0');
    expect(one.ticks.length).toBeGreaterThanOrEqual(3);
    expect(await tableTop()).toBeLessThan(768);

    const history = await seedRevenueMonths(stack, 23);
    expect(history).toContain(monthBefore(23));
    await page.reload();
    await page.getByTestId(`month-${monthBefore(23)}`).waitFor();
    const two = await chartShape();
    expect(two.months).toBe(24);
    expect(two.bars).toHaveLength(24);
    for (const bar of two.bars) {
      expect(bar.width).toBeGreaterThanOrEqual(6);
      expect(bar.left).toBeGreaterThanOrEqual(two.box.left);
      expect(bar.right).toBeLessThanOrEqual(two.box.right + 0.5);
    }
    // Month names never overlap, however many months there are.
    for (let i = 1; i < two.monthLabels.length; i++)
      expect(two.monthLabels[i].left).toBeGreaterThanOrEqual(two.monthLabels[i - 1].right);
    expect(two.ticks.length).toBeGreaterThanOrEqual(3);
    expect(two.ticks.at(-1)).toMatch(/^Rp [\d,]+ (rb|jt|M)$/);
    expect(await tableTop()).toBeLessThan(768);
    await page.setViewportSize({ width: 1280, height: 900 });
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

  it('shows the next admin to log in on the same tab their own account, not what the last one read', async () => {
    const second = { username: 'adminkedua', password: 'kata-sandi-kedua-123' };
    await api('/api/admin/accounts', {
      method: 'POST',
      headers: { ...adminHeaders, 'content-type': 'application/json' },
      body: JSON.stringify(second),
    });
    await logIn();
    await menu('Settings').click();
    await expect(page.getByTestId('settings-username').textContent()).resolves.toBe(admin.username);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    await page.getByLabel('Username').fill(second.username);
    await page.getByLabel('Password').fill(second.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin/dashboard');

    // The new session's answer is held back: until it comes, the page has nobody to show.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const me = (url: URL) => url.pathname === '/api/admin/me';
    await page.route(me, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await menu('Settings').click();
      await page.waitForURL('**/admin/settings');
      await page.getByRole('heading', { level: 3, name: 'Admin', exact: true }).waitFor();
      expect(await page.getByTestId('settings-username').count()).toBe(0);
    } finally {
      release();
    }
    await expect(page.getByTestId('settings-username').textContent()).resolves.toBe(second.username);
    await page.unroute(me);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
  });

  it('disables another admin from the Account page after a question, ending its session, and enables it again', async () => {
    const other = { username: 'adminketiga', password: 'kata-sandi-ketiga-123' };
    await api('/api/admin/accounts', {
      method: 'POST',
      headers: { ...adminHeaders, 'content-type': 'application/json' },
      body: JSON.stringify(other),
    });
    const { token } = await api<{ token: string }>('/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(other),
    });
    const meAs = async (bearer: string) =>
      (await fetch(`${stack.baseUrl}/api/admin/me`, { headers: { authorization: `Bearer ${bearer}` } }))
        .status;
    expect(await meAs(token)).toBe(200);

    await logIn();
    await menu('Account').click();
    await page.waitForURL('**/admin/account');
    const accountRow = (username: string) =>
      page.getByTestId('admin-account').filter({ has: page.getByText(username, { exact: true }) });
    const row = accountRow(other.username);
    const state = row.getByTestId('admin-account-state');
    await expect(state.textContent()).resolves.toBe('Aktif');
    // The signed-in admin's own account offers no such button.
    expect(await accountRow(admin.username).getByRole('button').count()).toBe(0);

    // Batal leaves the account as it was.
    await row.getByRole('button', { name: 'Nonaktifkan' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Batal' }).click();
    await expect(state.textContent()).resolves.toBe('Aktif');
    expect(await meAs(token)).toBe(200);

    const disabled = await alerts.after(() => row.getByRole('button', { name: 'Nonaktifkan' }).click(), 2);
    expect(disabled).toEqual([
      `Apakah Anda yakin ingin menonaktifkan akun admin ${other.username}? Semua sesinya segera diakhiri dan akun ini tidak dapat login sampai diaktifkan kembali.`,
      `Akun admin ${other.username} telah dinonaktifkan dan semua sesinya telah diakhiri.`,
    ]);
    await row
      .getByTestId('admin-account-state')
      .filter({ hasText: /^Nonaktif sejak / })
      .waitFor();
    expect(await meAs(token)).toBe(401);
    await page.getByText(`${admin.username} menonaktifkan akun admin ${other.username}`).waitFor();

    const enabled = await alerts.after(() => row.getByRole('button', { name: 'Aktifkan' }).click(), 2);
    expect(enabled[1]).toBe(`Akun admin ${other.username} telah diaktifkan kembali.`);
    await row
      .getByTestId('admin-account-state')
      .filter({ hasText: /^Aktif$/ })
      .waitFor();
    expect(await row.getByRole('button', { name: 'Akhiri semua sesi' }).count()).toBe(1);
    expect(alerts.browserDialogs).toEqual([]);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
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
    phoneContext.setDefaultTimeout(STEP_MS);
    const phonePage = await phoneContext.newPage();
    const { token } = await api<{ token: string }>('/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    await phonePage.goto(`${stack.baseUrl}/admin/login`);
    await phonePage.evaluate((t) => localStorage.setItem('adminToken', t), token);
    for (const path of [
      '/admin/dashboard',
      '/admin/transactions',
      '/admin/order',
      '/admin/database',
      '/admin/balance',
      '/admin/payments/upload-proof',
      '/admin/audit-log',
    ]) {
      await phonePage.goto(`${stack.baseUrl}${path}`);
      await phonePage.locator('.admin-page').waitFor();
      const { scrollWidth, innerWidth } = await phonePage.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect({ path, sideways: scrollWidth > innerWidth }).toEqual({ path, sideways: false });
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
