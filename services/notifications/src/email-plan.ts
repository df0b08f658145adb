import {
  EVENT_TYPES,
  MANUAL_PAYMENT_TYPE,
  SHOP,
  type CoupleSignInLinkIssuedData,
  type EmailKind,
  type EventEnvelope,
  type OrderCompletedData,
  type OrderPlacedData,
  type PaymentClosedData,
  type PaymentInstructionsData,
  type PaymentRefundedData,
  type PaymentSettledData,
  type ProofStatusChangedData,
  type SettledItem,
} from '@undangan/contracts';
import type { EmailLine, EmailView } from './emails/email-views';
import { shopLinks, type ShopLinks } from './shop-links';

/** One email an event asks for: to whom, and what it says. */
export interface PlannedEmail {
  kind: EmailKind;
  audience: 'customer' | 'shop';
  recipient: string;
  view: EmailView;
  /** The client whose request caused it, when a visitor's request did (emails.table.ts: turns). */
  origin?: string;
}

export interface PlanSettings {
  publicBaseUrl: string;
  /** Where the shop's own emails go. */
  shopEmail: string;
}

/** The events the notifications service listens to. */
export const NOTIFIED_EVENTS = [
  EVENT_TYPES.orderPlaced,
  EVENT_TYPES.paymentInstructionsIssued,
  EVENT_TYPES.paymentSettled,
  EVENT_TYPES.paymentExpired,
  EVENT_TYPES.paymentFailed,
  EVENT_TYPES.paymentRefunded,
  EVENT_TYPES.proofStatusChanged,
  EVENT_TYPES.orderCompleted,
  EVENT_TYPES.coupleSignInLinkIssued,
] as const;

const lines = (items: SettledItem[]): EmailLine[] =>
  items.map(({ name, price, quantity }) => ({ name, price, quantity }));

const itemsTotal = (items: SettledItem[]) => items.reduce((sum, i) => sum + i.price * i.quantity, 0);

/**
 * The emails an event asks for (none for most events of most orders). Pure: the same event always
 * plans the same emails, which the consumer writes once however often the event arrives.
 */
export function planEmails(event: EventEnvelope, settings: PlanSettings): PlannedEmail[] {
  const links = shopLinks(settings.publicBaseUrl);
  const shop = settings.shopEmail;
  switch (event.type) {
    case EVENT_TYPES.orderPlaced:
      return transferAwaited(event.data as OrderPlacedData, links);
    case EVENT_TYPES.paymentInstructionsIssued:
      return paymentInstructions(event.data as PaymentInstructionsData, links);
    case EVENT_TYPES.paymentSettled:
      return paymentReceived(event.data as PaymentSettledData, links, shop);
    case EVENT_TYPES.paymentExpired:
    case EVENT_TYPES.paymentFailed:
      return paymentClosed(event.data as PaymentClosedData, links);
    case EVENT_TYPES.paymentRefunded:
      return moneyReturned(event.data as PaymentRefundedData, links, shop);
    case EVENT_TYPES.proofStatusChanged:
      return proofDecided(event.data as ProofStatusChangedData, links, shop);
    case EVENT_TYPES.orderCompleted:
      return invitationReady(event.data as OrderCompletedData, links);
    case EVENT_TYPES.coupleSignInLinkIssued:
      return [coupleSignInLink(event.data as CoupleSignInLinkIssuedData, links)];
    default:
      return [];
  }
}

const toCustomer = (email: string, view: EmailView): PlannedEmail => ({
  kind: view.kind,
  audience: 'customer',
  recipient: email,
  view,
});
const withOrigin = (origin: string | undefined, email: PlannedEmail): PlannedEmail =>
  origin ? { ...email, origin } : email;
const toShop = (email: string, view: EmailView): PlannedEmail => ({
  kind: view.kind,
  audience: 'shop',
  recipient: email,
  view,
});

function transferAwaited(d: OrderPlacedData, links: ShopLinks): PlannedEmail[] {
  return [
    withOrigin(
      d.origin,
      toCustomer(d.customer.email, {
        kind: 'transfer-awaited',
        orderId: d.orderId,
        customerName: d.customer.name,
        items: lines(d.items),
        subtotal: d.subtotal,
        discount: d.discount,
        total: d.amount,
        bank: { ...SHOP.bank },
        deadline: d.confirmBy ?? null,
        confirmUrl: links.confirmTransfer(d.orderId, d.orderSecret),
      }),
    ),
  ];
}

function paymentInstructions(d: PaymentInstructionsData, links: ShopLinks): PlannedEmail[] {
  return [
    toCustomer(d.customer.email, {
      kind: 'payment-instructions',
      orderId: d.orderId,
      customerName: d.customer.name,
      total: d.amount,
      channel: {
        paymentType: d.paymentType,
        vaNumbers: d.vaNumbers.map((va) => ({ bank: va.bank, vaNumber: va.va_number })),
        store: d.store,
        paymentCode: d.paymentCode,
        qrUrl: d.qrUrl,
      },
      expiresAt: d.expiresAt,
      paymentPageUrl: links.paymentPage(d.orderId),
    }),
  ];
}

function paymentReceived(d: PaymentSettledData, links: ShopLinks, shopEmail: string): PlannedEmail[] {
  const emails = [
    toCustomer(d.customer.email, {
      kind: 'payment-received',
      orderId: d.orderId,
      customerName: d.customer.name,
      items: lines(d.items),
      discount: Math.max(0, itemsTotal(d.items) - d.amount),
      total: d.amount,
      paymentType: d.paymentType,
      paidAt: d.settledAt,
      receiptUrl: links.receipt(d.orderId),
    }),
  ];
  if (d.late)
    emails.push(
      toShop(shopEmail, {
        kind: 'shop-late-payment',
        orderId: d.orderId,
        customerName: d.customer.name,
        total: d.amount,
        paymentType: d.paymentType,
        paidAt: d.settledAt,
        adminUrl: links.adminPayment(d.orderId),
      }),
    );
  return emails;
}

function moneyReturned(d: PaymentRefundedData, links: ShopLinks, shopEmail: string): PlannedEmail[] {
  const facts = { paid: d.amount, returned: d.refundedAmount, status: d.status };
  const shop = toShop(shopEmail, {
    kind: 'shop-money-returned',
    orderId: d.orderId,
    customerName: d.customer?.name ?? '',
    ...facts,
    adminUrl: links.adminPayment(d.orderId),
  });
  if (!d.customer) return [shop];
  return [
    toCustomer(d.customer.email, {
      kind: 'money-returned',
      orderId: d.orderId,
      customerName: d.customer.name,
      ...facts,
      trackUrl: links.track(d.orderId),
    }),
    shop,
  ];
}

/**
 * A proof rejected tells the couple why; a proof the couple sent (not one an admin stored) waits for
 * the shop. A decision saved again (its status unchanged) tells nobody again.
 */
function proofDecided(d: ProofStatusChangedData, links: ShopLinks, shopEmail: string): PlannedEmail[] {
  if (!d.customer || d.status === d.previousStatus) return [];
  if (d.status === 'rejected')
    return [
      toCustomer(d.customer.email, {
        kind: 'proof-rejected',
        orderId: d.orderId,
        customerName: d.customer.name,
        reason: d.reason?.trim() || null,
        trackUrl: links.track(d.orderId),
      }),
    ];
  if (d.status === 'pending' && !d.changedBy)
    return [
      toShop(shopEmail, {
        kind: 'shop-proof-waiting',
        orderId: d.orderId,
        customerName: d.customer.name,
        reviewUrl: links.adminProofReview(d.orderId),
      }),
    ];
  return [];
}

function invitationReady(d: OrderCompletedData, links: ShopLinks): PlannedEmail[] {
  return [
    toCustomer(d.customer.email, {
      kind: 'invitation-ready',
      orderId: d.orderId,
      customerName: d.customer.name,
      clientUrl: d.clientUrl,
      trackUrl: links.track(d.orderId),
    }),
  ];
}

/** A couple's sign-in link, or the partner's invitation with one: to that address only. */
function coupleSignInLink(d: CoupleSignInLinkIssuedData, links: ShopLinks): PlannedEmail {
  const common = { orderId: d.orderId, customerName: d.customerName, expiresAt: d.expiresAt };
  const signInUrl = links.coupleSignIn(d.token);
  return withOrigin(
    d.origin,
    toCustomer(
      d.email,
      d.reason === 'partner-invite'
        ? { ...common, kind: 'partner-invited', signInUrl, askAgainUrl: links.coupleSignIn() }
        : { ...common, kind: 'couple-sign-in', signInUrl },
    ),
  );
}

/**
 * An online payment that expired or failed. Not for a manual payment: it is rejected with its
 * proof (the proof's email says why), and fails only when its proof could not be stored, which
 * the couple saw on the page as it happened.
 */
function paymentClosed(d: PaymentClosedData, links: ShopLinks): PlannedEmail[] {
  if (!d.customer || d.paymentType === MANUAL_PAYMENT_TYPE) return [];
  if (d.status !== 'expired' && d.status !== 'failed') return [];
  return [
    toCustomer(d.customer.email, {
      kind: 'payment-closed',
      orderId: d.orderId,
      customerName: d.customer.name,
      total: d.amount,
      outcome: d.status,
      orderAgainUrl: links.orderAgain(),
    }),
  ];
}
