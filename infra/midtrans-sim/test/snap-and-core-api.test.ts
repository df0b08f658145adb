import {
  clients,
  close,
  expectedSignature,
  getJson,
  midtransClient,
  orderBody,
  orderId,
  postJson,
  rejection,
  SERVER_KEY,
  startSimulator,
  useSimulator,
  wib,
} from './helpers';

const WIB_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('Snap and Core API through the real midtrans-client', () => {
  const sim = useSimulator();

  it('creates a transaction: a uuid token and a redirect url that opens the payment page', async () => {
    const id = orderId();
    const result = await sim.snap.createTransaction(orderBody(id));
    expect(result.token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(result.redirect_url).toBe(`${sim.base}/snap/v2/vtweb/${result.token}`);
    const page = await fetch(result.redirect_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('/snap/snap.js');
  });

  it('answers the create call with HTTP 201', async () => {
    const key = Buffer.from(`${SERVER_KEY}:`).toString('base64');
    const res = await fetch(`${sim.base}/snap/v1/transactions`, {
      method: 'POST',
      headers: { authorization: `Basic ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(orderBody(orderId())),
    });
    expect(res.status).toBe(201);
  });

  it('rejects an order id used before with 400 and Midtrans message', async () => {
    const id = await sim.created();
    const err = await rejection(sim.snap.createTransaction(orderBody(id)));
    expect(err).toBeInstanceOf(midtransClient.MidtransError);
    expect(err.httpStatusCode).toBe(400);
    expect(err.ApiResponse).toEqual({
      error_messages: ['transaction_details.order_id has already been taken'],
    });
  });

  it('rejects items whose sum differs from gross_amount, by one rupiah', async () => {
    const body = orderBody(orderId());
    body.transaction_details.gross_amount = 150001;
    const err = await rejection(sim.snap.createTransaction(body));
    expect(err.httpStatusCode).toBe(400);
    expect(err.ApiResponse).toEqual({
      error_messages: ['transaction_details.gross_amount is not equal to the sum of item_details'],
    });
  });

  it('names each invalid field as Midtrans does', async () => {
    const err = await rejection(
      sim.snap.createTransaction({
        transaction_details: { order_id: 'x'.repeat(51), gross_amount: 100.5 },
        item_details: [{ price: 100, quantity: 0, name: 'n'.repeat(51) }],
      }),
    );
    expect(err.httpStatusCode).toBe(400);
    expect(err.ApiResponse?.error_messages).toEqual([
      'transaction_details.order_id is too long (maximum is 50 characters)',
      'transaction_details.gross_amount must be an integer',
      'item_details[0].quantity must be an integer of at least 1',
      'item_details[0].name is too long (maximum is 50 characters)',
    ]);
    const missing = await rejection(sim.snap.createTransaction({ transaction_details: { order_id: 'A B' } }));
    expect(missing.ApiResponse?.error_messages).toEqual([
      "transaction_details.order_id may contain only letters, numbers, '-', '_', '~' and '.'",
      'transaction_details.gross_amount is required',
    ]);
  });

  it('accepts a 50-character order id with every allowed sign and no item list', async () => {
    const id = `${orderId('X')}-_~.`.padEnd(50, '9');
    const result = await sim.snap.createTransaction({
      transaction_details: { order_id: id, gross_amount: 10000 },
    });
    expect(result.token).toBeTruthy();
    const view = await getJson(`${sim.base}/sim/transactions/${id}`);
    expect(view.body.order_id).toBe(id);
  });

  it('refuses a wrong server key with 401 on Snap and on Core API', async () => {
    const wrong = clients(sim.base, 'SB-Mid-server-wrong');
    const err = await rejection(wrong.snap.createTransaction(orderBody(orderId())));
    expect(err.httpStatusCode).toBe(401);
    expect(err.ApiResponse?.error_messages).toEqual([
      'Access denied due to unauthorized transaction, please check client or server key',
    ]);
    const id = await sim.created();
    const statusErr = await rejection(wrong.core.transaction.status(id));
    expect(statusErr.httpStatusCode).toBe(401);
    const noAuth = await fetch(`${sim.base}/v2/${id}/status`);
    expect(noAuth.status).toBe(401);
  });

  it('has no transaction for Core API until a payment method is chosen (404)', async () => {
    const id = await sim.created();
    const err = await rejection(sim.core.transaction.status(id));
    expect(err.httpStatusCode).toBe(404);
    expect(err.ApiResponse).toMatchObject({
      status_code: '404',
      status_message: "Transaction doesn't exist.",
    });
    const unknown = await rejection(sim.core.transaction.status('NO-SUCH-ORDER'));
    expect(unknown.httpStatusCode).toBe(404);
  });

  it('reports a pending BCA virtual account once the customer chose it', async () => {
    const before = new Date();
    const id = await sim.created();
    const chose = await postJson(`${sim.base}/sim/transactions/${id}/method`, { method: 'bca_va' });
    expect(chose.status).toBe(200);
    const status = await sim.core.transaction.status(id);
    expect(status).toMatchObject({
      status_code: '201',
      status_message: 'Success, transaction is found',
      transaction_status: 'pending',
      order_id: id,
      gross_amount: '150000.00',
      currency: 'IDR',
      payment_type: 'bank_transfer',
      fraud_status: 'accept',
    });
    expect(status.va_numbers).toEqual([{ bank: 'bca', va_number: expect.stringMatching(/^\d{11}$/) }]);
    expect(status.signature_key).toBe(expectedSignature(status));
    expect(status.transaction_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(status.merchant_id).toEqual(expect.any(String));
    expect(status.settlement_time).toBeUndefined();
    expect(status.transaction_time).toMatch(WIB_TIME);
    // WIB times are UTC+7 with no offset written; allow the test's own second to tick over.
    const time = String(status.transaction_time);
    expect([wib(before), wib(new Date())]).toContain(time);
    const expiry = new Date(Date.parse(time.replace(' ', 'T') + '+07:00') + 24 * 3600_000);
    expect(status.expiry_time).toBe(wib(expiry));
    // notification() looks the transaction up by Midtrans's transaction id.
    const byTransactionId = await sim.core.transaction.notification({
      transaction_id: status.transaction_id,
    });
    expect(byTransactionId.order_id).toBe(id);
  });

  it.each([
    [
      'bni_va',
      { va_numbers: [{ bank: 'bni', va_number: expect.stringMatching(/^988\d{13}$/) }] },
      'bank_transfer',
    ],
    [
      'bri_va',
      { va_numbers: [{ bank: 'bri', va_number: expect.stringMatching(/^\d{18}$/) }] },
      'bank_transfer',
    ],
    [
      'cimb_va',
      { va_numbers: [{ bank: 'cimb', va_number: expect.stringMatching(/^\d{16}$/) }] },
      'bank_transfer',
    ],
    ['permata_va', { permata_va_number: expect.stringMatching(/^\d{16}$/) }, 'bank_transfer'],
    ['echannel', { bill_key: expect.stringMatching(/^\d{12}$/), biller_code: '70012' }, 'echannel'],
    ['indomaret', { store: 'indomaret', payment_code: expect.stringMatching(/^\d+$/) }, 'cstore'],
    ['alfamart', { store: 'alfamart', payment_code: expect.stringMatching(/^\d+$/) }, 'cstore'],
  ])('shows the %s payment fields', async (method, fields, paymentType) => {
    const id = await sim.created();
    await postJson(`${sim.base}/sim/transactions/${id}/method`, { method });
    const status = await sim.core.transaction.status(id);
    expect(status).toMatchObject({ ...fields, payment_type: paymentType, transaction_status: 'pending' });
  });

  it.each([
    ['other_qris', 'qris'],
    ['gopay', 'gopay'],
    ['shopeepay', 'shopeepay'],
  ])('gives %s a QR image action and a QR string', async (method, paymentType) => {
    const id = await sim.created();
    await postJson(`${sim.base}/sim/transactions/${id}/method`, { method });
    const status = await sim.core.transaction.status(id);
    expect(status.payment_type).toBe(paymentType);
    expect(status.actions).toEqual([
      { name: 'generate-qr-code', method: 'GET', url: `${sim.base}/sim/qr/${id}.png` },
    ]);
    expect(status.qr_string).toMatch(/^000201/);
    const image = await fetch(`${sim.base}/sim/qr/${id}.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString('ascii'),
    ).toBe('PNG');
  });

  it('resolves an expired transaction with status_code 407 instead of rejecting it', async () => {
    const id = await sim.created();
    await postJson(`${sim.base}/sim/transactions/${id}/method`, { method: 'bca_va' });
    const expired = await postJson(`${sim.base}/sim/transactions/${id}/expire`);
    expect(expired.status).toBe(200);
    const status = await sim.core.transaction.status(id);
    expect(status).toMatchObject({ status_code: '407', transaction_status: 'expire' });
    expect(status.signature_key).toBe(expectedSignature(status));
  });

  it.each([
    ['settle', 'settlement', '200'],
    ['deny', 'deny', '202'],
    ['cancel', 'cancel', '200'],
    ['fail', 'failure', '202'],
  ])('after %s reports %s with status_code %s', async (action, transactionStatus, statusCode) => {
    const id = await sim.created();
    await postJson(`${sim.base}/sim/transactions/${id}/method`, { method: 'echannel' });
    await postJson(`${sim.base}/sim/transactions/${id}/${action}`);
    const status = await sim.core.transaction.status(id);
    expect(status).toMatchObject({ status_code: statusCode, transaction_status: transactionStatus });
    expect(status.settlement_time !== undefined).toBe(transactionStatus === 'settlement');
    // A final status stays final.
    const again = await postJson(`${sim.base}/sim/transactions/${id}/settle`);
    expect(again.status).toBe(409);
    expect((await sim.core.transaction.status(id)).transaction_status).toBe(transactionStatus);
  });

  it('lets the merchant cancel a pending transaction through Core API, and not a settled one', async () => {
    const id = await sim.created();
    await postJson(`${sim.base}/sim/transactions/${id}/method`, { method: 'bni_va' });
    const cancelled = await sim.core.transaction.cancel(id);
    expect(cancelled).toMatchObject({ status_code: '200', transaction_status: 'cancel' });
    expect((await sim.core.transaction.status(id)).transaction_status).toBe('cancel');

    const paid = await sim.created();
    await postJson(`${sim.base}/sim/transactions/${paid}/settle`);
    const err = await rejection(sim.core.transaction.cancel(paid));
    expect(err.httpStatusCode).toBe(412);
  });

  it('expires a pending transaction on its own when its expiry passes, and notifies', async () => {
    // Snap's expiry starts at start_time; starting it 58 s ago with one minute leaves about 2 s.
    const start = new Date(Date.now() - 58_000);
    const startTime = `${wib(start)} +0700`;
    const id = await sim.created({ expiry: { start_time: startTime, unit: 'minute', duration: 1 } });
    await postJson(`${sim.base}/sim/transactions/${id}/method`, { method: 'bri_va' });
    const pending = await sim.core.transaction.status(id);
    expect(pending.transaction_status).toBe('pending');
    expect(pending.expiry_time).toBe(wib(new Date(Math.floor(start.getTime() / 1000) * 1000 + 60_000)));
    const notes = await sim.receiver.waitFor(id, 2, 30_000);
    expect(notes.map((n) => n.body.transaction_status)).toEqual(['pending', 'expire']);
    // The notification says 202; the status API keeps answering 407.
    expect(notes[1].body.status_code).toBe('202');
    expect(notes[1].body.signature_key).toBe(expectedSignature(notes[1].body));
    expect(await sim.core.transaction.status(id)).toMatchObject({
      transaction_status: 'expire',
      status_code: '407',
    });
  });

  it('refuses a payment method after the Snap token expired', async () => {
    const start = new Date(Date.now() - 61_000);
    const id = await sim.created({
      expiry: { start_time: `${wib(start)} +0700`, unit: 'minutes', duration: 1 },
    });
    const chose = await postJson(`${sim.base}/sim/transactions/${id}/method`, { method: 'bca_va' });
    expect(chose.status).toBe(410);
    expect((await rejection(sim.core.transaction.status(id))).httpStatusCode).toBe(404);
  });

  it('lists transactions and forgets them all on reset', async () => {
    const { server: own, base: ownBase } = await startSimulator();
    try {
      const mine = clients(ownBase);
      const id = orderId();
      await mine.snap.createTransaction(orderBody(id));
      const list = await getJson(`${ownBase}/sim/transactions`);
      expect(list.body.transactions).toEqual([expect.objectContaining({ order_id: id, status: 'created' })]);
      expect((await postJson(`${ownBase}/sim/reset`)).status).toBe(200);
      expect((await getJson(`${ownBase}/sim/transactions`)).body.transactions).toEqual([]);
      // After a reset the order id is free again.
      await expect(mine.snap.createTransaction(orderBody(id))).resolves.toHaveProperty('token');
    } finally {
      await close(own);
    }
  });
});
