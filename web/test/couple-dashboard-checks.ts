/**
 * What the couple's dashboard suites check of a screen at a phone's size and at a laptop's: the
 * storefront's layout checks (nothing wider than the window, nothing cut off or covered), every
 * control big enough to tap, and on the laptop the parts that are meant to stand side by side
 * doing so; a screenshot of each size when SCREENSHOT_DIR is set.
 */
import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { shoot } from './shots';
import { expectNoHorizontalScroll, layoutProblems, tapTargetProblems } from './storefront-support';

export const PHONE_SCREEN = { width: 360, height: 740 };
export const LAPTOP_SCREEN = { width: 1366, height: 768 };

/**
 * Where the elements found by `selectors` (the first shown match of each) are not on one line, left
 * to right in that order: each must overlap the previous one's height and start right of its end.
 */
export async function notSideBySide(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((all) => {
    const problems: string[] = [];
    const boxes = all.map((selector) => {
      const found = [...document.querySelectorAll(selector)].find((el) => el.getClientRects().length > 0);
      if (!found) problems.push(`${selector} is not on the page`);
      return { selector, box: found?.getBoundingClientRect() };
    });
    for (let i = 1; i < boxes.length; i++) {
      const before = boxes[i - 1];
      const after = boxes[i];
      if (!before.box || !after.box) continue;
      if (after.box.top >= before.box.bottom || after.box.bottom <= before.box.top)
        problems.push(`${after.selector} is not on the line of ${before.selector}`);
      else if (after.box.left < before.box.right - 1)
        problems.push(`${after.selector} does not stand right of ${before.selector}`);
    }
    return problems;
  }, selectors);
}

/**
 * The page at the phone's size and then the laptop's, checked and shot as `<name>-360` and
 * `<name>-1366`; on the laptop the rows `sideBySide` names (lists of selectors) each on one line.
 * It ends at the phone's size, where the suites walk.
 */
export async function checkPhoneAndLaptop(
  page: Page,
  name: string,
  sideBySide: string[][] = [],
): Promise<void> {
  for (const size of [PHONE_SCREEN, LAPTOP_SCREEN]) {
    await page.setViewportSize(size);
    await expectNoHorizontalScroll(page);
    expect(await layoutProblems(page)).toEqual([]);
    expect(await tapTargetProblems(page)).toEqual([]);
    if (size === LAPTOP_SCREEN)
      for (const row of sideBySide)
        expect({ row, problems: await notSideBySide(page, row) }).toEqual({ row, problems: [] });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(PHONE_SCREEN);
}

/** The dashboard's tabs, on one line on a laptop. */
export const DASHBOARD_TABS = [1, 2, 3, 4, 5].map((n) => `.couple-nav__link:nth-child(${n})`);
