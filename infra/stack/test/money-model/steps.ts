import fc from 'fast-check';
import { isIncludedIn, isTurnaround, REFERRAL_MESSAGES, RevisionKind } from '@undangan/contracts';
import {
  ModelDelivery,
  ModelOrder,
  ModelRevision,
  MoneyModel,
  ProofStatus,
  proofTarget,
  StatusFault,
} from './money-model';
import { CartLine, Catalogue, LIMITED_REFERRAL, REFERRAL, ShopDriver } from './shop-driver';
import { applyMoves, MidtransView, Priced, storefrontStatus } from './shop-model';
import { expectOrders, expectRevisionsAndUses } from './verify';

/**
 * The steps of a random lifecycle, each a fast-check command: it says when it may run (from the
 * model alone), does its thing to the running shop and to the model alike, then checks that the
 * payments it touched are as the model says. A failing run is shrunk to its fewest steps.
 */
type Step = fc.AsyncCommand<MoneyModel, ShopDriver>;

const pick = <T>(items: T[], n: number): T | undefined =>
  items.length ? items[n % items.length] : undefined;

/** The manual order a step's number picks (the step runs only when there is one). */
const manualOrder = (model: MoneyModel, which: number): ModelOrder =>
  pick(
    model.orders.filter((o) => o.kind === 'manual'),
    which,
  )!;

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
    await expectRevisionsAndUses(model, shop);
  }

  toString(): string {
    return this.detail ? `${this.name}(${this.detail})` : this.name;
  }
}

/** Reads Midtrans's state of an order after a move, and follows every notification the move made. */
export async function followMidtrans(model: MoneyModel, shop: ShopDriver, order: ModelOrder): Promise<void> {
  await shop.deliveriesIdle();
  const tx = await shop.simTransaction(order.id);
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
function buildCart(
  catalogue: Catalogue,
  choice: CartChoice,
  percentage = choice.referral ? REFERRAL.percentage : 0,
): { cart: CartLine[]; priced: Priced } {
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
  const discount = Math.floor((itemsTotal * percentage) / 100);
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
          const code = choice.referral ? REFERRAL.code : null;
          const made = await shop.checkout(kind, cart, code);
          expectCharged(made.amount, priced);
          return [model.addOrder(made.orderId, kind, priced, { code })];
        },
      ),
  );
}

function expectCharged(amount: number, priced: Priced): void {
  if (amount !== priced.amount)
    throw new Error(`the shop charged ${amount} for a cart the model prices at ${priced.amount}`);
}

/**
 * Several couples check out at once with the code of few uses (PAYMENTS.md "A referral code's
 * uses"): of its uses left (its limit less the payments that hold one), exactly that many
 * checkouts are taken and the rest refused as over the limit, nothing recorded for them; which of
 * the couples wins is the shop's to choose.
 */
const limitedCheckoutsArbitrary = fc
  .record({
    kinds: fc.array(fc.constantFrom<'online' | 'manual'>('online', 'online', 'manual'), {
      minLength: 2,
      maxLength: 3,
    }),
    carts: fc.array(cartArbitrary, { minLength: 3, maxLength: 3 }),
  })
  .map(
    ({ kinds, carts }) =>
      new ModelStep(
        'couples check out with a code of few uses at once',
        `${kinds.join(', ')}: ${carts.slice(0, kinds.length).map(describeCart).join(' ')}`,
        (model) => model.orders.length < 8,
        async (model, shop) => {
          const built = kinds.map((_, i) => buildCart(shop.catalogue, carts[i], LIMITED_REFERRAL.percentage));
          const left = Math.max(0, LIMITED_REFERRAL.limit - model.usesOf(LIMITED_REFERRAL.code));
          const answers = await Promise.all(
            kinds.map((kind, i) => shop.tryCheckout(kind, built[i].cart, LIMITED_REFERRAL.code)),
          );
          const taken: ModelOrder[] = [];
          answers.forEach((answer, i) => {
            if (!answer.taken) {
              if (answer.status !== 400 || answer.message !== REFERRAL_MESSAGES.exhausted)
                throw new Error(
                  `a checkout with the limited code was refused: ${answer.status} ${answer.message}`,
                );
              return;
            }
            expectCharged(answer.amount, built[i].priced);
            taken.push(
              model.addOrder(answer.orderId, kinds[i], built[i].priced, { code: LIMITED_REFERRAL.code }),
            );
          });
          const expected = Math.min(kinds.length, left);
          if (taken.length !== expected)
            throw new Error(
              `${taken.length} of ${kinds.length} checkouts at once took the code, with ${left} uses left`,
            );
          return taken;
        },
      ),
  );

// Revisions.

/** Orders whose couple may ask for a revision: paid, not on hold, and no revision payment itself. */
const revisable = (model: MoneyModel) =>
  model.orders.filter((order) => order.revision === null && order.payment.status === 'paid');

/** Revisions waiting for their payment, of orders not on hold (the checkout refuses the others). */
const awaitingPayment = (model: MoneyModel) =>
  model.revisions.filter(
    (revision) => revision.status === 'awaiting_payment' && !model.onHold(revision.order),
  );

/**
 * The couple of a paid order sends their data (once) and asks for a revision that costs money: a
 * photo or music revision past the free one, or a colour revision (free once for Premium and
 * Exclusive). A free one the package still allows is queued at once and moves no money: the couple
 * asks again, and the second is priced. With no paid order yet, a couple pays one by transfer
 * first (paid orders are rare early in a run).
 */
const askRevisionArbitrary = fc
  .record({
    which: fc.nat(),
    kind: fc.constantFrom<RevisionKind>('photo', 'music', 'colour'),
    cart: cartArbitrary,
  })
  .map(
    ({ which, kind, cart }) =>
      new ModelStep(
        'couple asks for a paid revision',
        `order ${which}, ${kind}, else a new order ${describeCart(cart)}`,
        (model) => (revisable(model).length > 0 || model.orders.length < 8) && model.revisions.length < 4,
        async (model, shop) => {
          const touched: ModelOrder[] = [];
          if (revisable(model).length === 0) {
            const { cart: lines, priced } = buildCart(shop.catalogue, cart);
            const code = cart.referral ? REFERRAL.code : null;
            const made = await shop.checkout('manual', lines, code);
            expectCharged(made.amount, priced);
            const paid = model.addOrder(made.orderId, 'manual', priced, { code });
            await shop.proofDecision(paid.id, 'approved');
            model.proofDecision(paid, 'approved');
            touched.push(paid);
          }
          const order = pick(revisable(model), which)!;
          if (!order.dataSent) {
            await shop.sendInvitationData(order.id);
            order.dataSent = true;
          }
          let asked = await shop.askRevision(order.id, kind);
          if (asked.free) asked = await shop.askRevision(order.id, kind);
          if (asked.free || asked.status !== 'awaiting_payment' || asked.addon_id === null)
            throw new Error(`a second ${kind} revision was answered ${JSON.stringify(asked)}`);
          model.revisions.push({
            id: asked.id,
            order,
            price: asked.price,
            addonId: asked.addon_id,
            status: 'awaiting_payment',
            paidBy: null,
            paidOnline: false,
          });
          return [...new Set([...touched, order])];
        },
      ),
  );

/** A cart of one line paying a revision, at its add-on's price (no discount, PAYMENTS.md). */
function revisionCart(revision: ModelRevision): { cart: CartLine[]; priced: Priced } {
  return {
    cart: [{ addons: [{ id: revision.addonId }], quantity: 1, revisionId: revision.id }],
    priced: { amount: revision.price, itemsTotal: revision.price, addons: revision.price },
  };
}

/**
 * The couple pays a revision, online or by transfer. A couple who types the referral code is
 * refused first (a revision takes no code) and pays without it; an online payment may be paid at
 * once at Midtrans, a transfer waits for the admin's decision like any other.
 */
function payRevisionArbitrary(kind: 'online' | 'manual') {
  const eligible = (model: MoneyModel) =>
    awaitingPayment(model).filter((revision) => kind === 'manual' || !revision.paidOnline);
  return fc.record({ which: fc.nat(), withCode: fc.boolean(), payNow: fc.boolean() }).map(
    ({ which, withCode, payNow }) =>
      new ModelStep(
        kind === 'online' ? 'couple pays a revision online' : 'couple pays a revision by transfer',
        `revision ${which}${withCode ? ', tries the code first' : ''}${kind === 'online' && payNow ? ', pays at once' : ''}`,
        (model) => eligible(model).length > 0 && model.orders.length < 10,
        async (model, shop) => {
          const revision = pick(eligible(model), which)!;
          const { cart, priced } = revisionCart(revision);
          if (withCode) {
            const refused = await shop.tryCheckout(kind, cart, REFERRAL.code);
            if (
              refused.taken ||
              refused.status !== 400 ||
              refused.message !== REFERRAL_MESSAGES.notForRevisions
            )
              throw new Error(`a revision's cart with a code was answered ${JSON.stringify(refused)}`);
          }
          const made = await shop.checkout(kind, cart, null);
          expectCharged(made.amount, priced);
          const order = model.addOrder(made.orderId, kind, priced, { revision });
          if (kind === 'online' && payNow) {
            // Each move is followed before the next, as its notification may arrive at once.
            await shop.act(order.id, 'method?notify=send', { method: 'bca_va' });
            await followMidtrans(model, shop, order);
            await shop.act(order.id, 'settle?notify=send');
            await followMidtrans(model, shop, order);
          }
          return [order, revision.order];
        },
      ),
  );
}

/**
 * Two carts name the same waiting revision: both open (each passes the check while neither is
 * paid) and both are approved, in either order. The first to settle pays the revision; the
 * second's money came in all the same and is kept on its payment as money due back.
 */
const payRevisionTwiceArbitrary = fc.record({ which: fc.nat(), laterFirst: fc.boolean() }).map(
  ({ which, laterFirst }) =>
    new ModelStep(
      'couple pays one revision twice',
      `revision ${which}${laterFirst ? ', the later approved first' : ''}`,
      (model) => awaitingPayment(model).length > 0 && model.orders.length < 9,
      async (model, shop) => {
        const revision = pick(awaitingPayment(model), which)!;
        const { cart, priced } = revisionCart(revision);
        const made = await Promise.all([
          shop.checkout('manual', cart, null),
          shop.checkout('manual', cart, null),
        ]);
        const orders = made.map((one) => {
          expectCharged(one.amount, priced);
          return model.addOrder(one.orderId, 'manual', priced, { revision });
        });
        for (const order of laterFirst ? [...orders].reverse() : orders) {
          await shop.proofDecision(order.id, 'approved');
          model.proofDecision(order, 'approved');
        }
        return [...orders, revision.order];
      },
    ),
);

/**
 * The admin withdraws a revision still waiting for its payment, preferably one whose payment is
 * open; a transfer for it may then be approved at once. Its money, once it comes, is due back and
 * pays nothing.
 */
const withdrawRevisionArbitrary = fc.record({ which: fc.nat(), approve: fc.boolean() }).map(
  ({ which, approve }) =>
    new ModelStep(
      'admin withdraws a revision awaiting payment',
      `revision ${which}${approve ? ', its transfer approved after' : ''}`,
      (model) => model.revisions.some((revision) => revision.status === 'awaiting_payment'),
      async (model, shop) => {
        const waiting = model.revisions.filter((revision) => revision.status === 'awaiting_payment');
        const open = (revision: ModelRevision) =>
          model.orders.filter((order) => order.revision === revision && order.payment.status === 'pending');
        const withOpen = waiting.filter((revision) => open(revision).length > 0);
        const revision = pick(withOpen.length > 0 ? withOpen : waiting, which)!;
        await shop.cancelRevision(revision.id);
        revision.status = 'cancelled';
        const touched = [revision.order, ...open(revision)];
        const transfer = open(revision).find((order) => order.kind === 'manual');
        if (approve && transfer) {
          await shop.proofDecision(transfer.id, 'approved');
          model.proofDecision(transfer, 'approved');
        }
        return touched;
      },
    ),
);

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

const payableNow = (order: ModelOrder) =>
  at('settlement')(order) || (!order.aged && at('created', 'pending')(order));

/**
 * Money back beyond the amount in one step (PAYMENTS.md): a settled payment refunded, in full or in
 * part, and then charged back in full by the customer's bank, each heard or not. The payment ends
 * charged back with the refund and the whole amount back, keeping less than nothing, and
 * reconciliation keeps asking about it.
 */
const beyondArbitrary = fc
  .record({
    which: fc.nat(),
    share: fc.constantFrom(1, 1, 0.5, 0.25),
    notify: fc.array(fc.constantFrom('send', 'send', 'hold', 'false'), { minLength: 2, maxLength: 2 }),
  })
  .map(
    ({ which, share, notify }) =>
      new ModelStep(
        'midtrans refund then chargeback beyond the amount',
        `order ${which}, ${share * 100}% refunded, notify ${notify.join('/')}`,
        (model) => model.online().some(payableNow),
        async (model, shop) => {
          // A settled payment, else one the customer can still pay, paid first (heard at once).
          const settled = model.online().filter(at('settlement'));
          const order = pick(settled.length > 0 ? settled : model.online().filter(payableNow), which)!;
          // Each move is followed before the next: its notification may arrive at once, and the shop
          // then asks Midtrans about the transaction as it is at that moment.
          if (at('created')(order)) {
            await shop.act(order.id, 'method?notify=send', { method: 'bca_va' });
            await followMidtrans(model, shop, order);
          }
          if (!at('settlement')(order)) {
            await shop.act(order.id, 'settle?notify=send');
            await followMidtrans(model, shop, order);
          }
          const key = `${order.id}-r${order.refundKeys.length + 1}`;
          order.refundKeys.push(key);
          const refund = Math.max(1, Math.floor(order.priced.amount * share));
          await shop.act(order.id, `refund?notify=${notify[0]}`, {
            refund_key: key,
            amount: refund,
            reason: 'Pembatalan',
          });
          await followMidtrans(model, shop, order);
          if (await shop.act(order.id, `chargeback?notify=${notify[1]}`))
            order.chargedBack += order.priced.amount - order.chargedBack;
          await followMidtrans(model, shop, order);
          return [order];
        },
      ),
  );

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
    decision: fc.constantFrom<ProofStatus>('approved', 'paid', 'rejected', 'rejected', 'pending'),
  })
  .map(
    ({ which, decision }) =>
      new ModelStep(
        'admin decides on a transfer proof',
        `order ${which}, ${decision}`,
        (model) => model.orders.some((o) => o.kind === 'manual'),
        async (model, shop) => {
          const order = manualOrder(model, which);
          await shop.proofDecision(order.id, decision);
          model.proofDecision(order, decision);
          return [order, ...(order.revision ? [order.revision.order] : [])];
        },
      ),
  );

/**
 * Two admins decide one transfer proof, one approving and one rejecting, at once or 30 ms apart.
 * proof-storage saves them one after the other, each with the next version; ordering applies them
 * in that order, or only the later should it take that in first (the earlier is then older than
 * what it applied): the shop's version tells which, and either way the payment ends on the later
 * decision, as the proof does.
 */
const twoAdminsArbitrary = fc
  .record({ which: fc.nat(), approveFirst: fc.boolean(), gapMs: fc.constantFrom(0, 0, 30) })
  .map(
    ({ which, approveFirst, gapMs }) =>
      new ModelStep(
        'two admins decide one proof at once',
        `order ${which}, ${approveFirst ? 'approve then reject' : 'reject then approve'}, ${gapMs} ms apart`,
        (model) => model.orders.some((o) => o.kind === 'manual'),
        async (model, shop) => {
          const order = manualOrder(model, which);
          const asked: [ProofStatus, ProofStatus] = approveFirst
            ? ['approved', 'rejected']
            : ['rejected', 'approved'];
          const saved = await shop.twoProofDecisions(order.id, asked, gapMs);
          const [earlier, later] = saved.map(({ status }) => status as ProofStatus);
          if (!later || !asked.includes(earlier) || !asked.includes(later) || earlier === later)
            throw new Error(`proof-storage saved ${JSON.stringify(saved)} for ${JSON.stringify(asked)}`);
          // Did the earlier decision move the payment before the later one? Only then is the
          // payment's version one more than with the later one alone.
          const alone = structuredClone(order.payment);
          const target = proofTarget(later)!;
          applyMoves(alone, [{ status: target }], 'proof');
          const [row] = [...(await shop.payments([order.id])).values()];
          if (row.version !== 1 + alone.changes.length) model.proofDecision(order, earlier);
          model.proofDecision(order, later);
          return [order, ...(order.revision ? [order.revision.order] : [])];
        },
      ),
  );

/**
 * The couple sends a new transfer proof for a manual payment whose proof was rejected (or one still
 * waiting, whose picture it replaces); an admin may decide on it at once.
 */
const newProofArbitrary = fc
  .record({
    which: fc.nat(),
    decision: fc.constantFrom<ProofStatus | null>(null, 'approved', 'rejected'),
  })
  .map(
    ({ which, decision }) =>
      new ModelStep(
        'couple sends a new proof',
        `order ${which}${decision ? `, then ${decision}` : ''}`,
        (model) =>
          model.orders.some((o) => o.kind === 'manual' && ['pending', 'rejected'].includes(o.payment.status)),
        async (model, shop) => {
          const manual = model.orders.filter((o) => o.kind === 'manual');
          const rejected = manual.filter((o) => o.payment.status === 'rejected');
          const order = pick(
            rejected.length > 0 ? rejected : manual.filter((o) => o.payment.status === 'pending'),
            which,
          )!;
          await shop.newProof(order.id);
          model.newProof(order);
          if (decision) {
            await shop.proofDecision(order.id, decision);
            model.proofDecision(order, decision);
          }
          return [order, ...(order.revision ? [order.revision.order] : [])];
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
    // The new sequences: money back beyond the amount, a code of few uses, two admins at once and
    // the couple's new proof, and a revision's money. Paying a revision runs only while one waits
    // for its money, and is skipped otherwise: weighted up so a run that asked for one pays it.
    [beyondArbitrary, 2],
    [limitedCheckoutsArbitrary, 1],
    [twoAdminsArbitrary, 2],
    [newProofArbitrary, 2],
    [askRevisionArbitrary, 3],
    [payRevisionArbitrary('online'), 4],
    [payRevisionArbitrary('manual'), 4],
    [payRevisionTwiceArbitrary, 3],
    [withdrawRevisionArbitrary, 2],
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
  'midtrans refund then chargeback beyond the amount',
  'couples check out with a code of few uses at once',
  'couple asks for a paid revision',
  'couple pays a revision online',
  'couple pays a revision by transfer',
  'couple pays one revision twice',
  'admin withdraws a revision awaiting payment',
  'two admins decide one proof at once',
  'couple sends a new proof',
  'ordering restarted',
  'reporting restarted',
];
