/**
 * Background music, as a couple chooses it and a guest hears it. The couple's data form lists the
 * shop's own tracks and plays one to listen to before choosing, having loaded none before; a song
 * typed before there was a catalogue reads as no music and is shown to them; their choice is kept
 * as the track's id. The admin reads the track's title beside the order, and the page published
 * from it loads no audio until a guest taps the music button, then plays. At 360 x 740 and
 * 1366 x 768 in Debian's Chromium, against the built programs over real PostgreSQL and RabbitMQ.
 * Run `npm run build` first; SCREENSHOT_DIR keeps the pictures.
 */
import { BROWSER_TEST_MS, CHROMIUM_ARGS, CHROMIUM_PATH, STEP_MS } from '../../infra/stack/src/chromium';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { InvitationView, OrderTracking } from '@undangan/contracts';
import { waitFor } from '@undangan/platform/testing';
import { SENDABLE_INVITATION_DATA } from '../../services/ordering/test/invitation-fixtures';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';
import { adminToken, api as stackApi, decideProof, manualPayment } from './admin-fixtures';
import { DialogGuard, expectNoHorizontalScroll, expectText, layoutProblems } from './storefront-support';

const SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

const SHOTS = path.resolve(process.env.SCREENSHOT_DIR ?? path.join(__dirname, '..', '..', 'screenshots'));
const EARLIER_SONG = 'A Thousand Years - Christina Perri';

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
const admin = (init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
});

/** A paid order (a manual transfer whose proof the admin approved), its draft holding a song typed before the catalogue. */
async function orderWithEarlierSong(phone: string): Promise<{ order_id: string; phone: string }> {
  const couple = await manualPayment(stack, { phone, name: 'Rina & Bayu' });
  await decideProof(stack, token, couple, 'approved');
  const lookup = { order_id: couple.orderId, phone };
  await waitFor(
    `${couple.orderId} paid`,
    () => api<OrderTracking>('/api/orders/track', json('POST', lookup)),
    (tracked) => tracked.work_status === 'pending',
    15_000,
    200,
  );
  const data = { ...SENDABLE_INVITATION_DATA, music: EARLIER_SONG };
  await api('/api/orders/invitation', json('PUT', { ...lookup, version: 0, data }));
  return lookup;
}

/** A page that notes every request for one of the shop's tracks. */
async function pageAt(size: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    locale: 'id-ID',
    ...(size.width < 500 ? { hasTouch: true, isMobile: true } : {}),
  });
  context.setDefaultTimeout(STEP_MS);
  const page = await context.newPage();
  const tracksAsked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/generated/music/')) tracksAsked.push(request.url());
  });
  return { context, page, tracksAsked, dialogs: new DialogGuard(page) };
}

/** The admin's panel, where the music's line is. */
async function shootAdmin(page: Page, width: number, panel: ReturnType<Page['getByTestId']>) {
  await panel.getByTestId('invitation-music').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `invitation-music-admin-${width}.png`) });
}

const playing = (page: Page, selector: string) =>
  page.waitForFunction((s) => {
    const audio = document.querySelector<HTMLAudioElement>(s);
    return audio !== null && !audio.paused && audio.currentTime > 0;
  }, selector);

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

describe.each(SIZES)('a couple choosing their music at $width px', (size) => {
  it('listens to a track, chooses it, and the admin and the guest get it', async () => {
    const lookup = await orderWithEarlierSong(size.width < 500 ? '081366612360' : '081366611366');
    const { context, page, tracksAsked, dialogs } = await pageAt(size);
    await context.addInitScript((kept) => sessionStorage.setItem('orderLookup', JSON.stringify(kept)), {
      orderId: lookup.order_id,
      phone: lookup.phone,
    });
    await page.goto(`${stack.baseUrl}/pesanan/data-undangan`);
    const choice = page.getByTestId('music-choice');
    await choice.waitFor();

    // The song typed before the catalogue is no music, and the couple is told what became of it.
    await expect(choice.getByRole('radio', { name: /Tanpa musik/ }).isChecked()).resolves.toBe(true);
    await expectText(page.getByTestId('music-earlier-wish'), new RegExp(EARLIER_SONG));
    const radios = await choice
      .getByRole('radio')
      .evaluateAll((inputs) =>
        inputs.map((input) => input.parentElement?.querySelector('strong')?.textContent),
      );
    expect(radios).toEqual(['Tanpa musik', 'Janji Suci', 'Taman Bunga', 'Senja Syahdu', 'Kidung Nusantara']);
    expect(tracksAsked).toEqual([]);

    // Listening first: the track is fetched and plays only now, and stops when asked.
    await page.getByRole('button', { name: 'Dengarkan Taman Bunga' }).click();
    await playing(page, '.invitation-section audio');
    expect(tracksAsked.map((url) => new URL(url).pathname)).toEqual(['/generated/music/taman-bunga.wav']);
    await page.getByRole('button', { name: 'Hentikan Taman Bunga' }).click();
    await page.getByRole('button', { name: 'Dengarkan Taman Bunga' }).waitFor();

    await choice.getByRole('radio', { name: /Taman Bunga/ }).check();
    await waitFor(
      'the choice saved as the track id',
      () => api<InvitationView>('/api/orders/invitation', json('POST', lookup)),
      (view) => view.data.music === 'taman-bunga',
      15_000,
      200,
    );
    expect(await page.getByTestId('music-earlier-wish').count()).toBe(0);
    // The event's time zone select cuts its long option at 360 px: the events' fields, not the music's.
    const problems = await layoutProblems(page);
    expect(problems.filter((problem) => !problem.includes('Pilih zona waktu'))).toEqual([]);
    await expectNoHorizontalScroll(page);
    // The section from its title, just under the sticky header and the save bar.
    await page.evaluate(() => {
      const title = document.getElementById('invitation-music-title')!;
      window.scrollTo(0, title.getBoundingClientRect().top + window.scrollY - 130);
    });
    await page.screenshot({ path: path.join(SHOTS, `invitation-music-choice-${size.width}.png`) });
    dialogs.expectNone();

    // Sent and published: the admin reads the title, the guest's page plays it on a tap only.
    await api('/api/orders/invitation/submit', json('POST', lookup));
    const rows = await api<{ data: { id: string; order_id: string }[] }>(
      '/api/admin/orders?showCompleted=false&page=1&limit=100',
      admin(),
    );
    const row = rows.data.find((o) => o.order_id === lookup.order_id)!;
    const clientId = `musik-${size.width}-${lookup.order_id.slice(-6).toLowerCase()}`;
    await api(
      `/api/admin/orders/${row.id}`,
      admin(json('PUT', { status: 'in_progress', admin_notes: '', client_id: clientId, client_url: '' })),
    );
    await api(`/api/admin/orders/${row.id}/terbitkan`, admin({ method: 'POST' }));

    await context.addInitScript((value) => localStorage.setItem('adminToken', value), token);
    await page.goto(
      `${stack.baseUrl}/admin/order?view=completed&query=${lookup.order_id}&data=${lookup.order_id}`,
    );
    const panel = page.getByTestId(`invitation-${lookup.order_id}`);
    await expectText(panel.getByTestId('invitation-music'), /^Taman Bunga Dengarkan$/);
    await expect(panel.getByRole('link', { name: 'Dengarkan' }).getAttribute('href')).resolves.toBe(
      '/generated/music/taman-bunga.wav',
    );
    await shootAdmin(page, size.width, panel);

    const asked = tracksAsked.length;
    await page.goto(`${stack.baseUrl}/${clientId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const toggle = page.getByRole('button', { name: 'Putar Musik' });
    if (await page.getByRole('button', { name: 'Buka Undangan' }).count())
      await page.getByRole('button', { name: 'Buka Undangan' }).click();
    await page.waitForTimeout(500);
    expect(tracksAsked.length).toBe(asked);
    expect(await page.evaluate(() => document.querySelector('audio')?.paused)).toBe(true);
    await toggle.click();
    await playing(page, '#musik-lagu');
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.screenshot({ path: path.join(SHOTS, `invitation-music-page-${size.width}.png`) });
    expect(tracksAsked.slice(asked).map((url) => new URL(url).pathname)).toContain(
      '/generated/music/taman-bunga.wav',
    );
    dialogs.expectNone();
    await context.close();
  });
});
