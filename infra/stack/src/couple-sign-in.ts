import { waitFor } from '@undangan/platform/testing';
import type { TestStack } from './test-stack';

/**
 * A couple signed in the way the shop signs them in, for the tests of what they do on their
 * dashboard: an order placed and paid through the Midtrans simulator, a sign-in link asked for
 * their email, read from the mail catcher, and used once. The stack needs catalogue, ordering,
 * notifications, invitations, midtrans-sim and the gateway.
 */

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

/** The address of the newest sign-in link emailed to `email` for `orderId`, once it arrived. */
export async function signInLinkOf(stack: TestStack, orderId: string, email: string): Promise<string> {
  const asked = await postJson(stack, '/api/pasangan/tautan-masuk', { orderId, email });
  if (asked.status !== 200) throw new Error(`no sign-in link asked: ${asked.status}`);
  const [mail] = await waitFor(
    `a sign-in email to ${email}`,
    async () => {
      const list = (await (await fetch(`${stack.mailUrl}/api/v1/messages?limit=1000`)).json()) as {
        messages: { ID: string; Subject: string; To: { Address: string }[] }[];
      };
      return list.messages.filter(
        (m) =>
          m.To.some((to) => to.Address === email) &&
          m.Subject === `Tautan masuk Dasbor Pasangan — ${orderId}`,
      );
    },
    (messages) => messages.length > 0,
    60_000,
  );
  const { Text } = (await (await fetch(`${stack.mailUrl}/api/v1/message/${mail.ID}`)).json()) as {
    Text: string;
  };
  const { pathname, search } = new URL(/https?:\/\/\S+\/pasangan\/masuk\?t=[A-Za-z0-9_-]{43}/.exec(Text)![0]);
  return `${stack.baseUrl}${pathname}${search}`;
}

/** A couple of a new paid order, signed in: the order and the session's Cookie header. */
export async function signedInCouple(
  stack: TestStack,
  email: string,
): Promise<{ orderId: string; cookie: string }> {
  const orderId = await paidOrderOf(stack, email);
  const token = new URL(await signInLinkOf(stack, orderId, email)).searchParams.get('t')!;
  const signedIn = await postJson(stack, '/api/pasangan/masuk', { token });
  if (signedIn.status !== 200) throw new Error(`not signed in: ${signedIn.status}`);
  return { orderId, cookie: signedIn.headers.getSetCookie()[0].split(';')[0] };
}
