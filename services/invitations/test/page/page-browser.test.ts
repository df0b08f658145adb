import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INVITATION_PAGE_MESSAGES, pageSectionsFor, rsvpInputSchema } from '@undangan/contracts';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { BROWSER_TEST_MS, CHROMIUM_ARGS, CHROMIUM_PATH, STEP_MS } from '../../../../infra/stack/src/chromium';
import { PAGE_SCRIPT_SHA256 } from '../../src/page/page-script';
import { type PageInput, renderInvitationPage } from '../../src/page/render-page';
import { SAMPLE_THEMES, sampleInvitation, samplePageInput } from './sample-invitation';

// The page in a real browser, served as the invitations service will serve it: under a
// Content-Security-Policy that allows the page's one script by its hash and nothing from another
// site. What the script does, and that the page is whole without it.

const ORIGIN = 'https://undangan.example';
const PAGE_PATH = '/rizky-anisa';
const CSP = [
  "default-src 'none'",
  `script-src 'sha256-${PAGE_SCRIPT_SHA256}'`,
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "media-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
].join('; ');

/** A tenth of a second of silence: a track the browser can play. */
function silentWav(): Buffer {
  const samples = 800;
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(8000, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples, 40);
  wav.fill(128, 44);
  return wav;
}

interface Opened {
  page: Page;
  context: BrowserContext;
  requests: string[];
  posts: Array<{ path: string; type: string; body: string }>;
  violations: string[];
}

interface OpenOptions {
  input?: Partial<PageInput>;
  js?: boolean;
  width?: number;
  height?: number;
  reducedMotion?: 'reduce' | 'no-preference';
  clock?: string;
  /** How the service answers a form posted to it. */
  answer?: { status: number; body: unknown };
}

let browser: Browser;
const contexts: BrowserContext[] = [];

async function open(options: OpenOptions = {}): Promise<Opened> {
  const html = renderInvitationPage(samplePageInput(options.input));
  const context = await browser.newContext({
    viewport: { width: options.width ?? 360, height: options.height ?? 740 },
    javaScriptEnabled: options.js ?? true,
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  contexts.push(context);
  const opened: Opened = { page: await context.newPage(), context, requests: [], posts: [], violations: [] };
  await context.route('**/*', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    opened.requests.push(request.url());
    if (url.origin !== ORIGIN) return route.abort();
    if (request.method() === 'POST') {
      opened.posts.push({
        path: url.pathname,
        type: request.headers()['content-type'] ?? '',
        body: request.postData() ?? '',
      });
      const answer = options.answer ?? { status: 201, body: {} };
      return route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify(answer.body),
      });
    }
    if (url.pathname === PAGE_PATH)
      return route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        headers: { 'content-security-policy': CSP },
        body: html,
      });
    if (url.pathname.endsWith('.mp3'))
      return route.fulfill({ status: 200, contentType: 'audio/wav', body: silentWav() });
    return route.fulfill({ status: 404, body: '' });
  });
  opened.page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) opened.violations.push(message.text());
  });
  if (options.clock) {
    // Time stands still at the given moment until the test moves it on.
    await opened.page.clock.install({ time: new Date(Date.parse(options.clock) - 1000) });
    await opened.page.clock.pauseAt(new Date(options.clock));
  }
  await opened.page.goto(ORIGIN + PAGE_PATH);
  return opened;
}

/** The element's text once it shows `text`: what the script writes arrives after the click. */
async function shown(locator: Locator, text: string): Promise<string | null> {
  await locator.filter({ hasText: text }).first().waitFor({ state: 'attached', timeout: STEP_MS });
  return locator.first().textContent();
}

const pressed = (page: Page, value: 'true' | 'false') =>
  page.waitForFunction(
    (v) => document.querySelector('.music-toggle')?.getAttribute('aria-pressed') === v,
    value,
    {
      timeout: STEP_MS,
    },
  );

const countdown = (page: Page) => page.locator('[data-unit]').allTextContents();

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, BROWSER_TEST_MS);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

describe('the invitation page in a browser', () => {
  it(
    'opens behind its cover, runs under the policy and asks nothing of another site',
    async () => {
      const { page, violations, requests } = await open();
      await expect(page.locator('#pembuka').isVisible()).resolves.toBe(true);
      expect(await page.evaluate(() => document.getElementById('halaman')?.inert)).toBe(true);
      // The first thing the keyboard reaches is the button that opens it, with a visible ring.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Buka Undangan');
      expect(
        await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineWidth),
      ).toBe('3px');
      await page.getByRole('button', { name: 'Buka Undangan' }).click();
      await expect(page.locator('#pembuka').isVisible()).resolves.toBe(false);
      expect(await page.evaluate(() => document.getElementById('halaman')?.inert)).toBe(false);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Rizky&Anisa');
      expect(violations).toEqual([]);
      expect(requests.filter((url) => !url.startsWith(ORIGIN))).toEqual([]);
    },
    BROWSER_TEST_MS,
  );

  it(
    'without JavaScript shows the whole page at once and no button that would do nothing',
    async () => {
      const { page } = await open({ js: false });
      await expect(page.locator('#pembuka').isVisible()).resolves.toBe(false);
      await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: /Salin/ }).first().isVisible()).resolves.toBe(false);
      await expect(page.locator('audio').isVisible()).resolves.toBe(true);
      await expect(page.locator('.music-toggle').isVisible()).resolves.toBe(false);
      await expect(page.locator('[data-unit]').first().textContent()).resolves.toBe('07');
    },
    BROWSER_TEST_MS,
  );

  it(
    'ticks the countdown, and says the event has begun when it has',
    async () => {
      const { page } = await open({
        clock: '2027-02-10T22:58:30.000Z',
        input: { now: new Date('2027-02-10T22:58:30.000Z') },
      });
      expect(await countdown(page)).toEqual(['02', '02', '01', '30']);
      await page.clock.runFor(2000);
      expect(await countdown(page)).toEqual(['02', '02', '01', '28']);

      const late = await open({
        clock: '2027-02-13T00:59:58.000Z',
        input: { now: new Date('2027-02-13T00:59:58.000Z') },
      });
      await expect(late.page.locator('#hitung-mundur-selesai').isVisible()).resolves.toBe(false);
      await late.page.clock.runFor(3000);
      await expect(late.page.getByRole('timer').isVisible()).resolves.toBe(false);
      await expect(late.page.locator('#hitung-mundur-selesai').isVisible()).resolves.toBe(true);
    },
    BROWSER_TEST_MS,
  );

  it(
    'plays music only when the guest taps, and loads none before',
    async () => {
      const { page, requests } = await open({
        input: { invitation: sampleInvitation({ sections: pageSectionsFor('Basic') }) },
      });
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.querySelector('audio')?.paused)).toBe(true);
      expect(requests.filter((url) => url.endsWith('.mp3'))).toEqual([]);
      // A toggle: one name, and aria-pressed says whether it plays; its icon shows a note, then a pause sign.
      const toggle = page.getByRole('button', { name: 'Putar Musik' });
      const icon = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('.music-toggle svg')]
            .filter((svg) => getComputedStyle(svg).display !== 'none')
            .map((svg) => svg.getAttribute('class')),
        );
      await expect(icon()).resolves.toEqual(['icon-play']);
      await toggle.click();
      await page.waitForFunction(() => !document.querySelector('audio')?.paused);
      await pressed(page, 'true');
      expect(requests.filter((url) => url.endsWith('.mp3'))).toHaveLength(1);
      await expect(icon()).resolves.toEqual(['icon-pause']);
      await toggle.click();
      await pressed(page, 'false');
      // From the keyboard as well: the button is focused and pressed with the space bar.
      await toggle.focus();
      await page.keyboard.press('Space');
      await pressed(page, 'true');
      // The guest leaves for another tab or app: the music stops.
      await page.evaluate(() => {
        Object.defineProperty(document, 'hidden', { value: true, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await pressed(page, 'false');
      expect(await page.evaluate(() => document.querySelector('audio')?.paused)).toBe(true);
    },
    BROWSER_TEST_MS,
  );

  it(
    'copies an account number',
    async () => {
      const { page, context } = await open({ input: { invitation: sampleInvitation({ sections: [] }) } });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
      await page.getByRole('button', { name: 'Salin nomor rekening GoPay' }).click();
      expect(await shown(page.locator('[data-copy-status]'), 'disalin')).toBe(
        'Nomor rekening telah disalin.',
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('081234567890');
    },
    BROWSER_TEST_MS,
  );

  it(
    'sends the RSVP as JSON and thanks the guest in place',
    async () => {
      const { page, posts } = await open({ input: { invitation: sampleInvitation({ sections: [] }) } });
      const form = page.locator('#konfirmasi-kehadiran form');
      await form.getByLabel('Hadir', { exact: true }).check();
      await form.getByLabel('Jumlah orang').selectOption('2');
      await form.getByLabel(/Pesan/).fill('Insya Allah hadir bersama istri.');
      await form.getByRole('button', { name: 'Kirim Konfirmasi' }).click();
      expect(await shown(form.locator('.form-answer'), INVITATION_PAGE_MESSAGES.rsvpThanks)).toBe(
        INVITATION_PAGE_MESSAGES.rsvpThanks,
      );
      expect(posts).toEqual([
        {
          path: '/rizky-anisa/rsvp',
          type: 'application/json',
          body: JSON.stringify({
            name: 'Bapak Hendra Wijaya',
            attending: true,
            people: 2,
            message: 'Insya Allah hadir bersama istri.',
          }),
        },
      ]);
      // What the script sends is what the RSVP route takes.
      expect(rsvpInputSchema.safeParse(JSON.parse(posts[0].body)).success).toBe(true);
      expect(page.url()).toBe(ORIGIN + PAGE_PATH);
    },
    BROWSER_TEST_MS,
  );

  it(
    "shows the service's refusal in its own words",
    async () => {
      const { page } = await open({
        input: { invitation: sampleInvitation({ sections: [] }) },
        answer: { status: 429, body: { message: INVITATION_PAGE_MESSAGES.tooMany, code: 'too_many' } },
      });
      const form = page.locator('#konfirmasi-kehadiran form');
      await form.getByLabel('Tidak hadir').check();
      await form.getByRole('button', { name: 'Kirim Konfirmasi' }).click();
      expect(await shown(form.locator('.form-answer'), INVITATION_PAGE_MESSAGES.tooMany)).toBe(
        INVITATION_PAGE_MESSAGES.tooMany,
      );
    },
    BROWSER_TEST_MS,
  );

  it(
    'adds a wish sent to the top of the list, as text',
    async () => {
      const { page, posts } = await open({
        input: { invitation: sampleInvitation({ sections: [] }), guestName: null },
      });
      const form = page.locator('#ucapan form');
      await form.getByLabel('Nama').fill('Rina <b>Sahabat</b>');
      await form.getByLabel('Ucapan dan doa').fill('Selamat!\nSemoga bahagia.');
      await form.getByRole('button', { name: 'Kirim Ucapan' }).click();
      expect(await shown(form.locator('.form-answer'), INVITATION_PAGE_MESSAGES.wishThanks)).toBe(
        INVITATION_PAGE_MESSAGES.wishThanks,
      );
      expect(JSON.parse(posts[0].body)).toEqual({
        name: 'Rina <b>Sahabat</b>',
        message: 'Selamat!\nSemoga bahagia.',
      });
      await expect(page.locator('.wishes .wish-name').first().textContent()).resolves.toBe(
        'Rina <b>Sahabat</b>',
      );
      expect(await page.locator('.wishes b').count()).toBe(0);
      await expect(form.getByLabel('Nama').inputValue()).resolves.toBe('');
    },
    BROWSER_TEST_MS,
  );

  it(
    'without JavaScript posts the form as a form',
    async () => {
      const { page, posts } = await open({ js: false });
      const form = page.locator('#konfirmasi-kehadiran form');
      await form.getByLabel('Hadir', { exact: true }).check();
      await form.getByRole('button', { name: 'Kirim Konfirmasi' }).click();
      await page.waitForURL(`${ORIGIN}/rizky-anisa/rsvp`);
      expect(posts).toEqual([
        {
          path: '/rizky-anisa/rsvp',
          type: 'application/x-www-form-urlencoded',
          body: 'name=Bapak+Hendra+Wijaya&attending=true&people=1&message=',
        },
      ]);
    },
    BROWSER_TEST_MS,
  );

  it(
    'fits a 360px phone and a 1366px screen in every sample look: nothing sideways, nothing cut off',
    async () => {
      for (const theme of Object.values(SAMPLE_THEMES))
        for (const width of [360, 1366]) {
          const { page } = await open({
            input: { invitation: sampleInvitation({ theme }) },
            width,
            height: 768,
            js: false,
          });
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          // The column clips what overflows it, so each element is measured against the column.
          const outside = await page.evaluate(() => {
            const column = (document.getElementById('halaman') as HTMLElement).getBoundingClientRect();
            return [...document.querySelectorAll('#halaman *')]
              .filter((element) => {
                const box = element.getBoundingClientRect();
                return box.width > 1 && (box.left < column.left - 0.5 || box.right > column.right + 0.5);
              })
              .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
          });
          expect(outside).toEqual([]);
        }
    },
    BROWSER_TEST_MS,
  );

  it(
    'moves nothing for a guest who asked for reduced motion',
    async () => {
      const still = await open({ reducedMotion: 'reduce' });
      const moving = await open({ reducedMotion: 'no-preference' });
      const animation = (page: Page) =>
        page.evaluate(() => getComputedStyle(document.querySelector('.cover-card') as Element).animationName);
      expect(await animation(still.page)).toBe('none');
      expect(await animation(moving.page)).toBe('rise');
    },
    BROWSER_TEST_MS,
  );
});
