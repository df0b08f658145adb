import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../stack/src/chromium';
import { createServer, Server } from 'node:http';
import { Browser, chromium, Page } from 'playwright-core';
import {
  clients,
  close,
  CoreClient,
  expectedSignature,
  listen,
  NotificationReceiver,
  orderBody,
  orderId,
  rejection,
  SnapClient,
  startSimulator,
} from './helpers';

interface SnapEvent {
  name: 'success' | 'pending' | 'error' | 'close';
  args: Record<string, unknown>[];
}

/** A merchant page on another origin, loading snap.js from the simulator as the shop does. */
function shopPage(simBase: string): string {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Toko</title></head>
<body>
<button id="buy">Bayar Sekarang</button>
<div id="embed-here"></div>
<script src="${simBase}/snap/snap.js"></script>
<script>
  window.events = [];
  function record(name) {
    return function () { window.events.push({ name: name, args: Array.prototype.slice.call(arguments) }); };
  }
  window.callbacks = {
    onSuccess: record('success'), onPending: record('pending'), onError: record('error'), onClose: record('close'),
  };
  window.startPayment = function (token) { window.snap.pay(token, window.callbacks); };
</script>
</body></html>`;
}

describe('snap.js in Chromium', () => {
  let sim: { base: string; server: Server };
  let shop: Server;
  let shopUrl: string;
  let browser: Browser;
  let snap: SnapClient;
  let core: CoreClient;
  const receiver = new NotificationReceiver();

  beforeAll(async () => {
    await receiver.start();
    sim = await startSimulator({ notificationUrl: receiver.url, retryScale: 0.0001 });
    ({ snap, core } = clients(sim.base));
    shop = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(shopPage(sim.base));
    });
    shopUrl = await listen(shop);
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await close(shop);
    await close(sim.server);
    await receiver.stop();
  });

  async function newTransaction(): Promise<{ id: string; token: string; redirectUrl: string }> {
    const id = orderId('B');
    const { token, redirect_url } = await snap.createTransaction(orderBody(id));
    return { id, token, redirectUrl: redirect_url };
  }

  async function openShop(width = 1280): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height: 740 } });
    await page.goto(shopUrl);
    return page;
  }

  const start = (t: string) => (window as unknown as { startPayment(t: string): void }).startPayment(t);

  async function waitForEvents(page: Page, count: number): Promise<SnapEvent[]> {
    await page.waitForFunction((n) => (window as unknown as { events: unknown[] }).events.length >= n, count);
    return page.evaluate(() => (window as unknown as { events: SnapEvent[] }).events);
  }

  it('serves snap.js as JavaScript that any origin may load', async () => {
    const res = await fetch(`${sim.base}/snap/snap.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const page = await openShop();
    try {
      const api = await page.evaluate(() => {
        const snapApi = (window as unknown as { snap: Record<string, unknown> }).snap;
        return ['pay', 'embed', 'hide'].map((name) => typeof snapApi[name]);
      });
      expect(api).toEqual(['function', 'function', 'function']);
    } finally {
      await page.close();
    }
  });

  it('pays by BCA VA: onSuccess gets the settlement and the shop is notified', async () => {
    const { id, token } = await newTransaction();
    const page = await openShop();
    try {
      await page.evaluate(
        (t) => (window as unknown as { startPayment(t: string): void }).startPayment(t),
        token,
      );
      const dialog = page.getByRole('dialog', { name: /Pembayaran/ });
      await expect(dialog.getByTestId('sim-order-id').textContent()).resolves.toBe(id);
      await expect(dialog.getByTestId('sim-amount').textContent()).resolves.toMatch(/^Rp\s?150\.000$/);
      await page.getByTestId('sim-method-bca_va').click();
      const vaNumber = await page.getByTestId('sim-va-number').textContent();
      await page.getByTestId('sim-pay').click();

      const [event] = await waitForEvents(page, 1);
      expect(event.name).toBe('success');
      expect(event.args[0]).toMatchObject({
        status_code: '200',
        transaction_status: 'settlement',
        order_id: id,
        gross_amount: '150000.00',
        payment_type: 'bank_transfer',
      });
      expect(await page.getByTestId('sim-snap-dialog').count()).toBe(0);

      const status = await core.transaction.status(id);
      expect(status.va_numbers).toEqual([{ bank: 'bca', va_number: vaNumber }]);
      const notes = await receiver.waitFor(id, 2);
      expect(notes.map((n) => n.body.transaction_status)).toEqual(['pending', 'settlement']);
      expect(notes[1].body.signature_key).toBe(expectedSignature(notes[1].body));
    } finally {
      await page.close();
    }
  });

  it('calls onClose with no argument when the tester closes it, and nothing is paid', async () => {
    const { id, token } = await newTransaction();
    const page = await openShop();
    try {
      await page.evaluate(
        (t) => (window as unknown as { startPayment(t: string): void }).startPayment(t),
        token,
      );
      await page.getByTestId('sim-method-bni_va').waitFor();
      await page.getByRole('button', { name: 'Tutup' }).click();
      const events = await waitForEvents(page, 1);
      expect(events).toEqual([{ name: 'close', args: [] }]);
      expect(await page.getByTestId('sim-snap-dialog').count()).toBe(0);
      expect((await rejection(core.transaction.status(id))).httpStatusCode).toBe(404);
      expect(receiver.for(id)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('throws when pay is called while a popup is open', async () => {
    const { token } = await newTransaction();
    const page = await openShop();
    try {
      const message = await page.evaluate((t) => {
        const w = window as unknown as { startPayment(t: string): void };
        w.startPayment(t);
        try {
          w.startPayment(t);
          return 'no error';
        } catch (err) {
          return (err as Error).message;
        }
      }, token);
      expect(message).toMatch(/not allowed/);
      expect(await page.getByTestId('sim-snap-dialog').count()).toBe(1);
    } finally {
      await page.close();
    }
  });

  it('leaves a payment pending, reopens it on the same instructions, then fails it', async () => {
    const { id, token } = await newTransaction();
    const page = await openShop();
    try {
      const start = (t: string) => (window as unknown as { startPayment(t: string): void }).startPayment(t);
      await page.evaluate(start, token);
      await page.getByTestId('sim-method-indomaret').click();
      const code = await page.getByTestId('sim-payment-code').textContent();
      await page.getByTestId('sim-pending').click();
      const [pending] = await waitForEvents(page, 1);
      expect(pending.name).toBe('pending');
      expect(pending.args[0]).toMatchObject({
        status_code: '201',
        transaction_status: 'pending',
        store: 'indomaret',
      });

      await page.evaluate(start, token);
      await expect(page.getByTestId('sim-payment-code').textContent()).resolves.toBe(code);
      await page.getByTestId('sim-fail').click();
      const events = await waitForEvents(page, 2);
      expect(events[1].name).toBe('error');
      expect(events[1].args[0]).toMatchObject({ status_code: '202', transaction_status: 'deny' });
      expect((await core.transaction.status(id)).transaction_status).toBe('deny');
    } finally {
      await page.close();
    }
  });

  it('pays by card: Bayar captures (onSuccess, 200) and the shop is told capture accept', async () => {
    const { id, token } = await newTransaction();
    const page = await openShop();
    try {
      await page.evaluate(start, token);
      await page.getByTestId('sim-method-credit_card').click();
      await expect(page.getByTestId('sim-card-number').textContent()).resolves.toBe('4811 1111 1111 1114');
      await page.getByTestId('sim-pay').click();
      const [event] = await waitForEvents(page, 1);
      expect(event.name).toBe('success');
      expect(event.args[0]).toMatchObject({
        status_code: '200',
        transaction_status: 'capture',
        fraud_status: 'accept',
        payment_type: 'credit_card',
        masked_card: '481111-1114',
      });
      const notes = await receiver.waitFor(id, 2);
      expect(notes.map((n) => [n.body.transaction_status, n.body.status_code, n.body.fraud_status])).toEqual([
        ['pending', '201', 'accept'],
        ['capture', '200', 'accept'],
      ]);
      expect(notes[1].body.signature_key).toBe(expectedSignature(notes[1].body));
    } finally {
      await page.close();
    }
  });

  it('sends a card for review (onPending, 201 challenge), or has it declined (onError, 202)', async () => {
    const challenged = await newTransaction();
    const declined = await newTransaction();
    const page = await openShop();
    try {
      await page.evaluate(start, challenged.token);
      await page.getByTestId('sim-method-credit_card').click();
      await expect(page.getByTestId('sim-card-challenge').textContent()).resolves.toBe(
        'Bayar (ditinjau bank)',
      );
      await page.getByTestId('sim-card-challenge').click();
      const [pending] = await waitForEvents(page, 1);
      expect(pending.name).toBe('pending');
      expect(pending.args[0]).toMatchObject({
        status_code: '201',
        transaction_status: 'capture',
        fraud_status: 'challenge',
      });
      expect(await core.transaction.status(challenged.id)).toMatchObject({ fraud_status: 'challenge' });

      await page.evaluate(start, declined.token);
      await page.getByTestId('sim-method-credit_card').click();
      await page.getByTestId('sim-fail').click();
      const events = await waitForEvents(page, 2);
      expect(events[1].name).toBe('error');
      expect(events[1].args[0]).toMatchObject({ status_code: '202', transaction_status: 'deny' });
    } finally {
      await page.close();
    }
  });

  it('opens the same Snap page again after the popup was closed, and pays', async () => {
    const { id, token } = await newTransaction();
    const page = await openShop();
    try {
      await page.evaluate(start, token);
      await page.getByTestId('sim-method-bca_va').waitFor();
      await page.getByTestId('sim-close').click();
      await waitForEvents(page, 1);
      await page.evaluate(start, token);
      await page.getByTestId('sim-method-gopay').click();
      await page.getByTestId('sim-pay').click();
      const events = await waitForEvents(page, 2);
      expect(events.map((e) => e.name)).toEqual(['close', 'success']);
      expect((await core.transaction.status(id)).transaction_status).toBe('settlement');
    } finally {
      await page.close();
    }
  });

  it('lets the customer pay again after a deny, under a new transaction id', async () => {
    const { id, token } = await newTransaction();
    const page = await openShop();
    try {
      await page.evaluate(start, token);
      await page.getByTestId('sim-method-bri_va').click();
      await page.getByTestId('sim-fail').click();
      const [denied] = await waitForEvents(page, 1);
      expect(denied.name).toBe('error');

      await page.evaluate(start, token);
      await expect(page.getByTestId('sim-message').textContent()).resolves.toMatch(/ditolak/);
      await page.getByTestId('sim-method-credit_card').click();
      await page.getByTestId('sim-pay').click();
      const events = await waitForEvents(page, 2);
      expect(events[1].name).toBe('success');
      expect(events[1].args[0]).toMatchObject({ status_code: '200', transaction_status: 'capture' });
      expect(events[1].args[0].transaction_id).not.toBe(denied.args[0].transaction_id);
      const notes = await receiver.waitFor(id, 4);
      expect(notes.map((n) => n.body.transaction_status)).toEqual(['pending', 'deny', 'pending', 'capture']);
    } finally {
      await page.close();
    }
  });

  it('refuses a Snap page that ran out unused, in the popup and at redirect_url', async () => {
    const { id, token, redirectUrl } = await newTransaction();
    const expired = await fetch(`${sim.base}/sim/transactions/${id}/expire-page`, { method: 'POST' });
    expect(expired.status).toBe(200);
    const page = await openShop();
    try {
      await page.evaluate(start, token);
      await expect(page.getByTestId('sim-message').textContent()).resolves.toBe(
        'Transaksi ini sudah kedaluwarsa.',
      );
      expect(await page.getByTestId('sim-method-bca_va').count()).toBe(0);
      await page.goto(redirectUrl);
      await expect(page.getByTestId('sim-message').textContent()).resolves.toBe(
        'Transaksi ini sudah kedaluwarsa.',
      );
      expect(receiver.for(id)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('fits the card screen in 360 px', async () => {
    const { token } = await newTransaction();
    const page = await openShop(360);
    try {
      await page.evaluate(start, token);
      await page.getByTestId('sim-method-credit_card').click();
      await page.getByTestId('sim-card-challenge').waitFor();
      for (const testId of [
        'sim-snap-dialog',
        'sim-card-number',
        'sim-pay',
        'sim-card-challenge',
        'sim-fail',
      ]) {
        const box = await page.getByTestId(testId).boundingBox();
        expect([testId, box!.x >= 0 && box!.x + box!.width <= 360]).toEqual([testId, true]);
      }
    } finally {
      await page.close();
    }
  });

  it('fits a 360 px screen, keeps focus inside, and closes on Escape', async () => {
    const { token } = await newTransaction();
    const page = await openShop(360);
    try {
      await page.evaluate(
        (t) => (window as unknown as { startPayment(t: string): void }).startPayment(t),
        token,
      );
      const dialog = page.getByRole('dialog', { name: /Pembayaran/ });
      await page.getByTestId('sim-method-other_qris').click();
      await page.getByTestId('sim-pay').waitFor();
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      for (const testId of ['sim-pay', 'sim-pending', 'sim-fail', 'sim-close']) {
        const button = await page.getByTestId(testId).boundingBox();
        expect(button!.x + button!.width).toBeLessThanOrEqual(360);
      }
      const qrLoaded = await page
        .getByTestId('sim-qr-image')
        .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);
      expect(qrLoaded).toBe(true);
      for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
      const focusInside = await page.evaluate(() =>
        Boolean(document.activeElement?.closest('[data-testid="sim-snap-dialog"]')),
      );
      expect(focusInside).toBe(true);
      await page.keyboard.press('Escape');
      expect(await waitForEvents(page, 1)).toEqual([{ name: 'close', args: [] }]);
    } finally {
      await page.close();
    }
  });

  it('renders in a merchant container with snap.embed', async () => {
    const { token } = await newTransaction();
    const page = await openShop();
    try {
      await page.evaluate((t) => {
        const w = window as unknown as { snap: { embed(t: string, o: object): void }; callbacks: object };
        w.snap.embed(t, { embedId: 'embed-here', ...w.callbacks });
      }, token);
      await page.locator('#embed-here').getByTestId('sim-method-echannel').click();
      await expect(page.getByTestId('sim-bill-key').textContent()).resolves.toMatch(/^\d{12}$/);
      await page.getByTestId('sim-pay').click();
      const [event] = await waitForEvents(page, 1);
      expect(event.args[0]).toMatchObject({ status_code: '200', payment_type: 'echannel' });
    } finally {
      await page.close();
    }
  });

  it('shows the same chooser as a full page at redirect_url', async () => {
    const { id, redirectUrl } = await newTransaction();
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    try {
      await page.goto(redirectUrl);
      await page.getByTestId('sim-method-shopeepay').click();
      await page.getByTestId('sim-pay').click();
      await expect(page.getByTestId('sim-message').textContent()).resolves.toBe('Pembayaran berhasil.');
      expect((await core.transaction.status(id)).transaction_status).toBe('settlement');
    } finally {
      await page.close();
    }
  });
});
