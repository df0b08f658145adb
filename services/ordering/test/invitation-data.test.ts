import {
  AdminOrderRow,
  INVITATION_MESSAGES,
  InvitationDraft,
  invitationDraftSchema,
  ORDER_LOOKUP_NOT_FOUND,
  ORDERING,
  Page,
  promisedDate,
} from '@undangan/contracts';
import { EventBus, RpcClient } from '@undangan/platform';
import fc from 'fast-check';
import { Client } from 'pg';
import { useOrderingOnBus } from './harness';
import { payManually } from './manual-payments';

/**
 * The couple's invitation data through ordering's RPC: reached with the order's phone once paid,
 * saved as typed over the version the device read, sent once whole, and the promise made at that
 * moment from the add-ons bought and the admin's holidays.
 */
jest.setTimeout(180_000);

let rpc: RpcClient;
let bus: EventBus;
let sql: Client;
useOrderingOnBus('invitations', (running) => ({ rpc, sql, bus } = running));

const customer = { name: 'Rina & Bayu', phone: '081234567890', email: 'rina@example.com' };
/** Basic with a Basic design and Express 2 Hari (add-on 1). */
const expressCart = [{ packageId: 2, designId: 'basic-dusty-blue', addons: [{ id: 1 }], quantity: 1 }];
const regularCart = [{ packageId: 2, designId: 'basic-dusty-blue', addons: [], quantity: 1 }];

/** A manual order, confirmed; paid when `approve`, its fulfilment order then open. */
async function manualOrder(cart = expressCart, approve = true): Promise<string> {
  return payManually({ rpc, bus, sql }, customer, cart, { approved: approve });
}

const lookup = (orderId: string, phone = customer.phone) => ({ order_id: orderId, phone });

/** Data that "Kirim Data" takes: the couple's names and one whole event. */
const wholeData = (groom = 'Bayu Pratama'): InvitationDraft =>
  invitationDraftSchema.parse({
    groom: { full_name: groom, nickname: 'Bayu', father: 'Bapak Suharto', mother: 'Ibu Sri' },
    bride: { full_name: 'Rina Amelia', nickname: 'Rina', father: '', mother: '' },
    events: [
      {
        kind: 'akad',
        date: '2027-02-14',
        time: '08:00',
        end_time: '10:00',
        time_zone: 'WIB',
        venue: 'Masjid Agung',
        address: 'Jl. Merdeka No. 1, Bandung',
        map_url: 'https://maps.app.goo.gl/abc',
      },
    ],
    gift_accounts: [{ bank: 'BCA', account_number: '1234567890', account_holder: 'Rina Amelia' }],
    guest_replies: true,
  });

it('opens only to the phone used at checkout, and only once the order is paid', async () => {
  const unpaid = await manualOrder(expressCart, false);
  await expect(rpc.call(ORDERING.invitationData, lookup(unpaid))).rejects.toMatchObject({
    status: 409,
    message: INVITATION_MESSAGES.notPaid,
  });
  const paid = await manualOrder();
  for (const asker of [lookup(paid, '081200000000'), lookup('INV-20260101-NOSUCH')])
    await expect(rpc.call(ORDERING.invitationData, asker)).rejects.toMatchObject({
      status: 404,
      message: ORDER_LOOKUP_NOT_FOUND,
    });
  const view = await rpc.call(ORDERING.invitationData, lookup(paid, '+62 812-3456-7890'));
  expect(view).toMatchObject({
    order_id: paid,
    version: 0,
    updated_at: null,
    submitted_at: null,
    editable: true,
    package: 'Basic',
    design: 'Dusty Blue',
  });
  expect(view.data).toEqual(invitationDraftSchema.parse({}));
  await expect(rpc.call(ORDERING.invitationAccess, lookup(paid))).resolves.toEqual({
    order_id: paid,
    editable: true,
  });
});

it('keeps a draft as typed, a half-typed date included, and refuses a save over a newer version', async () => {
  const orderId = await manualOrder();
  const draft = invitationDraftSchema.parse({
    groom: { full_name: 'Bayu' },
    events: [{ kind: 'resepsi', date: '14/02', map_url: 'maps.app' }],
  });
  const first = await rpc.call(ORDERING.saveInvitationDraft, { ...lookup(orderId), version: 0, data: draft });
  expect(first).toMatchObject({ version: 1, editable: true, data: draft });
  // Another device that read version 0 is told to read again, and writes nothing.
  await expect(
    rpc.call(ORDERING.saveInvitationDraft, { ...lookup(orderId), version: 0, data: wholeData() }),
  ).rejects.toMatchObject({ status: 409, code: 'stale', message: INVITATION_MESSAGES.stale });
  expect((await rpc.call(ORDERING.invitationData, lookup(orderId))).data).toEqual(draft);
});

it('sends only whole data, makes the promise at that moment, and then keeps the data as sent', async () => {
  const orderId = await manualOrder();
  await rpc.call(ORDERING.addHoliday, { day: '2099-01-01', name: 'Hari yang jauh' });
  const soon = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
  await rpc.call(ORDERING.addHoliday, { day: soon, name: 'Libur Uji' }).catch(() => undefined);

  await expect(rpc.call(ORDERING.submitInvitationData, lookup(orderId))).rejects.toMatchObject({
    status: 400,
    message: 'Nama lengkap mempelai pria wajib diisi.',
  });
  const partial = { ...wholeData(), events: [{ ...wholeData().events[0], time: '8 pagi' }] };
  const saved = await rpc.call(ORDERING.saveInvitationDraft, {
    ...lookup(orderId),
    version: 0,
    data: partial,
  });
  await expect(rpc.call(ORDERING.submitInvitationData, lookup(orderId))).rejects.toMatchObject({
    status: 400,
    message: 'Jam mulai ditulis seperti 08:00.',
  });
  expect(
    (await sql.query('SELECT data_submitted_at FROM fulfilment_orders WHERE order_id = $1', [orderId])).rows,
  ).toEqual([{ data_submitted_at: null }]);

  await rpc.call(ORDERING.saveInvitationDraft, {
    ...lookup(orderId),
    version: saved.version,
    data: wholeData(),
  });
  const before = Date.now();
  const sent = await rpc.call(ORDERING.submitInvitationData, lookup(orderId));
  expect(sent).toMatchObject({ editable: false, data: wholeData() });
  const submittedAt = new Date(sent.submitted_at!);
  expect(submittedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

  const holidays = (await rpc.call(ORDERING.listHolidays, {})).map((holiday) => holiday.day);
  const expected = promisedDate({ completedAt: submittedAt, speed: 'express', holidays });
  const track = await rpc.call(ORDERING.trackOrder, lookup(orderId));
  expect(track).toMatchObject({
    data_submitted_at: sent.submitted_at,
    promise: { speed: 'express', due_at: expected.due.toISOString(), earliest_at: null },
    late: false,
  });

  // Sent twice (a double tap): the same answer, the same moment.
  await expect(rpc.call(ORDERING.submitInvitationData, lookup(orderId))).resolves.toEqual(sent);
  await expect(
    rpc.call(ORDERING.saveInvitationDraft, { ...lookup(orderId), version: 2, data: wholeData('Lain') }),
  ).rejects.toMatchObject({ status: 409, message: INVITATION_MESSAGES.alreadySent });
  await expect(rpc.call(ORDERING.invitationAccess, lookup(orderId))).resolves.toEqual({
    order_id: orderId,
    editable: false,
  });
});

it('gives the admin each order with its stage and promise, the soonest promise first, late ones marked', async () => {
  const waiting = await manualOrder(regularCart);
  const regular = await manualOrder(regularCart);
  const express = await manualOrder(expressCart);
  for (const orderId of [regular, express]) {
    await rpc.call(ORDERING.saveInvitationDraft, { ...lookup(orderId), version: 0, data: wholeData() });
    await rpc.call(ORDERING.submitInvitationData, lookup(orderId));
  }
  // The regular order's promise has passed (as if sent weeks ago).
  await sql.query(`UPDATE fulfilment_orders SET due_at = now() - interval '1 day' WHERE order_id = $1`, [
    regular,
  ]);

  const page = await rpc.call(ORDERING.listOrders, { showCompleted: false, page: 1, limit: 100 });
  const mine = page.data.filter((row) => [waiting, regular, express].includes(row.order_id));
  expect(mine.map((row) => [row.order_id, row.stage, row.late])).toEqual([
    [regular, 'data_complete', true],
    [express, 'data_complete', false],
    [waiting, 'waiting_data', false],
  ]);
  const dueOf = (row: AdminOrderRow) => row.due_at;
  expect(dueOf(mine[2])).toBeNull();

  const stage = (name: 'waiting_data' | 'data_complete'): Promise<Page<AdminOrderRow>> =>
    rpc.call(ORDERING.listOrders, { showCompleted: false, page: 1, limit: 100, stage: name });
  expect((await stage('waiting_data')).data.map((row) => row.order_id)).toContain(waiting);
  expect((await stage('waiting_data')).data.map((row) => row.order_id)).not.toContain(regular);
  expect((await stage('data_complete')).data.map((row) => row.order_id)).toEqual(
    expect.arrayContaining([regular, express]),
  );

  const id = mine[0].id;
  const adminView = await rpc.call(ORDERING.adminInvitation, { id });
  expect(adminView).toMatchObject({ order_id: regular, data: wholeData(), editable: false });
  // Finished: no longer late, whatever the promise said.
  await rpc.call(ORDERING.updateOrder, {
    id,
    input: { status: 'completed', admin_notes: '', client_id: `c-${id}`, client_url: 'https://u.example/c' },
  });
  expect((await rpc.call(ORDERING.trackOrder, lookup(regular))).late).toBe(false);
});

/**
 * Two devices save and send in any order. The model: the server's version and whether the data was
 * sent; a device saves over the version it last read. A save over the current version of unsent data
 * is kept and moves the version on; over an older one it is refused as stale; once sent, every save
 * is refused; sending whole data succeeds every time with the first moment. The data kept is the
 * last kept save's.
 */
it('keeps exactly the saves made over the current version, in any order of two devices', async () => {
  type Op =
    { kind: 'read'; device: 0 | 1 } | { kind: 'save'; device: 0 | 1; name: string } | { kind: 'send' };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('read' as const), device: fc.constantFrom(0 as const, 1 as const) }),
    fc.record({
      kind: fc.constant('save' as const),
      device: fc.constantFrom(0 as const, 1 as const),
      name: fc.constantFrom('Bayu', 'Bagus', 'Budi', 'Bima'),
    }),
    fc.constant({ kind: 'send' as const }),
  );
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
      const orderId = await manualOrder();
      const model = { version: 0, sent: false, kept: null as string | null, sentAt: null as string | null };
      const known = [0, 0];
      for (const step of ops) {
        if (step.kind === 'read') {
          known[step.device] = (await rpc.call(ORDERING.invitationData, lookup(orderId))).version;
        } else if (step.kind === 'save') {
          const attempt = rpc.call(ORDERING.saveInvitationDraft, {
            ...lookup(orderId),
            version: known[step.device],
            data: wholeData(step.name),
          });
          if (model.sent) {
            await expect(attempt).rejects.toMatchObject({ message: INVITATION_MESSAGES.alreadySent });
          } else if (known[step.device] !== model.version) {
            await expect(attempt).rejects.toMatchObject({ code: 'stale' });
          } else {
            const saved = await attempt;
            model.version += 1;
            model.kept = step.name;
            expect(saved.version).toBe(model.version);
            known[step.device] = saved.version;
          }
        } else if (model.kept === null) {
          await expect(rpc.call(ORDERING.submitInvitationData, lookup(orderId))).rejects.toMatchObject({
            status: 400,
          });
        } else {
          const sent = await rpc.call(ORDERING.submitInvitationData, lookup(orderId));
          model.sentAt ??= sent.submitted_at;
          model.sent = true;
          expect(sent.submitted_at).toBe(model.sentAt);
        }
      }
      const stored = await rpc.call(ORDERING.invitationData, lookup(orderId));
      expect(stored.version).toBe(model.version);
      expect(stored.submitted_at).toBe(model.sentAt);
      expect(stored.data.groom.full_name).toBe(model.kept ?? '');
    }),
    { numRuns: 25 },
  );
});

it('deletes the data of orders finished long ago when data is next sent, and keeps the rest', async () => {
  const old = await manualOrder();
  const recent = await manualOrder();
  for (const orderId of [old, recent])
    await rpc.call(ORDERING.saveInvitationDraft, { ...lookup(orderId), version: 0, data: wholeData() });
  await sql.query(
    `UPDATE fulfilment_orders SET status = 'completed', updated_at = now() - interval '181 days' WHERE order_id = $1`,
    [old],
  );
  await sql.query(
    `UPDATE fulfilment_orders SET status = 'completed', updated_at = now() - interval '179 days' WHERE order_id = $1`,
    [recent],
  );
  const sender = await manualOrder();
  await rpc.call(ORDERING.saveInvitationDraft, { ...lookup(sender), version: 0, data: wholeData() });
  await rpc.call(ORDERING.submitInvitationData, lookup(sender));
  const kept = await sql.query('SELECT order_id FROM invitation_data WHERE order_id = ANY($1)', [
    [old, recent, sender],
  ]);
  expect(kept.rows.map((row) => row.order_id).sort()).toEqual([recent, sender].sort());
});
