/**
 * What the two browser-test configs share (playwright.config.mjs for the builds served by
 * `max preview`, tests/nginx/playwright.config.mjs for the builds behind nginx): Debian's
 * Chromium (no browser download), two workers, each with a mock backend of its own
 * (tests/e2e/lib.mjs MOCK_HEADERS), one retry in CI (a test that passes on it is reported flaky,
 * and is a defect to fix), and a trace and a screenshot kept for each failure (the screenshot taken by
 * the newPage fixture).
 */
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.mjs';

const ROOT = join(import.meta.dirname, '..');

/** `layer` names the artefact folders: test-results/<layer>/, <layer>.json, playwright-report/<layer>/. */
export function browserTestConfig(layer) {
  return {
    // Tests, not files, are shared out: a long file (the page walk) no longer sets the
    // layer's length. Tests are independent, and each worker has its own mock backend.
    fullyParallel: true,
    // One per core (E2E_WORKERS to change it): a worker's tests run one after the other.
    workers: Number(process.env.E2E_WORKERS) || 2,
    retries: process.env.CI ? 1 : 0,
    forbidOnly: Boolean(process.env.CI),
    // A test that needs more does too much, or shows slow code (docs/testing.md, "Time").
    timeout: 60_000,
    expect: { timeout: 10_000 },
    outputDir: join(ROOT, 'test-results', layer),
    reporter: [
      [process.env.CI ? 'line' : 'list'],
      ['json', { outputFile: join(ROOT, 'test-results', `${layer}.json`) }],
      ['html', { outputFolder: join(ROOT, 'playwright-report', layer), open: 'never' }],
    ],
    use: {
      browserName: 'chromium',
      headless: true,
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      // In CI a failed test runs again with a trace; recording every test's trace costs about a
      // third more time on a 2-core machine.
      trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
      // A failed test's own pages are photographed by the newPage fixture (tests/e2e/fixtures.mjs).
      screenshot: 'off',
    },
  };
}
