import { waitFor } from '@undangan/platform/testing';
import type { TestStack } from './test-stack';

/**
 * A couple signed in the way the shop signs them in, for the tests of what they do on their
 * dashboard: an order placed and paid through the Midtrans simulator, a sign-in link asked for
 * their email, read from the mail catcher, and used once. The stack needs catalogue, ordering,
 * notifications, invitations, midtrans-sim and the gateway.
 */

/**
 * What a couple's sign-in needs of a stack (the programs the note above names) and how fast its
 * mail and payments move in tests: every suite of the couple's dashboard starts its stack so.
 */
export const COUPLE_STACK_SERVICES = [
  'catalogue',
  'ordering',
  'proof-storage',
  'notifications',
  'invitations',
  'midtrans-sim',
  'gateway',
];
export const COUPLE_STACK_ENV = { EMAIL_POLL_MS: '50', SIM_RETRY_SCALE: '0.0001' };

const CART = [{ packageId: 3, designId: 'premium-eucalyptus-mist', addons: [], quantity: 1 }];
const PHONE = '081298765432';

const postJson = (stack: TestStack, path: string, body: unknown) =>
  fetch(stack.baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** An order of `email`, paid: its id. */
export async function paidOrderOf(stack: TestStack, email: string): Promise<string> {
  const created = await postJson(stack, '/api/orders/create-transaction', {
    cartItems: CART,
    customerDetails: { name: 'Rina & Bayu', phone: PHONE, email },
  });
  if (created.status !== 200) throw new Error(`order not placed: ${created.status}`);
  const orderId = ((await created.json()) as { order_id: string }).order_id;
  const sim = `http://127.0.0.1:${stack.specs['midtrans-sim'].port}`;
  const settled = await fetch(`${sim}/sim/transactions/${orderId}/settle?method=bca_va`, { method: 'POST' });
  if (settled.status !== 200) throw new Error(`order not settled: ${settled.status}`);
  await waitFor(
    `${orderId} paid`,
    async () =>
      (await (await postJson(stack, '/api/orders/track', { order_id: orderId, phone: PHONE })).json()) as {
        payment_status?: string;
      },
    (order) => order.payment_status === 'paid',
  );
  return orderId;
}

interface Mail {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

/** The couple's sign-in and partner emails to `address` (its order's own emails left out), newest first. */
export async function coupleMailOf(stack: TestStack, address: string): Promise<Mail[]> {
  const list = (await (await fetch(`${stack.mailUrl}/api/v1/messages?limit=1000`)).json()) as {
    messages: Mail[];
  };
  return list.messages.filter(
    (m) =>
      m.To.some((to) => to.Address === address) &&
      (m.Subject.startsWith('Tautan masuk Dasbor Pasangan') || m.Subject.startsWith('Anda diundang')),
  );
}

/** A mail's subject and text. */
async function mailText(stack: TestStack, id: string): Promise<{ Subject: string; Text: string }> {
  return (await (await fetch(`${stack.mailUrl}/api/v1/message/${id}`)).json()) as {
    Subject: string;
    Text: string;
  };
}

/** The `count`th such email to `address` (1 is the first), once it has arrived: its subject and text. */
export async function nthCoupleMail(
  stack: TestStack,
  address: string,
  count: number,
): Promise<{ Subject: string; Text: string }> {
  const found = await waitFor(
    `${count} email(s) to ${address}`,
    () => coupleMailOf(stack, address),
    (messages) => messages.length >= count,
    60_000,
  );
  // Newest first.
  return mailText(stack, found[found.length - count].ID);
}

const SIGN_IN_LINK = /https?:\/\/\S+\/pasangan\/masuk\?t=([A-Za-z0-9_-]{43})/;

/** The token of the sign-in link in an email's text (`/pasangan/masuk?t=...`). */
export function signInTokenIn(text: string): string {
  const token = SIGN_IN_LINK.exec(text)?.[1];
  if (!token) throw new Error(`no sign-in link in: ${text.slice(0, 300)}`);
  return token;
}

/** The address of the newest sign-in link emailed to `email` for `orderId`, once it arrived. */
export async function signInLinkOf(stack: TestStack, orderId: string, email: string): Promise<string> {
  const asked = await postJson(stack, '/api/pasangan/tautan-masuk', { orderId, email });
  if (asked.status !== 200) throw new Error(`no sign-in link asked: ${asked.status}`);
  const [mail] = await waitFor(
    `a sign-in email to ${email}`,
    async () =>
      (await coupleMailOf(stack, email)).filter(
        (m) => m.Subject === `Tautan masuk Dasbor Pasangan — ${orderId}`,
      ),
    (messages) => messages.length > 0,
    60_000,
  );
  const { pathname, search } = new URL(SIGN_IN_LINK.exec((await mailText(stack, mail.ID)).Text)![0]);
  return `${stack.baseUrl}${pathname}${search}`;
}

/** `email` signed in to the paid order `orderId` through an emailed link: the session's Cookie header. */
export async function signedInTo(stack: TestStack, orderId: string, email: string): Promise<string> {
  const token = new URL(await signInLinkOf(stack, orderId, email)).searchParams.get('t')!;
  const signedIn = await postJson(stack, '/api/pasangan/masuk', { token });
  if (signedIn.status !== 200) throw new Error(`not signed in: ${signedIn.status}`);
  return signedIn.headers.getSetCookie()[0].split(';')[0];
}

/** A couple of a new paid order, signed in: the order and the session's Cookie header. */
export async function signedInCouple(
  stack: TestStack,
  email: string,
): Promise<{ orderId: string; cookie: string }> {
  const orderId = await paidOrderOf(stack, email);
  return { orderId, cookie: await signedInTo(stack, orderId, email) };
}
