/**
 * What the storefront's browser tests share: a guard that fails a test on any browser dialog, the
 * phone layout check, and the simulator's remote control.
 */
import { expect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import type { TestStack } from '../../infra/stack/src/test-stack';

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
export async function expectText(
  locator: Locator,
  expected: string | RegExp,
  timeout = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const said = (await locator.count()) > 0 ? await locator.first().textContent() : null;
    const ok = said !== null && (typeof expected === 'string' ? said === expected : expected.test(said));
    if (ok) return;
    if (Date.now() > deadline) {
      expect(said).toBe(String(expected));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

export async function badgeCount(page: Page): Promise<number> {
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
  }
  return problems;
}

/**
 * Scrolls the page from top to bottom, a little less than a screen at a time, and gives every
 * problem seen: a page wider than the screen, a button cut off, or the floating chat button lying
 * on top of something the customer can tap or an amount they must read.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  const found = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.round((page.viewportSize()?.height ?? 740) * 0.6);
  for (let y = 0; ; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // The chat button looks again on the next frame and after the page settles.
    await page.waitForTimeout(250);
    const scrolled = await page.evaluate(() => window.scrollY);
    for (const problem of await page.evaluate(problemsInView))
      found.add(`at ${Math.round(scrolled)}px: ${problem}`);
    if (y >= height) break;
  }
  return [...found];
}
