/**
 * How the tests launch Debian's Chromium, measured on a 2-core CI machine: one place for the browser tests,
 * the benchmark and the budget check. Without the background-networking flags Chromium calls
 * out to Google hosts that this closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
