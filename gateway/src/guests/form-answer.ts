import { escapeHtml } from '@undangan/contracts';

/**
 * The small page a guest sees when their form, sent without JavaScript, was refused: the reason
 * and the way back to the invitation. It has no script and no style but its own inline one.
 */
export function renderFormAnswer(message: string, backTo: string): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Undangan</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1.25rem;color:#2f2a26;background:#faf7f2}main{max-width:32rem;margin:0 auto}a{color:#7a5c3e}</style></head><body><main><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(backTo)}">Kembali ke undangan</a></p></main></body></html>`;
}
