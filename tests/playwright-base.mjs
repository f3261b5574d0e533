/**
 * What the two browser-test configs share (playwright.config.mjs for the builds served by
 * `max preview`, tests/nginx/playwright.config.mjs for the builds behind nginx): Debian's
 * Chromium (no browser download), one worker (the tests share one mock backend, whose rows
 * some of them add and delete), one retry in CI (a test that passes on it is reported flaky),
 * and a trace and a screenshot kept for each failure.
 */
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.mjs';

const ROOT = join(import.meta.dirname, '..');

/** `layer` names the artefact folders: test-results/<layer>/, <layer>.json, playwright-report/<layer>/. */
export function browserTestConfig(layer) {
  return {
    fullyParallel: false,
    workers: 1,
    retries: process.env.CI ? 1 : 0,
    forbidOnly: Boolean(process.env.CI),
    // Some tests walk every page of the console in one go.
    timeout: 240_000,
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
      screenshot: 'only-on-failure',
    },
  };
}
