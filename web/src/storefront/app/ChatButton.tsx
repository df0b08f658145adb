import { useEffect, useRef, useState } from 'react';
import { whatsappLink } from '@undangan/contracts';
import { WhatsAppIcon } from '@/shared/ui/icons';

const GREETING = 'Halo, saya ingin bertanya tentang undangan digital.';

/** What a customer can tap or type into; the chat button must never lie on top of one. */
const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])';
/** What the customer must be able to read in full: amounts, account numbers, totals. */
const KEEP_CLEAR =
  '.payment-amount, .account__number, .totals__row dd, .receipt__lines .num, .cart-item__total, [data-keep-clear]';
/** Text to read: the button must not lie on a line of it either. */
const TEXT_BLOCKS = 'p, li, dt, dd, h1, h2, h3, h4, td, th, figcaption, blockquote, legend';
/** Room kept around the button, so a finger aimed at either does not hit the other. */
const MARGIN = 6;
const MUTATION_DELAY_MS = 150;

const overlaps = (box: DOMRect, zone: DOMRect) =>
  box.width > 0 &&
  box.height > 0 &&
  box.left < zone.right + MARGIN &&
  box.right > zone.left - MARGIN &&
  box.top < zone.bottom + MARGIN &&
  box.bottom > zone.top - MARGIN;

/** Whether a line of the block's own text (not its empty right-hand side) lies under the zone. */
function textUnder(block: Element, zone: DOMRect): boolean {
  const range = document.createRange();
  range.selectNodeContents(block);
  for (const line of range.getClientRects()) if (overlaps(line, zone)) return true;
  return false;
}

function coversSomething(button: HTMLElement): boolean {
  const zone = button.getBoundingClientRect();
  for (const element of document.querySelectorAll<HTMLElement>(`${INTERACTIVE}, ${KEEP_CLEAR}`)) {
    if (element === button || button.contains(element) || element.contains(button)) continue;
    if (overlaps(element.getBoundingClientRect(), zone)) return true;
  }
  for (const block of document.querySelectorAll(TEXT_BLOCKS)) {
    if (block.contains(button)) continue;
    if (overlaps(block.getBoundingClientRect(), zone) && textUnder(block, zone)) return true;
  }
  return false;
}

/**
 * The floating WhatsApp button (PRODUCT.md section 2). It steps aside (hidden) while a link, button or
 * field of the page, an amount or a line of text to read, is under it, and comes back once the page has scrolled on, so it never covers
 * what the customer is about to tap. The footer keeps a WhatsApp link of its own.
 */
export function ChatButton() {
  const button = useRef<HTMLAnchorElement>(null);
  const [aside, setAside] = useState(false);

  useEffect(() => {
    let frame = 0;
    let timer = 0;
    const check = () => {
      frame = 0;
      const element = button.current;
      if (!element) return;
      // A keyboard user who reached it keeps it.
      setAside(document.activeElement !== element && coversSomething(element));
    };
    const soon = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    const later = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(soon, MUTATION_DELAY_MS);
    };
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    const observer = new MutationObserver(later);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'hidden', 'open', 'style', 'disabled'],
    });
    soon();
    return () => {
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
      observer.disconnect();
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);

  return (
    <a
      ref={button}
      className={aside ? 'chat-button chat-button--aside' : 'chat-button'}
      href={whatsappLink(GREETING)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat dengan kami di WhatsApp"
      data-testid="chat-button"
    >
      <WhatsAppIcon />
    </a>
  );
}
