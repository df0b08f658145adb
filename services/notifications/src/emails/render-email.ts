import type { EmailView, RenderedEmail } from './email-views';

// Placeholder until the templates land.
export function renderEmail(view: EmailView): RenderedEmail {
  return {
    subject: `${view.kind} ${view.orderId}`,
    html: `<p>${view.orderId}</p>`,
    text: JSON.stringify(view),
  };
}
