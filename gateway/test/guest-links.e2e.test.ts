import {
  GUEST_MESSAGES,
  GUESTS,
  INVITATION_PAGE_MESSAGES,
  INVITATIONS,
  RPC_QUEUES,
  type RequestOf,
  type RpcContract,
  type ResponseOf,
} from '@undangan/contracts';
import { createLogger, RpcClient } from '@undangan/platform';
import { sampleInvitation } from '../../services/invitations/src/sample/sample-invitation';
import { startTestStack, TestStack } from '../../infra/stack/src/test-stack';
import { FRONT_PAGE_SECONDS } from '../src/guests/guest-page';

/**
 * A listed guest's own link through the shop's front (nginx before the gateway): their page at
 * /{client_id}/{token} greets them by name with their session and offers at most their people, is
 * never kept by the front, and records their first visit; their RSVP (as JSON and as a plain form)
 * is theirs and capped; a revoked, unknown or foreign token is a plain 404; a design's sample page
 * at /contoh/{design} still answers; with the open link off, the plain address is a polite note and
 * its RSVP refused; and no log line of the gateway names the token or the guest. The guest list is
 * filled over RPC, as the couple's dashboard will (its routes come with the couple's sign-in). Run
 * `npm run build` first.
 */
jest.setTimeout(240_000);

let stack: TestStack;
let invitations: RpcClient;

const ORDER = 'INV-20270101-TAMU01';
const CLIENT_ID = 'tamu-pribadi';

const ask = <C extends RpcContract>(contract: C, request: RequestOf<C>) =>
  invitations.call<ResponseOf<C>>(contract.pattern, request);

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
const post = (path: string, body: unknown) =>
  call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const form = (path: string, fields: Record<string, string>) =>
  call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams(fields).toString(),
  });

beforeAll(async () => {
  stack = await startTestStack({
    front: 'nginx',
    services: ['catalogue', 'proof-storage', 'invitations', 'gateway'],
    env: { PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'info' },
  });
  invitations = new RpcClient(
    stack.env.AMQP_URL,
    RPC_QUEUES.invitations,
    20_000,
    createLogger('guest-links', 'silent'),
  );
  const page = sampleInvitation();
  page.client_id = CLIENT_ID;
  page.order_id = ORDER;
  await ask(INVITATIONS.publish, page);
});

afterAll(async () => {
  await invitations?.close();
  await stack?.stop();
});

it("opens a listed guest's own page, never kept by the front, and takes their RSVP as theirs", async () => {
  const session = await ask(GUESTS.addSession, {
    order_id: ORDER,
    session: { name: 'Sesi 1', time: '11.00-13.00 WIB', capacity: 100 },
  });
  const guest = await ask(GUESTS.add, {
    order_id: ORDER,
    guest: { name: 'Bapak Yohanes Tambunan', phone: '081299990001', session_id: session.id, people: 2 },
  });
  expect(guest.link_path).toMatch(new RegExp(`^/${CLIENT_ID}/[0-9A-Za-z]{12}$`));
  const link = guest.link_path!;
  const token = link.split('/')[2];

  const reads = await Promise.all([1, 2, 3].map(() => call(link)));
  for (const page of reads) {
    expect(page.status).toBe(200);
    expect(page.text).toContain('<p class="guest-name">Bapak Yohanes Tambunan</p>');
    expect(page.text).toContain('Sesi 1 &middot; 11.00-13.00 WIB');
    expect(page.text).toContain(`name="guest_token" value="${token}"`);
    expect(page.text).not.toContain('<option value="3">');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'sha256-");
  }
  // The gateway never marks a guest's own page to be kept (nginx reads the mark and drops it, so
  // it is asked directly), while the plain page is the same for every guest and is marked.
  const direct = async (path: string) =>
    (await fetch(stack.gatewayUrl + path)).headers.get('x-accel-expires');
  expect(await direct(link)).toBeNull();
  expect(await direct(`/${CLIENT_ID}`)).toBe(String(FRONT_PAGE_SECONDS));
  expect((await ask(GUESTS.get, { order_id: ORDER, guest_id: guest.id })).status).toBe('dibuka');

  // The plain page names no guest, and the front may keep it.
  const plain = await call(`/${CLIENT_ID}`);
  expect(plain.status).toBe(200);
  expect(plain.text).toContain('Tamu Undangan');
  expect(plain.text).not.toContain('Yohanes');

  const rsvp = (people: number) => ({
    name: 'Yohanes',
    attending: true,
    people,
    message: '',
    guest_token: token,
  });
  expect(await post(`/api/undangan/${CLIENT_ID}/rsvp`, rsvp(3))).toMatchObject({
    status: 400,
    body: { message: GUEST_MESSAGES.tooManyPeople(2) },
  });
  expect(await post(`/api/undangan/${CLIENT_ID}/rsvp`, rsvp(2))).toMatchObject({
    status: 200,
    body: { message: INVITATION_PAGE_MESSAGES.rsvpThanks },
  });
  // Answered again by the plain form: it replaces the first, and the guest goes back to their page.
  const byForm = await form(`/api/undangan/${CLIENT_ID}/rsvp`, {
    guest_token: token,
    name: 'Yohanes',
    attending: 'false',
    people: '1',
  });
  expect(byForm.status).toBe(303);
  expect(byForm.headers.get('location')).toBe(`${link}?terkirim=rsvp#konfirmasi-kehadiran`);
  const thanked = await call(`${link}?terkirim=rsvp`);
  expect(thanked.text).toContain(INVITATION_PAGE_MESSAGES.rsvpThanks);
  const summary = await ask(GUESTS.summary, { order_id: ORDER });
  expect(summary.total).toMatchObject({ guests: 1, coming: 0, not_coming: 2, not_answered: 0 });
  expect((await ask(INVITATIONS.responses, { order_id: ORDER })).rsvps).toHaveLength(1);

  // A token of no link's shape in a form is no page.
  expect((await post(`/api/undangan/${CLIENT_ID}/rsvp`, { ...rsvp(1), guest_token: 'bukan' })).status).toBe(
    404,
  );

  // Revoked: the old link is the same 404 as one never made, and one on another invitation.
  const reissued = await ask(GUESTS.reissueLink, { order_id: ORDER, guest_id: guest.id });
  for (const path of [link, `/${CLIENT_ID}/AAAAAAAAAAAA`]) {
    const missing = await call(path);
    expect({
      path,
      status: missing.status,
      notFound: missing.text.includes(INVITATION_PAGE_MESSAGES.notFound),
    }).toEqual({
      path,
      status: 404,
      notFound: true,
    });
    expect(missing.text).not.toContain('Yohanes');
  }
  expect((await call(reissued.link_path!)).status).toBe(200);
  const elsewhere = sampleInvitation();
  elsewhere.client_id = 'undangan-lain';
  elsewhere.order_id = 'INV-20270101-LAIN01';
  await ask(INVITATIONS.publish, elsewhere);
  expect((await call(`/undangan-lain/${reissued.link_path!.split('/')[2]}`)).status).toBe(404);

  // Nothing of the guest or their token in the gateway's lines.
  const logs = stack.logs('gateway');
  expect(logs).toContain('"route"');
  for (const secret of [token, reissued.link_path!.split('/')[2], 'Yohanes', '081299990001', '6281299990001'])
    expect(logs).not.toContain(secret);
});

it("still answers a design's sample page under /contoh, and the sample invitation itself", async () => {
  const design = await call('/contoh/premium-eucalyptus-mist');
  expect(design.status).toBe(200);
  expect(design.text).toContain('Pesan desain ini');
  // A design id of a token's shape: no guest there, so the design's page answers (here: none such).
  const unknownDesign = await call('/contoh/AAAAAAAAAAAA');
  expect(unknownDesign.status).toBe(404);
  expect(unknownDesign.text).not.toContain(INVITATION_PAGE_MESSAGES.notFound);
  expect((await call('/contoh')).status).toBe(200);
});

it('with the open link off, shows the plain address a polite note, refuses its RSVP, and still opens a guest’s link', async () => {
  const guest = await ask(GUESTS.add, { order_id: ORDER, guest: { name: 'Ibu Ratna', people: 1 } });
  await ask(GUESTS.setSettings, {
    order_id: ORDER,
    open_link: false,
    message_template: null,
    reminder_template: null,
  });
  try {
    // The front kept the plain page for at most five seconds: then the note.
    let plain = await call(`/${CLIENT_ID}`);
    for (
      let waited = 0;
      !plain.text.includes(INVITATION_PAGE_MESSAGES.personal) && waited < 20_000;
      waited += 500
    ) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      plain = await call(`/${CLIENT_ID}`);
    }
    expect(plain.status).toBe(200);
    expect(plain.text).toContain(INVITATION_PAGE_MESSAGES.personal);
    expect(plain.text).not.toContain('konfirmasi-kehadiran');
    expect(
      await post(`/api/undangan/${CLIENT_ID}/rsvp`, { name: 'A', attending: true, people: 1 }),
    ).toMatchObject({
      status: 403,
      body: { message: GUEST_MESSAGES.personalOnly },
    });
    const own = await call(guest.link_path!);
    expect(own.status).toBe(200);
    expect(own.text).toContain('Ibu Ratna');
  } finally {
    await ask(GUESTS.setSettings, {
      order_id: ORDER,
      open_link: true,
      message_template: null,
      reminder_template: null,
    });
  }
});
