#!/usr/bin/env node
/**
 * The counts of a Playwright JSON report (the browser-test configs write test-results/<layer>.json),
 * printed as one line for .ci/run: "<passed> <failed> <flaky> <skipped>". A flaky test (failed,
 * then passed on its retry) is counted as flaky, not as passed. Errors outside any test (a global
 * setup that threw: no build, no server) count as failures. Prints nothing and exits 1 when the
 * report is missing or unreadable.
 */
import { readFileSync } from 'node:fs';

const file = process.argv[2];
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  process.exit(1);
}
const s = report.stats ?? {};
const outside = (report.errors ?? []).length;
console.log(`${s.expected ?? 0} ${(s.unexpected ?? 0) + outside} ${s.flaky ?? 0} ${s.skipped ?? 0}`);
