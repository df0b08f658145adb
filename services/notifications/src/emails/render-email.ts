import type { EmailDocument } from './email-blocks';
import { layoutHtml } from './email-layout';
import { plainText } from './email-plain-text';
import type { EmailView, RenderedEmail } from './email-views';
import { invitationReadyEmail, moneyReturnedEmail, proofRejectedEmail } from './order-update-emails';
import {
  paymentClosedEmail,
  paymentInstructionsEmail,
  paymentReceivedEmail,
  transferAwaitedEmail,
} from './payment-emails';
import { coupleSignInEmail, partnerInvitedEmail } from './couple-access-emails';
import { shopLatePaymentEmail, shopMoneyReturnedEmail, shopProofWaitingEmail } from './shop-emails';

/** What an email says, by kind; a kind without a template does not compile. */
function documentOf(view: EmailView): EmailDocument {
  switch (view.kind) {
    case 'transfer-awaited':
      return transferAwaitedEmail(view);
    case 'payment-instructions':
      return paymentInstructionsEmail(view);
    case 'payment-received':
      return paymentReceivedEmail(view);
    case 'payment-closed':
      return paymentClosedEmail(view);
    case 'proof-rejected':
      return proofRejectedEmail(view);
    case 'money-returned':
      return moneyReturnedEmail(view);
    case 'invitation-ready':
      return invitationReadyEmail(view);
    case 'couple-sign-in':
      return coupleSignInEmail(view);
    case 'partner-invited':
      return partnerInvitedEmail(view);
    case 'shop-proof-waiting':
      return shopProofWaitingEmail(view);
    case 'shop-late-payment':
      return shopLatePaymentEmail(view);
    case 'shop-money-returned':
      return shopMoneyReturnedEmail(view);
    default: {
      const missing: never = view;
      throw new Error(`No template for the email kind ${(missing as EmailView).kind}`);
    }
  }
}

/** The subject, HTML and text of an email, from what it says. */
export function renderEmail(view: EmailView): RenderedEmail {
  const document = documentOf(view);
  return { subject: document.subject, html: layoutHtml(document), text: plainText(document) };
}
