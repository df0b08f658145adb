import type { EmailKind, MoneyBackStatus } from '@undangan/contracts';

/**
 * What each email says, as plain data: the planner (email-plan.ts) builds one from an event and
 * the templates (render-email.ts) turn it into a subject, HTML and text. Money is integer rupiah;
 * instants are ISO-8601 strings; every URL is absolute.
 */

export interface EmailLine {
  name: string;
  price: number;
  quantity: number;
}

/** How to pay one online payment, as Midtrans told the shop. */
export interface PaymentChannelView {
  /** bank_transfer, echannel, cstore, qris, gopay, shopeepay, ... */
  paymentType: string;
  /** Virtual account numbers by bank (bca, bni, bri, permata, cimb, mandiri...). */
  vaNumbers: { bank: string; vaNumber: string }[];
  /** indomaret or alfamart, with its payment code. */
  store: string | null;
  paymentCode: string | null;
  /** An image of the QR code to scan, when the channel has one. */
  qrUrl: string | null;
}

interface Common {
  orderId: string;
  /** The couple's name as they typed it (the shop's own emails name the customer too). */
  customerName: string;
}

export type EmailView =
  | (Common & {
      kind: 'transfer-awaited';
      items: EmailLine[];
      subtotal: number;
      discount: number;
      total: number;
      bank: { name: string; accountNumber: string; accountHolder: string };
      /** When the transfer must be made by, when there is a deadline. */
      deadline: string | null;
      /** Opens the confirmation page on any device (it carries the order's secret). */
      confirmUrl: string;
    })
  | (Common & {
      kind: 'payment-instructions';
      total: number;
      channel: PaymentChannelView;
      expiresAt: string | null;
      /** Reopens the payment's page (/payment/pending) with its instructions and countdown. */
      paymentPageUrl: string;
    })
  | (Common & {
      kind: 'payment-received';
      items: EmailLine[];
      /** The items' sum less the total: the referral discount. */
      discount: number;
      total: number;
      paymentType: string;
      paidAt: string;
      receiptUrl: string;
    })
  | (Common & {
      kind: 'payment-closed';
      total: number;
      outcome: 'expired' | 'failed';
      /** Where to start a new order (/checkout). */
      orderAgainUrl: string;
    })
  | (Common & {
      kind: 'proof-rejected';
      /** Why, in the admin's words; null when they gave none. */
      reason: string | null;
      /** Where the couple tracks the order and can send a new proof. */
      trackUrl: string;
    })
  | (Common & {
      kind: 'money-returned';
      /** What the couple paid, and how much of it went back in all so far. */
      paid: number;
      returned: number;
      status: MoneyBackStatus;
      trackUrl: string;
    })
  | (Common & {
      kind: 'invitation-ready';
      clientUrl: string;
      trackUrl: string;
    })
  | (Common & {
      kind: 'couple-sign-in';
      /** The dashboard's sign-in page with the link's token in its query. */
      signInUrl: string;
      expiresAt: string;
    })
  | (Common & {
      kind: 'partner-invited';
      signInUrl: string;
      expiresAt: string;
      /** Where a new link is asked for, once this one has expired. */
      askAgainUrl: string;
    })
  | (Common & {
      kind: 'shop-proof-waiting';
      /** The admin's proof review page for this order. */
      reviewUrl: string;
    })
  | (Common & {
      kind: 'shop-late-payment';
      total: number;
      paymentType: string;
      paidAt: string;
      /** The admin's payments page (the specification's "transactions"). */
      adminUrl: string;
    })
  | (Common & {
      kind: 'shop-money-returned';
      paid: number;
      returned: number;
      status: MoneyBackStatus;
      adminUrl: string;
    });

/** The email of one view, ready for the mail server. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Every kind has a view: the compiler checks the union covers EMAIL_KINDS. */
export type ViewOf<K extends EmailKind> = Extract<EmailView, { kind: K }>;
