/** Debian's Chromium, which .ci/run installs: the browser of the browser tests and of Lighthouse. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless in a container as root, and nothing fetched from the network on its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * How long one step of a browser test (a click, a page, a text) may take before it fails with its
 * own message: long enough for a machine half as fast with other work running, well inside the
 * test's own time (BROWSER_TEST_MS).
 */
export const STEP_MS = 30_000;
/** A whole browser test: a journey of many steps. */
export const BROWSER_TEST_MS = 240_000;
