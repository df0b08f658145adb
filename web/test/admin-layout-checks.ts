/**
 * Layout faults a shop owner sees, measured in the page: the page scrolling sideways, an element
 * sticking out of its box, a button cut off (by its box, a scrolled table or the window), table
 * cells whose borders do not line up with their row, a table scrolling sideways inside its box,
 * an order id or a date broken over two lines, a control hidden under something fixed over it,
 * and a dialog outside the window.
 */
import type { Locator, Page } from 'playwright-core';

export interface LayoutOptions {
  /**
   * A phone's width: a wide table may scroll sideways inside its own box (a control it hides is
   * reached by scrolling it), and ids and dates inside it may take the room they need.
   */
  phone?: boolean;
}

/** Everything wrong with the admin page as it is now drawn, described for a failing test. */
export async function layoutProblems(page: Page, options: LayoutOptions = {}): Promise<string[]> {
  const problems = await page.evaluate(({ phone }) => {
    const problems: string[] = [];
    const describe = (el: Element) => {
      const classes =
        typeof el.className === 'string' ? el.className.trim().split(/\s+/).filter(Boolean) : [];
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes.map((c) => `.${c}`).join('')}${text ? ` "${text}"` : ''}`;
    };
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const clipsX = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    const clipsY = (el: Element) => {
      const value = getComputedStyle(el).overflowY;
      return value === 'hidden' || value === 'clip';
    };
    // Text for screen readers only and the date picker's own inner layout are not the page's boxes.
    const ignored = (el: Element) =>
      Boolean(el.closest('.visually-hidden, .rdrDateRangePickerWrapper, svg')) && !el.matches('svg');

    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      problems.push(
        `the page scrolls sideways (${document.documentElement.scrollWidth}px wide in a ${window.innerWidth}px window)`,
      );

    const scrollsX = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);

    const elements = [...document.querySelectorAll('.admin-main *, .admin-layer *, .admin-toasts *')];
    for (const el of elements) {
      if (ignored(el) || !shown(el)) continue;
      const style = getComputedStyle(el);
      if (style.position === 'absolute' || style.position === 'fixed') continue;
      const parent = el.parentElement;
      if (!parent || clipsX(parent)) continue;
      const box = parent.getBoundingClientRect();
      const rect = el.getBoundingClientRect();
      if (rect.left < box.left - 1 || rect.right > box.right + 1)
        problems.push(
          `${describe(el)} sticks out of ${describe(parent)} (${Math.round(rect.right - box.right)}px)`,
        );
    }

    // A control is cut off when a box that clips (or the window) hides part of it.
    const controls = [
      ...document.querySelectorAll(
        '.admin-main button, .admin-main a.admin-button, .admin-layer button, .admin-layer a.admin-button, .admin-toasts button',
      ),
    ];
    for (const el of controls) {
      if (ignored(el) || !shown(el)) continue;
      const rect = el.getBoundingClientRect();
      let left = Math.max(rect.left, 0);
      let right = Math.min(rect.right, window.innerWidth);
      let top = rect.top;
      let bottom = rect.bottom;
      // The body's overflow is the window's (an open drawer sets it to hidden so the page stays
      // still), not a clip of the body's box: the window's sides are taken above, the climb stops here.
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const box = up.getBoundingClientRect();
        // On a phone a table's box scrolls sideways: what it hides there is a swipe away.
        if (clipsX(up) && !(phone && scrollsX(up))) {
          left = Math.max(left, box.left);
          right = Math.min(right, box.left + up.clientLeft + up.clientWidth);
        }
        if (clipsY(up)) {
          top = Math.max(top, box.top);
          bottom = Math.min(bottom, box.top + up.clientTop + up.clientHeight);
        }
      }
      if (left > rect.left + 1 || right < rect.right - 1 || top > rect.top + 1 || bottom < rect.bottom - 1)
        problems.push(`button ${describe(el)} is cut off`);
      else if (el.scrollWidth > el.clientWidth + 1)
        problems.push(`button ${describe(el)} has text sticking out`);
    }

    // At a laptop's width and at 1024 every table fits its box: nothing to scroll sideways to.
    if (!phone)
      for (const box of document.querySelectorAll(
        '.admin-main .admin-table-wrap, .admin-layer .admin-table-wrap',
      )) {
        if (!shown(box) || !scrollsX(box)) continue;
        if (box.scrollWidth > box.clientWidth + 1)
          problems.push(
            `${describe(box)} scrolls sideways (${box.scrollWidth}px of content in ${box.clientWidth}px)`,
          );
      }

    // An order id, and a row's date and time, read on one line.
    if (!phone)
      for (const el of document.querySelectorAll('.admin-main .admin-order-id, .admin-main td.admin-when')) {
        if (!shown(el)) continue;
        // A cell's own box is one rectangle: its lines are those of the text inside it.
        const parts =
          getComputedStyle(el).display === 'table-cell'
            ? [...el.children].flatMap((child) => [...child.getClientRects()])
            : [...el.getClientRects()];
        const lines = new Set(parts.map((rect) => Math.round(rect.top)));
        if (lines.size > 1) problems.push(`${describe(el)} is broken over ${lines.size} lines`);
      }

    for (const row of document.querySelectorAll('.admin-main tr, .admin-layer tr')) {
      if (!shown(row)) continue;
      const box = row.getBoundingClientRect();
      for (const cell of row.children) {
        if (!shown(cell)) continue;
        const rect = cell.getBoundingClientRect();
        if (getComputedStyle(cell).display !== 'table-cell')
          problems.push(`cell ${describe(cell)} is not drawn as a table cell`);
        else if (Math.abs(rect.top - box.top) > 1 || Math.abs(rect.bottom - box.bottom) > 1)
          problems.push(`cell ${describe(cell)} does not line up with its row`);
      }
    }
    return [...new Set(problems)];
  }, options);
  return [...problems, ...(await coveredControls(page))];
}

/**
 * Controls in the window that something else lies over (a fixed header, the toasts, a sticky
 * column): the point at the middle of each must hit the control itself. While a modal layer is
 * open, only the controls in the top one count; the page behind it is meant to be out of reach.
 */
export async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (el: Element) => {
      const classes =
        typeof el.className === 'string' ? el.className.trim().split(/\s+/).filter(Boolean) : [];
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')}${text ? ` "${text}"` : ''}`;
    };
    const layers = [...document.querySelectorAll('.admin-layer')];
    const scope: ParentNode = layers.length > 0 ? layers[layers.length - 1] : document;
    const controls = [
      ...scope.querySelectorAll('button, a[href], input, select, textarea'),
      ...(layers.length > 0 ? document.querySelectorAll('.admin-toasts button') : []),
    ];
    for (const el of controls) {
      if (el.closest('.visually-hidden, .rdrDateRangePickerWrapper')) continue;
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      // A control a table's own box scrolled away is not covered: it is out of that box.
      let hiddenByBox = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX === 'visible' && getComputedStyle(up).overflowY === 'visible')
          continue;
        const box = up.getBoundingClientRect();
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) hiddenByBox = true;
      }
      if (hiddenByBox) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit !== el && !el.contains(hit))
        problems.push(`${describe(el)} is covered by ${describe(hit)}`);
    }
    return [...new Set(problems)];
  });
}

/** Whether a dialog lies inside the window and holds the focus. */
export async function dialogInView(dialog: Locator): Promise<{ inside: boolean; focused: boolean }> {
  return dialog.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return {
      inside:
        rect.width > 0 &&
        rect.left >= -1 &&
        rect.top >= -1 &&
        rect.right <= window.innerWidth + 1 &&
        rect.bottom <= window.innerHeight + 1,
      focused: el.contains(document.activeElement),
    };
  });
}
