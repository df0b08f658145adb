import { INVITATION_PAGE_MESSAGES, type PublishedInvitation } from '@undangan/contracts';
import { escapeHtml as e } from './html';
import { coupleNames } from './invitation-words';
import { PAGE_CSS } from './page-style';
import { pageColours, themeCss } from './theme-style';

/**
 * The page once its time online is over: the couple's names in their theme and a polite word
 * that the invitation is no longer active. Nothing of the couple's events, accounts or guests.
 */
export function renderClosedPage(invitation: PublishedInvitation): string {
  return renderPageNotice(invitation, INVITATION_PAGE_MESSAGES.closed);
}

/**
 * The plain address when the couple switched their open link off: their names in their theme and
 * a polite word to open the link they were sent. Nothing of the couple's events or guests.
 */
export function renderPersonalPage(invitation: PublishedInvitation): string {
  return renderPageNotice(invitation, INVITATION_PAGE_MESSAGES.personal);
}

/** The couple's names in their theme and one sentence, and nothing else of the page. */
function renderPageNotice(invitation: PublishedInvitation, message: string): string {
  const names = coupleNames(invitation);
  return (
    '<!DOCTYPE html><html lang="id"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<meta name="theme-color" content="${pageColours(invitation.theme).background}">` +
    `<title>${e(`Undangan Pernikahan ${names}`)}</title>` +
    `<style>${PAGE_CSS}${themeCss(invitation.theme)}</style>` +
    '</head><body><div class="page" id="halaman"><main>' +
    '<section class="section closed-page">' +
    `<h1 class="couple-names">${e(names)}</h1>` +
    `<p class="lead">${e(message)}</p>` +
    '</section></main></div></body></html>'
  );
}
