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
