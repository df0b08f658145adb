import { createHash } from 'node:crypto';
import { INVITATION_MESSAGES, INVITATION_PAGE_MESSAGES } from '@undangan/contracts';
import { waitFor } from '@undangan/platform/testing';
import { encodedImage } from '../../services/proof-storage/test/image-fixtures';
import { SENDABLE_INVITATION_DATA } from '../../services/ordering/test/invitation-fixtures';
import { startTestStack, TestStack } from '../../infra/stack/src/test-stack';
import { FRONT_PAGE_SECONDS } from '../src/guests/guest-page';

/**
 * The couple's page through the whole shop: the couple's preview from their data, the admin's
 * preview and "Terbitkan", the page a guest opens at /{client_id} with its own policy, the RSVP and
 * the wish as JSON and as plain forms, the calendar file, the sample at /contoh and a design's
 * sample page; the shop's own pages and an unknown address still reach the web app. Run `npm run
 * build` first.
 */
jest.setTimeout(240_000);

let stack: TestStack;
let sim: string;
let admin: Record<string, string>;

const customer = { name: 'Rina & Bayu', phone: '081377770001', email: 'rina@example.com' };
const cartItems = [{ packageId: 3, designId: 'premium-eucalyptus-mist', addons: [], quantity: 1 }];
const HOSTILE = '<script>alert(1)</script>"\'&';
/** The shop's track the couple chooses, and how their page plays it. */
const CHOSEN_TRACK = 'taman-bunga';
const CHOSEN_AUDIO = '<audio id="musik-lagu" src="/generated/music/taman-bunga.wav" preload="none"';

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: Record<string, unknown>;
}

const call = async (path: string, init: RequestInit = {}): Promise<Answer> => {
  const res = await fetch(stack.baseUrl + path, { redirect: 'manual', ...init });
  const text = await res.text();
  const json = res.headers.get('content-type')?.startsWith('application/json');
  return { status: res.status, headers: res.headers, text, body: json ? JSON.parse(text) : {} };
};
const json = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const form = (path: string, fields: Record<string, string>) =>
  call(path, {
    method: 'POST',
    // As a browser sends a form: it asks for a page back.
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml',
    },
    body: new URLSearchParams(fields).toString(),
  });

/** The inline scripts of a page, and whether the page's policy admits each by its hash. */
function scriptsAdmitted(html: string, policy: string): boolean[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) =>
    policy.includes(`'sha256-${createHash('sha256').update(text).digest('base64')}'`),
  );
}

/** The couple's photo upload from their data form. */
async function uploadPhoto(orderId: string, bytes: Buffer): Promise<void> {
  const body = new FormData();
  body.set('order_id', orderId);
  body.set('phone', customer.phone);
  body.set('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'foto.jpg');
  expect((await call('/api/orders/invitation/photos', { method: 'POST', body })).status).toBe(201);
}

/** The gallery's images of a page: each one's srcset, as [url, width] pairs, and its other attributes. */
function galleryImages(html: string) {
  const gallery = /<section[^>]*id="galeri"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return [...gallery.matchAll(/<img ([^>]*)>/g)].map(([, attributes]) => {
    const attrs = Object.fromEntries(
      [...attributes.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v]),
    );
    const srcset = (attrs.srcset ?? '').split(', ').map((entry) => entry.split(' '));
    return { attrs, srcset };
  });
}

/**
 * A paid order whose couple sent their data (names made hostile), with the admin's row id;
 * `beforeSending` runs once the data is saved, before "Kirim Data".
 */
async function sentOrder(
  beforeSending: (orderId: string) => Promise<void> = async () => undefined,
): Promise<{ orderId: string; rowId: string }> {
  const created = await json('POST', '/api/orders/create-transaction', {
    cartItems,
    customerDetails: customer,
  });
  expect(created.status).toBe(200);
  const orderId = created.body.order_id as string;
  expect(
    (await fetch(`${sim}/sim/transactions/${orderId}/settle?method=bca_va`, { method: 'POST' })).status,
  ).toBe(200);
  const rows = await waitFor(
    () => call('/api/admin/orders?showCompleted=false&page=1&limit=100', { headers: admin }),
    (r) => (r.body.data as { order_id: string }[]).some((o) => o.order_id === orderId),
  );
  const rowId = (rows.body.data as { id: string; order_id: string }[]).find(
    (o) => o.order_id === orderId,
  )!.id;
  const couple = { order_id: orderId, phone: customer.phone };
  const data = {
    ...SENDABLE_INVITATION_DATA,
    groom: { ...SENDABLE_INVITATION_DATA.groom, father: `Bapak ${HOSTILE}` },
    music: CHOSEN_TRACK,
  };
  expect((await json('PUT', '/api/orders/invitation', { ...couple, version: 0, data })).status).toBe(200);

  const preview = await json('POST', '/api/orders/invitation/preview', { ...couple, data });
  expect(preview.status).toBe(200);
  expect(preview.body.html).toContain('Bayu');
  expect(preview.body.html).not.toContain(HOSTILE);
  expect(preview.body.html).toContain(CHOSEN_AUDIO);
  const stranger = await json('POST', '/api/orders/invitation/preview', {
    ...couple,
    phone: '081200000000',
    data,
  });
  expect(stranger.status).toBe(404);

  await beforeSending(orderId);
  expect((await json('POST', '/api/orders/invitation/submit', couple)).status).toBe(200);
  return { orderId, rowId };
}

beforeAll(async () => {
  stack = await startTestStack({
    env: {
      SIM_RETRY_SCALE: '0.0001',
      PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '0',
      GUEST_REPLIES_PER_SOURCE: '3',
    },
  });
  sim = `http://127.0.0.1:${stack.specs['midtrans-sim'].port}`;
  const login = await json('POST', '/admin/login', {
    username: stack.env.ADMIN_USERNAME ?? 'admin',
    password: stack.env.ADMIN_PASSWORD ?? 'admin12345',
  });
  admin = { authorization: `Bearer ${login.body.token as string}` };
});

afterAll(async () => {
  await stack?.stop();
});

it("publishes the couple's page at their client id, which a guest opens, answers and wishes on", async () => {
  const { orderId, rowId } = await sentOrder();
  const clientId = `rina-bayu-${orderId.slice(-6).toLowerCase()}`;

  expect(
    (await call(`/api/admin/orders/${rowId}/terbitkan`, { method: 'POST', headers: admin })).body,
  ).toMatchObject({
    code: 'conflict',
  });
  const set = await json(
    'PUT',
    `/api/admin/orders/${rowId}`,
    { status: 'in_progress', admin_notes: '', client_id: clientId, client_url: '' },
    admin,
  );
  expect(set.status).toBe(200);
  const look = await call(`/api/admin/orders/${rowId}/pratinjau`, { headers: admin });
  expect(look.status).toBe(200);
  expect(look.body.html).toContain('Rina');
  expect(look.body.html).toContain(CHOSEN_AUDIO);
  expect((await call(`/api/admin/orders/${rowId}/pratinjau`)).status).toBe(401);

  const published = await call(`/api/admin/orders/${rowId}/terbitkan`, { method: 'POST', headers: admin });
  expect(published.status).toBe(200);
  expect(published.body).toMatchObject({ client_id: clientId, version: 1 });
  const pageUrl = published.body.page_url as string;
  expect(pageUrl.endsWith(`/${clientId}`)).toBe(true);
  const completed = await call('/api/admin/orders?showCompleted=true&page=1&limit=100', { headers: admin });
  expect((completed.body.data as { id: string }[]).find((o) => o.id === rowId)).toMatchObject({
    status: 'completed',
    client_url: pageUrl,
  });

  const page = await call(`/${clientId}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(page.text).toContain('Kepada Yth.');
  expect(page.text).toContain('Tamu Undangan');
  expect(page.text).not.toContain(HOSTILE);
  expect(page.text).not.toContain('content="undangan-web"');
  const policy = page.headers.get('content-security-policy') ?? '';
  expect(policy).toContain("script-src 'sha256-");
  expect(scriptsAdmitted(page.text, policy)).toEqual([true]);
  // The same for every guest: the front may keep it a few seconds (nginx reads the header).
  expect(page.headers.get('x-accel-expires')).toBe(String(FRONT_PAGE_SECONDS));
  // The chosen track's file, loaded only when a guest taps: the shop's own, kept a year.
  expect(page.text).toContain(CHOSEN_AUDIO);
  expect(policy).toContain("media-src 'self'");
  const audio = await fetch(`${stack.baseUrl}/generated/music/${CHOSEN_TRACK}.wav`);
  expect(audio.status).toBe(200);
  expect(audio.headers.get('content-type')).toBe('audio/wav');
  expect(audio.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(Buffer.from(await audio.arrayBuffer()).toString('ascii', 0, 4)).toBe('RIFF');

  const rsvp = { name: 'Pak Dedi', attending: true, people: 3, message: 'Insya Allah hadir.' };
  expect(await json('POST', `/api/undangan/${clientId}/rsvp`, rsvp)).toMatchObject({
    status: 200,
    body: { message: INVITATION_PAGE_MESSAGES.rsvpThanks },
  });
  const sentByForm = await form(`/api/undangan/${clientId}/rsvp`, {
    name: 'Bu Sari',
    attending: 'false',
    people: '1',
  });
  expect(sentByForm.status).toBe(303);
  expect(sentByForm.headers.get('location')).toBe(`/${clientId}?terkirim=rsvp#konfirmasi-kehadiran`);
  const thanked = await call(`/${clientId}?terkirim=rsvp`);
  expect(thanked.text).toContain(
    `<p class="notice" role="status">${INVITATION_PAGE_MESSAGES.rsvpThanks}</p>`,
  );
  // Naming one guest's sent form: never kept by the front for the others.
  expect(thanked.headers.get('x-accel-expires')).toBeNull();
  // Only the two notices the forms name: anything else is the plain page, never the web app.
  const odd = await call(`/${clientId}?terkirim=toString`);
  expect(odd.text).not.toContain('content="undangan-web"');
  expect(odd.status).toBe(200);
  expect(odd.text).not.toContain('class="notice"');

  expect(
    (
      await json('POST', `/api/undangan/${clientId}/ucapan`, {
        name: HOSTILE,
        message: 'Selamat menempuh hidup baru!',
      })
    ).status,
  ).toBe(200);
  // The per-address limit (3 in ten minutes) is reached: a form gets a small page with the reason.
  const over = await form(`/api/undangan/${clientId}/ucapan`, { name: 'Lagi', message: 'Sekali lagi' });
  expect(over.status).toBe(429);
  expect(over.text).toContain(INVITATION_PAGE_MESSAGES.tooMany);
  expect((await json('POST', `/api/undangan/${clientId}/rsvp`, rsvp)).status).toBe(429);

  const withWish = await call(`/${clientId}`);
  expect(withWish.text).toContain('Selamat menempuh hidup baru!');
  expect(withWish.text).not.toContain(HOSTILE);

  // The couple reads them where they follow their order: people coming, not answers.
  const replies = await json('POST', '/api/orders/invitation/responses', {
    order_id: orderId,
    phone: customer.phone,
  });
  expect(replies.body).toMatchObject({ client_id: clientId, attending_people: 3, declined: 1 });
  expect(replies.body.wishes).toEqual([expect.objectContaining({ message: 'Selamat menempuh hidup baru!' })]);
  const strangerReplies = await json('POST', '/api/orders/invitation/responses', {
    order_id: orderId,
    phone: '081200000000',
  });
  expect(strangerReplies.status).toBe(404);

  const ics = await call(`/api/undangan/${clientId}/kalender.ics`);
  expect(ics.status).toBe(200);
  expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(ics.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  // 11:00 WIB is 04:00 UTC.
  expect(ics.text).toContain('DTSTART:20270214T040000Z');

  const republished = await call(`/api/admin/orders/${rowId}/terbitkan`, { method: 'POST', headers: admin });
  expect(republished.body).toMatchObject({ version: 2, closes_at: published.body.closes_at });
});

it("shows the couple's photos on their page, each width made once and served as an immutable WebP", async () => {
  let couplePreview: ReturnType<typeof galleryImages> = [];
  const { orderId, rowId } = await sentOrder(async (id) => {
    await uploadPhoto(id, await encodedImage('jpeg', 2000, 1500, { noise: true }));
    await uploadPhoto(id, await encodedImage('jpeg', 800, 1000));
    // The couple sees their photos in their own preview, before sending.
    const preview = await json('POST', '/api/orders/invitation/preview', {
      order_id: id,
      phone: customer.phone,
      data: {},
    });
    couplePreview = galleryImages(preview.body.html as string);
  });
  expect(couplePreview.map(({ srcset }) => srcset.map(([, width]) => width))).toEqual([
    ['480w', '960w', '1600w'],
    ['480w', '800w'],
  ]);
  const clientId = `foto-${orderId.slice(-6).toLowerCase()}`;
  const set = await json(
    'PUT',
    `/api/admin/orders/${rowId}`,
    { status: 'in_progress', admin_notes: '', client_id: clientId, client_url: '' },
    admin,
  );
  expect(set.status).toBe(200);
  const adminPreview = galleryImages(
    (await call(`/api/admin/orders/${rowId}/pratinjau`, { headers: admin })).body.html as string,
  );
  expect(
    (await call(`/api/admin/orders/${rowId}/terbitkan`, { method: 'POST', headers: admin })).status,
  ).toBe(200);

  const page = await call(`/${clientId}`);
  expect(page.status).toBe(200);
  const images = galleryImages(page.text);
  expect(images).toHaveLength(2);
  expect(images[0].attrs).toMatchObject({
    width: '1600',
    height: '1200',
    loading: 'lazy',
    decoding: 'async',
  });
  expect(images[1].attrs).toMatchObject({ width: '800', height: '1000', loading: 'lazy' });
  // Made once: the previews and the page name the same files.
  const srcsets = images.map(({ srcset }) => srcset);
  expect(couplePreview.map(({ srcset }) => srcset)).toEqual(srcsets);
  expect(adminPreview.map(({ srcset }) => srcset)).toEqual(srcsets);
  // The page's policy lets it load its own photos.
  expect(page.headers.get('content-security-policy')).toContain("img-src 'self'");

  for (const [url, width] of srcsets.flat()) {
    expect(url).toMatch(/^\/foto-undangan\/[0-9a-f-]{36}\.webp$/);
    const file = await fetch(stack.baseUrl + url);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect({ url, status: file.status, type: file.headers.get('content-type') }).toEqual({
      url,
      status: 200,
      type: 'image/webp',
    });
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.readUInt32LE(4) + 8).toBe(bytes.length);
    expect(width).toMatch(/^\d+w$/);
  }

  // A revision's republishing names the same files again.
  expect(
    (await call(`/api/admin/orders/${rowId}/terbitkan`, { method: 'POST', headers: admin })).status,
  ).toBe(200);
  expect(galleryImages((await call(`/${clientId}`)).text).map(({ srcset }) => srcset)).toEqual(srcsets);

  const missing = await call('/foto-undangan/00000000-0000-4000-8000-000000000000.webp');
  expect(missing).toMatchObject({
    status: 404,
    body: { message: INVITATION_MESSAGES.photoNotFound, code: 'not_found' },
  });
  expect(missing.text).not.toContain('undangan-web');
  // Below the photos' prefix nothing is the web app's, whatever the path.
  const deeper = await call('/foto-undangan/a/b');
  expect({ status: deeper.status, web: deeper.text.includes('undangan-web') }).toEqual({
    status: 404,
    web: false,
  });
  for (const bad of ['/foto-undangan/foto.png', '/foto-undangan/..%2Finvitation-photos%2Fx.jpg'])
    expect(await call(bad)).toMatchObject({ status: 400, body: { message: 'Alamat foto tidak valid.' } });
});

it('refuses bad replies with a reason, and form bodies on every other route', async () => {
  expect(
    (await json('POST', '/api/undangan/contoh/rsvp', { name: '', attending: true, people: 1 })).status,
  ).toBe(400);
  expect(
    (await json('POST', '/api/undangan/contoh/rsvp', { name: 'A', attending: true, people: 11 })).status,
  ).toBe(400);
  expect((await json('POST', '/api/undangan/tidak-ada/ucapan', { name: 'A', message: 'B' })).status).toBe(
    404,
  );
  expect((await form('/api/orders/invitation/submit', { order_id: 'x', phone: 'y' })).status).toBe(415);
});

it("serves the sample invitation, a design's sample page, and leaves the shop's pages to the web app", async () => {
  const sample = await call('/contoh');
  expect(sample.status).toBe(200);
  expect(sample.text).toContain('Raka');
  expect(sample.text).toContain(
    '<audio id="musik-lagu" src="/generated/music/janji-suci.wav" preload="none"',
  );
  const design = await call('/contoh/premium-eucalyptus-mist');
  expect(design.status).toBe(200);
  expect(design.text).toContain('#5f7d6b');
  // Ordered from its preview, as from the gallery.
  expect(design.text).toContain(
    '<a href="/checkout?package=3&amp;design=premium-eucalyptus-mist" target="_top">Pesan desain ini</a>',
  );
  expect(sample.text).not.toContain('Pesan desain ini');
  expect(scriptsAdmitted(design.text, design.headers.get('content-security-policy') ?? '')).toEqual([true]);

  for (const path of ['/checkout', '/cart', '/belum-diterbitkan']) {
    const page = await call(path);
    expect({ path, status: page.status, web: page.text.includes('content="undangan-web"') }).toEqual({
      path,
      status: 200,
      web: true,
    });
  }
});

it("lists the shop's music for the couple's form, and plays none for a song it does not have", async () => {
  const listed = await call('/api/musik');
  expect(listed.status).toBe(200);
  const tracks = listed.body.tracks as { id: string; title: string; url: string }[];
  expect(tracks.map((track) => track.id)).toEqual([
    'janji-suci',
    'taman-bunga',
    'senja-syahdu',
    'kidung-nusantara',
  ]);
  for (const track of tracks) {
    const file = await fetch(stack.baseUrl + track.url, { method: 'HEAD' });
    expect({ url: track.url, status: file.status, type: file.headers.get('content-type') }).toEqual({
      url: track.url,
      status: 200,
      type: 'audio/wav',
    });
  }

  // A song named before the catalogue (or an id the shop does not have) is no music, not an error.
  const { orderId } = await sentOrder();
  const couple = { order_id: orderId, phone: customer.phone };
  const named = await json('POST', '/api/orders/invitation/preview', {
    ...couple,
    data: { ...SENDABLE_INVITATION_DATA, music: 'A Thousand Years - Christina Perri' },
  });
  expect(named.status).toBe(200);
  expect(named.body.html).not.toContain('<audio');
});
