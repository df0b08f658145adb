/**
 * A couple signs in to their dashboard ("Dasbor Pasangan") the way the shop lets them: they ask for
 * a link on a phone, open it from the mailbox (read through the mail catcher's Mailpit API), land
 * on /pasangan with the link gone from the address bar, invite their partner, and sign out; the
 * same link then opens nothing, and the form to ask again is there. Order tracking sends a link to
 * the order's email. Each screen is checked and shot at 360x740 and at 1366x768, where the
 * dashboard's tabs, the order's facts and the partner's form stand on one line each
 * (couple-dashboard-checks.ts). Debian's Chromium against the built programs over real
 * PostgreSQL, RabbitMQ and SMTP.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../infra/stack/src/chromium';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { chromium, type Browser } from 'playwright-core';
import { COUPLE_ACCESS_MESSAGES } from '@undangan/contracts';
import { waitFor } from '@undangan/platform/testing';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';
import { COUPLE_STACK_ENV, COUPLE_STACK_SERVICES } from '../../infra/stack/src/couple-sign-in';
import { checkPhoneAndLaptop, DASHBOARD_TABS, PHONE_SCREEN } from './couple-dashboard-checks';
import {
  BROWSER_TEST_MS,
  containing,
  DialogGuard,
  expectText,
  simulator,
  STEP_MS,
} from './storefront-support';

jest.setTimeout(BROWSER_TEST_MS);

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack({
    services: COUPLE_STACK_SERVICES,
    env: COUPLE_STACK_ENV,
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

const PHONE = '081298765432';

/** A paid order of `email`, placed and settled through the API. */
async function paidOrder(email: string): Promise<string> {
  const created = await fetch(`${stack.baseUrl}/api/orders/create-transaction`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cartItems: [{ packageId: 3, designId: 'premium-eucalyptus-mist', addons: [], quantity: 1 }],
      customerDetails: { name: 'Rina & Bayu', phone: PHONE, email },
    }),
  });
  const orderId = ((await created.json()) as { order_id: string }).order_id;
  await simulator(stack, orderId, 'settle?method=bca_va');
  await waitFor(
    `${orderId} paid`,
    async () =>
      (await (
        await fetch(`${stack.baseUrl}/api/orders/track`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ order_id: orderId, phone: PHONE }),
        })
      ).json()) as { payment_status: string },
    (order) => order.payment_status === 'paid',
  );
  return orderId;
}

/** The sign-in links emailed to `address`, oldest first, once `count` have arrived. */
async function linksTo(address: string, count: number): Promise<string[]> {
  const found = await waitFor(
    `${count} sign-in email(s) to ${address}`,
    async () => {
      const list = (await (await fetch(`${stack.mailUrl}/api/v1/messages`)).json()) as {
        messages: { ID: string; Subject: string; To: { Address: string }[] }[];
      };
      return list.messages.filter(
        (m) => m.To.some((to) => to.Address === address) && /Dasbor Pasangan|diundang/.test(m.Subject),
      );
    },
    (messages) => messages.length >= count,
    60_000,
  );
  const texts = await Promise.all(
    found.map(
      async (m) =>
        ((await (await fetch(`${stack.mailUrl}/api/v1/message/${m.ID}`)).json()) as { Text: string }).Text,
    ),
  );
  return texts.reverse().map((text) => /https?:\/\/\S+\/pasangan\/masuk\?t=[A-Za-z0-9_-]{43}/.exec(text)![0]);
}

/** The link as this stack serves it (the email names PUBLIC_BASE_URL's host). */
const onStack = (link: string) => {
  const { pathname, search } = new URL(link);
  return `${stack.baseUrl}${pathname}${search}`;
};

it('asks for a link, opens it from the mailbox, lands on the dashboard, invites the partner and signs out', async () => {
  const email = `rina.${Date.now()}@contoh.test`;
  const orderId = await paidOrder(email);
  const context = await browser.newContext({ viewport: PHONE_SCREEN });
  context.setDefaultTimeout(STEP_MS);
  const page = await context.newPage();
  const dialogs = new DialogGuard(page);

  // Not signed in: the dashboard sends the couple to sign in.
  await page.goto(`${stack.baseUrl}/pasangan`);
  await page.waitForURL('**/pasangan/masuk');
  await page.getByLabel('ID Pesanan').fill(orderId);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Kirim Tautan Masuk' }).click();
  await expectText(page.getByTestId('couple-sign-in-message'), COUPLE_ACCESS_MESSAGES.linkSent);
  await checkPhoneAndLaptop(page, 'couple-sign-in-asked');

  const [link] = await linksTo(email, 1);
  await page.goto(onStack(link));
  await page.waitForURL('**/pasangan');
  // The token is gone from the address bar (and so from the history and any screenshot of it).
  expect(new URL(page.url()).search).toBe('');
  await expectText(page.getByTestId('couple-order'), containing(orderId));
  await expectText(page.getByTestId('couple-email'), email);
  await expectText(page.getByTestId('couple-stage'), 'Menunggu data');
  await checkPhoneAndLaptop(page, 'couple-dashboard', [
    ['.couple-head .page-title', '.couple-head .couple-lead'],
    DASHBOARD_TABS,
    [1, 2, 3].map((n) => `.couple-facts > div:nth-child(${n})`),
  ]);

  await page.getByRole('link', { name: 'Mitra & Pengaturan' }).click();
  await page.getByLabel('Email Mitra').waitFor();
  await checkPhoneAndLaptop(page, 'couple-dashboard-partner-form', [
    DASHBOARD_TABS,
    ['#couple-partner-email', '.couple-invite .button'],
  ]);
  const partner = `bayu.${Date.now()}@contoh.test`;
  await page.getByLabel('Email Mitra').fill(partner);
  await page.getByRole('button', { name: 'Kirim Undangan' }).click();
  await expectText(page.getByTestId('couple-partner-email'), partner);
  await linksTo(partner, 1);
  await checkPhoneAndLaptop(page, 'couple-dashboard-partner', [DASHBOARD_TABS]);

  await page.getByRole('button', { name: 'Keluar', exact: true }).click();
  await page.waitForURL('**/pasangan/masuk');
  await expectText(page.getByTestId('couple-sign-in-message'), COUPLE_ACCESS_MESSAGES.signedOut);
  await page.goto(`${stack.baseUrl}/pasangan`);
  await page.waitForURL('**/pasangan/masuk');

  // The same link again: it opened its one session; the form to ask again is there.
  await page.goto(onStack(link));
  await expectText(page.getByTestId('couple-sign-in-message'), COUPLE_ACCESS_MESSAGES.linkInvalid);
  expect(await page.getByRole('button', { name: 'Kirim Tautan Masuk' }).isVisible()).toBe(true);
  expect(new URL(page.url()).search).toBe('');
  await checkPhoneAndLaptop(page, 'couple-sign-in-link-used');
  dialogs.expectNone();
  await context.close();
});

it("sends a sign-in link to the order's email from order tracking", async () => {
  const email = `dewi.${Date.now()}@contoh.test`;
  const orderId = await paidOrder(email);
  const context = await browser.newContext({ viewport: PHONE_SCREEN });
  context.setDefaultTimeout(STEP_MS);
  const page = await context.newPage();
  await page.goto(`${stack.baseUrl}/pesanan/lacak`);
  await page.getByLabel('Order ID').fill(orderId);
  await page.getByLabel('Nomor WhatsApp').fill(PHONE);
  await page.getByRole('button', { name: 'Lacak Pesanan' }).click();
  const entry = page.getByTestId('couple-dashboard-entry');
  await entry.getByRole('button', { name: 'Kirim Tautan Masuk' }).click();
  await expectText(
    page.getByTestId('couple-dashboard-entry-message'),
    COUPLE_ACCESS_MESSAGES.linkSentToOrderEmail,
  );
  await checkPhoneAndLaptop(page, 'tracking-couple-entry');
  const [link] = await linksTo(email, 1);
  await page.goto(onStack(link));
  await page.waitForURL('**/pasangan');
  await expectText(page.getByTestId('couple-order'), containing(orderId));
  await context.close();
});
