/**
 * The admin's side of a couple's invitation data: a paid order waits for data, the couple sends it
 * (and their promise is made), the admin finds the order with its promised day, reads the data
 * beside it, and finishes it with the invitation's address, which the couple's tracking then shows
 * and their email tells; and the page the shop makes: the couple previews it from their form, the
 * admin looks at it and publishes it (and opens the couple's guest list only when asked), a guest opens it, answers and leaves a wish, and the couple
 * sees the count. Debian's Chromium at 360x740, 1366x768 and 1024x768, against the built programs
 * over real PostgreSQL, RabbitMQ and SMTP.
 */
import { BROWSER_TEST_MS, CHROMIUM_ARGS, CHROMIUM_PATH, STEP_MS } from '../../infra/stack/src/chromium';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { chromium, type Browser } from 'playwright-core';
import {
  GUESTS,
  promisedDayText,
  RPC_QUEUES,
  SPLIT_LINK_MESSAGES,
  type OrderTracking,
} from '@undangan/contracts';
import { createLogger, RpcClient } from '@undangan/platform';
import { waitFor } from '@undangan/platform/testing';
import { startTestStack, type TestStack } from '../../infra/stack/src/test-stack';
import { PNG, adminCredentials, api as stackApi, decideProof, manualPayment } from './admin-fixtures';
import { layoutProblems } from './admin-layout-checks';
import { shoot } from './shots';

jest.setTimeout(BROWSER_TEST_MS);

let stack: TestStack;
let browser: Browser;
let token: string;

const api = <T>(path: string, init: RequestInit = {}) => stackApi<T>(stack, path, init);

/** Guests on an order's list, as the couple's dashboard adds them (the last for two people). */
async function addGuests(orderId: string, names: string[]): Promise<void> {
  const invitations = new RpcClient(
    stack.env.AMQP_URL,
    RPC_QUEUES.invitations,
    20_000,
    createLogger('t', 'silent'),
  );
  try {
    for (const [i, name] of names.entries())
      await invitations.call(GUESTS.add.pattern, {
        order_id: orderId,
        guest: { name, people: i === names.length - 1 ? 2 : 1 },
      });
  } finally {
    await invitations.close();
  }
}
const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

beforeAll(async () => {
  stack = await startTestStack({
    services: ['catalogue', 'ordering', 'proof-storage', 'notifications', 'invitations', 'gateway'],
    env: { EMAIL_POLL_MS: '50' },
  });
  ({ token } = await api<{ token: string }>('/admin/login', json('POST', adminCredentials(stack))));
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

const data = {
  groom: {
    full_name: 'Bayu Pratama Wicaksono',
    nickname: 'Bayu',
    father: 'Bapak Hendra',
    mother: 'Ibu Sinta',
  },
  bride: { full_name: 'Rina Amelia Putri', nickname: 'Rina', father: 'Bapak Joko', mother: 'Ibu Wati' },
  events: [
    {
      kind: 'akad',
      date: '2027-02-14',
      time: '08:00',
      end_time: '10:00',
      time_zone: 'WIB',
      venue: 'Masjid Agung Al-Falah',
      address: 'Jl. Merdeka No. 1, Bandung',
      map_url: 'https://maps.app.goo.gl/contoh',
    },
    {
      kind: 'resepsi',
      date: '2027-02-14',
      time: '11:00',
      end_time: 'selesai',
      time_zone: 'WIB',
      venue: 'Gedung Serbaguna',
      address: 'Jl. Asia Afrika No. 9, Bandung',
    },
  ],
  music: 'A Thousand Years - Christina Perri',
  love_story: 'Bertemu di kampus pada 2019,\nmenikah pada 2027.',
  gift_accounts: [{ bank: 'BCA', account_number: '1234567890', account_holder: 'Rina Amelia Putri' }],
  greeting: 'Dengan memohon rahmat Allah SWT, kami mengundang Anda.',
  guest_replies: true,
};

it("lets the admin read a couple's data beside their order and finish it with the invitation's address", async () => {
  const couple = await manualPayment(stack, { phone: '081377788899', name: 'Rina & Bayu' });
  await decideProof(stack, token, couple, 'approved');
  const lookup = { order_id: couple.orderId, phone: couple.phone };
  await waitFor(
    () => api<OrderTracking>('/api/orders/track', json('POST', lookup)),
    (tracked) => tracked.work_status === 'pending',
  );
  await api('/api/orders/invitation', json('PUT', { ...lookup, version: 0, data }));
  // Two photos, the order's fields before the file as the page sends them.
  for (const name of ['sampul.png', 'prewedding.png']) {
    const form = new FormData();
    form.set('order_id', lookup.order_id);
    form.set('phone', lookup.phone);
    form.set('photo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), name);
    await api('/api/orders/invitation/photos', { method: 'POST', body: form });
  }
  const sent = await api<{ submitted_at: string }>('/api/orders/invitation/submit', json('POST', lookup));
  const tracked = await api<OrderTracking>('/api/orders/track', json('POST', lookup));
  expect(tracked.promise?.speed).toBe('regular');
  expect(tracked.data_submitted_at).toBe(sent.submitted_at);

  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  context.setDefaultTimeout(STEP_MS);
  await context.addInitScript((value) => localStorage.setItem('adminToken', value), token);
  const page = await context.newPage();
  const dialogs: string[] = [];
  // The admin answers in the page; no browser box may open.
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${stack.baseUrl}/admin/order?stage=data_complete`);
  const row = page.getByTestId(`order-row-${couple.orderId}`);
  await row.waitFor();
  await expect(page.getByTestId(`promise-${couple.orderId}`).textContent()).resolves.toContain(
    promisedDayText(tracked.promise!.due_at),
  );

  await row.getByRole('button', { name: `Data undangan pesanan ${couple.orderId}` }).click();
  const panel = page.getByTestId(`invitation-${couple.orderId}`);
  await panel.getByText('Bayu Pratama Wicaksono').waitFor();
  for (const text of [
    'Rina Amelia Putri',
    'Masjid Agung Al-Falah',
    'Gedung Serbaguna',
    'Data dikirim pasangan pada',
  ])
    await panel.getByText(text, { exact: false }).first().waitFor();
  expect(await panel.getByRole('link', { name: 'Buka peta' }).getAttribute('href')).toBe(
    data.events[0].map_url,
  );
  // The photos are shown from the private route and saved under the order's name. Each photo's
  // Unduh appears when its own picture has loaded, in either order: take the first photo's own.
  await panel.getByRole('img', { name: 'Foto 2 dari pasangan' }).waitFor();
  const firstPhoto = panel.locator('figure', {
    has: page.getByRole('img', { name: 'Foto 1 dari pasangan' }),
  });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    firstPhoto.getByRole('link', { name: 'Unduh' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${couple.orderId}-foto-1.png`);

  // The couple's guest list stays closed until the admin opens it to help them.
  await addGuests(couple.orderId, ['Ibu Sulastri Wening', 'Pak Darto Sumarno', 'Keluarga Hendra']);
  const guests = panel.getByTestId(`guests-${couple.orderId}`);
  await expect(guests.getByText('Pak Darto Sumarno').count()).resolves.toBe(0);
  await guests.getByRole('button', { name: 'Lihat daftar tamu' }).click();
  await guests.getByRole('cell', { name: 'Pak Darto Sumarno' }).waitFor();
  await guests.getByRole('searchbox', { name: 'Cari nama tamu' }).fill('sulas');
  await guests.getByRole('button', { name: 'Cari' }).click();
  await guests.getByRole('cell', { name: 'Pak Darto Sumarno' }).waitFor({ state: 'detached' });
  await guests.getByRole('cell', { name: 'Ibu Sulastri Wening' }).waitFor();
  expect(await guests.getByTestId('guest-counts').textContent()).toContain('3 undangan untuk 4 orang');
  expect(await layoutProblems(page)).toEqual([]);
  await shoot(page, 'admin-order-data-1366');
  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await layoutProblems(page)).toEqual([]);
  await shoot(page, 'admin-order-data-1024');

  // Finished with its address: the couple's tracking shows it, and they are emailed.
  await row.getByRole('button', { name: `Edit pesanan ${couple.orderId}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Ubah Pesanan' });
  await drawer.getByLabel('Status').selectOption('completed');
  await drawer.getByLabel('Client ID').fill('rina-dan-bayu');
  await drawer.getByLabel('Client URL').fill('https://undangan.example/rina-dan-bayu');
  await drawer.getByRole('button', { name: 'Simpan' }).click();
  await page.locator('.admin-toast', { hasText: 'Pesanan berhasil diperbarui.' }).waitFor();
  await drawer.waitFor({ state: 'detached' });
  expect(dialogs).toEqual([]);
  const done = await api<OrderTracking>('/api/orders/track', json('POST', lookup));
  expect(done).toMatchObject({
    work_status: 'completed',
    invitation_url: 'https://undangan.example/rina-dan-bayu',
    late: false,
  });
  const mail = await waitFor(
    'the invitation-ready email',
    async () =>
      (
        (await (await fetch(`${stack.mailUrl}/api/v1/messages`)).json()) as {
          messages: { Subject: string }[];
        }
      ).messages,
    (messages) => messages.some((m) => m.Subject.includes(couple.orderId) && /siap|jadi/i.test(m.Subject)),
    60_000,
  );
  expect(mail.length).toBeGreaterThan(0);
  await context.close();
});

it('lets a couple preview their page, the admin publish it, and a guest open it, answer and wish', async () => {
  const couple = await manualPayment(stack, { phone: '081377788800', name: 'Sekar & Dimas' });
  await decideProof(stack, token, couple, 'approved');
  const lookup = { order_id: couple.orderId, phone: couple.phone };
  await waitFor(
    () => api<OrderTracking>('/api/orders/track', json('POST', lookup)),
    (tracked) => tracked.work_status === 'pending',
  );
  const ours = {
    ...data,
    groom: { ...data.groom, full_name: 'Dimas Aryo Nugroho', nickname: 'Dimas' },
    bride: { ...data.bride, full_name: 'Sekar Ayu Lestari', nickname: 'Sekar' },
  };
  await api('/api/orders/invitation', json('PUT', { ...lookup, version: 0, data: ours }));

  // The couple, on a phone: their page drawn from the form before they send it.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  phone.setDefaultTimeout(STEP_MS);
  await phone.addInitScript((kept) => sessionStorage.setItem('orderLookup', JSON.stringify(kept)), {
    orderId: couple.orderId,
    phone: couple.phone,
  });
  const form = await phone.newPage();
  await form.goto(`${stack.baseUrl}/pesanan/data-undangan`);
  await form.locator('#invitation-groom-full_name').waitFor();
  await form.getByRole('button', { name: 'Lihat Pratinjau' }).click();
  const preview = form.frameLocator('iframe[title="Pratinjau undangan Anda"]');
  await preview.getByRole('heading', { name: /Dimas/ }).first().waitFor();
  await preview.locator('#sampul').getByText('Bapak Ahmad Sutanto & Keluarga').waitFor();
  await form.getByRole('heading', { name: 'Pratinjau Undangan' }).scrollIntoViewIfNeeded();
  await shoot(form, 'couple-preview-360');
  await api('/api/orders/invitation/submit', json('POST', lookup));

  // The admin gives the order its address, looks at the page beside it and publishes it.
  const desk = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  desk.setDefaultTimeout(STEP_MS);
  await desk.addInitScript((value) => localStorage.setItem('adminToken', value), token);
  const admin = await desk.newPage();
  await admin.goto(`${stack.baseUrl}/admin/order?stage=data_complete`);
  const row = admin.getByTestId(`order-row-${couple.orderId}`);
  await row.getByRole('button', { name: `Edit pesanan ${couple.orderId}` }).click();
  const drawer = admin.getByRole('dialog', { name: 'Ubah Pesanan' });
  await drawer.getByLabel('Client ID').fill('sekar-dimas');
  await drawer.getByRole('button', { name: 'Simpan' }).click();
  await drawer.waitFor({ state: 'detached' });
  await row.getByRole('button', { name: `Data undangan pesanan ${couple.orderId}` }).click();
  const panel = admin.getByTestId(`invitation-${couple.orderId}`);
  await panel.getByRole('button', { name: 'Lihat Pratinjau' }).click();
  await panel
    .frameLocator('iframe[title="Pratinjau halaman undangan"]')
    .getByText('Sekar Ayu Lestari')
    .waitFor();
  await panel.getByRole('heading', { name: 'Halaman Undangan' }).scrollIntoViewIfNeeded();
  await shoot(admin, 'admin-page-preview-1366');

  // The order bought Split Link: a second address, and which events each address shows.
  await admin.setViewportSize({ width: 1024, height: 768 });
  const split = panel.getByRole('group', { name: 'Split Link: alamat kedua' });
  await expect(
    split.getByLabel('Akad Nikah, Minggu, 14 Februari 2027 di alamat pertama').isChecked(),
  ).resolves.toBe(true);
  await panel.getByRole('button', { name: 'Terbitkan' }).click();
  await split.getByRole('alert').getByText(SPLIT_LINK_MESSAGES.addressFormat).waitFor();
  await split.getByLabel('Alamat kedua', { exact: true }).fill('sekar-dimas-resepsi');
  await split.getByLabel('Akad Nikah, Minggu, 14 Februari 2027 di alamat kedua').uncheck();
  await split.getByLabel('Resepsi, Minggu, 14 Februari 2027 di alamat kedua').uncheck();
  await panel.getByRole('button', { name: 'Terbitkan' }).click();
  await split.getByRole('alert').getByText(SPLIT_LINK_MESSAGES.secondWithoutEvents).waitFor();
  await split.getByLabel('Resepsi, Minggu, 14 Februari 2027 di alamat kedua').check();
  expect(await layoutProblems(admin)).toEqual([]);
  await split.scrollIntoViewIfNeeded();
  await shoot(admin, 'admin-split-link-1024');
  await panel.getByRole('button', { name: 'Terbitkan' }).click();
  const question = admin.getByRole('alertdialog');
  await question.getByText('/sekar-dimas dan /sekar-dimas-resepsi', { exact: false }).waitFor();
  await shoot(admin, 'admin-split-link-confirm-1024');
  await question.getByRole('button', { name: 'Ya, terbitkan' }).click();
  // Published, the order is completed and leaves the active list; the toast says where it is.
  await admin
    .locator('.admin-toast', {
      hasText: /Undangan berhasil diterbitkan di http\S+\/sekar-dimas dan http\S+\/sekar-dimas-resepsi/,
    })
    .waitFor();
  await shoot(admin, 'admin-split-link-published-1024');
  await admin.setViewportSize({ width: 1366, height: 768 });
  await shoot(admin, 'admin-published-1366');
  await admin.goto(`${stack.baseUrl}/admin/order?view=completed`);
  await admin
    .getByTestId(`order-row-${couple.orderId}`)
    .getByText(/\/sekar-dimas$/)
    .first()
    .waitFor();
  expect(await layoutProblems(admin)).toEqual([]);
  await admin.setViewportSize({ width: 1024, height: 768 });
  await shoot(admin, 'admin-published-1024');
  await desk.close();

  // A guest opens it on a phone, opens the cover, answers and leaves a wish.
  const guest = await browser.newContext({ viewport: { width: 360, height: 740 } });
  guest.setDefaultTimeout(STEP_MS);
  const invitation = await guest.newPage();
  await invitation.goto(`${stack.baseUrl}/sekar-dimas`);
  await invitation.getByText('Tamu Undangan').first().waitFor();
  await shoot(invitation, 'guest-cover-360');
  await invitation.getByRole('button', { name: 'Buka Undangan' }).click();
  await invitation.getByLabel('Nama').first().fill('Pak Dedi');
  await invitation.getByLabel('Hadir', { exact: true }).check();
  await invitation.getByLabel('Jumlah orang').selectOption('3');
  await invitation.getByRole('button', { name: 'Kirim Konfirmasi' }).click();
  await invitation.getByText('konfirmasi kehadiran Anda sudah kami terima', { exact: false }).waitFor();
  const wishes = invitation.locator('#ucapan');
  await wishes.getByLabel('Nama').fill('Bu Ratna');
  await wishes.getByLabel('Ucapan dan doa').fill('Semoga menjadi keluarga sakinah, mawaddah, warahmah.');
  await wishes.getByRole('button', { name: 'Kirim Ucapan' }).click();
  await wishes.getByText('Semoga menjadi keluarga sakinah', { exact: false }).first().waitFor();
  await shoot(invitation, 'guest-page-360');
  await invitation.setViewportSize({ width: 1366, height: 768 });
  await invitation.reload();
  await shoot(invitation, 'guest-page-1366');
  // The second address: the same design, the reception alone.
  await invitation.goto(`${stack.baseUrl}/sekar-dimas-resepsi`);
  await invitation.getByRole('button', { name: 'Buka Undangan' }).click();
  const events = invitation.locator('#acara');
  await events.getByRole('heading', { name: 'Resepsi' }).waitFor();
  await expect(events.getByRole('heading', { name: 'Akad Nikah' }).count()).resolves.toBe(0);
  await shoot(invitation, 'guest-split-page-1366');
  await guest.close();

  // The couple sees the people coming where they follow their order, with the address to share.
  const tracking = await phone.newPage();
  // This tab's lookup (kept by the data page) opens the order at once.
  await tracking.goto(`${stack.baseUrl}/pesanan/lacak`);
  await expect(tracking.getByTestId('attending-people').textContent()).resolves.toBe('3 orang');
  await tracking
    .getByTestId('invitation-address')
    .getByText(/sekar-dimas$/)
    .waitFor();
  await tracking
    .getByTestId('invitation-url-second')
    .getByText(/sekar-dimas-resepsi$/)
    .waitFor();
  await shoot(tracking, 'couple-tracking-360');
  await phone.close();
});
