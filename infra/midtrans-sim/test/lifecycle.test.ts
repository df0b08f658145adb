import {
  expectedSignature,
  getJson,
  orderBody,
  orderId,
  postJson,
  ReceivedNotification,
  rejection,
  sleep,
  useSimulator,
  wib,
} from './helpers';

const WIB_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * docs/PAYMENTS.md, "The provider's facts": every value is a string except the arrays and
 * refund_chargeback_id.
 */
function nonStringFields(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => nonStringFields(item, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => {
      if (key === 'refund_chargeback_id') return typeof item === 'number' ? [] : [`${path}.${key}`];
      return nonStringFields(item, `${path}.${key}`);
    });
  }
  return typeof value === 'string' ? [] : [path];
}

function summary(notes: ReceivedNotification[]): [unknown, unknown, unknown][] {
  return notes.map((n) => [n.body.transaction_status, n.body.status_code, n.body.fraud_status]);
}

describe('the whole Midtrans lifecycle', () => {
  const sim = useSimulator('LC');

  function control(id: string, action: string, body: object = {}) {
    return postJson(`${sim.base}/sim/transactions/${encodeURIComponent(id)}/${action}`, body);
  }

  /** Waits for `count` notifications, then checks that no more arrive and that each is signed. */
  async function notified(id: string, count: number): Promise<ReceivedNotification[]> {
    await sim.receiver.waitFor(id, count);
    await sleep(150);
    const notes = sim.receiver.for(id);
    expect(notes).toHaveLength(count);
    for (const note of notes) {
      expect(note.body.signature_key).toBe(expectedSignature(note.body));
      expect(nonStringFields(note.body)).toEqual([]);
    }
    return notes;
  }

  async function settled(method: string): Promise<string> {
    const id = await sim.created();
    expect((await control(id, 'settle', { method })).status).toBe(200);
    await sim.receiver.waitFor(id, 2);
    return id;
  }

  describe('card', () => {
    it('offers the card by default and captures it: pending, capture accept 200, then settlement', async () => {
      const id = await sim.created();
      const view = await getJson(`${sim.base}/sim/transactions/${id}`);
      expect((view.body.request as Record<string, unknown>).enabled_payments).toBeUndefined();

      const captured = await control(id, 'capture');
      expect(captured.status).toBe(200);
      expect(captured.body).toMatchObject({
        status: 'capture',
        fraud_status: 'accept',
        payment_method: 'credit_card',
        payment_type: 'credit_card',
      });
      const status = await sim.core.transaction.status(id);
      expect(status).toMatchObject({
        status_code: '200',
        transaction_status: 'capture',
        fraud_status: 'accept',
        payment_type: 'credit_card',
        masked_card: '481111-1114',
        bank: 'bni',
        eci: '05',
        card_type: 'credit',
        channel_response_code: '00',
        channel_response_message: 'Approved',
        approval_code: expect.stringMatching(/^\d+$/),
      });
      expect(status.signature_key).toBe(expectedSignature(status));
      expect(nonStringFields(status)).toEqual([]);

      expect((await control(id, 'settle')).body.status).toBe('settlement');
      const notes = await notified(id, 3);
      expect(summary(notes)).toEqual([
        ['pending', '201', 'accept'],
        ['capture', '200', 'accept'],
        ['settlement', '200', 'accept'],
      ]);
      expect(notes[0].body).toMatchObject({ masked_card: '481111-1114', bank: 'bni', card_type: 'credit' });
      expect(notes[0].body.approval_code).toBeUndefined();
      expect(notes[0].body.channel_response_code).toBeUndefined();
      expect(notes[2].body.approval_code).toBe(status.approval_code);
      expect(notes[2].body.settlement_time).toMatch(WIB_TIME);
    });

    it('enables the card only when enabled_payments names it', async () => {
      const without = await sim.created({ enabled_payments: ['bca_va'] });
      expect((await control(without, 'capture')).status).toBe(400);
      const withCard = await sim.created({ enabled_payments: ['credit_card'] });
      expect((await control(withCard, 'capture')).status).toBe(200);
    });

    it('holds a challenged capture (201) until the merchant approves it through Core API', async () => {
      const id = await sim.created();
      const challenged = await control(id, 'capture?fraud=challenge');
      expect(challenged.body).toMatchObject({ status: 'capture', fraud_status: 'challenge' });
      const held = await sim.core.transaction.status(id);
      expect(held).toMatchObject({
        status_code: '201',
        transaction_status: 'capture',
        fraud_status: 'challenge',
      });
      expect(held.approval_code).toBeUndefined();
      expect(held.signature_key).toBe(expectedSignature(held));

      // A challenged payment is not settled by the next day's run: it waits for a decision.
      expect((await control(id, 'settle')).status).toBe(409);

      const approved = await sim.core.transaction.approve(id);
      expect(approved).toMatchObject({
        status_code: '200',
        status_message: 'Success, transaction is approved',
        transaction_status: 'capture',
        fraud_status: 'accept',
        approval_code: expect.stringMatching(/^\d+$/),
      });
      expect(approved.signature_key).toBeUndefined();
      expect((await rejection(sim.core.transaction.approve(id))).httpStatusCode).toBe(412);

      const notes = await notified(id, 3);
      expect(summary(notes)).toEqual([
        ['pending', '201', 'accept'],
        ['capture', '201', 'challenge'],
        ['capture', '200', 'accept'],
      ]);
    });

    it('lets the merchant deny a challenged capture through Core API, and nothing else', async () => {
      const id = await sim.created();
      await control(id, 'capture', { fraud: 'challenge' });
      const denied = await sim.core.transaction.deny(id);
      expect(denied).toMatchObject({
        status_code: '200',
        status_message: 'Success, transaction is denied',
        transaction_status: 'deny',
        fraud_status: 'deny',
      });
      expect(await sim.core.transaction.status(id)).toMatchObject({
        status_code: '202',
        fraud_status: 'deny',
      });
      const notes = await notified(id, 3);
      expect(summary(notes)[2]).toEqual(['deny', '202', 'deny']);

      const pending = await sim.created();
      await control(pending, 'method', { method: 'credit_card' });
      const err = await rejection(sim.core.transaction.deny(pending));
      expect(err.httpStatusCode).toBe(412);
      expect(err.ApiResponse).toMatchObject({
        status_code: '412',
        status_message: 'Merchant cannot modify the status of the transaction',
      });
      expect((await rejection(sim.core.transaction.approve(pending))).httpStatusCode).toBe(412);
    });

    it('denies a challenged capture and approves one from the control API; refuses approve elsewhere', async () => {
      const id = await sim.created();
      await control(id, 'capture?fraud=challenge&notify=false');
      expect((await control(id, 'deny')).body).toMatchObject({ status: 'deny', fraud_status: 'deny' });

      const other = await sim.created();
      await control(other, 'capture?fraud=challenge');
      expect((await control(other, 'approve')).body).toMatchObject({
        status: 'capture',
        fraud_status: 'accept',
      });
      expect((await control(other, 'approve')).status).toBe(409);
      expect((await control(other, 'capture')).status).toBe(409);
      expect((await control(other, 'capture?fraud=maybe')).status).toBe(400);
      expect((await control('NO-SUCH-ORDER', 'approve')).status).toBe(404);
    });

    it('refuses to capture a channel that is not a card', async () => {
      const id = await sim.created();
      await control(id, 'method', { method: 'bca_va' });
      const refused = await control(id, 'capture');
      expect(refused.status).toBe(409);
      expect((await sim.core.transaction.status(id)).transaction_status).toBe('pending');

      const untouched = await sim.created();
      expect((await control(untouched, 'capture?method=bca_va')).status).toBe(409);
      expect((await getJson(`${sim.base}/sim/transactions/${untouched}`)).body.status).toBe('created');
    });

    it('voids a capture with Core API cancel (200), and refuses to cancel a settled payment', async () => {
      const id = await sim.created();
      await control(id, 'capture');
      const cancelled = await sim.core.transaction.cancel(id);
      expect(cancelled).toMatchObject({
        status_code: '200',
        status_message: 'Success, transaction is canceled',
        transaction_status: 'cancel',
      });
      const status = await sim.core.transaction.status(id);
      expect(status).toMatchObject({ status_code: '200', transaction_status: 'cancel' });
      expect(status.signature_key).toBe(expectedSignature(status));
      const notes = await notified(id, 3);
      expect(summary(notes)[2]).toEqual(['cancel', '200', 'accept']);

      const voided = await sim.created();
      await control(voided, 'capture?fraud=challenge');
      expect((await control(voided, 'cancel')).body.status).toBe('cancel');

      const paid = await sim.created();
      await control(paid, 'capture');
      await control(paid, 'settle');
      expect((await rejection(sim.core.transaction.cancel(paid))).httpStatusCode).toBe(412);
      expect((await control(paid, 'cancel')).status).toBe(409);
    });

    it('captures a pending card before settling it', async () => {
      const id = await sim.created();
      const result = await control(id, 'settle?method=credit_card');
      expect(result.body.status).toBe('settlement');
      expect(summary(await notified(id, 3)).map(([status]) => status)).toEqual([
        'pending',
        'capture',
        'settlement',
      ]);
    });
  });

  describe('refunds', () => {
    it('refunds part, answers a repeated refund_key with the same refund, then refunds the rest', async () => {
      const id = await settled('gopay');
      const first = await sim.core.transaction.refund(id, {
        refund_key: 'r-1',
        amount: 50000,
        reason: 'ukuran salah',
      });
      expect(first).toMatchObject({
        status_code: '200',
        status_message: 'Success, refund request is approved',
        order_id: id,
        transaction_status: 'partial_refund',
        gross_amount: '150000.00',
        refund_amount: '50000.00',
        refund_key: 'r-1',
      });
      expect(first.refund_chargeback_id).toEqual(expect.any(Number));

      const again = await sim.core.transaction.refund(id, {
        refund_key: 'r-1',
        amount: 50000,
        reason: 'ukuran salah',
      });
      expect(again).toMatchObject({
        refund_chargeback_id: first.refund_chargeback_id,
        refund_amount: '50000.00',
        transaction_status: 'partial_refund',
      });
      const keyReused = await rejection(
        sim.core.transaction.refund(id, { refund_key: 'r-1', amount: 20000 }),
      );
      expect(keyReused.httpStatusCode).toBe(406);
      expect(keyReused.ApiResponse).toMatchObject({
        status_code: '406',
        status_message: 'Duplicate refund ID',
      });

      const tooMuch = await rejection(sim.core.transaction.refund(id, { refund_key: 'r-2', amount: 100001 }));
      expect(tooMuch.httpStatusCode).toBe(414);
      expect(tooMuch.ApiResponse).toMatchObject({
        status_code: '414',
        status_message: 'Refund request is rejected due to invalid amount',
      });
      expect((await rejection(sim.core.transaction.refund(id, { amount: 0 }))).httpStatusCode).toBe(414);

      const rest = await sim.core.transaction.refund(id, { refund_key: 'r-2' });
      expect(rest).toMatchObject({
        transaction_status: 'refund',
        refund_amount: '100000.00',
        refund_key: 'r-2',
      });
      expect(rest.refund_chargeback_id).not.toBe(first.refund_chargeback_id);
      expect((await rejection(sim.core.transaction.refund(id, { refund_key: 'r-3' }))).httpStatusCode).toBe(
        412,
      );

      const status = await sim.core.transaction.status(id);
      expect(status).toMatchObject({
        status_code: '200',
        transaction_status: 'refund',
        refund_amount: '150000.00',
      });
      expect(status.refunds).toEqual([
        {
          refund_chargeback_id: first.refund_chargeback_id,
          refund_amount: '50000.00',
          created_at: expect.stringMatching(WIB_TIME),
          reason: 'ukuran salah',
          refund_key: 'r-1',
        },
        {
          refund_chargeback_id: rest.refund_chargeback_id,
          refund_amount: '100000.00',
          created_at: expect.stringMatching(WIB_TIME),
          reason: '',
          refund_key: 'r-2',
        },
      ]);
      expect(status.signature_key).toBe(expectedSignature(status));

      // The repeated key changed nothing, so it was not notified either.
      const notes = await notified(id, 4);
      expect(summary(notes).map(([status, code]) => [status, code])).toEqual([
        ['pending', '201'],
        ['settlement', '200'],
        ['partial_refund', '200'],
        ['refund', '200'],
      ]);
      expect(notes[2].body).toMatchObject({ refund_amount: '50000.00' });
      expect(notes[2].body.refunds).toHaveLength(1);
      expect(notes[3].body).toMatchObject({ refund_amount: '150000.00', refunds: status.refunds });
    });

    it('refuses to refund what is not settled: pending or a capture (that one is cancelled instead)', async () => {
      const pending = await sim.created();
      await control(pending, 'method', { method: 'other_qris' });
      const err = await rejection(sim.core.transaction.refund(pending, { amount: 1000 }));
      expect(err.httpStatusCode).toBe(412);
      expect(err.ApiResponse).toMatchObject({
        status_code: '412',
        status_message: 'Merchant cannot modify the status of the transaction',
      });
      const captured = await sim.created();
      await control(captured, 'capture');
      expect((await rejection(sim.core.transaction.refund(captured, {}))).httpStatusCode).toBe(412);
      expect((await control(captured, 'refund')).status).toBe(409);
      expect((await rejection(sim.core.transaction.refund('NO-SUCH-ORDER', {}))).httpStatusCode).toBe(404);
    });

    it('refunds from the control API in parts until the whole amount went back', async () => {
      const id = await settled('bca_va');
      const part = await control(id, 'refund', { amount: 30000, reason: 'diskon susulan' });
      expect(part.status).toBe(200);
      expect(part.body.status).toBe('partial_refund');
      const more = await control(id, 'refund', { amount: 20000 });
      expect((more.body.midtrans as Record<string, unknown>).refund_amount).toBe('50000.00');
      expect(more.body.status).toBe('partial_refund');
      expect((await control(id, 'refund', { amount: 100001 })).status).toBe(409);
      expect((await control(id, 'refund', { amount: -5 })).status).toBe(400);
      expect((await control(id, 'refund', { amount: 'banyak' })).status).toBe(400);
      const rest = await control(id, 'refund', { amount: 100000 });
      expect(rest.body.status).toBe('refund');
      const notes = await notified(id, 5);
      expect(notes.map((n) => [n.body.transaction_status, n.body.refund_amount])).toEqual([
        ['pending', undefined],
        ['settlement', undefined],
        ['partial_refund', '30000.00'],
        ['partial_refund', '50000.00'],
        ['refund', '150000.00'],
      ]);
      expect((notes[4].body.refunds as unknown[]).length).toBe(3);
      expect((await control(id, 'refund')).status).toBe(409);
    });
  });

  describe('chargebacks', () => {
    it('takes part, then the rest, back; a chargeback is final', async () => {
      const id = await settled('credit_card');
      const part = await control(id, 'chargeback', { amount: 40000 });
      expect(part.body.status).toBe('partial_chargeback');
      expect((await control(id, 'refund', { amount: 1000 })).status).toBe(409);
      expect((await rejection(sim.core.transaction.refund(id, { amount: 1000 }))).httpStatusCode).toBe(412);
      const rest = await control(id, 'chargeback');
      expect(rest.body.status).toBe('chargeback');
      expect((await control(id, 'chargeback')).status).toBe(409);

      const status = await sim.core.transaction.status(id);
      expect(status).toMatchObject({
        status_code: '200',
        transaction_status: 'chargeback',
        refund_amount: '150000.00',
      });
      expect(status.refunds).toEqual([
        expect.objectContaining({ refund_amount: '40000.00', reason: 'chargeback' }),
        expect.objectContaining({ refund_amount: '110000.00', reason: 'chargeback' }),
      ]);
      const notes = await notified(id, 5);
      expect(summary(notes).slice(3)).toEqual([
        ['partial_chargeback', '200', 'accept'],
        ['chargeback', '200', 'accept'],
      ]);
    });

    it('charges back after a partial or a full refund', async () => {
      const partlyRefunded = await settled('shopeepay');
      await control(partlyRefunded, 'refund', { amount: 10000 });
      expect((await control(partlyRefunded, 'chargeback', { amount: 5000 })).body.status).toBe(
        'partial_chargeback',
      );

      const refunded = await settled('other_qris');
      await control(refunded, 'refund');
      // After a full refund only a whole chargeback can follow.
      expect((await control(refunded, 'chargeback', { amount: 5000 })).status).toBe(409);
      const chargedBack = await control(refunded, 'chargeback');
      expect(chargedBack.body.status).toBe('chargeback');
      expect((chargedBack.body.midtrans as Record<string, unknown>).refund_amount).toBe('300000.00');
    });

    it('refuses a chargeback of a pending payment', async () => {
      const id = await sim.created();
      await control(id, 'method', { method: 'bni_va' });
      expect((await control(id, 'chargeback')).status).toBe(409);
    });
  });

  describe('reversal and retry', () => {
    it.each(['permata_va', 'echannel', 'indomaret'])(
      'reverses a settled %s payment to deny (202)',
      async (method) => {
        const id = await settled(method);
        const reversed = await control(id, 'reverse');
        expect(reversed.status).toBe(200);
        expect(reversed.body.status).toBe('deny');
        expect(await sim.core.transaction.status(id)).toMatchObject({
          status_code: '202',
          transaction_status: 'deny',
        });
        const notes = await notified(id, 3);
        expect(notes[2].body).toMatchObject({ transaction_status: 'deny', status_code: '202' });
        expect(notes[2].body.settlement_time).toEqual(notes[1].body.settlement_time);
        // The order was paid once: a reversal is not a deny the customer can pay again after.
        const retried = await control(id, 'retry', { method: 'bca_va' });
        expect(retried.status).toBe(409);
        expect(retried.body.error).toMatch(/reversed/);
      },
    );

    it('refuses to reverse a BCA payment, or one that is not settled', async () => {
      const id = await settled('bca_va');
      const refused = await control(id, 'reverse');
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/bca_va/);
      expect((await sim.core.transaction.status(id)).transaction_status).toBe('settlement');
      await sleep(150);
      expect(sim.receiver.for(id)).toHaveLength(2);

      const pending = await sim.created();
      await control(pending, 'method', { method: 'permata_va' });
      expect((await control(pending, 'reverse')).status).toBe(409);
    });

    it('lets a denied payment be paid again under a new transaction id, the old one still denied', async () => {
      const id = await sim.created();
      await control(id, 'method', { method: 'bca_va' });
      const denied = await control(id, 'deny');
      const firstTransaction = denied.body.transaction_id as string;
      expect((await control(id, 'settle')).status).toBe(409);

      const retried = await control(id, 'retry', { method: 'bni_va' });
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ status: 'pending', payment_method: 'bni_va' });
      const secondTransaction = retried.body.transaction_id as string;
      expect(secondTransaction).not.toBe(firstTransaction);
      expect((await control(id, 'retry')).status).toBe(409);

      await control(id, 'settle');
      const status = await sim.core.transaction.status(id);
      expect(status).toMatchObject({ transaction_status: 'settlement', transaction_id: secondTransaction });
      // Looking the first notification up by its transaction id still finds that attempt, denied.
      const first = await sim.core.transaction.notification({ transaction_id: firstTransaction });
      expect(first).toMatchObject({ transaction_status: 'deny', status_code: '202', order_id: id });

      const notes = await notified(id, 4);
      expect(notes.map((n) => [n.body.transaction_status, n.body.transaction_id])).toEqual([
        ['pending', firstTransaction],
        ['deny', firstTransaction],
        ['pending', secondTransaction],
        ['settlement', secondTransaction],
      ]);
    });

    it('retries a declined card on the same channel and captures it', async () => {
      const id = await sim.created();
      await control(id, 'method', { method: 'credit_card' });
      const declined = await control(id, 'deny');
      expect((declined.body.midtrans as Record<string, unknown>).channel_response_code).toBe('05');
      const retried = await control(id, 'retry');
      expect(retried.body).toMatchObject({ status: 'pending', payment_method: 'credit_card' });
      expect((await control(id, 'capture')).body).toMatchObject({
        status: 'capture',
        fraud_status: 'accept',
      });
      expect(summary(await notified(id, 4))).toEqual([
        ['pending', '201', 'accept'],
        ['deny', '202', 'accept'],
        ['pending', '201', 'accept'],
        ['capture', '200', 'accept'],
      ]);
    });

    it('refuses a retry once the Snap page expired', async () => {
      // Started 57 s ago with one minute: about 3 s left.
      const start = new Date(Date.now() - 57_000);
      const id = await sim.created({
        expiry: { start_time: `${wib(start)} +0700`, unit: 'minute', duration: 1 },
      });
      await control(id, 'method', { method: 'gopay' });
      expect((await control(id, 'deny')).body.status).toBe('deny');
      await sleep(3500);
      expect((await control(id, 'retry')).status).toBe(410);
      expect((await getJson(`${sim.base}/sim/transactions/${id}`)).body.status).toBe('deny');
    });
  });

  describe('field sets per channel', () => {
    it('gives BCA payment_amounts: empty while pending, the payment once paid', async () => {
      const id = await sim.created();
      await control(id, 'method', { method: 'bca_va' });
      const pending = await sim.core.transaction.status(id);
      expect(pending.payment_amounts).toEqual([]);
      await control(id, 'settle');
      const paid = await sim.core.transaction.status(id);
      expect(paid.payment_amounts).toEqual([{ paid_at: paid.settlement_time, amount: '150000.00' }]);
      expect(nonStringFields(paid)).toEqual([]);
    });

    it.each([
      ['bni_va', ['va_numbers', 'payment_amounts', 'fraud_status'], ['permata_va_number']],
      ['bri_va', ['va_numbers', 'payment_amounts'], ['bill_key']],
      ['cimb_va', ['va_numbers', 'payment_amounts'], ['store']],
      ['permata_va', ['permata_va_number', 'fraud_status'], ['va_numbers', 'payment_amounts']],
      ['echannel', ['biller_code', 'bill_key'], ['va_numbers']],
      ['indomaret', ['store', 'payment_code'], ['fraud_status', 'va_numbers']],
      ['alfamart', ['store', 'payment_code', 'fraud_status'], ['va_numbers']],
      ['credit_card', ['masked_card', 'bank', 'card_type'], ['va_numbers', 'approval_code']],
    ])('notifies %s with its own fields', async (method, present, absent) => {
      const id = await sim.created();
      await control(id, 'method', { method });
      const [note] = await notified(id, 1);
      for (const field of present) expect([field, note.body[field]]).toEqual([field, expect.anything()]);
      for (const field of absent) expect([field, note.body[field]]).toEqual([field, undefined]);
    });

    it.each([
      ['other_qris', 'qris', 'off-us', 'dana', 'gopay', true],
      ['gopay', 'gopay', 'on-us', 'gopay', 'gopay', false],
      ['shopeepay', 'shopeepay', 'on-us', 'shopeepay', 'shopeepay', false],
    ])(
      'tells who paid %s once it is paid',
      async (method, paymentType, type, issuer, acquirer, crossReference) => {
        const id = await sim.created();
        await control(id, 'method', { method });
        const pending = await sim.core.transaction.status(id);
        expect(pending).toMatchObject({ payment_type: paymentType, acquirer });
        expect(pending.issuer).toBeUndefined();
        await control(id, 'settle');
        const notes = await notified(id, 2);
        expect(notes[1].body).toMatchObject({
          payment_type: paymentType,
          transaction_type: type,
          issuer,
          acquirer,
          qr_string: expect.stringMatching(/^000201/),
        });
        expect(typeof notes[1].body.merchant_cross_reference_id === 'string').toBe(crossReference);
      },
    );
  });

  describe('merchant expire and unused Snap pages', () => {
    it('expires a pending transaction through Core API: the answer and status say 407, the notification 202', async () => {
      const id = await sim.created();
      await control(id, 'method', { method: 'alfamart' });
      const expired = await sim.core.transaction.expire(id);
      expect(expired).toMatchObject({ status_code: '407', transaction_status: 'expire' });
      expect((await sim.core.transaction.status(id)).status_code).toBe('407');
      const notes = await notified(id, 2);
      expect(notes[1].body).toMatchObject({ transaction_status: 'expire', status_code: '202' });
      expect((await rejection(sim.core.transaction.expire(id))).httpStatusCode).toBe(412);
    });

    it('runs an unused Snap page out silently: no notification, no transaction, the page refuses', async () => {
      const id = orderId('LC');
      const { token } = await sim.snap.createTransaction(orderBody(id));
      const expired = await control(id, 'expire-page');
      expect(expired.status).toBe(200);
      expect(expired.body).toMatchObject({ status: 'created', midtrans: null });
      expect((await rejection(sim.core.transaction.status(id))).httpStatusCode).toBe(404);
      const page = await getJson(`${sim.base}/snap/v1/transactions/${token}`);
      expect(page.body).toMatchObject({ expired: true, transaction: null });
      const chose = await postJson(`${sim.base}/snap/v1/transactions/${token}/choose`, { method: 'bca_va' });
      expect(chose.status).toBe(410);
      expect((await control(id, 'method', { method: 'bca_va' })).status).toBe(410);
      await sleep(300);
      expect(sim.receiver.for(id)).toEqual([]);
      expect((await getJson(`${sim.base}/sim/transactions/${id}`)).body.deliveries).toEqual([]);
    });

    it('does not run out a page whose customer already chose a channel', async () => {
      const id = await sim.created();
      await control(id, 'method', { method: 'bca_va' });
      expect((await control(id, 'expire-page')).status).toBe(409);
      expect((await control('NO-SUCH-ORDER', 'expire-page')).status).toBe(404);
    });
  });

  it('changes silently with notify=false on every new route', async () => {
    const card = await sim.created();
    await control(card, 'capture?fraud=challenge&notify=false');
    await control(card, 'approve?notify=false');
    await control(card, 'settle?notify=false');
    await control(card, 'refund?notify=false', { amount: 1000 });
    await control(card, 'chargeback?notify=false', { amount: 1000 });
    const denied = await sim.created();
    await control(denied, 'deny?notify=false');
    await control(denied, 'retry?notify=false');
    const reversed = await sim.created();
    await control(reversed, 'settle?method=permata_va&notify=false');
    await control(reversed, 'reverse?notify=false');
    expect((await getJson(`${sim.base}/sim/transactions/${card}`)).body.status).toBe('partial_chargeback');
    expect((await getJson(`${sim.base}/sim/transactions/${denied}`)).body.status).toBe('pending');
    expect((await getJson(`${sim.base}/sim/transactions/${reversed}`)).body.status).toBe('deny');
    await sleep(300);
    for (const id of [card, denied, reversed]) expect(sim.receiver.for(id)).toEqual([]);
  });
});
