/**
 * A couple confirms a manual transfer from another device, as the shop's email lets them: the order
 * is placed on one phone, its email arrives (read through the mail catcher's Mailpit API), and its
 * link opens the same order on a second browser that has never seen it, which sends the proof.
 * Debian's Chromium against the built programs over real PostgreSQL, RabbitMQ and SMTP.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../infra/stack/src/chromium';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { chromium, type Browser, type Page } from 'playwright-core';
import { SHOP } from '@undangan/contracts';
import { waitFor } from '@undangan/platform/testing';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';
import {
  BROWSER_TEST_MS,
  DialogGuard,
  expectNoHorizontalScroll,
  expectText,
  STEP_MS,
} from './storefront-support';

jest.setTimeout(BROWSER_TEST_MS);

const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

interface Summary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack({
    services: ['catalogue', 'ordering', 'proof-storage', 'notifications', 'gateway'],
    env: { EMAIL_POLL_MS: '50' },
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

/** The emails to `address`, once at least `count` have arrived. */
async function mailTo(
  address: string,
  count = 1,
): Promise<{ Subject: string; Text: string; HTML: string }[]> {
  const found = await waitFor(
    `${count} email(s) to ${address}`,
    async () => {
      const list = (await (await fetch(`${stack.mailUrl}/api/v1/messages`)).json()) as {
        messages: Summary[];
      };
      return list.messages.filter((m) => m.To.some((to) => to.Address === address));
    },
    (messages) => messages.length >= count,
    90_000,
  );
  return Promise.all(
    found.map(async (m) => (await (await fetch(`${stack.mailUrl}/api/v1/message/${m.ID}`)).json()) as never),
  );
}

/** A Basic design in the cart, the couple's details filled, manual transfer chosen and paid. */
async function placeManualOrder(page: Page, email: string): Promise<{ orderId: string; total: string }> {
  await page.goto(`${stack.baseUrl}/checkout`);
  await page.getByRole('radio', { name: /^Basic/ }).check();
  await page.locator('.design-option input').first().check();
  await page.getByRole('button', { name: 'Tambahkan ke Keranjang' }).click();
  await page.goto(`${stack.baseUrl}/cart`);
  await page.getByLabel('Nama').fill('Rina & Bayu');
  await page.getByLabel('Nomor WhatsApp').fill('081234567890');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Transfer Manual/).check();
  await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
  await page.waitForURL('**/payment/manual');
  return {
    orderId: String(await page.getByTestId('invoice-order-id').textContent()),
    total: String(await page.getByTestId('invoice-total').textContent()),
  };
}

it('emails the transfer details with a link that confirms the transfer from another device', async () => {
  const email = `rina.${Date.now()}@contoh.test`;
  const first = await browser.newContext({ viewport: { width: 360, height: 740 } });
  first.setDefaultTimeout(STEP_MS);
  const placing = await first.newPage();
  const { orderId, total } = await placeManualOrder(placing, email);
  const [mail] = await mailTo(email);
  await first.close();
  expect(mail.Subject).toContain(orderId);
  expect(mail.Text).toContain(total);
  expect(mail.Text).toContain(SHOP.bank.accountNumber);
  const link = /https?:\/\/\S+\/payment\/manual#order=[A-Za-z0-9-]+&secret=[A-Za-z0-9_-]+/.exec(
    mail.Text,
  )?.[0];
  expect(link).toBeDefined();
  const { pathname, hash } = new URL(link!);
  expect(new URLSearchParams(hash.slice(1)).get('order')).toBe(orderId);

  // Another phone, which has never seen the order: the link alone opens it.
  const second = await browser.newContext({ viewport: { width: 390, height: 844 } });
  second.setDefaultTimeout(STEP_MS);
  const page = await second.newPage();
  const dialogs = new DialogGuard(page);
  await page.goto(`${stack.baseUrl}${pathname}${hash}`);
  await expectText(page.getByTestId('invoice-order-id'), orderId);
  await expectText(page.getByTestId('invoice-total'), total);
  // The secret leaves the address bar (and so the history and any screenshot of it).
  expect(new URL(page.url()).hash).toBe('');
  await expectNoHorizontalScroll(page);
  // A reload in the same tab, whose address no longer carries the link, opens the order again.
  await page.reload();
  await expectText(page.getByTestId('invoice-order-id'), orderId);
  const shots = process.env.SCREENSHOT_DIR;
  if (shots) {
    await page.screenshot({ path: `${shots}/payment-manual-from-email-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: `${shots}/payment-manual-from-email-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
  }

  await page
    .getByLabel(/Bukti transfer/)
    .setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: PROOF_PNG });
  await page.getByRole('button', { name: 'Konfirmasi Pembayaran' }).click();
  await page.waitForURL('**/payment/confirmation?order_id=*');
  await expectText(page.getByTestId('confirmed-message'), 'Konfirmasi pembayaran berhasil dikirim.');
  dialogs.expectNone();
  await second.close();

  // The shop hears that a proof waits for review.
  const shop = stack.specs.notifications.env.SHOP_NOTIFY_EMAIL;
  const [waiting] = await mailTo(shop);
  expect(waiting.Subject).toContain(orderId);
  expect(waiting.Text).toContain('Rina & Bayu');
});

it('says so, with a way to reach the shop, when a link opens nothing', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  context.setDefaultTimeout(STEP_MS);
  const page = await context.newPage();
  await page.goto(`${stack.baseUrl}/payment/manual#order=INV-20260101-ZZZZZZ&secret=${'a'.repeat(32)}`);
  await expectText(page.getByRole('alert'), /^Tautan konfirmasi ini tidak berlaku lagi\./);
  await expect(page.getByRole('link', { name: 'Hubungi Kami' }).getAttribute('href')).resolves.toContain(
    'wa.me',
  );
  await context.close();
});
