/**
 * A couple's guest list on a phone, end to end: they sign in from the emailed link, make a
 * session, import their list from a CSV (every problem row shown before anything is saved), send
 * five invitations in a row through "the next guest not yet sent" (each opening WhatsApp with that
 * guest's name and own link, caught here before it leaves), a guest opens their own link and
 * answers, and the couple sees the people coming move on "Kehadiran". Each new screen is checked
 * and shot at 360x740 and at 1366x768, where the list is a table and the parts stand side by side
 * (couple-dashboard-checks.ts). Debian's Chromium against the built programs over real
 * PostgreSQL, RabbitMQ and SMTP.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../infra/stack/src/chromium';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { INVITATION_PAGE_MESSAGES, INVITATIONS, RPC_QUEUES } from '@undangan/contracts';
import { createLogger, RpcClient } from '@undangan/platform';
import {
  COUPLE_STACK_ENV,
  COUPLE_STACK_SERVICES,
  paidOrderOf,
  signInLinkOf,
} from '../../infra/stack/src/couple-sign-in';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';
import { sampleInvitation } from '../../services/invitations/src/sample/sample-invitation';
import { checkPhoneAndLaptop as checkLayout, DASHBOARD_TABS, PHONE_SCREEN } from './couple-dashboard-checks';
import { BROWSER_TEST_MS, DialogGuard, expectText, STEP_MS } from './storefront-support';

jest.setTimeout(BROWSER_TEST_MS);

let stack: TestStack;
let browser: Browser;
let invitations: RpcClient;

beforeAll(async () => {
  stack = await startTestStack({
    services: COUPLE_STACK_SERVICES,
    env: COUPLE_STACK_ENV,
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  invitations = new RpcClient(
    stack.env.AMQP_URL,
    RPC_QUEUES.invitations,
    20_000,
    createLogger('t', 'silent'),
  );
}, 180_000);

afterAll(async () => {
  await invitations?.close();
  await browser?.close();
  await stack?.stop();
}, 60_000);

/** The list a couple keeps in a spreadsheet: six guests, one row with problems, one twice. */
const SHEET = [
  'Nama;No. HP;Grup;Sesi;Jumlah Orang',
  'Bapak Ahmad Fauzi;0812-1111-0001;Keluarga Pria;Sesi 1;2',
  'Ibu Siti Rahmawati;0812-1111-0002;Keluarga Wanita;Sesi 1;2',
  'Citra Lestari;0812-1111-0003;Teman Kantor;;1',
  'Dimas Pratama;;Teman Kantor;;1',
  'Eka Putri;0812-1111-0005;Teman Kuliah;Sesi 1;3',
  'Fajar Nugroho;0812-1111-0006;Teman Kuliah;;2',
  ';0812;;;12',
  'Ibu Siti R.;0812 1111 0002;;;1',
].join('\r\n');

/** Selectors of what a laptop shows on one line, left to right. */
const LAPTOP_ROWS = {
  tabs: DASHBOARD_TABS,
  parts: ['[data-testid="guest-sessions"]', '[data-testid="guest-groups"]'],
  filters: ['#guest-search', '#guest-filter-group', '#guest-filter-session', '#guest-filter-status'],
  guest: ['name', 'group', 'session', 'people'].map((cell) => `.guest-item__${cell}`),
  guestEnd: ['.guest-item__people', '.guest-item .guest-badge', '.guest-item__actions'],
  guestForm: ['#guest-name', '#guest-phone'],
  guestFormChoices: ['#guest-group', '#guest-session', '#guest-people'],
  send: ['[data-testid="send-next"]', '.send-template'],
  counts: ['.attendance-count--yes', '.attendance-count--no', '.attendance-count--wait'],
  breakdowns: ['[data-testid="attendance-sessions"]', '[data-testid="attendance-groups"]'],
};

/** Waits until the list shows `n` of what the locator finds. */
async function countOf(locator: Locator, n: number) {
  await expectText(locator.page().getByTestId('guest-total'), /tamu/);
  for (let tries = 0; (await locator.count()) !== n && tries < 100; tries++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await locator.count()).toBe(n);
}

const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Bagian Dasbor Pasangan' }).getByRole('link', { name, exact: true });

it('imports a list, sends five invitations in a row, and sees a guest’s answer counted', async () => {
  const email = `sinta.${Date.now()}@contoh.test`;
  const orderId = await paidOrderOf(stack, email);
  const context = await browser.newContext({ viewport: PHONE_SCREEN });
  context.setDefaultTimeout(STEP_MS);
  // WhatsApp is never reached: each chat the dashboard opens is caught here, its address kept.
  const opened: string[] = [];
  await context.route('https://wa.me/**', async (route) => {
    opened.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' });
  });
  const page = await context.newPage();
  const dialogs = new DialogGuard(page);
  await page.goto(await signInLinkOf(stack, orderId, email));
  await page.waitForURL('**/pasangan');

  // A new couple's list is empty, and says what to do first.
  await section(page, 'Tamu').click();
  await expectText(page.getByTestId('guest-empty'), /Daftar tamu Anda masih kosong/);
  await checkLayout(page, 'couple-guests-empty', [LAPTOP_ROWS.tabs, LAPTOP_ROWS.parts]);

  // A session, as the sheet names it.
  await page.getByLabel('Nama Sesi Baru').fill('Sesi 1');
  await page.getByLabel('Waktu').fill('11.00-13.00 WIB');
  await page.getByLabel('Kapasitas (orang, opsional)').fill('2');
  await page.getByRole('button', { name: 'Tambah Sesi' }).click();
  await expectText(page.getByTestId('guest-sessions-message'), 'Sesi telah ditambahkan.');

  // The import: checked and shown before anything is saved.
  await page.getByRole('button', { name: 'Impor dari Excel/CSV' }).click();
  await page.getByLabel('Pilih Berkas').setInputFiles({
    name: 'tamu.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${SHEET}\r\n`),
  });
  const preview = page.getByTestId('guest-import-preview');
  await expectText(
    preview.locator('.guest-import__counts'),
    /6 tamu akan ditambahkan, 2 baris dilewati \(1 di antaranya ganda\)/,
  );
  const problems = page.getByTestId('guest-import-problems');
  await expectText(problems.locator('li').nth(0), /Baris 8[\s\S]*Nama wajib diisi\./);
  await expectText(
    problems.locator('li').nth(1),
    /Baris 9 — Ibu Siti R\.[\s\S]*Sama dengan baris 3 \(nomor HP sama\)\./,
  );
  await expectText(
    preview,
    /Kelompok baru yang akan dibuat: Keluarga Pria, Keluarga Wanita, Teman Kantor, Teman Kuliah\./,
  );
  expect(await page.getByTestId('guest-total').count()).toBe(0);
  await checkLayout(page, 'couple-guests-import-preview', [LAPTOP_ROWS.tabs]);
  await page.getByRole('button', { name: 'Simpan 6 tamu' }).click();
  await expectText(page.getByTestId('guest-import-message'), '6 tamu ditambahkan, 2 baris dilewati.');
  await expectText(page.getByTestId('guest-total'), '6 tamu di daftar.');
  await page.getByRole('button', { name: 'Tutup' }).click();
  await countOf(page.getByTestId('guest-item'), 6);
  await checkLayout(page, 'couple-guests-list', [
    LAPTOP_ROWS.tabs,
    LAPTOP_ROWS.filters,
    LAPTOP_ROWS.guest,
    LAPTOP_ROWS.guestEnd,
    LAPTOP_ROWS.parts,
  ]);

  // A guest's form, and a question asked in a guest's row, keep to the same width.
  await page.getByRole('button', { name: 'Tambah Tamu' }).click();
  await checkLayout(page, 'couple-guests-form', [LAPTOP_ROWS.guestForm, LAPTOP_ROWS.guestFormChoices]);
  await page.getByRole('button', { name: 'Batal' }).click();
  const first = page.getByTestId('guest-item').first();
  await first.getByRole('button', { name: 'Hapus' }).click();
  await first.getByRole('group', { name: /^Hapus .+ dari daftar tamu\?$/ }).waitFor();
  await checkLayout(page, 'couple-guests-confirm', [LAPTOP_ROWS.guest]);
  await first.getByRole('button', { name: 'Batal' }).click();

  // Before the invitation is published, sending explains where the links will come from.
  await section(page, 'Kirim Undangan').click();
  await expectText(page.getByTestId('send-unpublished'), /muncul setelah undangan Anda diterbitkan/);
  await checkLayout(page, 'couple-send-unpublished', [LAPTOP_ROWS.tabs, LAPTOP_ROWS.send]);

  const clientId = `sinta-${Date.now()}`;
  const invitation = sampleInvitation();
  invitation.client_id = clientId;
  invitation.order_id = orderId;
  await invitations.call(INVITATIONS.publish.pattern, invitation);
  await page.reload();
  await page.getByTestId('send-next-guest').waitFor();
  await checkLayout(page, 'couple-send-next', [LAPTOP_ROWS.tabs, LAPTOP_ROWS.send]);

  // Five in a row: each opens WhatsApp with that guest's name and own link, and the next is shown.
  const sentNames: string[] = [];
  for (let i = 0; i < 5; i++) {
    const name = (await page.getByTestId('send-next-name').textContent())!;
    expect(sentNames).not.toContain(name);
    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Kirim lewat WhatsApp' }).click(),
    ]);
    await chat.waitForLoadState();
    await chat.close();
    const text = new URL(opened[i]).searchParams.get('text')!;
    expect(text).toContain(`Kepada Yth.\n${name}\n`);
    expect(text).toMatch(new RegExp(`\\nhttps?://[^\\s/]+/${clientId}/[0-9A-Za-z]{12}\\n`));
    sentNames.push(name);
    await expectText(page.getByTestId('send-next-name'), new RegExp(`^(?!${name}$)`));
  }
  // Sorted by name, the sixth is Ibu Siti; the five before are sent.
  await expectText(page.getByTestId('send-next-name'), 'Ibu Siti Rahmawati');
  await expectText(page.getByTestId('send-count'), '5 pesan dibuka di WhatsApp pada putaran ini.');
  expect(opened).toHaveLength(5);
  // Ahmad's chat went to his number; Dimas, without one, to WhatsApp's contact picker.
  expect(opened[0]).toMatch(/^https:\/\/wa\.me\/6281211110001\?text=/);
  expect(opened.some((url) => url.startsWith('https://wa.me/?text='))).toBe(true);

  // Eka opens her own link and answers for her three.
  const ekaText = new URL(opened[sentNames.indexOf('Eka Putri')]).searchParams.get('text')!;
  const ekaLink = new URL(/https?:\/\/\S+\/[0-9A-Za-z]{12}/.exec(ekaText)![0]);
  const guest = await browser.newPage({ viewport: PHONE_SCREEN });
  await guest.goto(`${stack.baseUrl}${ekaLink.pathname}`);
  await expectText(guest.locator('.guest-name'), 'Eka Putri');
  await guest.getByRole('button', { name: 'Buka Undangan' }).click();
  await guest.getByLabel('Hadir', { exact: true }).check();
  await guest.getByLabel('Jumlah orang').selectOption('3');
  await guest.getByRole('button', { name: 'Kirim Konfirmasi' }).click();
  await expectText(
    guest.locator('#konfirmasi-kehadiran .form-answer').first(),
    INVITATION_PAGE_MESSAGES.rsvpThanks,
  );
  await guest.close();

  // The couple sees the people coming move, and Sesi 1 over its two.
  await section(page, 'Kehadiran').click();
  await expectText(page.getByTestId('attendance-coming'), '3');
  await expectText(page.getByTestId('attendance-not-answered'), '8');
  await expectText(page.getByTestId('attendance-sessions'), /Melebihi kapasitas/);
  await checkLayout(page, 'couple-attendance', [
    LAPTOP_ROWS.tabs,
    LAPTOP_ROWS.counts,
    LAPTOP_ROWS.breakdowns,
  ]);

  // Each of the five is marked sent on the list; Eka, who answered, is "Hadir".
  await section(page, 'Tamu').click();
  await page.getByLabel('Status').selectOption({ label: 'Terkirim' });
  await expectText(page.getByTestId('guest-total'), '4 tamu ditemukan.');
  await page.getByLabel('Status').selectOption({ label: 'Hadir' });
  await countOf(page.getByTestId('guest-item'), 1);
  await expectText(page.getByTestId('guest-item'), /Eka Putri[\s\S]*Hadir/);
  // Published, every guest has a link to copy: the widest row, four buttons, still on one line.
  await page.getByLabel('Status').selectOption({ label: 'Semua' });
  await countOf(page.getByRole('button', { name: 'Salin tautan' }), 6);
  await checkLayout(page, 'couple-guests-published', [LAPTOP_ROWS.guest, LAPTOP_ROWS.guestEnd]);
  dialogs.expectNone();
  await context.close();
});
