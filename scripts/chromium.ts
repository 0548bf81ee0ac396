/**
 * How every tool here starts Debian's Chromium (Playwright cannot download its own browser on these machines):
 * headless runs as root need `--no-sandbox`, and without the background-networking flags Chromium keeps trying
 * Google's hosts, which this machine's closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
