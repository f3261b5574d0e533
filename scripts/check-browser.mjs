#!/usr/bin/env node
/**
 * First step of `npm test` and of the browser tests: without Chromium the byte budgets and the
 * browser tests could only fail late, on a launch error or a time-out. This fails at once and
 * names the command that installs it.
 */
import { accessSync, constants } from 'node:fs';
import { CHROMIUM_PATH } from '../tests/e2e/chromium.mjs';

try {
  accessSync(CHROMIUM_PATH, constants.X_OK);
} catch {
  console.error(`No Chromium at ${CHROMIUM_PATH}. Install it (and the CJK fonts) with: npm run setup:browser`);
  console.error('(or point CHROMIUM_PATH at another Chromium)');
  process.exit(1);
}
