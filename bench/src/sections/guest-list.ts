import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { BenchContext, http } from '../context';
import { percentiles, round } from '../load';
import type { Budget, GuestListData } from '../results';

/** A wedding's list at the shop's limit: what the couple's dashboard must page and search. */
const GUESTS = 5000;
const FIRST_PAGE_BUDGET_MS = 100;
const SEARCH_BUDGET_MS = 100;
const IMPORT_BUDGET_MS = 5000;
/** The imports timed, each of a whole list into an order of its own. */
const IMPORTS = 3;
const GROUPS = ['Keluarga Mempelai Wanita', 'Keluarga Mempelai Pria', 'Teman Kuliah', 'Rekan Kerja'];
const FIRST = [
  'Budi',
  'Siti',
  'Agus',
  'Dewi',
  'Rina',
  'Bayu',
  'Hendra',
  'Wulan',
  'Joko',
  'Ratna',
  'Dimas',
  'Putri',
];
const LAST = [
  'Santoso',
  'Lestari',
  'Pratama',
  'Wijaya',
  'Saputra',
  'Anggraini',
  'Nugroho',
  'Permata',
  'Susilo',
];

/**
 * The import a couple makes of a whole list: the template's columns, CSV as Indonesian-locale
 * Excel writes it (`;`), every guest with a phone of their own and a group.
 */
function guestSheet(seed: number): Buffer {
  const lines = ['Nama;No. HP;Grup;Sesi;Jumlah Orang'];
  for (let i = 0; i < GUESTS; i++) {
    const name = `${FIRST[(i + seed) % FIRST.length]} ${LAST[(i * 7 + seed) % LAST.length]} ${i + 1}`;
    // Ending in 7: a number ending in zeros reads as one Excel shortened, which the import refuses.
    const phone = `08${1300000000 + (seed * GUESTS + i) * 10 + 7}`;
    lines.push(`${name};${phone};${GROUPS[i % GROUPS.length]};;${1 + (i % 4)}`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/**
 * A couple's session written into invitations' tables as the sign-in writes it (the token's hash),
 * for an order of the bench's own: the dashboard's routes without an email round trip.
 */
async function coupleSession(databaseUrl: string, orderId: string): Promise<Record<string, string>> {
  const token = randomBytes(32).toString('base64url');
  const email = `bench.${orderId.toLowerCase()}@contoh.test`;
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("INSERT INTO couple_members (order_id, email, role) VALUES ($1, $2, 'pasangan')", [
      orderId,
      email,
    ]);
    await client.query(
      `INSERT INTO couple_sessions (token_hash, order_id, email, expires_at, last_used_at)
       VALUES ($1, $2, $3, now() + interval '1 day', now())`,
      [createHash('sha256').update(token).digest('hex'), orderId, email],
    );
  } finally {
    await client.end();
  }
  return { cookie: `pasangan_sesi=${token}` };
}

/** One import as the dashboard makes it: the preview, then the save; the time of both. */
async function importList(
  ctx: BenchContext,
  couple: Record<string, string>,
  sheet: Buffer,
): Promise<{ ms: number; added: number; problems: number }> {
  const file = { file_name: 'daftar-tamu.csv', content: sheet.toString('base64') };
  const started = performance.now();
  const preview = await http<{ problems?: unknown[]; message?: string }>(
    ctx,
    '/api/pasangan/tamu/impor/periksa',
    {
      method: 'POST',
      headers: couple,
      json: file,
      signal: AbortSignal.timeout(60_000),
    },
  );
  if (preview.status !== 200)
    throw new Error(`the import's preview answered ${preview.status}: ${preview.body.message}`);
  const saved = await http<{ added?: number; message?: string }>(ctx, '/api/pasangan/tamu/impor', {
    method: 'POST',
    headers: couple,
    json: file,
    signal: AbortSignal.timeout(60_000),
  });
  const ms = performance.now() - started;
  if (saved.status !== 200)
    throw new Error(`the import's save answered ${saved.status}: ${saved.body.message}`);
  return { ms, added: saved.body.added ?? 0, problems: preview.body.problems?.length ?? 0 };
}

/** Times `path(i)` one request at a time (a couple clicking), after three of its own to warm up. */
async function timedReads(
  ctx: BenchContext,
  couple: Record<string, string>,
  iterations: number,
  path: (i: number) => string,
): Promise<{ latency: GuestListData['firstPage']; statuses: Record<string, number> }> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  for (let i = -3; i < iterations; i++) {
    const started = performance.now();
    const answer = await http(ctx, path(i + 3), { headers: couple });
    const ms = performance.now() - started;
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (i >= 0) times.push(ms);
  }
  return { latency: percentiles(times), statuses };
}

/**
 * Section 10, the couple's guest list at the shop's limit: 5,000 guests imported from one CSV
 * (checked in a preview, then saved) into an order, timed three times on orders of their own; then
 * the dashboard's first page and name searches through the front, one request at a time, every
 * search for a different name.
 */
export async function measureGuestList(
  ctx: BenchContext,
): Promise<{ data: GuestListData; budgets: Budget[] }> {
  const databaseUrl = ctx.stack.specs.invitations.env.DATABASE_URL;
  const run = Date.now().toString(36).toUpperCase().slice(-6);
  const imports: { ms: number; added: number; problems: number }[] = [];
  let couple: Record<string, string> = {};
  for (let i = 0; i < (ctx.quick ? 1 : IMPORTS); i++) {
    couple = await coupleSession(databaseUrl, `INV-20991231-${run}${i}`);
    ctx.log(`  importing ${GUESTS.toLocaleString('en')} guests (${i + 1})`);
    imports.push(await importList(ctx, couple, guestSheet(i)));
  }
  const iterations = ctx.quick ? 20 : 200;
  ctx.log(`  the list's first page and searches, ${iterations} each`);
  const firstPage = await timedReads(ctx, couple, iterations, () => '/api/pasangan/tamu?page=1&page_size=50');
  const search = await timedReads(
    ctx,
    couple,
    iterations,
    (i) =>
      `/api/pasangan/tamu?search=${encodeURIComponent(`${FIRST[i % FIRST.length]} ${LAST[(i * 5) % LAST.length]}`)}`,
  );
  const importMs = imports.map((i) => i.ms);
  const data: GuestListData = {
    guests: GUESTS,
    imports: imports.map((i) => ({ ms: round(i.ms, 0), added: i.added, problems: i.problems })),
    importMaxMs: round(Math.max(...importMs), 0),
    firstPage: firstPage.latency,
    firstPageStatuses: firstPage.statuses,
    search: search.latency,
    searchStatuses: search.statuses,
  };
  return { data, budgets: budgetsOf(data) };
}

function budgetsOf(data: GuestListData): Budget[] {
  const allAdded = data.imports.every((i) => i.added === data.guests);
  const ok = (statuses: Record<string, number>) => Object.keys(statuses).every((s) => s === '200');
  return [
    {
      name: `Import of ${data.guests.toLocaleString('en')} guests, checked and saved (slowest of ${data.imports.length})`,
      target: '< 5 s',
      value: round(data.importMaxMs / 1000, 2),
      unit: 's',
      met: allAdded && data.importMaxMs < IMPORT_BUDGET_MS,
      note: allAdded
        ? 'the preview and the save, as the dashboard sends them'
        : 'an import did not add every guest',
    },
    {
      name: `Guest list of ${data.guests.toLocaleString('en')}: first page p99`,
      target: '< 100 ms',
      value: data.firstPage.p99,
      unit: 'ms',
      met: ok(data.firstPageStatuses) && data.firstPage.p99 < FIRST_PAGE_BUDGET_MS,
    },
    {
      name: `Guest list of ${data.guests.toLocaleString('en')}: a name searched, p99`,
      target: '< 100 ms',
      value: data.search.p99,
      unit: 'ms',
      met: ok(data.searchStatuses) && data.search.p99 < SEARCH_BUDGET_MS,
    },
  ];
}
