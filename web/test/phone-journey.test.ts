/**
 * A couple ordering on one 360 x 740 phone (Debian's Chromium), from the first look at a design to
 * the receipt, against the real stack: online payment by virtual account, manual transfer with a
 * large photo, and QRIS paid from the same phone. No step may meet a browser dialog. The phone
 * meets the shop as users do: through nginx in front of the gateway (the stack fails to start
 * without nginx, which CI installs). Run `npm run build` first.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../infra/stack/src/chromium';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  formatRupiah,
  ORDER_LOOKUP_NOT_FOUND,
  PROOF_MAX_BYTES,
  type Addon,
  type Design,
  type Package,
} from '@undangan/contracts';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';
import {
  badgeCount,
  containing,
  DialogGuard,
  expectNoHorizontalScroll,
  expectText,
  simulator,
  addressInSite,
  BROWSER_TEST_MS,
  STEP_MS,
} from './storefront-support';
import { waitFor } from '@undangan/platform/testing';
import { noisyPngImage } from '../../services/proof-storage/test/image-fixtures';

jest.setTimeout(BROWSER_TEST_MS);

const PHONE = { width: 360, height: 740 };
const COPIED = 'Kode berhasil disalin ke clipboard!';

let stack: TestStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let dialogs: DialogGuard;
let designs: Design[];
let packages: Package[];

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${stack.baseUrl}${path}`, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** An RGB PNG of noise (image-fixtures.ts), the same bytes in every run of this file. */
const noisePng = (width: number, height: number) => noisyPngImage(width, height, 12345);

async function untilTracked(orderId: string, phone: string, status: string): Promise<void> {
  await waitFor(
    `${orderId} ${status}`,
    () =>
      api<{ payment_status: string }>('/api/orders/track', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: orderId, phone }),
      }),
    (tracked) => tracked.payment_status === status,
    15_000,
    200,
  );
}

/** The admin sets the invitation's address on the order, as the order page does. */
async function setInvitationLink(orderId: string, clientId: string, url: string): Promise<void> {
  const { token } = await api<{ token: string }>('/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: stack.env.ADMIN_USERNAME ?? 'admin',
      password: stack.env.ADMIN_PASSWORD ?? 'admin12345',
    }),
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const { data } = await api<{ data: { id: string; order_id: string }[] }>(
    '/api/admin/orders?showCompleted=false&page=1&limit=10',
    { headers },
  );
  const row = data.find((order) => order.order_id === orderId);
  if (!row) throw new Error(`${orderId} is not among the admin's orders`);
  await api(`/api/admin/orders/${encodeURIComponent(row.id)}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ status: 'in_progress', admin_notes: '', client_id: clientId, client_url: url }),
  });
}

/** Chooses a package and its first design at /checkout and adds them to the cart. */
async function addToCartAtCheckout(packageName: string): Promise<void> {
  await page.goto(`${stack.baseUrl}/checkout`);
  await page.getByRole('radio', { name: new RegExp(`^${packageName}`) }).check();
  await page.locator('.design-option input').first().check();
  await page.getByRole('button', { name: 'Tambahkan ke Keranjang' }).click();
  await expectText(
    page.getByTestId('checkout-message'),
    containing('1 item berhasil ditambahkan ke keranjang!'),
  );
}

async function fillCustomer(name: string, phone: string, email: string): Promise<void> {
  await page.getByLabel('Nama').fill(name);
  await page.getByLabel('Nomor WhatsApp').fill(phone);
  await page.getByLabel('Email').fill(email);
}

beforeAll(async () => {
  stack = await startTestStack({
    services: ['catalogue', 'ordering', 'proof-storage', 'midtrans-sim', 'invitations', 'gateway'],
    env: { PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '0' },
    front: 'nginx',
  });
  expect(stack.front).toBe('nginx');
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  [designs, packages] = await Promise.all([
    api<Design[]>('/api/designs/all'),
    api<Package[]>('/api/details/data'),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

beforeEach(async () => {
  context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  context.setDefaultTimeout(STEP_MS);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
  page = await context.newPage();
  dialogs = new DialogGuard(page);
});

afterEach(async () => {
  await context?.close();
  dialogs.expectNone();
});

const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

describe('a couple on a 360 px phone', () => {
  it('orders a gallery design, pays by BCA virtual account, follows the order and keeps the receipt', async () => {
    // The gallery: the Premium tab shows wedding designs only, each with its order button.
    await page.goto(`${stack.baseUrl}/`);
    await page.locator('#galeri').scrollIntoViewIfNeeded();
    await page.getByRole('tab', { name: 'Premium' }).click();
    await page.locator('.design-card__name').first().waitFor();
    const premium = designs.filter((d) => d.package_id === 'Premium' && d.category === 'wedding');
    expect(await page.locator('.design-card__name').allTextContents()).toEqual(premium.map((d) => d.name));
    const design = premium[0];
    const pkg = packages.find((p) => p.id === Math.min(...design.package_allowed));
    expect(pkg?.name).toBe('Premium');
    await page.waitForTimeout(300);
    await page
      .locator('.swiper-slide-active')
      .getByRole('link', { name: /^Pesan desain ini/ })
      .click();

    // The checkout opens with the package and the design chosen, and a running total.
    await page.waitForURL(`**/checkout?package=${pkg?.id}&design=${design.id}`);
    await page.locator('.design-option input:checked').waitFor({ state: 'attached' });
    await expect(page.getByRole('radio', { name: new RegExp(`^${design.name}`) }).isChecked()).resolves.toBe(
      true,
    );
    await expect(page.getByRole('radio', { name: /^Premium/ }).isChecked()).resolves.toBe(true);
    await expectText(page.getByTestId('checkout-total'), formatRupiah(pkg?.price ?? 0));
    // An add-on the checkout offers with this package: not a turnaround (chosen in the cart), not
    // one the package already includes.
    const addons = await api<Addon[]>('/api/addons');
    const extra = addons.find(
      (a) => a.kind !== 'turnaround' && !(a.included_in ?? []).includes(pkg?.id ?? 0),
    )!;
    await page.getByRole('button', { name: '+ Tambah Add-on' }).click();
    await page.locator('.addon-row select').first().selectOption(String(extra.id));
    const unit = (pkg?.price ?? 0) + extra.price;
    await expectText(page.getByTestId('checkout-total'), formatRupiah(unit));
    await page.getByRole('button', { name: 'Tambahkan ke Keranjang' }).click();
    const added = page.getByTestId('checkout-message');
    await expect(added.getAttribute('role')).resolves.toBe('status');
    await expectText(added, containing('1 item berhasil ditambahkan ke keranjang!'));
    await added.getByRole('link', { name: 'Lihat Keranjang' }).click();

    // The cart's stepper: plus, minus, and minus at 1 asks in the page before removing.
    await page.waitForURL('**/cart');
    const quantity = page.getByTestId('cart-item-quantity');
    await expectText(quantity, '1');
    await page.getByRole('button', { name: `Tambah jumlah Paket ${pkg?.name}` }).click();
    await expectText(quantity, '2');
    await expectText(page.getByTestId('cart-total'), formatRupiah(unit * 2));
    expect(await badgeCount(page)).toBe(2);
    await page.getByRole('button', { name: `Kurangi jumlah Paket ${pkg?.name}` }).click();
    await expectText(quantity, '1');
    await page.getByRole('button', { name: `Kurangi jumlah Paket ${pkg?.name}` }).click();
    await expectText(
      page.getByRole('status').filter({ hasText: 'dari keranjang?' }),
      `Hapus Paket ${pkg?.name} dari keranjang?`,
    );
    await page.getByRole('button', { name: 'Batal' }).click();
    expect(await page.getByTestId('cart-item').count()).toBe(1);
    await expectText(quantity, '1');

    // A wrong phone is marked on its field, and nothing is sent.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/orders/create-transaction')) sent.push(request.url());
    });
    await fillCustomer('Rina Kusuma', '0812-ABC-45', 'rina@example.com');
    await page.getByLabel(/Pembayaran Otomatis/).check();
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    const phoneField = page.getByLabel('Nomor WhatsApp');
    await expect(phoneField.getAttribute('aria-invalid')).resolves.toBe('true');
    await expectText(page.getByTestId('customer-phone-error'), 'Nomor WhatsApp tidak valid.');
    await expect(phoneField.evaluate((field) => field === document.activeElement)).resolves.toBe(true);
    await expectText(page.getByTestId('pay-message'), 'Harap lengkapi data pelanggan.');
    await expect(page.getByLabel('Nama').getAttribute('aria-invalid')).resolves.toBeNull();
    expect(sent).toEqual([]);
    await expectNoHorizontalScroll(page);

    // Fixed the way people write it, it goes through; the popup's pending leads to the pending page.
    const phone = '+62 812-3456-7890';
    await phoneField.fill(phone);
    await expect(phoneField.getAttribute('aria-invalid')).resolves.toBeNull();
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.getByTestId('sim-snap-dialog').waitFor();
    const orderId = String(await page.evaluate(() => localStorage.getItem('currentOrderId')));
    await page.getByTestId('sim-method-bca_va').click();
    await page.getByTestId('sim-pending').click();
    await page.waitForURL(`**/payment/pending?order_id=${orderId}`);

    // Paying from this phone: the number, the exact amount, each copied with its own words, and the steps.
    const va = page.getByTestId('va-bca');
    await va.waitFor();
    const { transactions: payments } = await api<{
      transactions: { gross_amount: number; va_numbers: { va_number: string }[] }[];
    }>(`/api/transactions/pending-transactions?order_id=${encodeURIComponent(orderId)}`);
    const vaNumber = payments[0].va_numbers[0].va_number;
    const amount = payments[0].gross_amount;
    expect(amount).toBe(unit);
    await expectText(va.getByTestId('va-number'), vaNumber);
    const steps = va.locator('.pay-guide__way[open] ol > li');
    expect(await steps.count()).toBeGreaterThanOrEqual(4);
    await expectText(steps.first(), containing('BCA mobile'));
    expect(await va.locator('.pay-guide__way summary').allTextContents()).toEqual([
      'Lewat aplikasi BCA mobile (m-BCA)',
      'Lewat ATM BCA',
    ]);
    await page.getByTestId('copy-va-bca').click();
    await expectText(page.getByTestId('copy-va-bca-said'), COPIED);
    await expect(clipboard()).resolves.toBe(vaNumber);
    await page.getByTestId('copy-amount').click();
    await expectText(page.getByTestId('copy-amount-said'), `Jumlah ${amount} berhasil disalin ke clipboard!`);
    await expect(clipboard()).resolves.toBe(String(amount));
    await page.getByRole('button', { name: 'Cek Status' }).click();
    await expectText(page.getByTestId('check-message'), 'Pembayaran masih pending.');
    await expectNoHorizontalScroll(page);

    // The bank settles it; 'Cek Status' goes to the finish page, whose address carries the order id only.
    await simulator(stack, orderId, 'settle?method=bca_va');
    await untilTracked(orderId, phone, 'paid');
    await page.getByRole('button', { name: 'Cek Status' }).click();
    await page.waitForURL(`**/payment/finish?order_id=${orderId}`);
    await page.getByRole('heading', { level: 1, name: 'Pembayaran Berhasil!' }).waitFor();
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['order_id']);

    // Tracking: this tab remembers the number (never in the address) and shows the order at once.
    await page.getByTestId('track-order-link').click();
    await page.waitForURL(`**/pesanan/lacak?order_id=${orderId}`);
    await page.getByTestId('tracking-result').waitFor();
    await expectText(page.getByTestId('payment-state-label'), 'Lunas');
    expect(await page.getByTestId('invitation-link').count()).toBe(0);
    expect(addressInSite(page)).not.toContain('3456');

    // A number that is not the order's gets the server's answer; the same number written otherwise works.
    await page.getByLabel('Nomor WhatsApp').fill('081299990000');
    await page.getByRole('button', { name: 'Lacak Pesanan' }).click();
    await expectText(page.getByTestId('track-message'), ORDER_LOOKUP_NOT_FOUND);
    expect(await page.getByTestId('tracking-result').count()).toBe(0);
    await page.getByLabel('Nomor WhatsApp').fill('6281234567890');
    await page.getByRole('button', { name: 'Lacak Pesanan' }).click();
    await expectText(page.getByTestId('payment-state-label'), 'Lunas');

    // The shop sets the invitation's address: the page shows it.
    const invitation = `https://undangan.example/rina-${orderId.toLowerCase()}`;
    const clientId = `rina-${orderId.toLowerCase()}`;
    await setInvitationLink(orderId, clientId, invitation);
    await page.getByRole('button', { name: 'Perbarui Status' }).click();
    await expect(page.getByTestId('invitation-link').getAttribute('href')).resolves.toBe(invitation);
    // An invitation made outside the shop: its address on the shop shows it in the frame.
    const tracking = page.url();
    await page.goto(`${stack.baseUrl}/${clientId}`);
    await expect(page.locator('iframe.client-frame').getAttribute('src')).resolves.toBe(invitation);
    // An order naming the shop's own address for itself (a published page on hold) is not framed
    // in itself: the guest is told there is no invitation.
    await setInvitationLink(orderId, clientId, `${stack.baseUrl}/${clientId}`);
    await page.goto(`${stack.baseUrl}/${clientId}`);
    await page.getByRole('heading', { name: 'Undangan Tidak Ditemukan' }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await setInvitationLink(orderId, clientId, invitation);
    await page.goto(tracking);
    await expect(page.getByTestId('invitation-link').getAttribute('href')).resolves.toBe(invitation);
    await expectText(page.getByTestId('work-state-label'), 'Sedang dikerjakan');

    // The receipt: the order, its lines and total, ready to print without the page's chrome.
    await page.getByTestId('receipt-link').click();
    await page.waitForURL(`${stack.baseUrl}/pesanan/kwitansi`);
    await page.getByTestId('receipt').waitFor();
    await expectText(page.getByTestId('receipt-order-id'), orderId);
    await expectText(page.getByTestId('receipt-total'), formatRupiah(amount));
    expect(await page.getByTestId('receipt-line').count()).toBeGreaterThanOrEqual(1);
    await expectText(page.getByTestId('receipt'), containing(design.name));
    await page.getByRole('button', { name: 'Cetak / Simpan PDF' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['.site-header', '.site-footer', '.chat-button', '.receipt-toolbar'])
      await expect(page.locator(selector).isVisible()).resolves.toBe(false);
    await expect(page.getByTestId('receipt').isVisible()).resolves.toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await expectNoHorizontalScroll(page);
  });

  it('orders from a design preview page and pays by manual transfer with a 7 MB photo', async () => {
    const design = designs.find((d) => d.category === 'wedding' && d.package_id === 'Basic') ?? designs[0];
    await page.goto(`${stack.baseUrl}${design.template_url}`);
    await page.getByRole('link', { name: 'Pesan desain ini' }).click();
    await page.waitForURL('**/checkout?*');
    await page.locator('.design-option input:checked').waitFor({ state: 'attached' });
    await expect(page.locator('.design-option input:checked').getAttribute('value')).resolves.toBe(design.id);
    await page.getByRole('button', { name: 'Tambahkan ke Keranjang' }).click();
    await page.getByTestId('checkout-message').getByRole('link', { name: 'Lihat Keranjang' }).click();
    await page.waitForURL('**/cart');

    const phone = '0812 7777 8888';
    await fillCustomer('Dimas Arya', phone, 'dimas@example.com');
    await page.getByLabel(/Transfer Manual/).check();
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.waitForURL('**/payment/manual');
    const orderId = String(await page.evaluate(() => localStorage.getItem('orderId')));
    const total = String(await page.getByTestId('invoice-total').textContent());

    await page.getByTestId('copy-account').click();
    await expectText(page.getByTestId('copy-account-said'), 'Nomor rekening berhasil disalin ke clipboard!');
    await page.getByTestId('copy-amount').click();
    await expect(clipboard()).resolves.toBe(total.replace(/\D/g, ''));

    // An iPhone's HEIC photo this browser cannot open is explained on the field, not sent.
    const picker = page.getByLabel(/Bukti transfer/);
    await picker.setInputFiles({
      name: 'IMG_0001.HEIC',
      mimeType: 'image/heic',
      buffer: Buffer.alloc(4096, 7),
    });
    const refused = page.getByTestId('proof-error');
    await expectText(refused, containing('HEIC'));
    await expectText(refused, containing('screenshot'));
    await expectText(refused, containing('Paling Kompatibel'));
    await expect(picker.getAttribute('aria-invalid')).resolves.toBe('true');

    // A 7 MB photo is made smaller and sent as JPEG, with the upload's progress on screen.
    const photo = noisePng(3100, 800);
    expect(photo.length).toBeGreaterThan(7 * 1024 * 1024);
    await picker.setInputFiles({ name: 'bukti-transfer.png', mimeType: 'image/png', buffer: photo });
    await expectText(page.getByTestId('proof-chosen'), containing('diperkecil'));
    await page.getByTestId('proof-preview').waitFor();
    await expect(picker.getAttribute('aria-invalid')).resolves.toBeNull();

    let body: Buffer | null = null;
    await page.route('**/api/payments/confirm', async (route) => {
      body = route.request().postDataBuffer();
      // Slow enough to see the bar.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Konfirmasi Pembayaran' }).click();
    const progress = page.getByRole('progressbar');
    await progress.waitFor();
    await expectText(page.getByTestId('upload-progress'), /Mengirim|Terkirim/);
    await page.waitForURL(`**/payment/confirmation?order_id=${orderId}`);
    await expectText(page.getByTestId('confirmed-message'), 'Konfirmasi pembayaran berhasil dikirim.');
    const sentBody = body as Buffer | null;
    expect(sentBody).not.toBeNull();
    const text = sentBody?.toString('latin1') ?? '';
    expect(text).toMatch(/name="proofFile"; filename="bukti-transfer\.jpg"\r\nContent-Type: image\/jpeg/);
    // The file comes last, so the shop checks the order and the cart before it reads the photo.
    const parts = [...text.matchAll(/name="(\w+)"/g)].map((m) => m[1]);
    expect(parts[parts.length - 1]).toBe('proofFile');
    expect(parts).toEqual(expect.arrayContaining(['orderId', 'orderSecret', 'cartItems', 'customerPhone']));
    expect(sentBody?.length ?? Infinity).toBeLessThan(PROOF_MAX_BYTES);

    // The order can be followed from here: pending while the shop checks the proof.
    await page.getByTestId('track-order-link').click();
    await page.getByTestId('tracking-result').waitFor();
    await expectText(page.getByTestId('payment-state-label'), 'Menunggu pembayaran');
    await expectText(page.getByTestId('payment-state'), containing('bukti pembayaran'));
    expect(await page.getByTestId('receipt-link').count()).toBe(0);
    expect(addressInSite(page)).not.toContain('7777');
  });

  it('pays by QRIS on the same phone: the code can be saved to the gallery', async () => {
    await addToCartAtCheckout('Basic');
    await page.goto(`${stack.baseUrl}/cart`);
    await fillCustomer('Sekar Ayu', '081355556666', 'sekar@example.com');
    await page.getByLabel(/Pembayaran Otomatis/).check();
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.getByTestId('sim-snap-dialog').waitFor();
    const orderId = String(await page.evaluate(() => localStorage.getItem('currentOrderId')));
    await page.getByTestId('sim-method-other_qris').click();
    // The first look-up answers as the shop would before Midtrans has told it the channel: the
    // page looks again, and the QR code appears once the shop knows it.
    let lookups = 0;
    await page.route('**/api/transactions/pending-transactions**', async (route) => {
      lookups += 1;
      const response = await route.fetch();
      if (lookups > 1) return route.fulfill({ response });
      const body = (await response.json()) as { transactions: Record<string, unknown>[] };
      const [first] = body.transactions;
      const before = { ...first, payment_type: null, qr_images: { standard: null, shopeepay: null } };
      return route.fulfill({ response, json: { transactions: [before] } });
    });
    await page.getByTestId('sim-pending').click();
    await page.waitForURL(`**/payment/pending?order_id=${orderId}`);

    const { transactions: payments } = await api<{ transactions: { qr_images: { standard: string } }[] }>(
      `/api/transactions/pending-transactions?order_id=${encodeURIComponent(orderId)}`,
    );
    const image = payments[0].qr_images.standard;
    const save = page.getByTestId('save-qr');
    await expect(save.getAttribute('href')).resolves.toBe(image);
    await expect(save.getAttribute('download')).resolves.toBe(`qris-${orderId}.png`);
    await expect(page.getByRole('img', { name: 'Kode QR QRIS' }).getAttribute('src')).resolves.toBe(image);
    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    expect(download.suggestedFilename()).toBe(`qris-${orderId}.png`);
    await expectText(page.getByTestId('save-qr-said'), containing('Kode QR tersimpan'));
    const steps = await page.locator('.pay-guide__steps li').allTextContents();
    expect(steps[0]).toContain('Simpan Kode QR');
    expect(steps.some((step) => step.includes('galeri'))).toBe(true);
    await page.getByTestId('copy-amount').click();
    await expectText(page.getByTestId('copy-amount-said'), /^Jumlah \d+ berhasil/);
    await expectNoHorizontalScroll(page);
    expect(lookups).toBeGreaterThan(1);
    await page.unroute('**/api/transactions/pending-transactions**');
  });
});
