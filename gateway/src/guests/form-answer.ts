import { escapeHtml } from '@undangan/contracts';

/** A small page for a guest: its own inline style, no script, nothing of the shop's. */
function guestNoticePage(body: string): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Undangan</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1.25rem;color:#2f2a26;background:#faf7f2}main{max-width:32rem;margin:0 auto}a{color:#7a5c3e}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The small page a guest sees when their form, sent without JavaScript, was refused: the reason
 * and the way back to the invitation.
 */
export function renderFormAnswer(message: string, backTo: string): string {
  return guestNoticePage(
    `<p>${escapeHtml(message)}</p><p><a href="${escapeHtml(backTo)}">Kembali ke undangan</a></p>`,
  );
}

/** A page with one sentence and no way on: what a couple's own domain shows when it has no page to show. */
export function renderGuestNotice(message: string): string {
  return guestNoticePage(`<p>${escapeHtml(message)}</p>`);
}
