import {
  GUESTS,
  INVITATION_PAGE_MESSAGES,
  RPC_QUEUES,
  SPLIT_LINK_MESSAGES,
  type AdminGuestList,
  type AuditEntry,
  type OrderPages,
  type PublishedAnswer,
} from '@undangan/contracts';
import { createLogger, RpcClient } from '@undangan/platform';
import { waitFor } from '@undangan/platform/testing';
import { Client } from 'pg';
import { pngImage } from '../../services/proof-storage/test/image-fixtures';
import { startTestStack, TestStack } from '../../infra/stack/src/test-stack';

/**
 * A published invitation's life through the whole shop: an order put on hold (its proof rejected
 * after all) serves nothing at its address, as an unknown address does, and its page comes back when
 * it is paid again; a page past its year answers 410 with the polite closing words; and the Split
 * Link add-on's second address, published with the first, each with its own events, refused to an
 * order that did not buy it; and an admin's look at the couple's guest list, in the audit log. Run
 * `npm run build` first.
 */
jest.setTimeout(240_000);

let stack: TestStack;
let admin: Record<string, string>;
let invitationsDb: Client;

const customer = { name: 'Rina & Bayu', phone: '081377770042', email: 'rina@example.com' };
const SPLIT_LINK_ADDON_ID = 5;
const events = [
  {
    kind: 'akad',
    date: '2027-02-14',
    time: '08:00',
    time_zone: 'WIB',
    venue: 'Masjid Al-Ikhlas Cimahi',
    address: 'Jl. Cimahi No. 1',
  },
  {
    kind: 'resepsi',
    date: '2027-02-21',
    time: '11:00',
    time_zone: 'WITA',
    venue: 'Gedung Sasana Kriya Makassar',
    address: 'Jl. Makassar No. 9',
  },
];
const data = {
  groom: { full_name: 'Bayu Pratama', nickname: 'Bayu' },
  bride: { full_name: 'Rina Amelia', nickname: 'Rina' },
  events,
};

interface Answer {
  status: number;
  text: string;
  body: Record<string, unknown>;
}

const call = async (path: string, init: RequestInit = {}): Promise<Answer> => {
  const res = await fetch(stack.baseUrl + path, { redirect: 'manual', ...init });
  const text = await res.text();
  const json = res.headers.get('content-type')?.startsWith('application/json');
  return { status: res.status, text, body: json ? JSON.parse(text) : {} };
};
const json = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const isWebApp = (answer: Answer) => answer.status === 200 && answer.text.includes('content="undangan-web"');
const isInvitation = (answer: Answer) => answer.status === 200 && answer.text.includes('Kepada Yth.');

/** A manual transfer confirmed with its proof, Premium with the add-ons named. */
async function manualPayment(addons: number[]): Promise<string> {
  const issued = await call('/api/orders/create-order-id', { method: 'POST' });
  const form = new FormData();
  form.set('orderId', String(issued.body.orderId));
  form.set('orderSecret', String(issued.body.orderSecret));
  form.set('customerName', customer.name);
  form.set('customerPhone', customer.phone);
  form.set('customerEmail', customer.email);
  form.set(
    'cartItems',
    JSON.stringify([
      {
        packageId: 3,
        designId: 'premium-eucalyptus-mist',
        addons: addons.map((id) => ({ id })),
        quantity: 1,
      },
    ]),
  );
  form.set('paymentType', 'Manual');
  form.set('proofFile', new Blob([new Uint8Array(pngImage(8, 8))], { type: 'image/png' }), 'b.png');
  expect((await call('/api/payments/confirm', { method: 'POST', body: form })).status).toBe(200);
  return String(issued.body.orderId);
}

/** The admin's decision on the proof; a rejection after approval holds the order, approval again releases it. */
async function decide(orderId: string, status: 'approved' | 'rejected'): Promise<void> {
  const form = new FormData();
  form.set('orderId', orderId);
  form.set('customerName', customer.name);
  form.set('customerPhone', customer.phone);
  form.set('customerEmail', customer.email);
  form.set('status', status);
  expect(
    (await call('/api/admin/payment-proofs/update', { method: 'POST', headers: admin, body: form })).status,
  ).toBe(200);
}

/** A paid order whose couple sent their data, its client id set: the admin's row id. */
async function readyOrder(addons: number[], clientId: string): Promise<{ orderId: string; rowId: string }> {
  const orderId = await manualPayment(addons);
  await decide(orderId, 'approved');
  const rows = await waitFor(
    `${orderId} opened`,
    () => call('/api/admin/orders?showCompleted=false&page=1&limit=100', { headers: admin }),
    (r) => (r.body.data as { order_id: string }[]).some((o) => o.order_id === orderId),
  );
  const rowId = (rows.body.data as { id: string; order_id: string }[]).find(
    (o) => o.order_id === orderId,
  )!.id;
  const couple = { order_id: orderId, phone: customer.phone };
  expect((await json('PUT', '/api/orders/invitation', { ...couple, version: 0, data })).status).toBe(200);
  expect((await json('POST', '/api/orders/invitation/submit', couple)).status).toBe(200);
  const set = await json(
    'PUT',
    `/api/admin/orders/${rowId}`,
    { status: 'in_progress', admin_notes: '', client_id: clientId, client_url: '' },
    admin,
  );
  expect(set.status).toBe(200);
  return { orderId, rowId };
}

const publish = (rowId: string, body?: unknown) =>
  body === undefined
    ? call(`/api/admin/orders/${rowId}/terbitkan`, { method: 'POST', headers: admin })
    : json('POST', `/api/admin/orders/${rowId}/terbitkan`, body, admin);

beforeAll(async () => {
  stack = await startTestStack({ env: { PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '0' } });
  const login = await json('POST', '/admin/login', {
    username: stack.env.ADMIN_USERNAME ?? 'admin',
    password: stack.env.ADMIN_PASSWORD ?? 'admin12345',
  });
  admin = { authorization: `Bearer ${login.body.token as string}` };
  invitationsDb = new Client({ connectionString: stack.specs.invitations.env.DATABASE_URL });
  await invitationsDb.connect();
});

afterAll(async () => {
  await invitationsDb?.end();
  await stack?.stop();
});

const suffix = Date.now().toString(36);
const plainId = `rina-bayu-${suffix}`;
let plain: { orderId: string; rowId: string };

it('serves nothing for an order on hold, as for an unknown address, and the page again once it is released', async () => {
  plain = await readyOrder([], plainId);
  expect((await publish(plain.rowId)).status).toBe(200);
  expect(isInvitation(await call(`/${plainId}`))).toBe(true);

  // The proof rejected after all: the order is on hold, and so is its page.
  await decide(plain.orderId, 'rejected');
  const held = await waitFor(`/${plainId} held`, () => call(`/${plainId}`), isWebApp, 30_000, 100);
  const unknown = await call(`/belum-diterbitkan-${suffix}`);
  expect({ status: held.status, web: isWebApp(held) }).toEqual({
    status: unknown.status,
    web: isWebApp(unknown),
  });
  // The web app's frame finds no page there either (the specification's /:clientID).
  expect((await call(`/api/clients/${plainId}`)).status).toBe(404);
  expect(
    (await json('POST', `/api/undangan/${plainId}/rsvp`, { name: 'Pak Dedi', attending: true, people: 1 }))
      .status,
  ).toBe(404);
  expect((await call(`/api/undangan/${plainId}/kalender.ics`)).status).toBe(404);
  // Held, it cannot be published again.
  expect(await publish(plain.rowId)).toMatchObject({ status: 409 });

  await decide(plain.orderId, 'approved');
  await waitFor(`/${plainId} released`, () => call(`/${plainId}`), isInvitation, 30_000, 100);
});

it('answers 410 with the polite closing words once the page’s year is over', async () => {
  await invitationsDb.query(`UPDATE pages SET closes_at = now() - interval '1 minute' WHERE client_id = $1`, [
    plainId,
  ]);
  const closed = await call(`/${plainId}`);
  expect(closed.status).toBe(410);
  expect(closed.text).toContain(INVITATION_PAGE_MESSAGES.closed);
  expect(closed.text).toContain('Bayu');
  expect(closed.text).toContain('lang="id"');
  // Nothing of the events is left, and guests can no longer answer.
  expect(closed.text).not.toContain(events[0].venue);
  expect(
    (await json('POST', `/api/undangan/${plainId}/ucapan`, { name: 'Bu Sari', message: 'Selamat!' })).status,
  ).toBe(404);
});

describe('Split Link', () => {
  const firstId = `keluarga-wanita-${suffix}`;
  const secondId = `keluarga-pria-${suffix}`;

  it('refuses a second address to an order that did not buy Split Link, with the reason', async () => {
    const refused = await publish(plain.rowId, {
      split: { client_id: `lain-${suffix}`, first_events: [0], second_events: [1] },
    });
    expect(refused).toMatchObject({ status: 409, body: { message: SPLIT_LINK_MESSAGES.notBought } });
  });

  it('publishes both addresses of the same design, each with the events chosen for it', async () => {
    const order = await readyOrder([SPLIT_LINK_ADDON_ID], firstId);
    const bad = [
      [
        { client_id: secondId, first_events: [0], second_events: [] },
        400,
        SPLIT_LINK_MESSAGES.secondWithoutEvents,
      ],
      [
        { client_id: secondId, first_events: [0, 5], second_events: [1] },
        400,
        SPLIT_LINK_MESSAGES.unknownEvent,
      ],
      [{ client_id: firstId, first_events: [0], second_events: [1] }, 400, SPLIT_LINK_MESSAGES.sameAddress],
      [
        { client_id: 'alamat kedua!', first_events: [0], second_events: [1] },
        400,
        SPLIT_LINK_MESSAGES.addressFormat,
      ],
      [
        { client_id: plainId, first_events: [0], second_events: [1] },
        409,
        SPLIT_LINK_MESSAGES.taken(plainId),
      ],
    ] as const;
    for (const [split, status, message] of bad)
      expect(await publish(order.rowId, { split })).toMatchObject({ status, body: { message } });

    const published = await publish(order.rowId, {
      split: { client_id: secondId, first_events: [1], second_events: [0] },
    });
    expect(published.status).toBe(200);
    const answer = published.body as unknown as PublishedAnswer;
    expect(answer.page_url.endsWith(`/${firstId}`)).toBe(true);
    expect(answer.split?.page_url.endsWith(`/${secondId}`)).toBe(true);

    const first = await call(`/${firstId}`);
    const second = await call(`/${secondId}`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.text).toContain(events[1].venue);
    expect(first.text).not.toContain(events[0].venue);
    expect(second.text).toContain(events[0].venue);
    expect(second.text).not.toContain(events[1].venue);

    // The order's client URL stays the first address; the admin's panel reads both.
    const completed = await call('/api/admin/orders?showCompleted=true&page=1&limit=100', { headers: admin });
    expect((completed.body.data as { id: string }[]).find((o) => o.id === order.rowId)).toMatchObject({
      client_url: answer.page_url,
    });
    const pages = (await call(`/api/admin/orders/${order.rowId}/halaman`, { headers: admin }))
      .body as unknown as OrderPages;
    expect(pages.pages.map(({ client_id, second, events: shown }) => ({ client_id, second, shown }))).toEqual(
      [
        { client_id: firstId, second: false, shown: [1] },
        { client_id: secondId, second: true, shown: [0] },
      ],
    );
    expect((await call(`/api/admin/orders/${order.rowId}/halaman`)).status).toBe(401);
    // The couple's tracking reads the second address beside their replies.
    const replies = await json('POST', '/api/orders/invitation/responses', {
      order_id: order.orderId,
      phone: customer.phone,
    });
    expect(replies.body.split_url).toBe(answer.split?.page_url);

    // On hold, both addresses serve nothing; released, both again.
    await decide(order.orderId, 'rejected');
    await waitFor(
      'both held',
      () => Promise.all([call(`/${firstId}`), call(`/${secondId}`)]),
      (a) => a.every(isWebApp),
      30_000,
      100,
    );
    await decide(order.orderId, 'approved');
    await waitFor(
      'both back',
      () => Promise.all([call(`/${firstId}`), call(`/${secondId}`)]),
      (a) => a.every(isInvitation),
      30_000,
      100,
    );
  });
});

it("records an admin's look at a couple's guest list in the audit log, with what was searched and no guest", async () => {
  const order = plain ?? (await readyOrder([], plainId));
  const invitations = new RpcClient(
    stack.env.AMQP_URL,
    RPC_QUEUES.invitations,
    20_000,
    createLogger('admin-guest-list', 'silent'),
  );
  try {
    await invitations.call(GUESTS.add.pattern, {
      order_id: order.orderId,
      guest: { name: 'Ibu Sulastri Wening', phone: '081299887766', people: 2 },
    });
    await invitations.call(GUESTS.add.pattern, {
      order_id: order.orderId,
      guest: { name: 'Pak Darto', people: 1 },
    });
  } finally {
    await invitations.close();
  }
  const path = `/api/admin/orders/${order.rowId}/tamu?search=sulas`;
  expect((await call(path)).status).toBe(401);

  const look = await call(path, { headers: admin });
  expect(look.status).toBe(200);
  const answer = look.body as unknown as AdminGuestList;
  expect(answer.list.guests.map((g) => g.name)).toEqual(['Ibu Sulastri Wening']);
  expect(answer.summary.total).toMatchObject({ guests: 2, invited: 3 });

  const audit = await call('/api/admin/audit-log?page=1&limit=5', { headers: admin });
  const entry = (audit.body.data as AuditEntry[]).find((e) => e.action === 'guest-list.view');
  expect(entry).toMatchObject({ target: order.orderId, before: null, after: { search: 'sulas', page: 1 } });
  // What was looked at is recorded, never who is on the list.
  expect(JSON.stringify(audit.body)).not.toMatch(/Sulastri|Darto|81299887766/);
});
