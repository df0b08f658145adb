/**
 * The storefront walked as a customer would, in Debian's Chromium, against the real stack (the
 * built gateway and services over real PostgreSQL and RabbitMQ). Run `npm run build` first.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../infra/stack/src/chromium';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Client } from 'pg';
import { formatRupiah, type Addon, type Design, type Package } from '@undangan/contracts';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';
import {
  badgeCount,
  containing,
  DialogGuard,
  expectNoHorizontalScroll,
  expectText,
  readable,
  simulator as simulate,
  BROWSER_TEST_MS,
  STEP_MS,
} from './storefront-support';
import { waitFor } from '@undangan/platform/testing';

jest.setTimeout(BROWSER_TEST_MS);

const TEXT = {
  nothingSelected: 'Silakan pilih paket, desain, atau add-on terlebih dahulu.',
  designMissing: 'Silakan pilih desain terlebih dahulu sebelum menambahkan paket ke keranjang.',
  added: (n: number) => `${n} item berhasil ditambahkan ke keranjang!`,
  customerIncomplete: 'Harap lengkapi data pelanggan.',
  methodMissing: 'Harap pilih metode pembayaran terlebih dahulu.',
  referralEmpty: 'Silakan masukkan kode referal.',
  referralInvalid: 'Kode referal tidak valid.',
  referralTooLarge: 'Diskon tidak dapat lebih besar atau sama dengan subtotal.',
  referralApplied: (code: string, pct: number) =>
    `Kode referal ${code} berhasil diterapkan! Anda mendapatkan diskon ${pct}%.`,
  loadFailed: 'Gagal memuat data. Silakan coba lagi nanti.',
};

// A 2x2 PNG: the proof upload checks the file's bytes, not its name.
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

let stack: TestStack;
let browser: Browser;
let catalogue: { designs: Design[]; packages: Package[]; addons: Addon[] };

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${stack.baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function storedCart(
  page: Page,
): Promise<{ packageId: number | null; quantity: number; addons: unknown[] }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'));
}

const orderable = () => catalogue.packages.filter((p) => p.id !== 1);
/** The add-ons the checkout's rows offer: the turnaround is chosen in the cart. */
const extras = () => catalogue.addons.filter((a) => a.kind !== 'turnaround');

/** Adds the first design of the first priced package at /checkout; gives that package. */
async function addFirstDesign(page: Page): Promise<Package> {
  const chosen = orderable().find(
    (p) => p.price > 0 && catalogue.designs.some((d) => d.package_allowed.includes(p.id)),
  );
  if (!chosen) throw new Error('No orderable package with designs');
  await page.goto(`${stack.baseUrl}/checkout`);
  await page.getByRole('radio', { name: new RegExp(`^${chosen.name}`) }).check();
  await page.locator('.design-option input').first().check();
  await page.getByRole('button', { name: 'Tambahkan ke Keranjang' }).click();
  await expectText(page.getByTestId('checkout-message'), containing(TEXT.added(1)));
  return chosen;
}
const weddings = () => catalogue.designs.filter((d) => d.category === 'wedding');

beforeAll(async () => {
  // The programs the storefront talks to (reporting is not needed).
  stack = await startTestStack({
    services: ['catalogue', 'ordering', 'proof-storage', 'midtrans-sim', 'gateway'],
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const [designs, packages, addons] = await Promise.all([
    getJson<Design[]>('/api/designs/all'),
    getJson<Package[]>('/api/details/data'),
    getJson<Addon[]>('/api/addons'),
  ]);
  catalogue = { designs, packages, addons };
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

describe.each(VIEWPORTS)('storefront at $width px', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  let dialogs: DialogGuard;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    // A step that cannot happen fails with its own message, well before the test's time is up.
    context.setDefaultTimeout(STEP_MS);
    page = await context.newPage();
    dialogs = new DialogGuard(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  afterEach(() => dialogs.expectNone());

  it('shows the landing page with its hero, reasons, FAQ and footer', async () => {
    await page.goto(`${stack.baseUrl}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Undangan Digital Tanpa Batas',
    );
    await expect(
      page.getByRole('link', { name: 'Pesan Sekarang' }).first().getAttribute('href'),
    ).resolves.toBe('/checkout');
    await expect(
      page.getByRole('link', { name: 'Pricelist', exact: true }).first().getAttribute('href'),
    ).resolves.toBe('/details');
    // The typing line starts typing the first phrase.
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="typed-line"]')?.textContent ?? '').length > 3,
    );

    const numbers = await page.locator('.reasons__number').allTextContents();
    expect(numbers).toEqual(['01', '02', '03', '04', '05']);
    await expect(page.locator('.reasons').textContent()).resolves.toContain('8.500 pasangan');

    const toggles = page.locator('.faq__toggle');
    expect(await toggles.count()).toBeGreaterThanOrEqual(5);
    await toggles.nth(0).click();
    await toggles.nth(1).click();
    const expanded = await toggles.evaluateAll((list) => list.map((b) => b.getAttribute('aria-expanded')));
    expect(expanded.filter((v) => v === 'true')).toHaveLength(1);
    expect(expanded[1]).toBe('true');
    await expect(page.locator('.faq').textContent()).resolves.toContain('Rp 50.000');

    // PRODUCT.md section 9 shows 2020 as the copyright year.
    await expect(page.locator('.site-footer').textContent()).resolves.toContain('2020');
    await expect(
      page.locator('.site-footer').getByRole('link', { name: 'Lacak Pesanan' }).getAttribute('href'),
    ).resolves.toBe('/pesanan/lacak');
    // Headings in the shop's own face, served by the shop.
    await page.evaluate(() => document.fonts.ready);
    await expect(
      page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).fontFamily),
    ).resolves.toMatch(/^"?Playfair Display"?/);
    await expect(page.evaluate(() => document.fonts.check('700 32px "Playfair Display"'))).resolves.toBe(
      true,
    );
    const chat = page.locator('.chat-button');
    await expect(chat.getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\/\d+/);
    expect(await badgeCount(page)).toBe(0);
    await expectNoHorizontalScroll(page);
  });

  it('switches gallery tabs, keeps each tab’s slide and opens a preview in a new tab', async () => {
    await page.locator('#galeri').scrollIntoViewIfNeeded();
    for (const tab of ['Exclusive', 'Premium', 'Basic']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).resolves.toBe('true');
      // The wedding tabs hold wedding designs; other occasions have their own list.
      const expected = weddings()
        .filter((d) => d.package_id === tab)
        .map((d) => d.name);
      if (expected.length === 0) {
        await page.getByText('Belum ada desain untuk paket ini.').waitFor();
        continue;
      }
      await page.locator('.design-card__name').first().waitFor();
      expect(await page.locator('.design-card__name').allTextContents()).toEqual(expected);
      expect(new Set(await page.locator('.design-card__package').allTextContents())).toEqual(new Set([tab]));
    }

    const others = catalogue.designs.filter((d) => d.category !== 'wedding');
    expect(others.length).toBeGreaterThan(0);
    expect(await page.getByTestId('occasion-card').locator('.occasion-card__name').allTextContents()).toEqual(
      others.map((d) => d.name),
    );

    const exclusive = weddings().filter((d) => d.package_id === 'Exclusive');
    const premium = weddings().filter((d) => d.package_id === 'Premium');
    expect(exclusive.length).toBeGreaterThan(1);
    expect(premium.length).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Exclusive' }).click();
    await page.getByRole('button', { name: 'Desain berikutnya' }).click();
    await page.waitForFunction(() =>
      document.querySelector('.carousel__position')?.textContent?.startsWith('2 /'),
    );
    await page.getByRole('tab', { name: 'Premium' }).click();
    await expect(page.locator('.carousel__position').textContent()).resolves.toBe(`1 / ${premium.length}`);
    await page.getByRole('tab', { name: 'Exclusive' }).click();
    await expect(page.locator('.carousel__position').textContent()).resolves.toBe(`2 / ${exclusive.length}`);

    const active = page.locator('.swiper-slide-active');
    await page.waitForTimeout(400);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      active.getByRole('link', { name: /Preview/ }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(new URL(exclusive[1].template_url, stack.baseUrl).href);
    await popup.close();
    await expect(active.getByRole('link', { name: /^Pesan desain ini/ }).getAttribute('href')).resolves.toBe(
      `/checkout?package=${Math.min(...exclusive[1].package_allowed)}&design=${exclusive[1].id}`,
    );
    await expectNoHorizontalScroll(page);
  });

  it('saves the scroll position for the pricelist and restores it on return', async () => {
    const button = page.getByRole('button', { name: 'See Pricelist' });
    await button.scrollIntoViewIfNeeded();
    const saved = await page.evaluate(() => window.scrollY);
    expect(saved).toBeGreaterThan(0);
    await button.click();
    await page.waitForURL('**/details');
    // The URL changes at once; the landing page stays on screen until the pricelist has loaded.
    await page.getByRole('heading', { level: 1, name: 'Pricelist' }).waitFor();
    await expect(page.evaluate(() => sessionStorage.getItem('scrollPosition'))).resolves.toBe(String(saved));

    await page.locator('.site-logo').click();
    await page.waitForURL(`${stack.baseUrl}/`);
    await page.locator('.hero').waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, saved);
    await expect(page.evaluate(() => sessionStorage.getItem('scrollPosition'))).resolves.toBeNull();
  });

  it('shows the pricelist: base features, priced packages and add-ons by id', async () => {
    await page.goto(`${stack.baseUrl}/details`);
    const base = catalogue.packages.find((p) => p.id === 1);
    expect(base).toBeDefined();
    await page.locator('.base-features').waitFor();
    const baseText = await page.locator('.base-features').textContent();
    expect(baseText).toContain(base?.name);
    expect(baseText).toContain('Termasuk di semua paket');

    const others = catalogue.packages.filter((p) => p.id !== 1).sort((a, b) => a.id - b.id);
    expect(await page.locator('.package-card__name').allTextContents()).toEqual(others.map((p) => p.name));
    expect((await page.locator('.package-card__price').allTextContents()).map(readable)).toEqual(
      others.filter((p) => p.price > 0).map((p) => formatRupiah(p.price)),
    );
    const addons = [...catalogue.addons].sort((a, b) => a.id - b.id);
    expect(await page.locator('.addon-item__title').allTextContents()).toEqual(addons.map((a) => a.title));
    expect((await page.locator('.addon-item__price').allTextContents()).map(readable)).toEqual(
      addons.map((a) => formatRupiah(a.price)),
    );
    // No add-on names a package the shop does not sell.
    const sold = new Set(catalogue.packages.map((p) => p.name));
    for (const description of await page.locator('.addon-item__description').allTextContents()) {
      for (const named of description.match(/paket (\w+)/gi) ?? []) expect(sold).toContain(named.slice(6));
    }
    expect(await page.locator('.addon-list').textContent()).not.toContain('Standard');
    // Every package has its own order button, to the checkout with that package chosen.
    for (const pkg of others) {
      await expect(page.getByTestId(`order-package-${pkg.id}`).getAttribute('href')).resolves.toBe(
        `/checkout?package=${pkg.id}`,
      );
    }
    await expect(
      page.getByRole('link', { name: 'Pesan Sekarang' }).first().getAttribute('href'),
    ).resolves.toBe('/checkout');
    await expectNoHorizontalScroll(page);
  });

  it('checks the checkout form with its three messages in the page and fills the cart', async () => {
    await page.goto(`${stack.baseUrl}/checkout`);
    const packageRadios = page.locator('input[name="checkout-package"]');
    await packageRadios.first().waitFor();
    const values = await packageRadios.evaluateAll((list) => list.map((o) => (o as HTMLInputElement).value));
    expect(values).not.toContain('1');
    expect(values).toEqual(orderable().map((p) => String(p.id)));
    expect(await page.locator('.design-option').count()).toBe(0);
    await expectText(page.getByTestId('checkout-total'), formatRupiah(0));

    const submit = page.getByRole('button', { name: 'Tambahkan ke Keranjang' });
    const message = page.getByTestId('checkout-message');
    await submit.click();
    await expectText(message, TEXT.nothingSelected);
    await expect(message.getAttribute('role')).resolves.toBe('alert');
    await expect(
      page.locator('fieldset').filter({ hasText: '1. Pilih Paket' }).getAttribute('aria-invalid'),
    ).resolves.toBe('true');

    const chosen = orderable().find((p) => catalogue.designs.some((d) => d.package_allowed.includes(p.id)));
    expect(chosen).toBeDefined();
    await page.getByRole('radio', { name: new RegExp(`^${chosen?.name}`) }).check();
    await expectText(page.getByTestId('checkout-total'), formatRupiah(chosen?.price ?? 0));
    await submit.click();
    await expectText(page.getByTestId('design-error'), TEXT.designMissing);
    const designGroup = page.locator('fieldset').filter({ hasText: '2. Pilih Desain' });
    await expect(designGroup.getAttribute('aria-invalid')).resolves.toBe('true');

    // The package's designs as pictures, each with its tier.
    const offered = catalogue.designs.filter((d) => d.package_allowed.includes(chosen?.id ?? 0));
    await page.locator('.design-option').first().waitFor();
    expect(await page.locator('.design-option img').count()).toBe(offered.length);
    const tiers = await page.locator('.design-option__tier').allTextContents();
    for (const tier of tiers) expect(tier).toMatch(/(Exclusive|Premium|Basic)$/);
    const firstDesign = page.locator('.design-option input').first();
    const designId = String(await firstDesign.getAttribute('value'));
    await firstDesign.check();
    await expect(designGroup.getAttribute('aria-invalid')).resolves.toBeNull();
    await submit.click();
    await expectText(message, containing(TEXT.added(1)));
    await expect(message.getAttribute('role')).resolves.toBe('status');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-badge"]')?.textContent === '1',
    );

    // The same package and design again only raises the quantity.
    await page.getByRole('radio', { name: new RegExp(`^${chosen?.name}`) }).check();
    await page.locator(`.design-option input[value="${designId}"]`).check();
    await submit.click();
    await expectText(message, containing(TEXT.added(1)));
    expect(await badgeCount(page)).toBe(2);
    const afterRepeat = await storedCart(page);
    expect(afterRepeat).toHaveLength(1);
    expect(afterRepeat[0].quantity).toBe(2);

    // Add-ons without a package: each its own item; a row can be removed again.
    expect(extras().length).toBeGreaterThan(1);
    const addRow = page.getByRole('button', { name: '+ Tambah Add-on' });
    await addRow.click();
    await addRow.click();
    await addRow.click();
    await page.getByRole('button', { name: 'Hapus add-on 3' }).click();
    const addonSelects = page.locator('.addon-row select');
    expect(await addonSelects.count()).toBe(2);
    await addonSelects.nth(0).selectOption(String(extras()[0].id));
    await addonSelects.nth(1).selectOption(String(extras()[1].id));
    await expectText(page.getByTestId('checkout-total'), formatRupiah(extras()[0].price + extras()[1].price));
    await submit.click();
    await expectText(message, containing(TEXT.added(2)));
    expect(await badgeCount(page)).toBe(4);
    expect(await storedCart(page)).toHaveLength(3);
    await expectNoHorizontalScroll(page);
  });

  it('checks the cart: customer details, payment method and referral messages', async () => {
    await page.getByRole('link', { name: /^Keranjang/ }).click();
    await page.waitForURL('**/cart');
    await page.getByTestId('cart-item').first().waitFor();
    expect(await page.getByTestId('cart-item').count()).toBe(3);
    const subtotal = await page.evaluate(() =>
      (JSON.parse(localStorage.getItem('cartItems') ?? '[]') as { totalPrice: number }[]).reduce(
        (sum, item) => sum + item.totalPrice,
        0,
      ),
    );
    const chosen = await storedCart(page);
    const pkg = catalogue.packages.find((p) => p.id === chosen[0].packageId);
    expect(subtotal).toBe((pkg?.price ?? 0) * 2 + extras()[0].price + extras()[1].price);
    await expectText(page.getByTestId('cart-subtotal'), formatRupiah(subtotal));
    await expectText(page.getByTestId('cart-total'), formatRupiah(subtotal));

    const pay = page.getByRole('button', { name: 'Bayar Sekarang' });
    const payMessage = page.getByTestId('pay-message');
    const invalid = (label: string) => page.getByLabel(label).getAttribute('aria-invalid');
    await pay.click();
    await expectText(payMessage, TEXT.customerIncomplete);
    await expect(payMessage.getAttribute('role')).resolves.toBe('alert');
    for (const label of ['Nama', 'Nomor WhatsApp', 'Email'])
      await expect(invalid(label)).resolves.toBe('true');
    await expectText(page.getByTestId('customer-name-error'), 'Nama wajib diisi.');
    await expect(page.getByLabel('Nama').evaluate((field) => field === document.activeElement)).resolves.toBe(
      true,
    );

    await page.getByLabel('Nama').fill('Rina Kusuma');
    await page.getByLabel('Nomor WhatsApp').fill('081234567890');
    await expect(page.getByLabel('Email').getAttribute('type')).resolves.toBe('email');
    await page.getByLabel('Email').fill('bukan-email');
    await pay.click();
    await expectText(page.getByTestId('customer-email-error'), 'Email tidak valid.');
    await expect(invalid('Nama')).resolves.toBeNull();
    await expect(invalid('Email')).resolves.toBe('true');
    await expectText(payMessage, TEXT.customerIncomplete);
    // Corrected, the mark goes at once.
    await page.getByLabel('Email').fill('rina@example.com');
    await expect(invalid('Email')).resolves.toBeNull();
    await pay.click();
    await expectText(page.getByTestId('payment-method-error'), TEXT.methodMissing);
    await expect(
      page.locator('fieldset').filter({ hasText: 'Metode Pembayaran' }).getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    await expect(page.evaluate(() => localStorage.getItem('customerDetails'))).resolves.toContain(
      'rina@example.com',
    );

    const toggle = page.getByRole('button', { name: 'Punya kode referal?' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    const apply = page.getByRole('button', { name: 'Gunakan' });
    const referralMessage = page.getByTestId('referral-message');
    await apply.click();
    await expectText(referralMessage, TEXT.referralEmpty);

    const unknownCode = 'TIDAKADA999';
    const answer = await fetch(`${stack.baseUrl}/api/referral/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: unknownCode }),
    });
    expect(answer.status).not.toBe(200);
    const body = (await answer.json().catch(() => ({}))) as { message?: string };
    await page.getByRole('textbox', { name: 'Kode referal' }).fill(unknownCode);
    await apply.click();
    await expectText(referralMessage, body.message || TEXT.referralInvalid);
    await expect(
      page.getByRole('textbox', { name: 'Kode referal' }).getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    await expect(
      page
        .getByTestId('cart-discount')
        .textContent()
        .then((t) => readable(t ?? '')),
    ).resolves.toBe(formatRupiah(0));

    await expect(
      page.getByRole('link', { name: 'Kebijakan Privasi' }).first().getAttribute('href'),
    ).resolves.toBe('/privacy-policy');
    await expect(page.getByRole('link', { name: 'Tambah Item' }).getAttribute('href')).resolves.toBe(
      '/checkout',
    );
    await expectNoHorizontalScroll(page);
  });

  it('removes items and add-ons, keeps the badge current and shows the empty cart', async () => {
    // The add-on-only item goes with its last add-on.
    await page.getByRole('button', { name: `Hapus add-on ${extras()[1].title}` }).click();
    expect(await page.getByTestId('cart-item').count()).toBe(2);
    expect(await badgeCount(page)).toBe(3);

    // Another tab hears of the change through the storage event.
    const other = await context.newPage();
    await other.goto(`${stack.baseUrl}/privacy-policy`);
    expect(await badgeCount(other)).toBe(3);
    // Removing an item asks first, in the page.
    await page.getByRole('button', { name: 'Hapus Add-on', exact: true }).click();
    await expectText(page.locator('.remove-question__text'), 'Hapus Add-on dari keranjang?');
    await page.getByRole('button', { name: 'Ya, Hapus' }).click();
    await other.waitForFunction(
      () => document.querySelector('[data-testid="cart-badge"]')?.textContent === '2',
    );
    await other.close();

    // The package item: two of it; 'Batal' keeps both, the stepper takes one away.
    const title = String(await page.locator('.cart-item__title').first().textContent());
    await page.getByRole('button', { name: `Hapus ${title}` }).click();
    await expectText(page.locator('.remove-question__text'), `Hapus ${title} (2 item) dari keranjang?`);
    await page.getByRole('button', { name: 'Batal' }).click();
    expect(await page.locator('.remove-question').count()).toBe(0);
    await page.getByRole('button', { name: `Kurangi jumlah ${title}` }).click();
    await expectText(page.getByTestId('cart-item-quantity'), '1');
    expect(await badgeCount(page)).toBe(1);
    await page.getByRole('button', { name: `Kurangi jumlah ${title}` }).click();
    await expectText(page.locator('.remove-question__text'), `Hapus ${title} dari keranjang?`);
    await page.getByRole('button', { name: 'Ya, Hapus' }).click();
    await page.getByText('Kosong', { exact: true }).waitFor();
    expect(await badgeCount(page)).toBe(0);
    await expect(
      page.getByRole('link', { name: 'Pesan Sekarang' }).first().getAttribute('href'),
    ).resolves.toBe('/checkout');
    await expectNoHorizontalScroll(page);
  });

  it('shows an add-on the package includes as included, and offers one turnaround', async () => {
    const premium = catalogue.packages.find((p) => p.name === 'Premium');
    const design = catalogue.designs.find((d) => d.package_allowed.includes(premium?.id ?? 0));
    const colour = catalogue.addons.find((a) => a.included_in?.includes(premium?.id ?? 0));
    const [express, oneDay] = catalogue.addons.filter((a) => a.kind === 'turnaround');
    if (!premium || !design || !colour || !express || !oneDay) throw new Error('Seed catalogue changed');
    const included = `Sudah termasuk di paket ${premium.name}`;

    // At checkout the included add-on cannot be chosen, and no deadline is offered as an add-on.
    await page.goto(`${stack.baseUrl}/checkout`);
    await page.getByRole('radio', { name: new RegExp(`^${premium.name}`) }).check();
    await page.getByRole('button', { name: '+ Tambah Add-on' }).click();
    const option = (id: number) => page.locator(`.addon-row select option[value="${id}"]`);
    await expect(option(colour.id).isDisabled()).resolves.toBe(true);
    await expectText(option(colour.id), `${colour.title} - ${included}`);
    expect(await option(express.id).count()).toBe(0);
    expect(await option(oneDay.id).count()).toBe(0);
    await page.getByRole('button', { name: 'Hapus add-on 1' }).click();

    // A cart kept before the rules, holding both: the cart takes it to what the shop accepts.
    const asKept = (a: Addon) => ({ id: a.id, title: a.title, description: a.description, price: a.price });
    const oldCart = [
      {
        packageId: premium.id,
        packageName: premium.name,
        designId: design.id,
        designName: design.name,
        packagePrice: premium.price,
        addons: [colour, express, oneDay].map(asKept),
        quantity: 1,
        totalPrice: premium.price + colour.price + express.price + oneDay.price,
      },
    ];
    await page.evaluate((cart) => localStorage.setItem('cartItems', JSON.stringify(cart)), oldCart);
    await page.goto(`${stack.baseUrl}/cart`);
    await expectText(page.locator('.cart-addon--included'), `${colour.title}${included}`);
    const turnaround = (name: string) =>
      page.getByRole('radio', { name: new RegExp(`^${containing(name).source}`) });
    await expect(turnaround(express.title).isChecked()).resolves.toBe(true);
    await expect(turnaround('Normal').isChecked()).resolves.toBe(false);
    await expectText(page.getByTestId('cart-subtotal'), formatRupiah(premium.price + express.price));
    const turnaroundsKept = async () =>
      (await storedCart(page)).flatMap((item) =>
        (item.addons as { id: number }[])
          .map((a) => a.id)
          .filter((id) => id === express.id || id === oneDay.id),
      );
    expect(await turnaroundsKept()).toEqual([express.id]);
    expect(await page.getByTestId('cart-item').count()).toBe(1);

    await turnaround(oneDay.title).check();
    await expectText(page.getByTestId('cart-subtotal'), formatRupiah(premium.price + oneDay.price));
    expect(await turnaroundsKept()).toEqual([oneDay.id]);
    await turnaround('Normal').check();
    await expectText(page.getByTestId('cart-subtotal'), formatRupiah(premium.price));
    expect(await turnaroundsKept()).toEqual([]);
    expect(await page.getByTestId('cart-item').count()).toBe(1);
    await expectNoHorizontalScroll(page);
    await page.evaluate(() => localStorage.removeItem('cartItems'));
  });

  it('explains an address with no invitation', async () => {
    await page.goto(`${stack.baseUrl}/undangan-yang-tidak-ada`);
    await page.getByRole('heading', { name: 'Undangan Tidak Ditemukan' }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await expectNoHorizontalScroll(page);
  });

  it('asks for an admin login on the upload page without a token', async () => {
    await page.goto(`${stack.baseUrl}/upload-image`);
    await expect(page.getByRole('link', { name: 'Login Admin' }).getAttribute('href')).resolves.toBe(
      '/admin/login',
    );
    await expectNoHorizontalScroll(page);
  });
});

/**
 * Needs the ordering service (referral validation and order ids). Each run adds its own codes
 * to the ordering database, so nothing depends on seed data.
 */
/** One GET with the given Accept-Encoding, the body left exactly as sent. */
function rawGet(
  path: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${stack.baseUrl}${path}`,
      { headers: { 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the built web app over HTTP', () => {
  it('sends its scripts compressed to browsers that accept it, and whole to those that do not', async () => {
    const index = await rawGet('/', 'identity');
    expect(index.status).toBe(200);
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(index.body.toString())?.[1];
    expect(script).toBeDefined();
    const plain = await rawGet(String(script), 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const brotli = await rawGet(String(script), 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);

    const gzip = await rawGet(String(script), 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it('lets a page opened by its address fetch its own chunks beside the entry', async () => {
    const landing = (await rawGet('/', 'identity')).body.toString();
    const page = await rawGet('/checkout?ref=wa', 'identity');
    expect(page.status).toBe(200);
    const html = page.body.toString();
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    // The entry's own imports are in the landing page already; the page's chunk comes on top.
    const added = preloads.filter((url) => !landing.includes(url));
    expect(added.some((url) => /\/assets\/CheckoutPage-[^/]+\.js$/.test(url))).toBe(true);
    for (const url of added) {
      const asset = await rawGet(url, 'identity');
      expect(asset.status).toBe(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
    }
    // Nothing else of the page changes.
    expect(html.replace(/<link rel="(?:modulepreload|preload)"[^>]*>/g, '')).toBe(
      landing.replace(/<link rel="(?:modulepreload|preload)"[^>]*>/g, ''),
    );
  });
});

describe('storefront with the ordering service', () => {
  const VALID = { code: `UJI${Date.now().toString(36).toUpperCase()}`, percentage: 10 };
  const TOO_LARGE = { code: `${VALID.code}X`, percentage: 100 };
  let context: BrowserContext;
  let page: Page;
  let dialogs: DialogGuard;

  beforeAll(async () => {
    const database = new Client({ connectionString: stack.specs.ordering.env.DATABASE_URL });
    await database.connect();
    try {
      for (const code of [VALID, TOO_LARGE]) {
        await database.query('INSERT INTO referral_codes (code, percentage, active) VALUES ($1, $2, true)', [
          code.code,
          code.percentage,
        ]);
      }
    } finally {
      await database.end();
    }
    context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    context.setDefaultTimeout(STEP_MS);
    page = await context.newPage();
    dialogs = new DialogGuard(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  afterEach(() => dialogs.expectNone());

  async function fillCart(): Promise<number> {
    const chosen = await addFirstDesign(page);
    await page.goto(`${stack.baseUrl}/cart`);
    await page.getByRole('button', { name: 'Punya kode referal?' }).click();
    return chosen.price;
  }

  let subtotal = 0;
  let discount = 0;

  it('applies a valid code as floor(subtotal x pct / 100)', async () => {
    subtotal = await fillCart();
    await page.getByRole('textbox', { name: 'Kode referal' }).fill(VALID.code);
    await page.getByRole('button', { name: 'Gunakan' }).click();
    await expectText(
      page.getByTestId('referral-message'),
      TEXT.referralApplied(VALID.code, VALID.percentage),
    );
    await expect(page.getByTestId('referral-message').getAttribute('role')).resolves.toBe('status');
    discount = Math.floor((subtotal * VALID.percentage) / 100);
    expect(discount).toBeGreaterThan(0);
    await expect(
      page
        .getByTestId('cart-discount')
        .textContent()
        .then((t) => readable(t ?? '')),
    ).resolves.toBe(`- ${formatRupiah(discount)}`);
    await expect(
      page
        .getByTestId('cart-total')
        .textContent()
        .then((t) => readable(t ?? '')),
    ).resolves.toBe(formatRupiah(subtotal - discount));
    await expect(page.evaluate(() => localStorage.getItem('discountAmount'))).resolves.toBe(String(discount));
    await expect(page.evaluate(() => localStorage.getItem('referralCode'))).resolves.toBe(VALID.code);
  });

  it('creates an order id for a manual payment and shows the discounted invoice', async () => {
    await page.getByLabel('Nama').fill('Rina Kusuma');
    await page.getByLabel('Nomor WhatsApp').fill('081234567890');
    await page.getByLabel('Email').fill('rina@example.com');
    await page.getByLabel(/Transfer Manual/).check();
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.waitForURL('**/payment/manual');
    const orderId = await page.evaluate(() => localStorage.getItem('orderId'));
    expect(orderId).toMatch(/^[A-Za-z0-9-]{1,50}$/);
    await expect(page.getByTestId('invoice-order-id').textContent()).resolves.toBe(orderId);
    await expect(page.getByTestId('invoice-total').textContent()).resolves.toBe(
      formatRupiah(subtotal - discount),
    );
    await expectNoHorizontalScroll(page);

    // Back to the cart and Bayar again: the same order, not a second one.
    await page.goBack();
    await page.waitForURL('**/cart');
    await page.getByLabel(/Transfer Manual/).check();
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.waitForURL('**/payment/manual');
    await expect(page.getByTestId('invoice-order-id').textContent()).resolves.toBe(orderId);
  });

  it('sends the transfer confirmation with its proof, counts the code and clears the order', async () => {
    const orderId = String(await page.evaluate(() => localStorage.getItem('orderId')));
    await page
      .getByLabel(/Bukti transfer/)
      .setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: PROOF_PNG });
    await expectText(page.getByTestId('proof-chosen'), containing('Siap dikirim: bukti.png'));
    await page.getByRole('button', { name: 'Konfirmasi Pembayaran' }).click();
    await page.waitForURL('**/payment/confirmation?order_id=*');
    await expectText(page.getByTestId('confirmed-message'), 'Konfirmasi pembayaran berhasil dikirim.');
    await expect(page.getByTestId('order-id').textContent()).resolves.toBe(orderId);
    // A confirmed order's secret is forgotten: the next cart on this browser gets its own order id.
    await expect(page.evaluate(() => localStorage.getItem('orderSecret'))).resolves.toBeNull();
    const left = await page.evaluate(() =>
      ['cartItems', 'customerDetails', 'discountAmount', 'referralCode'].map((key) =>
        localStorage.getItem(key),
      ),
    );
    expect(left).toEqual([null, null, null, null]);
    expect(await badgeCount(page)).toBe(0);
    const check = await getJson<{ exists: boolean }>(
      `/api/referral/check?order_id=${encodeURIComponent(orderId)}`,
    );
    expect(check.exists).toBe(true);
  });

  it('refuses a discount as large as the subtotal and resets it to 0', async () => {
    await fillCart();
    await page.getByRole('textbox', { name: 'Kode referal' }).fill(TOO_LARGE.code);
    await page.getByRole('button', { name: 'Gunakan' }).click();
    await expectText(page.getByTestId('referral-message'), TEXT.referralTooLarge);
    await expect(
      page
        .getByTestId('cart-discount')
        .textContent()
        .then((t) => readable(t ?? '')),
    ).resolves.toBe(formatRupiah(0));
    await expect(page.evaluate(() => localStorage.getItem('discountAmount'))).resolves.toBe('0');
  });
});

/** Automatic payment through the provider's popup (the local simulator's snap.js). */
describe('storefront paying online', () => {
  let context: BrowserContext;
  let page: Page;
  let dialogs: DialogGuard;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    context.setDefaultTimeout(STEP_MS);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
    page = await context.newPage();
    dialogs = new DialogGuard(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  afterEach(() => dialogs.expectNone());

  /** Fills a one-item cart and the billing details, then opens the popup with 'Bayar Sekarang'. */
  async function openPopup(): Promise<string> {
    await addFirstDesign(page);
    await page.goto(`${stack.baseUrl}/cart`);
    await page.getByLabel('Nama').fill('Budi Santoso');
    await page.getByLabel('Nomor WhatsApp').fill('081298765432');
    await page.getByLabel('Email').fill('budi@example.com');
    await page.getByLabel(/Pembayaran Otomatis/).check();
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.getByTestId('sim-snap-dialog').waitFor();
    const orderId = String(await page.evaluate(() => localStorage.getItem('currentOrderId')));
    await expect(page.getByTestId('sim-order-id').textContent()).resolves.toBe(orderId);
    return orderId;
  }

  it('leaves a payment pending: virtual account, countdown, copy and Cek Status', async () => {
    const orderId = await openPopup();
    await page.getByTestId('sim-method-bca_va').click();
    await page.getByTestId('sim-pending').click();
    await page.waitForURL(`**/payment/pending?order_id=${orderId}`);
    expect(await badgeCount(page)).toBe(0);
    await expect(page.getByTestId('order-id').textContent()).resolves.toBe(orderId);

    const { transactions: payments } = await getJson<{
      transactions: { expiry_time: string; va_numbers: { va_number: string }[] }[];
    }>(`/api/transactions/pending-transactions?order_id=${encodeURIComponent(orderId)}`);
    await page.getByTestId('va-number').waitFor();
    expect(await page.getByTestId('va-number').allTextContents()).toEqual(
      payments[0].va_numbers.map((va) => va.va_number),
    );
    const shown = String(await page.locator('.countdown').textContent());
    const match = /^(\d+) jam (\d+) menit (\d+) detik$/.exec(shown);
    expect(match).not.toBeNull();
    const [, h, m, sec] = (match ?? []).map(Number);
    const expected = (Date.parse(payments[0].expiry_time) - Date.now()) / 1000;
    expect(Math.abs(h * 3600 + m * 60 + sec - expected)).toBeLessThan(10);

    await page
      .getByRole('button', { name: /^Salin nomor virtual account/ })
      .first()
      .click();
    await expectText(page.getByTestId('copy-va-bca-said'), 'Kode berhasil disalin ke clipboard!');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      payments[0].va_numbers[0].va_number,
    );
    await page.getByRole('button', { name: 'Cek Status' }).click();
    await expectText(page.getByTestId('check-message'), 'Pembayaran masih pending.');
    await expectNoHorizontalScroll(page);
  });

  /**
   * Drives the simulator as the bank would: settle, expire, deny, refund... (with its query, e.g.
   * 'settle?method=bca_va'), and it notifies the shop.
   */
  const simulator = (orderId: string, action: string, body: object = {}) =>
    simulate(stack, orderId, action, body);

  /** The status the shop holds for the order (what 'Cek Status' reads). */
  async function shopStatus(orderId: string): Promise<string> {
    const { transactions: payments } = await getJson<{ transactions: { transaction_status: string }[] }>(
      `/api/transactions/pending-transactions?order_id=${encodeURIComponent(orderId)}`,
    );
    return payments[0]?.transaction_status;
  }

  async function untilShopStatus(orderId: string, status: string): Promise<void> {
    await waitFor(
      `${orderId} ${status}`,
      () => shopStatus(orderId),
      (now) => now === status,
      STEP_MS,
    );
  }

  it('finishes a pending virtual account when the bank settles it and Cek Status is pressed', async () => {
    const orderId = await openPopup();
    await page.getByTestId('sim-method-bni_va').click();
    await page.getByTestId('sim-pending').click();
    await page.waitForURL(`**/payment/pending?order_id=${orderId}`);
    await page.getByTestId('va-number').waitFor();
    await simulator(orderId, 'settle');
    await untilShopStatus(orderId, 'settlement');
    await page.getByRole('button', { name: 'Cek Status' }).click();
    await page.waitForURL(`**/payment/finish?order_id=${orderId}*`);
    await expect(page.getByTestId('order-id').textContent()).resolves.toBe(orderId);
  });

  it('shows the QRIS code of a pending payment and the expire page once it runs out', async () => {
    const orderId = await openPopup();
    await page.getByTestId('sim-method-other_qris').click();
    await page.getByTestId('sim-pending').click();
    await page.waitForURL(`**/payment/pending?order_id=${orderId}`);
    const qr = page.getByRole('img', { name: 'Kode QR QRIS' });
    await qr.waitFor();
    const picture = await fetch(String(await qr.getAttribute('src')));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/png');

    await simulator(orderId, 'expire');
    await untilShopStatus(orderId, 'expire');
    await page.getByRole('button', { name: 'Cek Status' }).click();
    await page.waitForURL('**/payment/expire*');
    await page.getByRole('link', { name: 'Pesan Kembali' }).click();
    await page.waitForURL('**/checkout');
    // Opening the pending page of an expired payment goes straight to the expire page.
    await page.goto(`${stack.baseUrl}/payment/pending?order_id=${encodeURIComponent(orderId)}`);
    await page.waitForURL('**/payment/expire*');
  });

  it('says so when the shop has no payment for the order on the pending page', async () => {
    await page.goto(`${stack.baseUrl}/payment/pending?order_id=INV-20000101-ZZZZZZ`);
    await page.getByText('Tidak ada transaksi ditemukan untuk Order ID ini.').waitFor();
  });

  it('pays by QRIS in the popup and lands on the finish page', async () => {
    const orderId = await openPopup();
    await page.getByTestId('sim-method-other_qris').click();
    await page.getByTestId('sim-pay').click();
    await page.waitForURL(`**/payment/finish?order_id=${orderId}*`);
    await page.getByRole('heading', { level: 1, name: 'Pembayaran Berhasil!' }).waitFor();
    // The address carries the order id only: no name, phone or email of the customer.
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['order_id']);
    await expect(page.getByTestId('track-order-link').getAttribute('href')).resolves.toBe(
      `/pesanan/lacak?order_id=${orderId}`,
    );
    await expect(page.getByTestId('order-id').textContent()).resolves.toBe(orderId);
    expect(await badgeCount(page)).toBe(0);
    const chat = await page.getByRole('link', { name: 'Tanyakan Status Pesanan' }).getAttribute('href');
    expect(decodeURIComponent(String(chat))).toContain(orderId);
    // Success clears the cart (PRODUCT.md section 4).
    await expect(page.evaluate(() => localStorage.getItem('cartItems'))).resolves.toBeNull();
    await untilShopStatus(orderId, 'settlement');
  });

  it('keeps the cart when the popup is closed, and paying again reopens the same order', async () => {
    const orderId = await openPopup();
    await page.getByTestId('sim-close').click();
    await expectText(page.getByTestId('pay-message'), 'Transaksi ditutup tanpa menyelesaikan pembayaran.');
    await expect(page.getByTestId('sim-snap-dialog').count()).resolves.toBe(0);
    expect(await badgeCount(page)).toBe(1);
    await expect(page.getByRole('button', { name: 'Bayar Sekarang' }).isEnabled()).resolves.toBe(true);

    // The same cart paid again: the same order's page, not a second order for the admin.
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.getByTestId('sim-snap-dialog').waitFor();
    await expect(page.getByTestId('sim-order-id').textContent()).resolves.toBe(orderId);
    await page.getByTestId('sim-close').click();
    await expect(page.getByTestId('sim-snap-dialog').count()).resolves.toBe(0);

    // Another cart is another order.
    await page.getByLabel('Nama').fill('Budi Santoso Putra');
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.getByTestId('sim-snap-dialog').waitFor();
    await expect(page.getByTestId('sim-order-id').textContent()).resolves.not.toBe(orderId);
    await page.getByTestId('sim-close').click();
  });

  it('explains a failed payment, keeps the cart and offers help', async () => {
    const orderId = await openPopup();
    const inCart = await badgeCount(page);
    expect(inCart).toBeGreaterThan(0);
    await page.getByTestId('sim-method-bri_va').click();
    await page.getByTestId('sim-fail').click();
    await page.waitForURL(`**/payment/failed?order_id=${orderId}`);
    await page.getByRole('heading', { level: 1, name: 'Pembayaran Gagal' }).waitFor();
    await expect(page.getByTestId('order-id').textContent()).resolves.toBe(orderId);
    expect(await badgeCount(page)).toBe(inCart);
    const help = await page.getByRole('link', { name: 'Hubungi Kami' }).getAttribute('href');
    expect(help).toMatch(/^https:\/\/wa\.me\//);
    expect(decodeURIComponent(String(help))).toContain(orderId);
    await page.getByRole('link', { name: 'Kembali ke Keranjang' }).click();
    await page.waitForURL('**/cart');
    await expect(page.getByRole('button', { name: 'Bayar Sekarang' }).isEnabled()).resolves.toBe(true);
  });
  const PAID = 'Pembayaran Berhasil!';
  const UNKNOWN_ORDER = 'INV-20000101-ZZZZZZ';
  const finishUrl = (orderId: string) => `**/payment/finish?order_id=${orderId}*`;
  const pendingPage = (orderId: string) =>
    `${stack.baseUrl}/payment/pending?order_id=${encodeURIComponent(orderId)}`;
  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  it('says paid on the finish page only when the shop has the money', async () => {
    const orderId = await openPopup();
    await page.getByTestId('sim-method-bca_va').click();
    await page.getByTestId('sim-pending').click();
    await page.waitForURL(`**/payment/pending?order_id=${orderId}`);

    // The address alone is no proof: the shop still waits for the money.
    await page.goto(`${stack.baseUrl}/payment/finish?order_id=${encodeURIComponent(orderId)}`);
    await heading('Pembayaran Belum Diterima').waitFor();
    expect(await page.getByText(PAID).count()).toBe(0);
    await expect(page.getByTestId('order-id').textContent()).resolves.toBe(orderId);
    const chat = await page.getByRole('link', { name: 'Tanyakan Status Pesanan' }).getAttribute('href');
    expect(decodeURIComponent(String(chat))).toContain(orderId);
    await page.getByRole('link', { name: 'Lihat Status Pembayaran' }).click();
    await page.waitForURL(`**/payment/pending?order_id=${orderId}`);
    await page.getByTestId('va-number').waitFor();

    await page.goto(`${stack.baseUrl}/payment/finish?order_id=${UNKNOWN_ORDER}`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Tidak ada transaksi ditemukan untuk Order ID ini.' })
      .waitFor();
    expect(await page.getByText(PAID).count()).toBe(0);

    await page.evaluate(() => localStorage.removeItem('currentOrderId'));
    await page.goto(`${stack.baseUrl}/payment/finish`);
    await page.getByRole('alert').filter({ hasText: 'Gagal mendapatkan Order ID.' }).waitFor();
    expect(await page.getByText(PAID).count()).toBe(0);
    await expectNoHorizontalScroll(page);
  });

  it('takes a late payment for a closed popup: Cek Status then shows it paid', async () => {
    const orderId = await openPopup();
    await page.getByTestId('sim-close').click();
    await expectText(page.getByTestId('pay-message'), 'Transaksi ditutup tanpa menyelesaikan pembayaran.');
    // Closed is not cancelled: the payment waits for Snap's own expiry.
    expect(await shopStatus(orderId)).toBe('pending');
    await page.goto(pendingPage(orderId));
    await heading('Menunggu Pembayaran').waitFor();
    await page.getByRole('button', { name: 'Lanjutkan Pembayaran' }).waitFor();

    // The page also looks again by itself while the payment has no channel; here only the press
    // may learn of the payment: the page's own looks are held unanswered until the test ends.
    const held: Route[] = [];
    let pressed = false;
    await page.route('**/api/transactions/pending-transactions', (route) =>
      pressed ? route.continue() : void held.push(route),
    );
    try {
      await simulator(orderId, 'settle?method=bca_va');
      await untilShopStatus(orderId, 'settlement');
      // One look held: the page asks no other while it waits for it.
      await waitFor(
        'a look of the page',
        () => Promise.resolve(held.length),
        (n) => n > 0,
        STEP_MS,
      );
      pressed = true;
      await page.getByRole('button', { name: 'Cek Status' }).click();
      await page.waitForURL(finishUrl(orderId));
      await heading(PAID).waitFor();
      await expect(page.getByTestId('order-id').textContent()).resolves.toBe(orderId);
    } finally {
      await page.unroute('**/api/transactions/pending-transactions');
      await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
    }
  });

  it('opens a closed popup again from the pending page, and paying there clears the cart', async () => {
    const orderId = await openPopup();
    await page.getByTestId('sim-close').click();
    await page.getByTestId('pay-message').waitFor();
    expect(await badgeCount(page)).toBeGreaterThan(0);
    await page.goto(pendingPage(orderId));
    await page.getByRole('button', { name: 'Lanjutkan Pembayaran' }).click();
    await page.getByTestId('sim-snap-dialog').waitFor();
    await expect(page.getByTestId('sim-order-id').textContent()).resolves.toBe(orderId);
    await page.getByTestId('sim-method-other_qris').click();
    await page.getByTestId('sim-pay').click();
    await page.waitForURL(finishUrl(orderId));
    await heading(PAID).waitFor();
    expect(await badgeCount(page)).toBe(0);
  });

  it('offers to pay a denied payment again from the failed page, and the popup pays it', async () => {
    const orderId = await openPopup();
    await page.getByTestId('sim-method-bri_va').click();
    await page.getByTestId('sim-fail').click();
    await page.waitForURL(`**/payment/failed?order_id=${orderId}`);
    await heading('Pembayaran Gagal').waitFor();
    await page.getByRole('button', { name: 'Bayar Lagi' }).click();
    await page.getByTestId('sim-snap-dialog').waitFor();
    await expect(page.getByTestId('sim-order-id').textContent()).resolves.toBe(orderId);
    await page.getByTestId('sim-method-bca_va').click();
    await page.getByTestId('sim-pay').click();
    await page.waitForURL(finishUrl(orderId));
    await heading(PAID).waitFor();
    expect(await badgeCount(page)).toBe(0);
    await untilShopStatus(orderId, 'settlement');
  });

  it('keeps the failed page as it was when the shop has no payable page for the order', async () => {
    const looked = page.waitForResponse((r) => r.url().includes('/api/transactions/pending-transactions'));
    await page.goto(`${stack.baseUrl}/payment/failed?order_id=${UNKNOWN_ORDER}`);
    await looked;
    await heading('Pembayaran Gagal').waitFor();
    // Let the answer render before saying the button is not there.
    await page.waitForTimeout(300);
    expect(await page.getByRole('button', { name: 'Bayar Lagi' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Kembali ke Keranjang' }).waitFor();
  });

  it('pays by card in the popup and lands on the finish page paid', async () => {
    const orderId = await openPopup();
    await page.getByTestId('sim-method-credit_card').click();
    await page.getByTestId('sim-pay').click();
    await page.waitForURL(finishUrl(orderId));
    await heading(PAID).waitFor();
    await untilShopStatus(orderId, 'settlement');
  });

  it('shows a payment that failed while pending as failed on Cek Status, with a way to pay again', async () => {
    const orderId = await openPopup();
    await page.getByTestId('sim-method-bca_va').click();
    await page.getByTestId('sim-pending').click();
    await page.waitForURL(`**/payment/pending?order_id=${orderId}`);
    await page.getByTestId('va-number').waitFor();
    await simulator(orderId, 'deny');
    await untilShopStatus(orderId, 'failure');
    await page.getByRole('button', { name: 'Cek Status' }).click();
    await heading('Pembayaran Gagal').waitFor();
    await page.getByRole('button', { name: 'Bayar Lagi' }).waitFor();
    expect(await page.getByText('Pembayaran masih pending.').count()).toBe(0);
    await expectNoHorizontalScroll(page);
  });

  it('says the money went back on the finish and pending pages of a refunded payment', async () => {
    const orderId = await openPopup();
    await page.getByTestId('sim-method-bni_va').click();
    await page.getByTestId('sim-pay').click();
    await page.waitForURL(finishUrl(orderId));
    await heading(PAID).waitFor();
    await untilShopStatus(orderId, 'settlement');

    await simulator(orderId, 'refund', { reason: 'Pesanan dibatalkan pelanggan' });
    await untilShopStatus(orderId, 'refund');
    await page.reload();
    await heading('Dana Telah Dikembalikan').waitFor();
    expect(await page.getByText(PAID).count()).toBe(0);
    await page.goto(pendingPage(orderId));
    await heading('Dana Telah Dikembalikan').waitFor();
    expect(page.url()).toContain('/payment/pending');
    expect(await page.getByRole('button', { name: 'Cek Status' }).count()).toBe(0);
  });
});
