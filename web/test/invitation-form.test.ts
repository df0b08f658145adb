/**
 * A couple sends the shop their invitation's data ("Data Undangan") over two visits, as couples do:
 * they open it from tracking after paying, fill part of it (a wrong map link is marked as they
 * leave the field, a photo is added) and leave; later, in a browser that has never seen the order,
 * they give the order id and phone, find everything they typed, are taken to what is still missing
 * when they press Kirim Data, finish, confirm in the page, and read what they sent with the date
 * the invitation is promised for. Their photos: a large one from a phone made smaller before it is
 * sent, another removed, the one kept seen on the next visit. At 360 x 740 and 1366 x 768
 * (Debian's Chromium), against the built programs over real PostgreSQL and RabbitMQ. No step may
 * meet a browser dialog. Run `npm run build` first; SCREENSHOT_DIR keeps the pictures.
 */
import { BROWSER_TEST_MS, CHROMIUM_ARGS, CHROMIUM_PATH, STEP_MS } from '../../infra/stack/src/chromium';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  INVITATION_MESSAGES,
  ORDER_LOOKUP_NOT_FOUND,
  PROOF_MAX_BYTES,
  promiseText,
  type InvitationView,
  type OrderTracking,
} from '@undangan/contracts';
import { waitFor } from '@undangan/platform/testing';
import { noisyPngImage } from '../../services/proof-storage/test/image-fixtures';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';
import { adminToken, api as stackApi, decideProof, manualPayment } from './admin-fixtures';
import {
  containing,
  DialogGuard,
  expectNoHorizontalScroll,
  expectText,
  layoutProblems,
  addressInSite,
} from './storefront-support';

const SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

const SHOTS = path.resolve(process.env.SCREENSHOT_DIR ?? path.join(__dirname, '..', '..', 'screenshots'));

// A walk through the whole form takes tens of seconds, more on a busy machine.
jest.setTimeout(BROWSER_TEST_MS);

let stack: TestStack;
let browser: Browser;
let token: string;

const api = <T>(route: string, init: RequestInit = {}) => stackApi<T>(stack, route, init);
const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** An RGB PNG of noise (image-fixtures.ts), the same bytes in every run of this file. */
const noisePng = (width: number, height: number) => noisyPngImage(width, height, 4242);

/** A paid order (a manual transfer whose proof the admin approved), waiting for its data. */
async function paidOrder(phone: string, name: string): Promise<{ orderId: string; phone: string }> {
  const couple = await manualPayment(stack, { phone, name });
  await decideProof(stack, token, couple, 'approved');
  await waitFor(
    `${couple.orderId} paid`,
    () => api<OrderTracking>('/api/orders/track', json('POST', { order_id: couple.orderId, phone })),
    (tracked) => tracked.work_status === 'pending',
    15_000,
    200,
  );
  return { orderId: couple.orderId, phone };
}

async function newPage(size: { width: number; height: number }): Promise<{
  context: BrowserContext;
  page: Page;
  dialogs: DialogGuard;
}> {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    locale: 'id-ID',
    timezoneId: 'Asia/Makassar',
    ...(size.width < 500 ? { hasTouch: true, isMobile: true } : {}),
  });
  context.setDefaultTimeout(STEP_MS);
  const page = await context.newPage();
  return { context, page, dialogs: new DialogGuard(page) };
}

/** The whole page from its top (sticky bars drawn where they start), or what the screen shows now. */
async function shoot(page: Page, name: string, { whole = true } = {}): Promise<void> {
  if (whole) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: whole });
}

/** Where the draft stands, once it says it is saved. */
async function untilSaved(page: Page): Promise<void> {
  await expectText(page.getByTestId('save-status'), /^Tersimpan pukul \d{2}\.\d{2}$/, 15_000);
}

/** The top of the field holding `selector` lies below the sticky header and the save bar. */
async function fieldBelowStickyBars(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((target) => {
    const input = document.querySelector(target);
    const field = input?.closest('.field');
    if (!field) return false;
    const covered = Math.max(
      document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0,
      document.querySelector('[data-sticky-top]')?.getBoundingClientRect().bottom ?? 0,
    );
    const box = field.getBoundingClientRect();
    return box.top >= covered && box.bottom <= window.innerHeight;
  }, selector);
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  stack = await startTestStack({
    services: ['catalogue', 'ordering', 'proof-storage', 'invitations', 'gateway'],
    env: { PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '0' },
  });
  token = await adminToken(stack);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

describe.each(SIZES)('a couple sending their invitation data at $width px', (size) => {
  it('fills part, leaves, comes back on another browser, finishes and sends it', async () => {
    const phone = size.width < 500 ? '081355512360' : '081355511366';
    const { orderId } = await paidOrder(phone, 'Rina & Bayu');
    const lookup = { order_id: orderId, phone };

    // First visit: from tracking, which keeps the number in this tab and never in the address.
    const first = await newPage(size);
    let page = first.page;
    await page.goto(`${stack.baseUrl}/pesanan/lacak`);
    await page.getByLabel('Order ID').fill(orderId);
    await page.getByLabel('Nomor WhatsApp').fill(phone);
    await page.getByRole('button', { name: 'Lacak Pesanan' }).click();
    await expectText(page.getByTestId('data-state'), 'Belum dikirim');
    await expectText(page.getByTestId('work-state-label'), 'Menunggu data undangan');
    await page.getByRole('link', { name: 'Isi Data Undangan' }).click();
    await page.waitForURL(`**/pesanan/data-undangan#order=${orderId}`);
    expect(addressInSite(page)).not.toContain(phone.slice(-6));
    await expectText(page.getByTestId('invitation-order'), containing(orderId));
    await expectText(page.getByTestId('save-status'), 'Perubahan Anda tersimpan otomatis.');

    await page.locator('#invitation-groom-full_name').fill('Bayu Pratama Wicaksono, S.T.');
    await page.locator('#invitation-groom-nickname').fill('Bayu');
    await page.locator('#invitation-groom-father').fill('Bapak Hendra');
    await page.locator('#invitation-bride-full_name').fill('Rina Amelia Putri');
    await page.locator('#invitation-events-0-kind').selectOption('akad');
    await page.locator('#invitation-events-0-date').fill('2027-02-14');
    await page.locator('#invitation-events-0-time').fill('08:00');
    // A link copied without its start is marked once the field is left, and fixed.
    const map = page.locator('#invitation-events-0-map_url');
    await map.fill('maps.app.goo.gl/contoh');
    await map.blur();
    await expectText(
      page.getByTestId('invitation-events-0-map_url-error'),
      'Tautan peta harus alamat web yang diawali https://.',
    );
    await expect(map.getAttribute('aria-invalid')).resolves.toBe('true');
    await map.fill('https://maps.app.goo.gl/contoh');
    expect(await page.getByTestId('invitation-events-0-map_url-error').count()).toBe(0);
    await page.locator('#invitation-love_story').fill('Bertemu di kampus pada 2019,\nmenikah pada 2027.');
    await page
      .locator('#invitation-photos')
      .setInputFiles({ name: 'berdua.png', mimeType: 'image/png', buffer: noisePng(300, 200) });
    await expectText(page.getByTestId('photo-count'), '1 dari 10 foto', 30_000);

    await untilSaved(page);
    expect(await layoutProblems(page)).toEqual([]);
    await shoot(page, `invitation-form-draft-${size.width}`);
    first.dialogs.expectNone();
    // Leaving soon after a change: the last change is saved as the page goes.
    await page.getByRole('radio', { name: /Senja Syahdu/ }).check();
    await page.close({ runBeforeUnload: true });
    await waitFor(
      'the draft saved on leaving',
      () => api<InvitationView>('/api/orders/invitation', json('POST', lookup)),
      (view) => view.data.music === 'senja-syahdu',
      10_000,
      200,
    );
    await first.context.close();

    // Second visit, another browser: the order id from the link, the phone asked for.
    const second = await newPage(size);
    page = second.page;
    await page.goto(`${stack.baseUrl}/pesanan/data-undangan#order=${orderId}`);
    await expect(page.getByLabel('Order ID').inputValue()).resolves.toBe(orderId);
    await page.getByLabel('Nomor WhatsApp').fill('081299990000');
    await page.getByRole('button', { name: 'Buka Data Undangan' }).click();
    await expectText(page.getByTestId('invitation-lookup-message'), ORDER_LOOKUP_NOT_FOUND);
    await page.getByLabel('Nomor WhatsApp').fill(`+62 ${phone.slice(1)}`);
    await page.getByRole('button', { name: 'Buka Data Undangan' }).click();
    await expectText(page.getByTestId('save-status'), /^Tersimpan /);
    await expect(page.locator('#invitation-groom-full_name').inputValue()).resolves.toBe(
      'Bayu Pratama Wicaksono, S.T.',
    );
    await expect(page.locator('#invitation-events-0-date').inputValue()).resolves.toBe('2027-02-14');
    await expect(page.locator('#invitation-love_story').inputValue()).resolves.toBe(
      'Bertemu di kampus pada 2019,\nmenikah pada 2027.',
    );
    await expect(page.getByRole('radio', { name: /Senja Syahdu/ }).isChecked()).resolves.toBe(true);
    await expectText(page.getByTestId('photo-count'), '1 dari 10 foto');
    await page.getByTestId('photo-tile').locator('img').waitFor();

    // Kirim Data with fields missing: the first one, in the page's order, is focused in sight.
    await page.getByRole('button', { name: 'Kirim Data' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'invitation-bride-nickname');
    await fieldBelowStickyBars(page, '#invitation-bride-nickname');
    await expectText(
      page.getByTestId('invitation-bride-nickname-error'),
      'Nama panggilan mempelai wanita wajib diisi.',
    );
    await expectText(page.getByTestId('invitation-events-0-venue-error'), 'Nama tempat wajib diisi.');
    expect(await page.getByTestId('send-question').count()).toBe(0);
    await shoot(page, `invitation-form-missing-${size.width}`, { whole: false });

    await page.locator('#invitation-bride-nickname').fill('Rina');
    await page.locator('#invitation-events-0-end_time').fill('10:00');
    await page.locator('#invitation-events-0-time_zone').selectOption('WITA');
    await page.locator('#invitation-events-0-venue').fill('Masjid Agung Al-Falah');
    await page.locator('#invitation-events-0-address').fill('Jl. Merdeka No. 1, Makassar');
    await page.getByRole('button', { name: '+ Tambah Acara' }).click();
    await page.locator('#invitation-events-1-kind').selectOption('resepsi');
    await page.locator('#invitation-events-1-date').fill('2027-02-14');
    await page.locator('#invitation-events-1-time').fill('11:00');
    await page.getByText('Tanpa jam selesai').last().click();
    await page.locator('#invitation-events-1-time_zone').selectOption('WITA');
    await page.locator('#invitation-events-1-venue').fill('Gedung Serbaguna');
    await page.locator('#invitation-events-1-address').fill('Jl. Asia Afrika No. 9, Makassar');
    await page.getByRole('button', { name: '+ Tambah Rekening' }).click();
    await page.locator('#invitation-gift_accounts-0-bank').fill('BCA');
    await page.locator('#invitation-gift_accounts-0-account_number').fill('1234567890');
    await page.locator('#invitation-gift_accounts-0-account_holder').fill('Rina Amelia Putri');
    await page.locator('#invitation-greeting').fill('Dengan memohon rahmat Tuhan, kami mengundang Anda.');
    await expect(
      page.getByLabel('Tamu dapat mengirim ucapan dan konfirmasi kehadiran').isChecked(),
    ).resolves.toBe(true);

    // Sending asks once more in the page; 'Periksa Lagi' keeps the form, 'Ya, Kirim Data' sends.
    await page.getByRole('button', { name: 'Kirim Data' }).click();
    const question = page.getByTestId('send-question');
    await expectText(question, containing('Kirim data undangan sekarang?'));
    await page.waitForFunction(() => document.activeElement?.textContent === 'Periksa Lagi');
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Periksa Lagi' }).click();
    expect(await question.count()).toBe(0);
    await page.getByRole('button', { name: 'Kirim Data' }).click();
    await page.getByRole('button', { name: 'Ya, Kirim Data' }).click();

    // Sent: when, and the promise tracking gives, in the shop's words; the data to read.
    const sent = page.getByTestId('invitation-sent');
    await expectText(sent.getByRole('heading'), 'Data undangan sudah kami terima');
    const tracked = await api<OrderTracking>('/api/orders/track', json('POST', lookup));
    expect(tracked.promise).not.toBeNull();
    expect(tracked.data_submitted_at).not.toBeNull();
    await expectText(page.getByTestId('sent-promise'), promiseText(tracked.promise!));
    await expectText(page.getByTestId('sent-at'), / pukul \d{2}\.\d{2} WIB$/);
    const summary = page.getByTestId('invitation-summary');
    for (const text of [
      'Bayu Pratama Wicaksono, S.T.',
      'Rina Amelia Putri',
      'Minggu, 14 Februari 2027',
      '08.00 – 10.00 WITA',
      '11.00 WITA – selesai',
      'Masjid Agung Al-Falah',
      'Senja Syahdu',
      '1234567890',
    ])
      await expectText(summary, containing(text));
    await summary.getByTestId('photo-tile').locator('img').waitFor();
    expect(await page.locator('input, textarea, select').count()).toBe(0);
    expect(await layoutProblems(page)).toEqual([]);
    await shoot(page, `invitation-form-sent-${size.width}`);

    // Sent data is not saved over: another device's draft is told so.
    const refused = await fetch(
      `${stack.baseUrl}/api/orders/invitation`,
      json('PUT', { ...lookup, version: 99, data: {} }),
    );
    expect(refused.status).toBe(409);

    // Tracking now says the data was sent, with the same promise, and the button reads it.
    await sent.getByRole('link', { name: 'Lacak Pesanan' }).click();
    await page.getByTestId('tracking-result').waitFor();
    await expectText(page.getByTestId('data-state'), /^Dikirim \d+ \S+ \d{4} pukul \d{2}\.\d{2} WIB$/);
    await expectText(page.getByTestId('promise'), promiseText(tracked.promise!));
    expect(await page.getByTestId('late-notice').count()).toBe(0);
    await expect(page.getByRole('link', { name: 'Lihat Data Undangan' }).getAttribute('href')).resolves.toBe(
      `/pesanan/data-undangan#order=${orderId}`,
    );
    expect(await layoutProblems(page)).toEqual([]);
    await shoot(page, `invitation-form-tracking-${size.width}`);
    second.dialogs.expectNone();
    await second.context.close();
  });
});

it('takes a newer draft from another device in place of the one on screen, and says so', async () => {
  const { orderId, phone } = await paidOrder('081355519999', 'Dewi & Arif');
  const lookup = { order_id: orderId, phone };
  const { context, page, dialogs } = await newPage(SIZES[0]);
  // This tab's lookup, as tracking leaves it: the page opens the order at once.
  await context.addInitScript((kept) => sessionStorage.setItem('orderLookup', JSON.stringify(kept)), {
    orderId,
    phone,
  });
  await page.goto(`${stack.baseUrl}/pesanan/data-undangan`);
  await page.locator('#invitation-groom-full_name').fill('Arif Nugroho');
  await untilSaved(page);

  // Another phone saves over the version this one read.
  const current = await api<InvitationView>('/api/orders/invitation', json('POST', lookup));
  await api(
    '/api/orders/invitation',
    json('PUT', {
      ...lookup,
      version: current.version,
      data: { ...current.data, groom: { ...current.data.groom, full_name: 'Arif Nugroho, S.Kom.' } },
    }),
  );
  await page.locator('#invitation-groom-nickname').fill('Arif');
  await expectText(page.getByTestId('save-status'), INVITATION_MESSAGES.stale, 15_000);
  await expect(page.locator('#invitation-groom-full_name').inputValue()).resolves.toBe(
    'Arif Nugroho, S.Kom.',
  );
  await expect(page.locator('#invitation-groom-nickname').inputValue()).resolves.toBe('');
  // Typing goes on from the newer version.
  await page.locator('#invitation-groom-nickname').fill('Arif');
  await untilSaved(page);
  const saved = await api<InvitationView>('/api/orders/invitation', json('POST', lookup));
  expect(saved.data.groom).toMatchObject({ full_name: 'Arif Nugroho, S.Kom.', nickname: 'Arif' });
  dialogs.expectNone();
  await context.close();
});

describe.each(SIZES)('a couple adding their photos at $width px', (size) => {
  it('sends a large phone photo made smaller, removes another, and finds the photo on the next visit', async () => {
    const phone = size.width < 500 ? '081355522360' : '081355521366';
    const { orderId } = await paidOrder(phone, 'Sari & Dimas');
    const { context, page, dialogs } = await newPage(size);
    await context.addInitScript((kept) => sessionStorage.setItem('orderLookup', JSON.stringify(kept)), {
      orderId,
      phone,
    });
    await page.goto(`${stack.baseUrl}/pesanan/data-undangan`);
    await expectText(page.getByTestId('photo-count'), '0 dari 10 foto');

    // A 7 MB photo is made smaller and sent as JPEG; a small one goes as it is. Both show their way.
    const photo = noisePng(3100, 800);
    expect(photo.length).toBeGreaterThan(PROOF_MAX_BYTES);
    const sentPhotos: Buffer[] = [];
    await page.route('**/api/orders/invitation/photos', async (route) => {
      sentPhotos.push(route.request().postDataBuffer() ?? Buffer.alloc(0));
      await route.continue();
    });
    await page.locator('#invitation-photos').setInputFiles([
      { name: 'prewedding.png', mimeType: 'image/png', buffer: photo },
      { name: 'berdua.png', mimeType: 'image/png', buffer: noisePng(200, 300) },
    ]);
    await page.getByTestId('photo-upload').first().waitFor();
    await expectText(page.getByTestId('photo-count'), '2 dari 10 foto', 30_000);
    expect(await page.getByTestId('photo-upload').count()).toBe(0);
    await page.getByTestId('photo-tile').nth(1).locator('img').waitFor();
    expect(sentPhotos).toHaveLength(2);
    expect(sentPhotos[0].toString('latin1')).toMatch(
      /name="photo"; filename="prewedding\.jpg"\r\nContent-Type: image\/jpeg/,
    );
    expect(sentPhotos[0].length).toBeLessThan(PROOF_MAX_BYTES);
    expect(sentPhotos[1].toString('latin1')).toMatch(/name="photo"; filename="berdua\.png"/);
    expect(await layoutProblems(page)).toEqual([]);
    await shoot(page, `invitation-form-photos-${size.width}`);

    // Removing asks in the tile; 'Batal' keeps the photo, 'Hapus' removes it.
    await page.getByRole('button', { name: 'Hapus foto 2' }).click();
    await page.getByRole('button', { name: 'Batal' }).click();
    expect(await page.getByTestId('photo-tile').count()).toBe(2);
    await page.getByRole('button', { name: 'Hapus foto 2' }).click();
    await page.getByRole('group', { name: 'Hapus foto 2?' }).getByRole('button', { name: 'Hapus' }).click();
    await expectText(page.getByTestId('photo-count'), '1 dari 10 foto');

    // The next visit shows the photo that stayed, from the shop.
    await page.reload();
    await expectText(page.getByTestId('photo-count'), '1 dari 10 foto');
    await page.getByTestId('photo-tile').locator('img').waitFor();
    dialogs.expectNone();
    await context.close();
  });
});
