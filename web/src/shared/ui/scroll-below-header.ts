/** What stays on top of the page as it scrolls: the site's header, and any bar marked to stick under it. */
const STICKY = '.site-header, [data-sticky-top]';
const GAP_PX = 16;

/**
 * Scrolls so that `element` starts just below what sticks to the top of the screen (a plain
 * scrollIntoView would leave a field's label, or the field itself, under the header).
 */
export function scrollBelowHeader(element: Element): void {
  let covered = 0;
  for (const sticky of document.querySelectorAll<HTMLElement>(STICKY)) {
    const style = getComputedStyle(sticky);
    if (style.position === 'sticky' || style.position === 'fixed') covered += sticky.offsetHeight;
  }
  const top = element.getBoundingClientRect().top + window.scrollY - covered - GAP_PX;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: Math.max(0, top), behavior: reduced ? 'auto' : 'smooth' });
}
