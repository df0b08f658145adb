/** What stays on top of the page as it scrolls: the site's header, and any bar marked to stick under it. */
const STICKY = '.site-header, [data-sticky-top]';
/** What stays at the bottom of the screen as the page scrolls (the checkout's total and button). */
const STICKY_BOTTOM = '[data-sticky-bottom]';
const GAP_PX = 16;

function stuckHeight(selector: string): number {
  let covered = 0;
  for (const sticky of document.querySelectorAll<HTMLElement>(selector)) {
    const style = getComputedStyle(sticky);
    if (style.position === 'sticky' || style.position === 'fixed') covered += sticky.offsetHeight;
  }
  return covered;
}

const behaviour = (): ScrollBehavior =>
  (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false) ? 'auto' : 'smooth';

/**
 * Scrolls so that `element` starts just below what sticks to the top of the screen (a plain
 * scrollIntoView would leave a field's label, or the field itself, under the header).
 */
export function scrollBelowHeader(element: Element): void {
  const top = element.getBoundingClientRect().top + window.scrollY - stuckHeight(STICKY) - GAP_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: behaviour() });
}

/**
 * Brings `element` into sight only when part of it is out of sight or under the header: a message
 * below the screen comes up just far enough to be read whole, one above it comes down below the
 * header.
 */
export function revealBelowHeader(element: Element): void {
  const box = element.getBoundingClientRect();
  const top = stuckHeight(STICKY);
  // Inside the bar stuck to the bottom, the element is not covered by it.
  const bottom = window.innerHeight - (element.closest(STICKY_BOTTOM) ? 0 : stuckHeight(STICKY_BOTTOM));
  if (box.top >= top && box.bottom <= bottom) return;
  if (box.top < top || box.height > bottom - top - GAP_PX) {
    scrollBelowHeader(element);
    return;
  }
  window.scrollTo({ top: window.scrollY + box.bottom - bottom + GAP_PX, behavior: behaviour() });
}

/**
 * Puts the customer on a field that needs them: focused, its label, the field and its message just
 * under the header (the field's whole `.field` block when it has one).
 */
export function focusBelowHeader(input: HTMLElement | null | undefined): void {
  if (!input) return;
  input.focus({ preventScroll: true });
  scrollBelowHeader(input.closest('.field') ?? input);
}
