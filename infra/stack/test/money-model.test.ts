import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { jakartaDay } from '@undangan/contracts';
import { MoneyModel } from './money-model/money-model';
import { ShopDriver } from './money-model/shop-driver';
import { checkoutStep, followMidtrans, lookupAndCheck, STEP_NAMES, stepArbitrary } from './money-model/steps';
import {
  expectConverged,
  expectFigures,
  expectHistories,
  expectOrders,
  expectRevisionsAndUses,
} from './money-model/verify';

/**
 * The shop's money against a model of Midtrans and of its own rules (docs/PAYMENTS.md), over
 * random lifecycles: online and manual orders, every Midtrans move (settle, capture, challenge,
 * authorize, approve, deny, retry, cancel, expire, reversal, refunds and chargebacks whole or in
 * part, repeated refund keys, direct refunds), notifications sent, lost, held and released late
 * or out of order, duplicated and retried, Midtrans's status API failing, timing out or not
 * knowing a transaction, reconciliation, the customer's "Cek Status", an admin's proof decisions
 * (two admins at once too, and the couple's new proof after a rejection), paid revisions (online,
 * by transfer, one paid twice, one withdrawn while its payment is open), checkouts at once
 * competing for a code of few uses, and services restarted. After every step the payments it
 * touched (with their money due back, referral use and proof), every revision and every code's
 * count of uses equal the model; after every run each payment's history, events, the admin's
 * detail, reporting's facts, the balance, the dashboard and the monthly table do; then with the faults gone and every notification delivered
 * no money is stuck. A failure prints the seed and the shrunk sequence of steps.
 *
 * MONEY_MODEL_RUNS and MONEY_MODEL_SEED change how many runs and which ones (`npm run soak` runs
 * many more); MONEY_MODEL_REPORT names a file for the tally.
 */
const RUNS = Number(process.env.MONEY_MODEL_RUNS ?? 60);
const SEED =
  process.env.MONEY_MODEL_SEED === 'random'
    ? Date.now() % 2 ** 31
    : Number(process.env.MONEY_MODEL_SEED ?? 20_261_126);
const MAX_STEPS = 60;

// Only a guard against a hung run, not a measure: a busy machine plays a run in several times the
// time an idle one takes, and CI's own limit is what ends a run that truly hangs.
jest.setTimeout(Math.max(600_000, RUNS * 75_000));

let shop: ShopDriver;

beforeAll(async () => {
  shop = await ShopDriver.start();
});

afterAll(async () => {
  await shop?.stop();
});

/** The faults go, every held or refused notification is delivered, and the admin reconciles. */
async function converge(model: MoneyModel): Promise<void> {
  await shop.sim('DELETE', '/sim/faults/status');
  model.faults.clear();
  for (const delivery of model.deliveries.filter((d) => d.state === 'held')) {
    const res = await shop.sim('POST', `/sim/deliveries/${delivery.id}/release`);
    if (res.status !== 200) throw new Error(`release answered ${res.status}`);
    await shop.deliveriesIdle();
    model.receive(delivery);
  }
  while (model.deliveries.some((d) => d.state === 'retry_scheduled')) {
    const due = model.deliveries.filter((d) => d.state === 'retry_scheduled');
    await shop.sim('POST', '/sim/deliveries/retry-due');
    for (const delivery of due) model.receive(delivery);
  }
  await shop.reconcile();
  model.reconcile();
  for (const order of model.orders) {
    if (order.kind === 'online') await followMidtrans(model, shop, order);
    await lookupAndCheck(model, shop, order);
  }
}

it('keeps every payment, its history and every figure equal to the model over random Midtrans lifecycles', async () => {
  const tally = { runs: 0, steps: 0, lifecycles: 0, stepKinds: {} as Record<string, number> };
  await fc.assert(
    fc.asyncProperty(
      // A few orders to begin with, then any steps (which may make more orders).
      fc.array(fc.oneof(checkoutStep('online'), checkoutStep('online'), checkoutStep('manual')), {
        minLength: 1,
        maxLength: 4,
      }),
      // Between a few and MAX_STEPS steps; those that cannot run where the model is are skipped.
      fc.array(stepArbitrary(), { minLength: 10, maxLength: MAX_STEPS, size: 'max' }),
      async (orders, steps) => {
        await shop.reset();
        const started = Date.now();
        const model = new MoneyModel();
        const day = jakartaDay(new Date()).date;
        await fc.asyncModelRun(() => ({ model, real: shop }), [...orders, ...steps]);
        await expectOrders(model, shop, model.orders);
        await expectHistories(model, shop);
        await expectRevisionsAndUses(model, shop);
        await expectFigures(model, shop, day);

        await converge(model);
        await expectOrders(model, shop, model.orders);
        await expectHistories(model, shop);
        await expectRevisionsAndUses(model, shop);
        await expectFigures(model, shop, day);
        expectConverged(model);

        if (process.env.MONEY_MODEL_PROGRESS)
          process.stderr.write(
            `run ${tally.runs + 1}: ${model.orders.length} orders, ${[...model.steps.values()].reduce((a, b) => a + b, 0)} steps, ${Date.now() - started} ms\n`,
          );
        tally.runs += 1;
        tally.lifecycles += model.orders.length;
        for (const [name, count] of model.steps) {
          tally.steps += count;
          tally.stepKinds[name] = (tally.stepKinds[name] ?? 0) + count;
        }
      },
    ),
    {
      numRuns: RUNS,
      seed: SEED,
      // A failure's path replays that one run (with MONEY_MODEL_SEED).
      ...(process.env.MONEY_MODEL_PATH ? { path: process.env.MONEY_MODEL_PATH } : {}),
      endOnFailure: process.env.MONEY_MODEL_SHRINK === 'no',
    },
  );
  const line = `money model: ${tally.runs} runs, ${tally.lifecycles} lifecycles, ${tally.steps} steps (seed ${SEED})`;
  process.stdout.write(`${line}\n${JSON.stringify(tally.stepKinds)}\n`);
  if (process.env.MONEY_MODEL_REPORT)
    writeFileSync(process.env.MONEY_MODEL_REPORT, JSON.stringify({ seed: SEED, ...tally }, null, 2));
  // The generator reached every kind of step, each more than once.
  const rare = STEP_NAMES.filter((name) => (tally.stepKinds[name] ?? 0) < Math.min(3, RUNS));
  expect(rare).toEqual([]);
});
