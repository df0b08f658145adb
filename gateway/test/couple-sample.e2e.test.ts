import {
  SAMPLE_CHOICE,
  SAMPLE_CLIENT_ID,
  SAMPLE_COUPLE,
  SAMPLE_GUEST_TOKEN,
  SAMPLE_ORDER_ID,
  type CoupleWhoAmI,
  type GuestList,
  type GuestSummary,
  type OrderTracking,
} from '@undangan/contracts';
import { waitFor } from '@undangan/platform/testing';
import { COUPLE_STACK_ENV, COUPLE_STACK_SERVICES, signedInTo } from '../../infra/stack/src/couple-sign-in';
import { startTestStack, TestStack } from '../../infra/stack/src/test-stack';

/**
 * The sample couple's dashboard as a newcomer meets it after `npm start` (ordering's SAMPLE_ORDER on,
 * the demo data in every empty database), against the built programs over real PostgreSQL, RabbitMQ
 * and SMTP: the order id and email the runner prints get a sign-in link in the mailbox, and the
 * dashboard it opens shows the paid, finished sample order and the sample invitation's guest list.
 * Run `npm run build` first.
 */
jest.setTimeout(240_000);

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    services: COUPLE_STACK_SERVICES,
    env: { ...COUPLE_STACK_ENV, SAMPLE_ORDER: 'true' },
  });
});

afterAll(() => stack?.stop());

const get = async <T>(cookie: string, path: string): Promise<{ status: number; body: T }> => {
  const res = await fetch(stack.baseUrl + path, { headers: { cookie } });
  return { status: res.status, body: (await res.json()) as T };
};

it("signs the sample couple in with the printed order id and email, onto the sample invitation's guests", async () => {
  // Ordering writes the order in the background once the catalogue answers.
  await waitFor(
    'the sample order, paid',
    async () => {
      const res = await fetch(`${stack.baseUrl}/api/orders/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: SAMPLE_ORDER_ID, phone: SAMPLE_COUPLE.phone }),
      });
      return (await res.json()) as Partial<OrderTracking>;
    },
    (order) => order.payment_status === 'paid',
  );
  const cookie = await signedInTo(stack, SAMPLE_ORDER_ID, SAMPLE_COUPLE.email);

  const session = await get<CoupleWhoAmI>(cookie, '/api/pasangan/sesi');
  expect(session).toMatchObject({
    status: 200,
    body: {
      order_id: SAMPLE_ORDER_ID,
      email: SAMPLE_COUPLE.email,
      role: 'pasangan',
      package: SAMPLE_CHOICE.package,
      payment_status: 'paid',
      stage: 'completed',
    },
  });
  expect(session.body.invitation_url).toMatch(new RegExp(`/${SAMPLE_CLIENT_ID}$`));

  const list = await get<GuestList>(cookie, '/api/pasangan/tamu');
  expect(list.status).toBe(200);
  expect(list.body.total).toBeGreaterThanOrEqual(24);
  expect(list.body.guests.find((guest) => guest.name === 'Bapak Hendra Wijaya & Keluarga')).toMatchObject({
    link_path: `/${SAMPLE_CLIENT_ID}/${SAMPLE_GUEST_TOKEN}`,
  });
  const summary = await get<GuestSummary>(cookie, '/api/pasangan/tamu/ringkasan');
  expect(summary.body.total.guests).toBe(list.body.total);
  expect(summary.body.total.coming).toBeGreaterThan(0);
});
