import { expectedSignature, getJson, MidtransErrorLike, postJson, rejection, useSimulator } from './helpers';

/**
 * What a payment model needs of the simulator beyond the happy lifecycle: a pre-authorised card
 * captured by the merchant, direct refunds, the status API failing on demand, and notifications
 * held back, released late, sent twice and retried when the tester moves the clock.
 */
describe('the tester controls', () => {
  // Retries wait Midtrans's real minutes: only retry-due sends them within a test.
  const sim = useSimulator('TC', { retryScale: 1 });

  const control = (id: string, action: string, body: object = {}) =>
    postJson(`${sim.base}/sim/transactions/${encodeURIComponent(id)}/${action}`, body);
  const idle = () => getJson(`${sim.base}/sim/deliveries/idle`);
  const setFault = (body: object) => postJson(`${sim.base}/sim/faults/status`, body);
  const clearFaults = async (orderId?: string) => {
    const query = orderId ? `?order_id=${encodeURIComponent(orderId)}` : '';
    const res = await fetch(`${sim.base}/sim/faults/status${query}`, { method: 'DELETE' });
    return { status: res.status, body: (await res.json()) as { faults: unknown[] } };
  };
  type DeliveryView = { id: string; state: string; transaction_status: string; attempts: unknown[] };
  const deliveriesOf = async (id: string) =>
    (await getJson(`${sim.base}/sim/transactions/${id}`)).body.deliveries as DeliveryView[];

  afterEach(() => clearFaults());

  describe('a pre-authorised card', () => {
    it('is authorize (200), captured by the merchant through POST /v2/capture, then settles', async () => {
      const id = await sim.created();
      const authorized = await control(id, 'authorize');
      expect(authorized.status).toBe(200);
      expect(authorized.body).toMatchObject({ status: 'authorize', payment_method: 'credit_card' });
      const status = await sim.core.transaction.status(id);
      expect(status).toMatchObject({
        status_code: '200',
        transaction_status: 'authorize',
        fraud_status: 'accept',
        payment_type: 'credit_card',
        masked_card: '481111-1114',
      });
      expect(status.approval_code).toEqual(expect.any(String));
      // Settling an authorisation needs the merchant's capture first.
      expect((await control(id, 'settle')).status).toBe(409);

      const captured = (await (
        sim.core as unknown as { capture(body: object): Promise<Record<string, unknown>> }
      ).capture({ transaction_id: status.transaction_id, gross_amount: 150000 })) as Record<string, unknown>;
      expect(captured).toMatchObject({
        status_code: '200',
        transaction_status: 'capture',
        fraud_status: 'accept',
      });
      expect((await control(id, 'settle')).status).toBe(200);
      await idle();
      expect(sim.receiver.for(id).map((n) => [n.body.transaction_status, n.body.status_code])).toEqual([
        ['pending', '201'],
        ['authorize', '200'],
        ['capture', '200'],
        ['settlement', '200'],
      ]);
      for (const note of sim.receiver.for(id))
        expect(note.body.signature_key).toBe(expectedSignature(note.body));
    });

    it('can be cancelled, denied or expire instead, and is never captured twice', async () => {
      for (const end of ['cancel', 'deny', 'expire']) {
        const id = await sim.created();
        await control(id, 'authorize');
        expect((await control(id, end)).status).toBe(200);
        expect(
          (await sim.core.transaction.status(id).catch((e: MidtransErrorLike) => e.ApiResponse))!
            .transaction_status,
        ).toBe(end === 'expire' ? 'expire' : end);
      }
      const id = await sim.created();
      await control(id, 'authorize');
      const { transaction_id } = await sim.core.transaction.status(id);
      const core = sim.core as unknown as { capture(body: object): Promise<unknown> };
      await core.capture({ transaction_id });
      const again = await rejection(core.capture({ transaction_id }));
      expect(again.httpStatusCode).toBe(412);
    });

    it('is refused to every channel but the card', async () => {
      const id = await sim.created();
      const refused = await control(id, 'authorize', { method: 'bca_va' });
      expect(refused.status).toBe(409);
    });
  });

  describe('a direct refund', () => {
    it("refunds a settled QRIS payment at the wallet and notifies it, with the refund API's answer", async () => {
      const id = await sim.created();
      await control(id, 'settle', { method: 'other_qris' });
      const refund = (await (
        sim.core.transaction as unknown as {
          refundDirect(id: string, body: object): Promise<Record<string, unknown>>;
        }
      ).refundDirect(id, { refund_key: 'direct-1', amount: 40000, reason: 'Salah pilih paket' })) as Record<
        string,
        unknown
      >;
      expect(refund).toMatchObject({
        status_code: '200',
        transaction_status: 'partial_refund',
        refund_amount: '40000.00',
        refund_key: 'direct-1',
      });
      await idle();
      const last = sim.receiver.for(id).at(-1)!;
      expect(last.body).toMatchObject({ transaction_status: 'partial_refund', refund_amount: '40000.00' });
    });

    it('is refused for a bank transfer, which only the refund API takes', async () => {
      const id = await sim.created();
      await control(id, 'settle', { method: 'bca_va' });
      const direct = sim.core.transaction as unknown as {
        refundDirect(id: string, body: object): Promise<unknown>;
      };
      const refused = await rejection(direct.refundDirect(id, { amount: 1000 }));
      expect(refused.httpStatusCode).toBe(412);
      expect((await sim.core.transaction.status(id)).transaction_status).toBe('settlement');
    });
  });

  describe('the status API failing', () => {
    it('answers a 5xx for one order until cleared, while other orders are answered', async () => {
      const [broken, fine] = [await sim.created(), await sim.created()];
      await control(broken, 'method', { method: 'bca_va' });
      await control(fine, 'method', { method: 'bca_va' });
      expect((await setFault({ order_id: broken, mode: 'error', http_status: 503 })).status).toBe(200);
      for (let i = 0; i < 3; i++) {
        const failed = await rejection(sim.core.transaction.status(broken));
        expect(failed.httpStatusCode).toBe(503);
      }
      expect((await sim.core.transaction.status(fine)).transaction_status).toBe('pending');
      await clearFaults(broken);
      expect((await sim.core.transaction.status(broken)).transaction_status).toBe('pending');
    });

    it('answers 404 for a transaction it knows, for a number of answers', async () => {
      const id = await sim.created();
      await control(id, 'settle', { method: 'bni_va' });
      await setFault({ order_id: id, mode: 'not_found', times: 2 });
      for (let i = 0; i < 2; i++)
        expect((await rejection(sim.core.transaction.status(id))).httpStatusCode).toBe(404);
      expect((await sim.core.transaction.status(id)).transaction_status).toBe('settlement');
      expect((await getJson(`${sim.base}/sim/faults/status`)).body.faults).toEqual([]);
    });

    it('does not answer at all for every order: the client gives up on its own timeout', async () => {
      const id = await sim.created();
      await control(id, 'method', { method: 'bca_va' });
      await setFault({ mode: 'timeout' });
      const http = (
        sim.core as unknown as { httpClient: { http_client: { defaults: { timeout?: number } } } }
      ).httpClient.http_client;
      const before = http.defaults.timeout;
      http.defaults.timeout = 200;
      try {
        const silent = await rejection(sim.core.transaction.status(id));
        expect(silent.httpStatusCode).toBeNull();
      } finally {
        http.defaults.timeout = before;
      }
      await clearFaults();
      expect((await sim.core.transaction.status(id)).transaction_status).toBe('pending');
    });

    it('refuses a fault it cannot play', async () => {
      expect((await setFault({ mode: 'slow' })).status).toBe(400);
      expect((await setFault({ mode: 'error', http_status: 418 })).status).toBe(400);
      expect((await setFault({ mode: 'error', times: 0 })).status).toBe(400);
      expect((await getJson(`${sim.base}/sim/faults/status`)).body.faults).toEqual([]);
    });
  });

  describe('notifications held, released, duplicated and retried', () => {
    it('holds a notification until released: a settlement can arrive before its pending', async () => {
      const id = await sim.created();
      await control(id, 'method', { method: 'bca_va', notify: 'hold' });
      await control(id, 'settle', { notify: 'hold' });
      await idle();
      expect(sim.receiver.for(id)).toEqual([]);
      const [pending, settlement] = await deliveriesOf(id);
      expect([pending.state, settlement.state]).toEqual(['held', 'held']);

      expect((await postJson(`${sim.base}/sim/deliveries/${settlement.id}/release`)).status).toBe(200);
      expect((await postJson(`${sim.base}/sim/deliveries/${pending.id}/release`)).status).toBe(200);
      await idle();
      expect(sim.receiver.for(id).map((n) => n.body.transaction_status)).toEqual(['settlement', 'pending']);
      // Released once only: a second release is refused, a duplicate is its own delivery.
      expect((await postJson(`${sim.base}/sim/deliveries/${pending.id}/release`)).status).toBe(409);
      const copy = await postJson(`${sim.base}/sim/deliveries/${pending.id}/duplicate`);
      expect(copy.status).toBe(200);
      expect(copy.body.id).not.toBe(pending.id);
      await idle();
      const received = sim.receiver.for(id).map((n) => n.body);
      expect(received.map((b) => b.transaction_status)).toEqual(['settlement', 'pending', 'pending']);
      expect(received[2]).toEqual(received[1]);
      expect((await getJson(`${sim.base}/sim/deliveries/nope/release`)).status).toBe(404);
    });

    it("retries a refused notification only when the clock is moved, by Midtrans's rule", async () => {
      const id = await sim.created();
      sim.receiver.answer = (body) => (body.order_id === id ? 503 : 200);
      try {
        await control(id, 'settle', { method: 'bri_va' });
        await idle();
        const [pending] = await deliveriesOf(id);
        expect(pending.state).toBe('retry_scheduled');
        expect(pending.attempts).toHaveLength(1);
        // 503: four more tries, then Midtrans gives up.
        for (let round = 2; round <= 5; round++) {
          const due = await postJson(`${sim.base}/sim/deliveries/retry-due`);
          expect((due.body.deliveries as DeliveryView[]).filter((d) => d.id === pending.id)).toHaveLength(1);
          expect((await getJson(`${sim.base}/sim/deliveries/${pending.id}`)).body.attempts).toHaveLength(
            round,
          );
        }
        const last = await getJson(`${sim.base}/sim/deliveries/${pending.id}`);
        expect(last.body.state).toBe('failed');
        const due = await postJson(`${sim.base}/sim/deliveries/retry-due`);
        expect((due.body.deliveries as DeliveryView[]).some((d) => d.id === pending.id)).toBe(false);
      } finally {
        sim.receiver.answer = () => 200;
      }
    });
  });

  it("lets a denied payment's Snap page run out: it can no longer be paid again", async () => {
    const id = await sim.created();
    await control(id, 'deny', { method: 'credit_card' });
    expect((await control(id, 'expire-page')).status).toBe(200);
    const retried = await control(id, 'retry', { method: 'bca_va' });
    expect(retried.status).toBe(410);
    expect((await sim.core.transaction.status(id)).transaction_status).toBe('deny');
  });
});
