import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { EVENTS_EXCHANGE, EVENT_TYPES, type OrderPlacedData } from '@undangan/contracts';
import { startTestStack, TestStack } from '../src/test-stack';

/**
 * The notifications program as the native runner starts it, SMTP_URL and all: an event it listens
 * to becomes an email in the stack's mail catcher, read back through Mailpit's API. No claim about
 * time: the email is awaited until it arrives, the test's budget only a guard against a hang.
 */
jest.setTimeout(120_000);

interface Summary {
  ID: string;
  To: { Address: string }[];
  From: { Address: string } | null;
}

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ services: ['notifications'], env: { EMAIL_POLL_MS: '50' } });
});
afterAll(async () => {
  await stack?.stop();
});

async function messages(): Promise<Summary[]> {
  const res = await fetch(`${stack.mailUrl}/api/v1/messages`);
  return ((await res.json()) as { messages: Summary[] }).messages;
}

it('sends the email an event asks for to the mail catcher SMTP_URL names', async () => {
  const placed: OrderPlacedData = {
    orderId: 'INV-20261127-SURAT1',
    amount: 150000,
    subtotal: 150000,
    discount: 0,
    items: [{ type: 'package', id: '1', name: 'Fitur Dasar', price: 150000, quantity: 1 }],
    customer: { name: 'Rina', email: 'rina@example.com', phone: '081234567890' },
    orderSecret: 'rahasia-pesanan',
    placedAt: new Date().toISOString(),
  };
  const connection = await amqp.connect(stack.env.AMQP_URL);
  try {
    const channel = await connection.createConfirmChannel();
    const envelope = {
      id: randomUUID(),
      type: EVENT_TYPES.orderPlaced,
      occurredAt: new Date().toISOString(),
      version: 1,
      data: placed,
    };
    channel.publish(EVENTS_EXCHANGE, EVENT_TYPES.orderPlaced, Buffer.from(JSON.stringify(envelope)), {
      persistent: true,
      contentType: 'application/json',
    });
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }

  let caught: Summary[] = [];
  while (caught.length === 0) {
    caught = await messages();
    if (caught.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(caught).toHaveLength(1);
  expect(caught[0].To.map((to) => to.Address)).toEqual(['rina@example.com']);
  expect(caught[0].From?.Address).toBe(
    /<([^>]+)>/.exec(stack.specs.notifications.env.EMAIL_FROM)?.[1] ??
      stack.specs.notifications.env.EMAIL_FROM,
  );
  const message = (await (await fetch(`${stack.mailUrl}/api/v1/message/${caught[0].ID}`)).json()) as {
    Text: string;
    HTML: string;
  };
  expect(`${message.Text}${message.HTML}`).toContain('INV-20261127-SURAT1');
});
