import ExcelJS from 'exceljs';
import {
  COUPLE_ACCESS_MESSAGES,
  GUEST_LIMITS,
  GUEST_MESSAGES,
  GUEST_SHEET_LIMITS,
  GUEST_SHEET_MESSAGES,
  INVITATIONS,
  RPC_QUEUES,
  type Guest,
  type GuestImportPreview,
  type GuestList,
  type GuestSummary,
} from '@undangan/contracts';
import { createLogger, RpcClient } from '@undangan/platform';
import {
  COUPLE_STACK_ENV,
  COUPLE_STACK_SERVICES,
  signedInCouple,
} from '../../infra/stack/src/couple-sign-in';
import { startTestStack, TestStack } from '../../infra/stack/src/test-stack';
import { sampleInvitation } from '../../services/invitations/src/sample/sample-invitation';
import {
  parseGuestSheet,
  ROW_PROBLEMS,
  SHEET_PROBLEMS,
} from '../../services/invitations/src/guests/spreadsheet';
import { declaredRoutes } from './security/declared-routes';

/**
 * The couple's guest list through the gateway, against the built programs over real PostgreSQL,
 * RabbitMQ and SMTP: every route needs the couple's session and reaches only its order (another
 * order's guest, group, session or wish is not found, and an order id in the body is ignored);
 * imports of a CSV and an XLSX made here are checked in a preview that saves nothing, then saved
 * with their good rows only; the list's limit holds across imports; the export reads back as the
 * list, with formulas made harmless; the template imports nothing. Run `npm run build` first.
 */
jest.setTimeout(240_000);

let stack: TestStack;
let invitations: RpcClient;
let rina: { orderId: string; cookie: string };
let dewi: { orderId: string; cookie: string };

interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  bytes: Buffer;
}

async function call<T = Record<string, unknown>>(
  cookie: string | null,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (method !== 'GET') headers['content-type'] = 'application/json';
  const res = await fetch(stack.baseUrl + path, {
    method,
    headers,
    body: method === 'GET' ? undefined : JSON.stringify(init.body ?? {}),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = res.headers.get('content-type')?.startsWith('application/json');
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    body: (json ? JSON.parse(bytes.toString()) : {}) as T,
  };
}
const as = (couple: { cookie: string }) => ({
  get: <T = Record<string, unknown>>(path: string) => call<T>(couple.cookie, path),
  send: <T = Record<string, unknown>>(method: string, path: string, body: unknown = {}) =>
    call<T>(couple.cookie, path, { method, body }),
});

const file = (name: string, bytes: Buffer | string) => ({
  file_name: name,
  content: Buffer.from(bytes).toString('base64'),
});
/** A CSV as Excel saves one under Indonesian settings: a byte-order mark, ";" between cells. */
const csv = (rows: string[][]) => `\uFEFF${rows.map((row) => row.join(';')).join('\r\n')}\r\n`;

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Tamu');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const listOf = async (couple: { cookie: string }, query = '') =>
  (await as(couple).get<GuestList>(`/api/pasangan/tamu${query}`)).body;

beforeAll(async () => {
  stack = await startTestStack({
    services: COUPLE_STACK_SERVICES,
    env: { ...COUPLE_STACK_ENV, PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '0' },
  });
  invitations = new RpcClient(
    stack.env.AMQP_URL,
    RPC_QUEUES.invitations,
    20_000,
    createLogger('t', 'silent'),
  );
  [rina, dewi] = await Promise.all([
    signedInCouple(stack, `rina.${Date.now()}@contoh.test`),
    signedInCouple(stack, `dewi.${Date.now()}@contoh.test`),
  ]);
});

afterAll(async () => {
  await invitations?.close();
  await stack?.stop();
});

it('answers every route of the guest list only with a session: 401 without one', async () => {
  const guestRoutes = declaredRoutes().filter((route) =>
    /^\/api\/pasangan\/(tamu|kelompok|sesi-acara|pengaturan-tamu|ucapan)\b/.test(route.template),
  );
  expect(guestRoutes.length).toBe(23);
  for (const route of guestRoutes) {
    const answer = await call(null, route.path, { method: route.method });
    expect({ route: `${route.method} ${route.template}`, status: answer.status, body: answer.body }).toEqual({
      route: `${route.method} ${route.template}`,
      status: 401,
      body: { message: COUPLE_ACCESS_MESSAGES.sessionEnded, code: 'unauthorized' },
    });
  }
});

it("keeps each couple's list to their own order: another order's guest, group, session or wish is not found", async () => {
  const group = await as(rina).send<{ id: string }>('POST', '/api/pasangan/kelompok', {
    name: 'Keluarga Pria',
  });
  expect(group.status).toBe(201);
  const session = await as(rina).send<{ id: string }>('POST', '/api/pasangan/sesi-acara', {
    name: 'Sesi 1',
    time: '11:00 - 13:00 wib',
    capacity: 2,
  });
  expect(session.body).toMatchObject({ time: '11.00-13.00 WIB', capacity: 2, guests: 0 });
  // An order id in the body is no one's business: the session's order is the one written.
  const added = await as(rina).send<Guest>('POST', '/api/pasangan/tamu', {
    order_id: dewi.orderId,
    name: 'Bapak Yohanes',
    phone: '0812-9999-0001',
    group_id: group.body.id,
    session_id: session.body.id,
    people: 3,
  });
  expect(added).toMatchObject({
    status: 201,
    body: { name: 'Bapak Yohanes', phone: '6281299990001', status: 'belum_dikirim', link_url: null },
  });
  const guest = added.body;
  expect((await listOf(rina)).total).toBe(1);
  expect((await listOf(dewi)).total).toBe(0);

  const notFound = (message: string) => ({ status: 404, body: { message, code: 'not_found' } });
  const dewiTries: [string, string, unknown, string][] = [
    ['PUT', `/api/pasangan/tamu/${guest.id}`, { name: 'Diubah' }, GUEST_MESSAGES.notFound],
    ['DELETE', `/api/pasangan/tamu/${guest.id}`, {}, GUEST_MESSAGES.notFound],
    ['POST', `/api/pasangan/tamu/${guest.id}/tautan-baru`, {}, GUEST_MESSAGES.notFound],
    ['POST', '/api/pasangan/tamu/terkirim', { guest_ids: [guest.id] }, GUEST_MESSAGES.notFound],
    ['PUT', `/api/pasangan/kelompok/${group.body.id}`, { name: 'Milik Dewi' }, GUEST_MESSAGES.groupNotFound],
    ['DELETE', `/api/pasangan/kelompok/${group.body.id}`, {}, GUEST_MESSAGES.groupNotFound],
    [
      'PUT',
      `/api/pasangan/sesi-acara/${session.body.id}`,
      { name: 'Sesi Dewi', time: '10.00-12.00 WIB' },
      GUEST_MESSAGES.sessionNotFound,
    ],
    ['DELETE', `/api/pasangan/sesi-acara/${session.body.id}`, {}, GUEST_MESSAGES.sessionNotFound],
    [
      'POST',
      '/api/pasangan/tamu',
      { name: 'Tamu Dewi', group_id: group.body.id },
      GUEST_MESSAGES.groupNotFound,
    ],
  ];
  for (const [method, path, body, message] of dewiTries)
    expect({ method, path, ...(await as(dewi).send(method, path, body)) }).toMatchObject({
      method,
      path,
      ...notFound(message),
    });
  // Still Rina's, untouched.
  expect((await listOf(rina)).guests[0]).toMatchObject({
    id: guest.id,
    name: 'Bapak Yohanes',
    sent_at: null,
  });
  expect((await as(dewi).get<unknown[]>('/api/pasangan/kelompok')).body).toEqual([]);

  // Rina's own changes, refused in her words where they are wrong.
  expect(
    await as(rina).send('POST', '/api/pasangan/tamu', { name: 'Ibu Sari', phone: '021345678' }),
  ).toMatchObject({ status: 400, body: { message: GUEST_MESSAGES.phone } });
  expect(
    await as(rina).send('POST', '/api/pasangan/sesi-acara', { name: 'Sesi 2', time: '13.00-11.00 WIB' }),
  ).toMatchObject({ status: 400, body: { message: GUEST_MESSAGES.sessionEnd } });
  expect(await as(rina).send('POST', '/api/pasangan/kelompok', { name: 'keluarga pria' })).toMatchObject({
    status: 409,
    body: { message: GUEST_MESSAGES.groupTaken },
  });
  const edited = await as(rina).send<Guest>('PUT', `/api/pasangan/tamu/${guest.id}`, {
    name: 'Bapak Yohanes Tambunan',
    phone: guest.phone,
    group_id: group.body.id,
    session_id: session.body.id,
    people: 2,
  });
  expect(edited).toMatchObject({ status: 200, body: { name: 'Bapak Yohanes Tambunan', people: 2 } });
  const marked = await as(rina).send('POST', '/api/pasangan/tamu/terkirim', { guest_ids: [guest.id] });
  expect(marked.body).toEqual({ marked: 1 });
  expect((await listOf(rina, '?status=terkirim')).guests.map((g) => g.id)).toEqual([guest.id]);
  expect((await listOf(rina, '?status=belum_dikirim')).total).toBe(0);
});

it('gives guests their own links once published; a new link replaces the old, and the summary counts people who answer', async () => {
  const clientId = `tamu-${Date.now()}`;
  const page = sampleInvitation();
  page.client_id = clientId;
  page.order_id = rina.orderId;
  await invitations.call(INVITATIONS.publish.pattern, page);
  const [guest] = (await listOf(rina, '?search=yohanes')).guests;
  expect(guest.link_url).toMatch(new RegExp(`/${clientId}/[0-9A-Za-z]{12}$`));

  const renewed = await as(rina).send<Guest>('POST', `/api/pasangan/tamu/${guest.id}/tautan-baru`);
  expect(renewed.status).toBe(200);
  expect(renewed.body.link_url).not.toBe(guest.link_url);
  expect((await fetch(stack.baseUrl + guest.link_path!)).status).toBe(404);
  expect((await fetch(stack.baseUrl + renewed.body.link_path!)).status).toBe(200);

  const token = renewed.body.link_path!.split('/')[2];
  const rsvp = await call(null, `/api/undangan/${clientId}/rsvp`, {
    method: 'POST',
    body: { name: 'Yohanes', attending: true, people: 2, message: 'Selamat!', guest_token: token },
  });
  expect(rsvp.status).toBe(200);
  const summary = (await as(rina).get<GuestSummary>('/api/pasangan/tamu/ringkasan')).body;
  expect(summary.total).toMatchObject({ guests: 1, coming: 2, not_answered: 0 });
  expect(summary.by_session[0]).toMatchObject({
    name: 'Sesi 1',
    coming: 2,
    capacity: 2,
    over_capacity: false,
  });

  // A wish: hidden and shown by Rina only.
  const wish = await call(null, `/api/undangan/${clientId}/ucapan`, {
    method: 'POST',
    body: { name: 'Sahabat', message: 'Bahagia selalu.' },
  });
  expect(wish.status).toBe(200);
  const [listed] = (await as(rina).get<{ id: string; hidden: boolean }[]>('/api/pasangan/ucapan')).body;
  expect(listed).toMatchObject({ hidden: false });
  expect((await as(dewi).send('PUT', `/api/pasangan/ucapan/${listed.id}`, { hidden: true })).status).toBe(
    404,
  );
  expect(
    (await as(rina).send('PUT', `/api/pasangan/ucapan/${listed.id}`, { hidden: true })).body,
  ).toMatchObject({
    hidden: true,
  });
  expect((await as(dewi).get('/api/pasangan/ucapan')).body).toEqual([]);

  // Settings: the couple's template must carry the link.
  expect(
    await as(rina).send('PUT', '/api/pasangan/pengaturan-tamu', {
      open_link: false,
      message_template: 'Halo {nama}',
      reminder_template: null,
    }),
  ).toMatchObject({ status: 400, body: { message: GUEST_MESSAGES.templateLink } });
  const saved = await as(rina).send('PUT', '/api/pasangan/pengaturan-tamu', {
    open_link: false,
    message_template: 'Halo {nama}, {tautan}',
    reminder_template: null,
  });
  expect(saved.body).toMatchObject({ open_link: false, message_template_used: 'Halo {nama}, {tautan}' });
  expect((await as(dewi).get('/api/pasangan/pengaturan-tamu')).body).toMatchObject({ open_link: true });
});

it('previews an import of a CSV without saving anything, then saves its good rows only', async () => {
  const sheet = csv([
    ['Nama', 'No. HP', 'Grup', 'Sesi', 'Jumlah Orang'],
    ['Ibu Ratna', '0813-1111-2222', 'Teman Kuliah', 'Sesi 1', '2'],
    ['Pak Budi 😊', '', 'keluarga pria', '', '1'],
    ['Yohanes (lagi)', '081299990001', '', '', '1'],
    ['Ibu Ratna Dewi', '0813 1111 2222', '', '', '1'],
    ['Mbak Sinta', '', '', 'Sesi 9', '1'],
    ['', '0812', '', '', '11'],
    ['Andi', '6.28E+11', '', '', '1'],
  ]);
  const preview = await as(rina).send<GuestImportPreview>(
    'POST',
    '/api/pasangan/tamu/impor/periksa',
    file('tamu.csv', sheet),
  );
  expect(preview.status).toBe(200);
  expect(preview.body).toMatchObject({
    format: 'csv',
    to_add: 2,
    skipped: 5,
    new_groups: ['Teman Kuliah'],
    blocked: null,
  });
  expect(preview.body.sample.map((row) => [row.line, row.name])).toEqual([
    [2, 'Ibu Ratna'],
    [3, 'Pak Budi 😊'],
  ]);
  expect(preview.body.problems).toEqual([
    { line: 4, name: 'Yohanes (lagi)', problems: [GUEST_SHEET_MESSAGES.alreadyListed('phone')] },
    { line: 5, name: 'Ibu Ratna Dewi', problems: [GUEST_SHEET_MESSAGES.repeatedRow(2, 'phone')] },
    { line: 6, name: 'Mbak Sinta', problems: [GUEST_SHEET_MESSAGES.sessionMissing('Sesi 9')] },
    {
      line: 7,
      name: '',
      problems: [ROW_PROBLEMS.nameMissing, ROW_PROBLEMS.phoneInvalid, ROW_PROBLEMS.peopleOutOfRange],
    },
    { line: 8, name: 'Andi', problems: [ROW_PROBLEMS.phoneExcelNumber] },
  ]);
  // Nothing saved by the preview.
  expect((await listOf(rina)).total).toBe(1);
  expect((await as(rina).get<unknown[]>('/api/pasangan/kelompok')).body).toHaveLength(1);

  const saved = await as(rina).send('POST', '/api/pasangan/tamu/impor', file('tamu.csv', sheet));
  expect(saved).toMatchObject({ status: 200, body: { added: 2, skipped: 5 } });
  const list = await listOf(rina);
  expect(list.guests.map((g) => g.name)).toEqual(['Bapak Yohanes Tambunan', 'Ibu Ratna', 'Pak Budi 😊']);
  const groups = (
    await as(rina).get<{ id: string; name: string; guests: number }[]>('/api/pasangan/kelompok')
  ).body;
  expect(groups.map((g) => [g.name, g.guests])).toEqual([
    ['Keluarga Pria', 2],
    ['Teman Kuliah', 1],
  ]);
  // The same file again: every row is on the list now, so nothing is added.
  expect(await as(rina).send('POST', '/api/pasangan/tamu/impor', file('tamu.csv', sheet))).toMatchObject({
    status: 409,
    body: { message: GUEST_SHEET_MESSAGES.nothingToAdd },
  });
});

it('imports an Excel workbook made elsewhere, and refuses a file over the limit or one it cannot read', async () => {
  const workbook = await xlsx([
    ['No.', 'Nama Tamu', 'Nomor WhatsApp', 'Kategori', 'Pax'],
    [1, 'Keluarga Bpk. Hendra', 81377778888, 'Tetangga', 4],
    [2, 'Ibu Lina', '0857-0000-1111', 'Tetangga', '2 orang'],
  ]);
  const preview = await as(dewi).send<GuestImportPreview>(
    'POST',
    '/api/pasangan/tamu/impor/periksa',
    file('daftar.xlsx', workbook),
  );
  expect(preview.body).toMatchObject({
    format: 'xlsx',
    to_add: 2,
    skipped: 0,
    problems: [],
    new_groups: ['Tetangga'],
  });
  expect(preview.body.sample[0]).toMatchObject({
    name: 'Keluarga Bpk. Hendra',
    phone: '6281377778888',
    people: 4,
  });
  expect(
    (await as(dewi).send('POST', '/api/pasangan/tamu/impor', file('daftar.xlsx', workbook))).body,
  ).toEqual({
    added: 2,
    skipped: 0,
  });
  expect((await listOf(dewi)).total).toBe(2);

  const tooLarge = Buffer.alloc(GUEST_SHEET_LIMITS.fileBytes + 1, 'a');
  expect(
    await as(dewi).send('POST', '/api/pasangan/tamu/impor/periksa', file('besar.csv', tooLarge)),
  ).toMatchObject({ status: 400, body: { message: GUEST_SHEET_MESSAGES.fileTooLarge } });
  // At the limit, the file travels and is read (here: no name column).
  const atLimit = Buffer.alloc(GUEST_SHEET_LIMITS.fileBytes, 'a');
  expect(
    (await as(dewi).send('POST', '/api/pasangan/tamu/impor/periksa', file('pas.csv', atLimit))).body.message,
  ).toMatch(/Kolom "Nama" tidak ditemukan/);
  expect(
    await as(dewi).send(
      'POST',
      '/api/pasangan/tamu/impor/periksa',
      file('foto.png', Buffer.from([0x89, 0, 1, 2])),
    ),
  ).toMatchObject({ status: 400, body: { message: SHEET_PROBLEMS.unreadable } });
});

it('holds the list to its limit of guests across imports: nothing is added past it', async () => {
  const room = GUEST_LIMITS.guestsPerOrder - (await listOf(dewi)).total;
  const many = csv([['Nama'], ...Array.from({ length: room - 1 }, (_, i) => [`Tamu ${i + 1}`])]);
  expect((await as(dewi).send('POST', '/api/pasangan/tamu/impor', file('banyak.csv', many))).body).toEqual({
    added: room - 1,
    skipped: 0,
  });
  const two = file('dua.csv', csv([['Nama'], ['Tamu Terakhir'], ['Tamu Kelebihan']]));
  const preview = await as(dewi).send<GuestImportPreview>('POST', '/api/pasangan/tamu/impor/periksa', two);
  expect(preview.body).toMatchObject({ to_add: 2, blocked: GUEST_MESSAGES.tooManyGuests(1) });
  expect(await as(dewi).send('POST', '/api/pasangan/tamu/impor', two)).toMatchObject({
    status: 409,
    body: { message: GUEST_MESSAGES.tooManyGuests(1) },
  });
  expect((await listOf(dewi)).total).toBe(GUEST_LIMITS.guestsPerOrder - 1);
});

it('exports the list as CSV and Excel that read back as the list, formulas made harmless, never kept', async () => {
  const formulas = ['=HYPERLINK("http://contoh.test","klik")', 'Budi; =1+1'];
  for (const name of formulas)
    expect((await as(rina).send('POST', '/api/pasangan/tamu', { name })).status).toBe(201);
  const names = (await listOf(rina)).guests.map((g) => g.name).sort();

  const exported = await as(rina).get(`/api/pasangan/tamu/ekspor?format=csv`);
  expect(exported.status).toBe(200);
  expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(exported.headers.get('content-disposition')).toBe(
    `attachment; filename="daftar-tamu-${rina.orderId}.csv"`,
  );
  expect(exported.headers.get('cache-control')).toBe('private, no-store');
  const text = exported.bytes.toString('utf8');
  expect(text).toContain(`"'=HYPERLINK(""http://contoh.test"",""klik"")"`);
  expect(text).toContain(`"Budi; '=1+1"`);
  expect(text).toContain('"Hadir"');

  const excel = await as(rina).get(`/api/pasangan/tamu/ekspor?format=xlsx`);
  expect(excel.headers.get('content-disposition')).toBe(
    `attachment; filename="daftar-tamu-${rina.orderId}.xlsx"`,
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(excel.bytes as unknown as ExcelJS.Buffer);
  const cells = workbook.worksheets[0].getColumn(1).values.filter((v) => typeof v === 'string');
  expect(cells).toContain(`'${formulas[0]}`);

  for (const [bytes, name] of [
    [exported.bytes, 'x.csv'],
    [excel.bytes, 'x.xlsx'],
  ] as const) {
    const read = await parseGuestSheet(bytes, name);
    if (!read.ok) throw new Error(read.problem);
    expect(read.rows.map((row) => row.guest!.name).sort()).toEqual(names);
  }
  expect((await as(rina).get('/api/pasangan/tamu/ekspor?format=pdf')).status).toBe(400);
  // Dewi's export is Dewi's.
  const dewis = (await as(dewi).get('/api/pasangan/tamu/ekspor?format=csv')).bytes.toString('utf8');
  expect(dewis).not.toContain('Yohanes');
});

it('gives a template in both formats that imports nothing until its examples are replaced', async () => {
  for (const format of ['csv', 'xlsx'] as const) {
    const template = await as(rina).get(`/api/pasangan/tamu/templat?format=${format}`);
    expect(template.headers.get('content-disposition')).toBe(
      `attachment; filename="templat-daftar-tamu.${format}"`,
    );
    const preview = await as(rina).send<GuestImportPreview>(
      'POST',
      '/api/pasangan/tamu/impor/periksa',
      file(`templat.${format}`, template.bytes),
    );
    expect(preview.body).toMatchObject({ to_add: 0, skipped: 2, blocked: GUEST_SHEET_MESSAGES.nothingToAdd });
    expect(preview.body.problems.map((p) => p.problems)).toEqual([
      [ROW_PROBLEMS.exampleRow],
      [ROW_PROBLEMS.exampleRow],
    ]);
  }
});

it("reads at most its limit of guest list files for one invitation within the window, and holds back no other couple's", async () => {
  const sari = await signedInCouple(stack, `sari.${Date.now()}@contoh.test`);
  const sheet = file(
    'tamu.csv',
    csv([
      ['Nama', 'Jumlah Orang'],
      ['Bu Tini', '2'],
    ]),
  );
  const statuses: number[] = [];
  // Checked and imported files count alike.
  for (let i = 0; i < GUEST_SHEET_LIMITS.readsPerWindow; i++) {
    const path = i % 2 ? '/api/pasangan/tamu/impor' : '/api/pasangan/tamu/impor/periksa';
    statuses.push((await as(sari).send('POST', path, sheet)).status);
  }
  // Read, every one (the first import adds Bu Tini; the later ones find nothing new: 409).
  expect(statuses.filter((status) => status === 429)).toEqual([]);
  expect(statuses.slice(0, 2)).toEqual([200, 200]);
  const refused = await as(sari).send('POST', '/api/pasangan/tamu/impor/periksa', sheet);
  expect(refused.status).toBe(429);
  expect(refused.body.message).toBe(GUEST_SHEET_MESSAGES.tooManyReads);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  // Nothing else of the list is held back, and another couple's files are read.
  expect((await as(sari).get('/api/pasangan/tamu')).status).toBe(200);
  expect((await as(dewi).send('POST', '/api/pasangan/tamu/impor/periksa', sheet)).status).toBe(200);
});
