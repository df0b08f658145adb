import fc from 'fast-check';
import { isIncludedIn, isTurnaround } from '@undangan/contracts';
import { ModelDelivery, ModelOrder, MoneyModel, StatusFault } from './money-model';
import { CartLine, Catalogue, REFERRAL, ShopDriver } from './shop-driver';
import { MidtransView, Priced, storefrontStatus } from './shop-model';
import { expectOrders } from './verify';

/**
 * The steps of a random lifecycle, each a fast-check command: it says when it may run (from the
 * model alone), does its thing to the running shop and to the model alike, then checks that the
 * payments it touched are as the model says. A failing run is shrunk to its fewest steps.
 */
type Step = fc.AsyncCommand<MoneyModel, ShopDriver>;

const pick = <T>(items: T[], n: number): T | undefined =>
  items.length ? items[n % items.length] : undefined;

class ModelStep implements Step {
  constructor(
    private readonly name: string,
    private readonly detail: string,
    private readonly can: (model: MoneyModel) => boolean,
    private readonly act: (model: MoneyModel, shop: ShopDriver) => Promise<ModelOrder[]>,
  ) {}

  check(model: Readonly<MoneyModel>): boolean {
    return this.can(model as MoneyModel);
  }

  async run(model: MoneyModel, shop: ShopDriver): Promise<void> {
    // A step that decides what it is only when it runs counts itself (a Midtrans move).
    if (this.name) model.count(this.name);
    const touched = await this.act(model, shop);
    if (process.env.MONEY_MODEL_TRACE)
      process.stderr.write(
        `${this.toString()} -> ${touched
          .map(
            (o) =>
              `${o.id} shop ${o.payment.status}/${o.payment.refunded} midtrans ${o.midtrans.status}${o.aged ? ' aged' : ''}`,
          )
          .join('; ')}\n`,
      );
    await expectOrders(model, shop, touched);
  }

  toString(): string {
    return this.detail ? `${this.name}(${this.detail})` : this.name;
  }
}

/** Reads Midtrans's state of an order after a move, and follows every notification the move made. */
export async function followMidtrans(model: MoneyModel, shop: ShopDriver, order: ModelOrder): Promise<void> {
  await shop.deliveriesIdle();
  const tx = await shop.transaction(order.id);
  order.midtrans.status = tx.status;
  order.midtrans.fraud = tx.fraud_status;
  order.midtrans.method = tx.payment_method;
  order.midtrans.view = tx.midtrans as MidtransView | null;
  for (const made of tx.deliveries.slice(order.midtrans.deliveries)) {
    const delivery: ModelDelivery = { id: made.id, order, state: 'held', attempts: 0 };
    model.deliveries.push(delivery);
    if (made.state !== 'held') model.receive(delivery);
  }
  order.midtrans.deliveries = tx.deliveries.length;
}

// Carts.

export interface CartChoice {
  lines: { packageIndex: number | null; addons: number[]; quantity: number }[];
  referral: boolean;
}

const cartArbitrary: fc.Arbitrary<CartChoice> = fc.record({
  lines: fc.array(
    fc.record({
      packageIndex: fc.option(fc.nat(), { nil: null }),
      addons: fc.uniqueArray(fc.nat({ max: 9 }), { maxLength: 3 }),
      quantity: fc.integer({ min: 1, max: 2 }),
    }),
    { minLength: 1, maxLength: 2 },
  ),
  referral: fc.boolean(),
});

/**
 * The cart the customer sends, and its price as the catalogue and the referral rule make it. As the
 * storefront does, it never holds an add-on beside a package that includes it, nor a second
 * turnaround: the shop refuses those carts, and this model plays orders the shop takes.
 */
function buildCart(catalogue: Catalogue, choice: CartChoice): { cart: CartLine[]; priced: Priced } {
  const packageIds = [...catalogue.packages.keys()];
  const addonIds = [...catalogue.addons.keys()];
  const rules = (id: number) => catalogue.addonRules.get(id) ?? { title: '' };
  const extras = addonIds.filter((id) => !isTurnaround(rules(id)));
  const cart: CartLine[] = [];
  let itemsTotal = 0;
  let addons = 0;
  let turnaroundTaken = false;
  for (const line of choice.lines) {
    const packageId = line.packageIndex === null ? undefined : pick(packageIds, line.packageIndex);
    const chosenAddons = [...new Set(line.addons.map((n) => pick(addonIds, n)!))].filter((id) => {
      if (isIncludedIn(rules(id), packageId)) return false;
      if (!isTurnaround(rules(id))) return true;
      if (turnaroundTaken) return false;
      turnaroundTaken = true;
      return true;
    });
    // A line needs a package or an add-on.
    if (packageId === undefined && chosenAddons.length === 0) chosenAddons.push(extras[0]);
    cart.push({
      ...(packageId !== undefined ? { packageId, designId: catalogue.designFor.get(packageId) } : {}),
      addons: chosenAddons.map((id) => ({ id })),
      quantity: line.quantity,
    });
    if (packageId !== undefined) itemsTotal += catalogue.packages.get(packageId)! * line.quantity;
    for (const id of chosenAddons) {
      itemsTotal += catalogue.addons.get(id)! * line.quantity;
      addons += catalogue.addons.get(id)! * line.quantity;
    }
  }
  const discount = choice.referral ? Math.floor((itemsTotal * REFERRAL.percentage) / 100) : 0;
  return { cart, priced: { amount: itemsTotal - discount, itemsTotal, addons } };
}

const describeCart = (choice: CartChoice) => JSON.stringify(choice);

export function checkoutStep(kind: 'online' | 'manual'): fc.Arbitrary<Step> {
  return cartArbitrary.map(
    (choice) =>
      new ModelStep(
        kind === 'online' ? 'checkout online' : 'checkout manual',
        describeCart(choice),
        (model) => model.orders.length < 8,
        async (model, shop) => {
          const { cart, priced } = buildCart(shop.catalogue, choice);
          const made =
            kind === 'online'
              ? await shop.checkoutOnline(cart, choice.referral)
              : await shop.checkoutManual(cart, choice.referral);
          if (made.amount !== priced.amount)
            throw new Error(
              `the shop charged ${made.amount} for a cart the model prices at ${priced.amount}`,
            );
          return [model.addOrder(made.orderId, kind, priced)];
        },
      ),
  );
}

// Midtrans.

// The card has the most moves (capture, challenge, authorize, approve, void): chosen more often.
const METHODS = [
  'credit_card',
  'credit_card',
  'credit_card',
  'bca_va',
  'permata_va',
  'echannel',
  'other_qris',
  'gopay',
  'indomaret',
  'alfamart',
];
const notifyArbitrary = fc.constantFrom('send', 'send', 'send', 'hold', 'false');

/** One move at Midtrans: which orders it may apply to, and the simulator route that makes it. */
interface MidtransMove {
  name: string;
  from: (order: ModelOrder) => boolean;
  path: string;
}

const isCard = (order: ModelOrder) => order.midtrans.method === 'credit_card';
const at =
  (...statuses: string[]) =>
  (order: ModelOrder) =>
    statuses.includes(order.midtrans.status);

const MOVES: MidtransMove[] = [
  {
    name: 'settle',
    from: (o) => at('pending')(o) || (at('capture')(o) && o.midtrans.fraud === 'accept'),
    path: 'settle',
  },
  { name: 'capture', from: (o) => isCard(o) && at('pending', 'authorize')(o), path: 'capture?fraud=accept' },
  { name: 'challenge', from: (o) => isCard(o) && at('pending')(o), path: 'capture?fraud=challenge' },
  { name: 'authorize', from: (o) => isCard(o) && at('pending')(o), path: 'authorize' },
  { name: 'approve', from: (o) => at('capture')(o) && o.midtrans.fraud === 'challenge', path: 'approve' },
  {
    name: 'deny',
    from: (o) => at('pending', 'authorize')(o) || (at('capture')(o) && o.midtrans.fraud === 'challenge'),
    path: 'deny',
  },
  { name: 'cancel', from: (o) => at('pending', 'authorize', 'capture')(o), path: 'cancel' },
  { name: 'expire', from: at('pending', 'authorize'), path: 'expire' },
  { name: 'fail', from: at('pending'), path: 'fail' },
  {
    name: 'reverse',
    from: (o) =>
      at('settlement')(o) && ['permata_va', 'echannel', 'indomaret'].includes(o.midtrans.method ?? ''),
    path: 'reverse',
  },
];

/**
 * One move at Midtrans on an order that can make it: the customer choosing a channel (or paying
 * again after a deny), or any move of the status machine from where the order is.
 */
const CHOOSE: MidtransMove = {
  name: 'customer chooses a channel',
  from: (o) => !o.aged && at('created')(o),
  path: 'method',
};
const RETRY: MidtransMove = {
  name: 'customer pays again after a deny',
  // Not after a reversal: that deny followed a settlement.
  from: (o) => !o.aged && at('deny')(o) && !o.midtrans.view?.settlement_time,
  path: 'retry',
};
const ALL_MOVES = [CHOOSE, RETRY, ...MOVES];
const movesOf = (order: ModelOrder) => ALL_MOVES.filter((move) => move.from(order));

/**
 * A step that makes one of the moves `movesOf` offers, on an online order that has one: the
 * order and the move are picked among those that can be made from where the model is.
 */
function moveStep(label: string, movesOf: (order: ModelOrder) => MidtransMove[]) {
  return fc
    .record({ which: fc.nat(), move: fc.nat(), method: fc.constantFrom(...METHODS), notify: notifyArbitrary })
    .map(
      ({ which, move, method, notify }) =>
        new ModelStep(
          '',
          `${label} ${which}, move ${move}, ${method}, notify ${notify}`,
          (model) => model.online().some((order) => movesOf(order).length > 0),
          async (model, shop) => {
            const order = pick(
              model.online().filter((o) => movesOf(o).length > 0),
              which,
            )!;
            const chosen = pick(movesOf(order), move)!;
            const customer = chosen === CHOOSE || chosen === RETRY;
            model.count(customer ? chosen.name : `midtrans ${chosen.name}`);
            const separator = chosen.path.includes('?') ? '&' : '?';
            await shop.act(
              order.id,
              `${chosen.path}${separator}notify=${notify}`,
              customer ? { method } : {},
            );
            await followMidtrans(model, shop, order);
            return [order];
          },
        ),
    );
}

const moveArbitrary = moveStep('order', movesOf);

/** The card's own moves, on card payments that can make one: they are deeper in the lifecycle. */
const CARD_MOVES = MOVES.filter((move) =>
  ['capture', 'challenge', 'authorize', 'approve', 'cancel'].includes(move.name),
);
// A challenge is where approve and the merchant's deny begin: twice as likely as the others.
const cardMovesOf = (order: ModelOrder) =>
  isCard(order)
    ? CARD_MOVES.flatMap((move) =>
        !move.from(order) ? [] : move.name === 'challenge' ? [move, move] : [move],
      )
    : [];

const cardMoveArbitrary = moveStep('card order', cardMovesOf);

const moneyBackArbitrary = fc
  .record({
    kind: fc.constantFrom('refund', 'chargeback'),
    // Of what is left to refund, or for a chargeback of what the bank can still take (the whole
    // amount less earlier chargebacks, refunds aside): whole amounts are common.
    share: fc.constantFrom(0.25, 0.5, 1, 1),
    which: fc.nat(),
    // Money going back unseen is what reconciliation is for: lost and held as often as sent.
    notify: fc.constantFrom('send', 'hold', 'false'),
    way: fc.constantFrom('dashboard', 'core', 'direct', 'repeat key'),
  })
  .map(({ kind, share, which, notify, way }) => {
    const eligible =
      kind === 'refund'
        ? at('settlement', 'partial_refund')
        : at('settlement', 'partial_refund', 'refund', 'partial_chargeback');
    return new ModelStep(
      `midtrans ${kind}`,
      `order ${which}, ${share * 100}% of what is left, ${kind === 'refund' ? way : 'bank'}, notify ${notify}`,
      (model) => model.online().some(eligible),
      async (model, shop) => {
        const order = pick(model.online().filter(eligible), which)!;
        // A bank takes back up to the whole amount, however much was refunded before: the two
        // together can pass the amount (docs/PAYMENTS.md, "Money back beyond the amount").
        const left =
          order.priced.amount - (kind === 'chargeback' ? order.chargedBack : refundedAtMidtrans(order));
        const amount = Math.max(1, Math.floor(left * share));
        if (kind === 'chargeback') {
          const taken = await shop.act(
            order.id,
            `chargeback?notify=${notify}`,
            share === 1 ? {} : { amount },
          );
          if (taken) order.chargedBack += share === 1 ? left : amount;
        } else if (way === 'repeat key' && order.refundKeys.length > 0) {
          // The same refund_key again: Midtrans answers the same refund and moves no more money.
          await shop.act(order.id, `refund?notify=${notify}`, { refund_key: order.refundKeys.at(-1) });
        } else {
          const key = `${order.id}-r${order.refundKeys.length + 1}`;
          order.refundKeys.push(key);
          const body = {
            refund_key: key,
            amount: Math.max(1, share === 1 ? left : amount),
            reason: 'Pembatalan',
          };
          if (way === 'core') await shop.coreApi(`/v2/${order.id}/refund`, body);
          else if (way === 'direct') await shop.coreApi(`/v2/${order.id}/refund/online/direct`, body);
          else await shop.act(order.id, `refund?notify=${notify}`, body);
        }
        await followMidtrans(model, shop, order);
        return [order];
      },
    );
  });

/** What went back at Midtrans so far, as its status answer says. */
function refundedAtMidtrans(order: ModelOrder): number {
  const text = order.midtrans.view?.refund_amount;
  return text ? Number(text.replace(/\.00$/, '')) : 0;
}

const pageExpiryArbitrary = fc.nat().map(
  (which) =>
    new ModelStep(
      'the Snap page runs out',
      `order ${which}`,
      (model) => model.online().some((o) => !o.aged),
      async (model, shop) => {
        const order = pick(
          model.online().filter((o) => !o.aged),
          which,
        )!;
        // Midtrans: an unused or denied page closes silently; a chosen channel expires and says so.
        if (at('created', 'deny')(order)) await shop.act(order.id, 'expire-page');
        else if (at('pending', 'authorize')(order)) await shop.act(order.id, 'expire');
        await shop.age(order.id);
        order.aged = true;
        await followMidtrans(model, shop, order);
        return [order];
      },
    ),
);

// Notifications.

const heldOrDone = (state: ModelDelivery['state']) => (d: ModelDelivery) => d.state === state;

const releaseArbitrary = fc.nat().map(
  (which) =>
    new ModelStep(
      'a delayed notification arrives',
      `delivery ${which}`,
      (model) => model.deliveries.some(heldOrDone('held')),
      async (model, shop) => {
        const delivery = pick(model.deliveries.filter(heldOrDone('held')), which)!;
        const res = await shop.sim('POST', `/sim/deliveries/${delivery.id}/release`);
        if (res.status !== 200) throw new Error(`release answered ${res.status}`);
        await shop.deliveriesIdle();
        model.receive(delivery);
        return [delivery.order];
      },
    ),
);

const duplicateArbitrary = fc.nat().map(
  (which) =>
    new ModelStep(
      'a notification arrives again',
      `delivery ${which}`,
      (model) => model.deliveries.some((d) => d.state === 'delivered' || d.state === 'failed'),
      async (model, shop) => {
        const original = pick(
          model.deliveries.filter((d) => d.state === 'delivered' || d.state === 'failed'),
          which,
        )!;
        const res = await shop.sim('POST', `/sim/deliveries/${original.id}/duplicate`);
        if (res.status !== 200) throw new Error(`duplicate answered ${res.status}`);
        await followMidtrans(model, shop, original.order);
        return [original.order];
      },
    ),
);

const retryDue = new ModelStep(
  'Midtrans retries its refused notifications',
  '',
  (model) => model.deliveries.some(heldOrDone('retry_scheduled')),
  async (model, shop) => {
    const due = model.deliveries.filter(heldOrDone('retry_scheduled'));
    const res = await shop.sim('POST', '/sim/deliveries/retry-due');
    if (res.status !== 200) throw new Error(`retry-due answered ${res.status}`);
    for (const delivery of due) model.receive(delivery);
    return [...new Set(due.map((d) => d.order))];
  },
);

// Midtrans's status API.

const faultArbitrary = fc
  .record({
    which: fc.option(fc.nat(), { nil: null, freq: 3 }),
    mode: fc.constantFrom<StatusFault>('error', 'timeout', 'not_found'),
  })
  .map(({ which, mode }) => {
    // A status answer that never comes costs the shop its timeout: one order at a time, so a
    // reconciliation pass stays short.
    const everyOrder = which === null && mode !== 'timeout';
    return new ModelStep(
      'Midtrans status API fails',
      `${everyOrder ? 'every order' : `order ${which ?? 0}`}, ${mode}`,
      (model) =>
        model.online().length > 0 &&
        (mode !== 'timeout' || [...model.faults.values()].filter((f) => f === 'timeout').length < 2),
      async (model, shop) => {
        const order = everyOrder ? undefined : pick(model.online(), which ?? 0)!;
        const res = await shop.sim('POST', '/sim/faults/status', {
          mode,
          ...(order ? { order_id: order.id } : {}),
          ...(mode === 'error' ? { http_status: 503 } : {}),
        });
        if (res.status !== 200) throw new Error(`fault answered ${res.status}`);
        model.faults.set(order?.id ?? '*', mode);
        return [];
      },
    );
  });

const clearFaults = new ModelStep(
  'Midtrans status API recovers',
  '',
  (model) => model.faults.size > 0,
  async (model, shop) => {
    await shop.sim('DELETE', '/sim/faults/status');
    model.faults.clear();
    return [];
  },
);

// The shop's own checks.

const reconcile = new ModelStep(
  'admin reconciles',
  '',
  (model) => model.online().length > 0,
  async (model, shop) => {
    await shop.reconcile();
    model.reconcile();
    return model.online();
  },
);

const lookupArbitrary = fc.nat().map(
  (which) =>
    new ModelStep(
      'customer checks the status',
      `order ${which}`,
      (model) => model.orders.length > 0,
      async (model, shop) => {
        const order = pick(model.orders, which)!;
        await lookupAndCheck(model, shop, order);
        return [order];
      },
    ),
);

/** The customer's "Cek Status", and what it must answer. */
export async function lookupAndCheck(model: MoneyModel, shop: ShopDriver, order: ModelOrder): Promise<void> {
  const answer = await shop.lookup(order.id);
  model.lookup(order);
  const expected = {
    order_id: order.id,
    transaction_status: storefrontStatus(order.payment),
    gross_amount: order.priced.amount,
    payable: model.lookupAnswer(order).payable,
  };
  const got = {
    order_id: answer.order_id,
    transaction_status: answer.transaction_status,
    gross_amount: answer.gross_amount,
    payable: answer.payment_page !== null,
  };
  if (JSON.stringify(got) !== JSON.stringify(expected))
    throw new Error(
      `look-up of ${order.id}: ${JSON.stringify(got)}, the model says ${JSON.stringify(expected)}`,
    );
}

const proofArbitrary = fc
  .record({
    which: fc.nat(),
    decision: fc.constantFrom('approved', 'paid', 'rejected', 'rejected', 'pending'),
  })
  .map(
    ({ which, decision }) =>
      new ModelStep(
        'admin decides on a transfer proof',
        `order ${which}, ${decision}`,
        (model) => model.orders.some((o) => o.kind === 'manual'),
        async (model, shop) => {
          const order = pick(
            model.orders.filter((o) => o.kind === 'manual'),
            which,
          )!;
          await shop.proofDecision(order.id, decision);
          model.proofDecision(order, decision);
          return [order];
        },
      ),
  );

const restartArbitrary = fc.constantFrom<'ordering' | 'reporting'>('ordering', 'reporting').map(
  (program) =>
    new ModelStep(
      `${program} restarted`,
      '',
      () => true,
      async (model, shop) => {
        await shop.restart(program);
        return [];
      },
    ),
);

/** Every kind of step, weighted so a lifecycle usually goes somewhere before it ends. */
export function stepArbitrary(): fc.Arbitrary<Step> {
  const steps: [fc.Arbitrary<Step>, number][] = [
    [checkoutStep('online'), 6],
    [checkoutStep('manual'), 3],
    [moveArbitrary, 36],
    [cardMoveArbitrary, 20],
    [moneyBackArbitrary, 15],
    [pageExpiryArbitrary, 3],
    [releaseArbitrary, 6],
    [duplicateArbitrary, 3],
    [fc.constant(retryDue), 6],
    [faultArbitrary, 6],
    [fc.constant(clearFaults), 3],
    [fc.constant(reconcile), 6],
    [lookupArbitrary, 6],
    [proofArbitrary, 3],
    // A restart costs a second or two: rarer than the rest.
    [restartArbitrary, 1],
  ];
  return fc.oneof(...steps.map(([arbitrary, weight]) => ({ arbitrary, weight })));
}

/** Every step name the generator can make, to tell which ones a set of runs never reached. */
export const STEP_NAMES = [
  'checkout online',
  'checkout manual',
  'customer chooses a channel',
  'customer pays again after a deny',
  ...MOVES.map((move) => `midtrans ${move.name}`),
  'midtrans refund',
  'midtrans chargeback',
  'the Snap page runs out',
  'a delayed notification arrives',
  'a notification arrives again',
  'Midtrans retries its refused notifications',
  'Midtrans status API fails',
  'Midtrans status API recovers',
  'admin reconciles',
  'customer checks the status',
  'admin decides on a transfer proof',
  'ordering restarted',
  'reporting restarted',
];
