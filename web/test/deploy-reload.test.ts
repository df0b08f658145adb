/**
 * A tab left open while a new version is deployed: the page's code it asks for next was named by
 * the old build and is gone from the server. The shop reloads once and shows the page from the
 * new build; when even that fails, it says so in Indonesian with a way on, never a blank page and
 * never a reload loop. Debian's Chromium at 390x844 against the built programs; the deploy is
 * played by the browser's network: the old chunk names answer 404.
 */
import { BROWSER_TEST_MS, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../infra/stack/src/chromium';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';
import { DialogGuard, expectText, layoutProblems } from './storefront-support';

jest.setTimeout(BROWSER_TEST_MS);

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack({ services: ['catalogue', 'ordering', 'gateway'] });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

/** Counts the page's full loads of `path` (a reload is one more). */
function countLoads(page: Page, path: string): () => number {
  let loads = 0;
  page.on('load', () => {
    if (new URL(page.url()).pathname === path) loads += 1;
  });
  return () => loads;
}

/** The landing page, open before the deploy, with the cart page's code not yet fetched. */
async function openLanding(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${stack.baseUrl}/`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

it('reloads once when the next page’s code is gone after a deploy, and shows that page', async () => {
  const page = await openLanding();
  const dialogs = new DialogGuard(page);
  const cartLoads = countLoads(page, '/cart');
  let refused = 0;
  let reloaded = false;
  // The deploy: the chunk names the open page knows are gone; the page loaded again (the new
  // version's entry, here the same build) finds its chunks.
  await page.route('**/assets/CartPage-*.js', async (route) => {
    if (!reloaded) {
      refused += 1;
      await route.fulfill({ status: 404, body: 'Not Found' });
      return;
    }
    await route.continue();
  });
  // The new document is asked for before any of its chunks: from then on the new version is served.
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true;
  });
  await page.getByRole('link', { name: 'Keranjang' }).click();
  await page.getByRole('heading', { level: 1, name: 'Keranjang' }).waitFor({ timeout: 30_000 });
  expect(refused).toBeGreaterThan(0);
  await page.waitForLoadState('load');
  expect(cartLoads()).toBe(1);
  await expect(page.getByTestId('error-boundary').count()).resolves.toBe(0);
  dialogs.expectNone();
  await page.context().close();
});

it('says so, once, when the page’s code cannot be had even after the reload', async () => {
  const page = await openLanding();
  const dialogs = new DialogGuard(page);
  const cartLoads = countLoads(page, '/cart');
  await page.route('**/assets/CartPage-*.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.getByRole('link', { name: 'Keranjang' }).click();
  const notice = page.getByTestId('error-boundary');
  await notice.waitFor({ timeout: 30_000 });
  await expectText(notice.getByRole('heading'), 'Versi baru sudah tersedia');
  await notice.getByRole('button', { name: 'Muat Ulang' }).waitFor();
  // In sight, whatever the reload left the scroll at.
  const box = await notice.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  // The header stays around the message, and nothing reloads again by itself.
  await page.getByRole('link', { name: 'Pricelist' }).first().waitFor();
  await page.waitForLoadState('load');
  const loads = cartLoads();
  expect(loads).toBe(1);
  await page.waitForTimeout(1500);
  expect(cartLoads()).toBe(loads);
  expect(await layoutProblems(page)).toEqual([]);
  const shots = process.env.SCREENSHOT_DIR;
  if (shots) await page.screenshot({ path: `${shots}/deploy-reload-failed-390.png` });

  // Another page works: the message goes with the address.
  await page.getByRole('link', { name: 'Pricelist' }).first().click();
  await page.getByRole('heading', { level: 1, name: /Pricelist/i }).waitFor({ timeout: 30_000 });
  await expect(notice.count()).resolves.toBe(0);
  dialogs.expectNone();
  await page.context().close();
});
