/**
 * The API's reference page in Debian's Chromium, behind nginx from compose's template as users
 * meet it: it loads the document, lists the routes by audience, and breaks no rule of the shop's
 * Content-Security-Policy. Run `npm run build -w gateway` first (the stack runs the built program).
 */
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { chromium, type Browser, type Page } from 'playwright-core';
import { BROWSER_TEST_MS, CHROMIUM_ARGS, CHROMIUM_PATH, STEP_MS } from '../../infra/stack/src/chromium';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';

jest.setTimeout(BROWSER_TEST_MS);

let stack: TestStack;
let browser: Browser;
let page: Page;
/** What the browser reported: console errors (CSP violations among them) and failed loads. */
const problems: string[] = [];

beforeAll(async () => {
  // The page is the gateway's own: no service behind it is needed.
  stack = await startTestStack({ services: ['gateway'], front: 'nginx' });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  page = await browser.newPage();
  page.setDefaultTimeout(STEP_MS);
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content.Security.Policy/i.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

const route = (name: string) => page.locator(`summary[aria-label="${name}"]`);

it('lists the routes by audience, with their parameters, bodies and answers, within the CSP', async () => {
  const answer = await page.goto(`${stack.baseUrl}/api/docs`);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");

  await expect(page.locator('#tag-Toko h2').textContent()).resolves.toBe('Toko');
  await expect(page.locator('#tag-Admin h2').textContent()).resolves.toBe('Admin');
  await route('POST /api/payments/confirm').waitFor();
  await route('GET /api/admin/transactions/payments').waitFor();
  await route('PUT /api/admin/orders/{id}').waitFor();
  expect(await page.locator('#tag-Toko summary[aria-label="POST /api/payments/confirm"]').count()).toBe(1);
  expect(
    await page.locator('#tag-Admin summary[aria-label="GET /api/admin/transactions/payments"]').count(),
  ).toBe(1);

  // Opened, a route shows its request and its answers, errors included.
  await route('GET /api/admin/transactions/payments').click();
  const payments = page.locator('article', { has: route('GET /api/admin/transactions/payments') });
  await expect(payments.locator('td.name').allTextContents()).resolves.toEqual(
    expect.arrayContaining(['page', 'limit', 'status']),
  );
  await expect(payments.locator('.lock').textContent()).resolves.toBe('Bearer token');
  await expect(payments.locator('.answers .status').allTextContents()).resolves.toEqual(
    expect.arrayContaining(['200', '400', '401', '503']),
  );
  await expect(payments.locator('h4').allTextContents()).resolves.toContain('Answer 200 (application/json)');
  await expect(payments.locator('pre').last().textContent()).resolves.toContain('"totalPages"');
  await route('POST /api/payments/confirm').click();
  const confirm = page.locator('article', { has: route('POST /api/payments/confirm') });
  await expect(confirm.locator('h4').allTextContents()).resolves.toContain('Body (multipart/form-data)');

  // Every route of the document is on the page.
  const document = (await (await fetch(`${stack.baseUrl}/api/openapi.json`)).json()) as {
    paths: Record<string, object>;
  };
  const operations = Object.values(document.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
  expect(await page.locator('article.route').count()).toBe(operations);
  expect(problems).toEqual([]);
});

it('is not taken for a page of the web app, and its assets are its own', async () => {
  for (const [path, type] of [
    ['/api/docs', 'text/html'],
    ['/api/docs/docs.js', 'text/javascript'],
    ['/api/docs/docs.css', 'text/css'],
    ['/api/openapi.json', 'application/json'],
  ]) {
    const answer = await fetch(`${stack.baseUrl}${path}`);
    expect({ path, status: answer.status, type: answer.headers.get('content-type') }).toEqual({
      path,
      status: 200,
      type: expect.stringContaining(type),
    });
  }
});

it('documents exactly the routes Fastify registered, whoever registered them (its own route table)', async () => {
  // The gateway logs Fastify's table at start (http/route-table.ts): a route added outside a
  // controller, or a controller route the document lost, shows up here.
  const line = stack
    .logs('gateway')
    .split('\n')
    .find((l) => l.includes('"route table"'));
  expect(line).toBeDefined();
  const registered = new Set((JSON.parse(line!) as { routes: string[] }).routes);
  const document = (await (await fetch(`${stack.baseUrl}/api/openapi.json`)).json()) as {
    paths: Record<string, object>;
  };
  const documented = new Set(
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    ),
  );
  expect(registered.size).toBeGreaterThan(50);
  expect({
    undocumented: [...registered].filter((route) => !documented.has(route)),
    unregistered: [...documented].filter((route) => !registered.has(route)),
  }).toEqual({ undocumented: [], unregistered: [] });
});
