import { bareEventPath as measureBareEventPath } from '../bare-event-path';
import { BenchContext, http, sleep } from '../context';
import { percentiles } from '../load';
import type { Budget, PaymentToBalanceData } from '../results';
import { benchCustomer, realisticCart } from './checkout';

interface Balance {
  total_revenue: number;
  successful_transactions: number;
  pending_transactions: number;
}

const CREATE_CONCURRENCY = 4;
const WAIT_PER_PAYMENT_MS = 10_000;

async function balance(ctx: BenchContext): Promise<Balance> {
  const res = await http<Balance>(ctx, '/admin/dashboard/balance', { headers: ctx.admin });
  if (res.status !== 200) throw new Error(`balance answered ${res.status}`);
  return res.body;
}

/** Waits until reporting has caught up with earlier events (the pending figures stop moving). */
async function settledDown(ctx: BenchContext, maxMs = 60_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let last = JSON.stringify(await balance(ctx));
  let still = 0;
  while (Date.now() < deadline && still < 3) {
    await sleep(300);
    const now = JSON.stringify(await balance(ctx));
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

/**
 * From a signed `settlement` notification accepted by the gateway (its 200) to the balance
 * including that payment: ordering's check of the status at Midtrans (the simulator), its state
 * change and outbox, the relay, the broker, reporting's inbox and read model, and the balance read
 * back through the gateway. One payment at a time.
 */
export async function measurePaymentToBalance(
  ctx: BenchContext,
): Promise<{ data: PaymentToBalanceData; budgets: Budget[] }> {
  const count = ctx.quick ? 20 : 500;
  const sim = `http://127.0.0.1:${ctx.stack.specs['midtrans-sim'].port}`;
  const cart = await realisticCart(ctx);

  ctx.log(`  creating ${count} online payments`);
  const payments: { orderId: string; amount: number }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CREATE_CONCURRENCY }, async () => {
      while (next < count) {
        next += 1;
        const res = await http<{ order_id: string; gross_amount: number }>(
          ctx,
          '/api/orders/create-transaction',
          {
            method: 'POST',
            json: { cartItems: cart, customerDetails: benchCustomer },
          },
        );
        if (res.status !== 200) throw new Error(`create-transaction answered ${res.status}`);
        payments.push({ orderId: res.body.order_id, amount: res.body.gross_amount });
      }
    }),
  );
  await settledDown(ctx);

  ctx.log(`  settling them one at a time`);
  const acceptedToBalance: number[] = [];
  const notification: number[] = [];
  let polls = 0;
  let missed = 0;
  let expected = (await balance(ctx)).total_revenue;
  for (const payment of payments) {
    // The customer pays at the simulator, which stays silent; the shop is then told by hand so
    // the acceptance can be timed. The shop asks the simulator's status API before it applies it.
    const paid = await http<{ midtrans: Record<string, unknown> }>(
      ctx,
      `/sim/transactions/${payment.orderId}/settle?method=bca_va&notify=false`,
      { method: 'POST', json: {} },
      sim,
    );
    if (paid.status !== 200) throw new Error(`the simulator's settle answered ${paid.status}`);
    const sent = process.hrtime.bigint();
    const res = await http(ctx, '/api/payments/notification', { method: 'POST', json: paid.body.midtrans });
    const accepted = process.hrtime.bigint();
    if (res.status !== 200)
      throw new Error(`the notification answered ${res.status}: ${JSON.stringify(res.body)}`);
    notification.push(Number(accepted - sent) / 1e6);
    expected += payment.amount;
    const deadline = Date.now() + WAIT_PER_PAYMENT_MS;
    let seen = false;
    while (Date.now() < deadline) {
      polls += 1;
      const current = await balance(ctx);
      if (current.total_revenue >= expected) {
        acceptedToBalance.push(Number(process.hrtime.bigint() - accepted) / 1e6);
        seen = true;
        break;
      }
    }
    if (!seen) {
      missed += 1;
      expected = (await balance(ctx)).total_revenue;
    }
  }

  ctx.log(`  the baseline: the same way's least work, bare, ${count} times`);
  const bareEventPath = await measureBareEventPath(ctx.stack.env.AMQP_URL, count);

  const latency = percentiles(acceptedToBalance);
  const budgets: Budget[] = [
    {
      name: 'Settlement notification to balance p99',
      target: '< 100 ms',
      value: latency.p99,
      unit: 'ms',
      met: latency.p99 < 100 && missed === 0,
      note:
        `baseline p99 ${bareEventPath.p99} ms` +
        (missed ? `; ${missed} of ${count} not in the balance within ${WAIT_PER_PAYMENT_MS / 1000} s` : ''),
    },
  ];
  return {
    data: {
      payments: count,
      acceptedToBalance: latency,
      notification: percentiles(notification),
      balancePolls: polls,
      bareEventPath,
    },
    budgets,
  };
}
