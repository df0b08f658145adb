import type { Page } from 'playwright-core';

/** A full-page screenshot into SCREENSHOT_DIR when the run sets it; nothing otherwise. */
export async function shoot(page: Page, name: string): Promise<void> {
  const shots = process.env.SCREENSHOT_DIR;
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}
