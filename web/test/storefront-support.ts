/**
 * What the storefront's browser tests share: a guard that fails a test on any browser dialog, the
 * phone layout check, and the simulator's remote control.
 */
import { expect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { STEP_MS } from '../../infra/stack/src/chromium';
import type { TestStack } from '../../infra/stack/src/test-stack';

export { BROWSER_TEST_MS, STEP_MS } from '../../infra/stack/src/chromium';

/**
 * Records every dialog (alert, confirm, prompt) the page opens and dismisses it: the storefront
 * shows its messages in the page, so a test that meets one fails (see expectNone).
 */
export class DialogGuard {
  readonly messages: string[] = [];

  constructor(page: Page) {
    page.on('dialog', (dialog) => {
      this.messages.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => undefined);
    });
  }

  expectNone(): void {
    expect(this.messages).toEqual([]);
  }
}

/** A pattern for text that contains `part` as it is written. */
export function containing(part: string): RegExp {
  return new RegExp(part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/**
 * Waits until the element says exactly `expected` (or matches it), for text that appears a moment
 * after the action (a copy, an answer of the server), and fails with what it said instead.
 */
/** Text as the customer reads it: a non-breaking space (which keeps 'Rp 179.000' on one line) is a space. */
export const readable = (text: string): string => text.replace(/\u00a0/g, ' ');

export async function expectText(
  locator: Locator,
  expected: string | RegExp,
  timeout = STEP_MS,
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const raw = (await locator.count()) > 0 ? await locator.first().textContent() : null;
    const said = raw === null ? null : readable(raw);
    const ok = said !== null && (typeof expected === 'string' ? said === expected : expected.test(said));
    if (ok) return;
    if (Date.now() > deadline) {
      expect(said).toBe(String(expected));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The page's address without its origin: what a test checks for a phone number must not be the
 * stack's port, which may hold the same digits.
 */
export function addressInSite(page: Page): string {
  const { pathname, search, hash } = new URL(page.url());
  return pathname + search + hash;
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

export async function badgeCount(page: Page): Promise<number> {
  // The header renders with its badge, in one commit, after the page has loaded: no badge before
  // the header is there says nothing yet.
  await page.locator('.site-header').waitFor({ timeout: STEP_MS });
  const badge = page.getByTestId('cart-badge');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.textContent());
}

/** Acts as the bank or Midtrans at the simulator ('settle?method=bca_va', 'expire', 'method'...). */
export async function simulator(stack: TestStack, orderId: string, action: string, body: object = {}) {
  const sim = `http://127.0.0.1:${stack.specs['midtrans-sim'].port}`;
  const response = await fetch(`${sim}/sim/transactions/${encodeURIComponent(orderId)}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`sim ${action}: ${response.status} ${await response.text()}`);
}

/** What the page shows wrong at this scroll position (see layoutProblems). */
function problemsInView(): string[] {
  const problems: string[] = [];
  const describe = (element: Element) => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${text}"`;
  };
  const width = window.innerWidth;
  if (document.documentElement.scrollWidth > width)
    problems.push(`the page is ${document.documentElement.scrollWidth}px wide on a ${width}px screen`);

  const shown = (element: Element) => {
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };

  // A button is clipped when part of it (not all: a carousel hides whole slides on purpose) is cut
  // off by the screen's sides or by an ancestor that hides its overflow.
  const controls = document.querySelectorAll(
    'button, a.button, .copy-button, .stepper__button, .carousel__arrow, [role="button"]',
  );
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || !shown(control)) continue;
    let left = box.left;
    let right = box.right;
    let top = box.top;
    let bottom = box.bottom;
    for (let parent = control.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      if (style.overflowX !== 'visible') {
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      if (style.overflowY !== 'visible') {
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
      }
    }
    left = Math.max(left, 0);
    right = Math.min(right, width);
    const visibleArea = Math.max(0, right - left) * Math.max(0, bottom - top);
    if (visibleArea === 0) continue;
    const area = box.width * box.height;
    if (visibleArea < area - 1)
      problems.push(`${describe(control)} is clipped (${Math.round((visibleArea / area) * 100)}% shown)`);
  }

  const chat = document.querySelector('.chat-button');
  if (chat && shown(chat)) {
    const zone = chat.getBoundingClientRect();
    const interactive = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, [role="button"], [role="tab"], ' +
        // Amounts the customer must read in full.
        '.payment-amount, .account__number, .totals__row dd, .receipt__lines .num, .cart-item__total',
    );
    for (const element of interactive) {
      if (element === chat || chat.contains(element) || element.contains(chat)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < zone.right && box.right > zone.left && box.top < zone.bottom && box.bottom > zone.top)
        problems.push(`the chat button covers ${describe(element)}`);
    }
    // Nor a line of text: each line's own box, so the empty end of a short line does not count.
    for (const block of document.querySelectorAll(
      'p, li, dt, dd, h1, h2, h3, h4, td, th, figcaption, legend',
    )) {
      if (block.contains(chat) || !block.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(block);
      for (const line of range.getClientRects()) {
        if (line.width === 0 || line.height === 0) continue;
        if (
          line.left < zone.right &&
          line.right > zone.left &&
          line.top < zone.bottom &&
          line.bottom > zone.top
        ) {
          problems.push(`the chat button covers the text of ${describe(block)}`);
          break;
        }
      }
    }
  }

  // Whatever lies on top of the centre of something to tap or read must be that thing itself (or
  // part of it): not the chat button, not another element. The bars that stick to the top and the
  // bottom cover what scrolls under them by design; what is under them is out of sight, not covered.
  const bars = [...document.querySelectorAll('.site-header, [data-sticky-top], [data-sticky-bottom]')];
  // Read by screen readers only (clipped to 1 px on purpose).
  const forScreenReaders = (element: Element) => element.closest('.visually-hidden') !== null;
  // The point lies outside an ancestor that hides its overflow (a folded panel): not on screen.
  const clippedAway = (element: Element, x: number, y: number) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      if (x < clip.left || x > clip.right || y < clip.top || y > clip.bottom) return true;
    }
    return false;
  };
  const readables = document.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], ' +
      'p, li, dt, dd, h1, h2, h3, h4, td, th, figcaption, legend',
  );
  for (const element of readables) {
    // checkVisibility: not in a folded <details>, not hidden by a style.
    if (!shown(element) || forScreenReaders(element) || !element.checkVisibility()) continue;
    if (element.closest('.swiper-slide:not(.swiper-slide-active)')) continue;
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) continue;
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || x >= width || y < 0 || y >= window.innerHeight || clippedAway(element, x, y)) continue;
    const hit = document.elementFromPoint(x, y);
    if (!hit || hit === element || element.contains(hit)) continue;
    // A label's text over its own (hidden) control, or a control's own label.
    if (hit instanceof HTMLLabelElement && hit.control === element) continue;
    if (bars.some((bar) => bar.contains(hit) && !bar.contains(element))) continue;
    if (hit.contains(element)) continue;
    problems.push(`${describe(hit)} covers ${describe(element)}`);
  }

  // Text cut off by its box: a select showing part of its option, a line cut at the edge.
  const canvas = document.createElement('canvas').getContext('2d');
  for (const select of document.querySelectorAll('select')) {
    const box = select.getBoundingClientRect();
    if (!canvas || box.width === 0 || !shown(select) || forScreenReaders(select)) continue;
    const style = getComputedStyle(select);
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = select.selectedOptions[0]?.textContent ?? '';
    // The arrow takes about 20 px of the right padding.
    const room =
      select.clientWidth - parseFloat(style.paddingLeft) - Math.max(parseFloat(style.paddingRight), 20) - 4;
    if (canvas.measureText(text).width > room) problems.push(`${describe(select)} cuts its text "${text}"`);
  }
  for (const element of document.querySelectorAll(
    'p, li, dd, dt, td, th, span, strong, h1, h2, h3, label, a, button',
  )) {
    const style = getComputedStyle(element);
    if (style.overflowX === 'visible' || !shown(element) || element.clientWidth === 0) continue;
    if (forScreenReaders(element)) continue;
    if (element.scrollWidth > element.clientWidth + 1) problems.push(`${describe(element)} is cut off`);
  }

  // A price is read in one piece: 'Rp' and its figures never on two lines.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(/Rp[\s\u00a0]?[\d.]+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index ?? 0);
      range.setEnd(node, (match.index ?? 0) + match[0].length);
      const lines = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      if (lines.size > 1) problems.push(`"${match[0]}" breaks over ${lines.size} lines`);
    }
  }
  return problems;
}

/** How long the chat button may take to step aside after a scroll, on a machine busy with other work. */
const CHAT_BUTTON_SETTLES_WITHIN_MS = 10_000;

/**
 * The problems in view once the chat button has looked again: it steps aside a frame and a short
 * delay after the page scrolls, later on a busy machine, so what it covers counts only if it is
 * still there when that time has passed; the other problems are read at the same moment.
 */
async function settledProblems(page: Page): Promise<string[]> {
  const deadline = Date.now() + CHAT_BUTTON_SETTLES_WITHIN_MS;
  // It looks again on the next frame and after the page settles: not before this.
  await page.waitForTimeout(250);
  for (;;) {
    const problems = await page.evaluate(problemsInView);
    if (!problems.some((problem) => problem.startsWith('the chat button')) || Date.now() > deadline)
      return problems;
    await page.waitForTimeout(100);
  }
}

/**
 * Scrolls the page from top to bottom, a little less than a screen at a time, and gives every
 * problem seen: a page wider than the screen, a button or text cut off, a price broken over two
 * lines, the floating chat button lying on top of something the customer can tap or an amount
 * they must read, or anything lying on top of the centre of a control or a block of text.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  const found = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.round((page.viewportSize()?.height ?? 740) * 0.6);
  for (let y = 0; ; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const scrolled = await page.evaluate(() => window.scrollY);
    for (const problem of await settledProblems(page)) found.add(`at ${Math.round(scrolled)}px: ${problem}`);
    if (y >= height) break;
  }
  return [...found];
}

/**
 * Where an element lies against the window, once the page has stopped scrolling: below the sticky
 * header (top >= header's bottom), inside the window (bottom <= window height), and the element on
 * top of its centre (itself, or the name of what covers it).
 */
export async function placeInWindow(
  page: Page,
  selector: string,
): Promise<{ belowHeader: boolean; insideWindow: boolean; onTop: string }> {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) break;
    last = y;
    await page.waitForTimeout(100);
  }
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) throw new Error(`${css} is not on the page`);
    const box = element.getBoundingClientRect();
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      belowHeader: box.top >= header - 0.5,
      insideWindow: box.bottom <= window.innerHeight + 0.5,
      onTop:
        hit && (hit === element || element.contains(hit)) ? 'itself' : String(hit?.outerHTML.slice(0, 80)),
    };
  }, selector);
}

/** The least a control may measure on either side: the shop's smallest button (.button--small), above WCAG 2.2's 24 px. */
export const MIN_TAP_TARGET_PX = 36;

/**
 * The controls inside `within` (the page's own content, not the site's header and footer) smaller
 * than MIN_TAP_TARGET_PX on a side. A checkbox or radio counts with the label around it, a file
 * input by the label that stands for it; a link inside a sentence is its text and is left out.
 */
export async function tapTargetProblems(page: Page, within = '.site-main'): Promise<string[]> {
  return page.evaluate(
    ({ scope, minimum }) => {
      const problems: string[] = [];
      const root = document.querySelector(scope);
      if (!root) return [`${scope} is not on the page`];
      const controls = root.querySelectorAll(
        'button, a.button, nav a, label.button, select, textarea, summary, input:not([type="hidden"])',
      );
      for (const control of controls) {
        if (control.closest('.visually-hidden') || !control.checkVisibility({ opacityProperty: true }))
          continue;
        const target =
          control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)
            ? (control.closest('label') ?? control)
            : control;
        const box = target.getBoundingClientRect();
        if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
          const text = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
          problems.push(
            `${control.tagName.toLowerCase()}.${String(control.className).split(' ')[0]} "${text}" is ${Math.round(box.width)}x${Math.round(box.height)}px`,
          );
        }
      }
      return problems;
    },
    { scope: within, minimum: MIN_TAP_TARGET_PX },
  );
}
