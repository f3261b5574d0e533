/**
 * The browser tests' `test`: @playwright/test plus the console's fixtures.
 * - newPage(options): a clean context of its own and a page on this project's build (options: lib.mjs
 *   openPage). When the test ends the context is handed back clean, and unexpected console errors, page
 *   errors, dialogs or third-party requests fail the test.
 * - adminPage, operatorPage, viewerPage: a page already signed in at that level (through the
 *   API, on /member); the sign-in form itself is covered by auth.test.mjs.
 * - defer(fn): runs fn when the test ends, pass or fail (undo what the test changed on the
 *   shared mock backend: a fault switched on, a row added).
 * - note(text): a line in the test's report (its annotations).
 * - apiContract (automatic): the test fails when a call it made, from its pages or from Node,
 *   broke the API contract (docs/openapi.json) as the mock backend of its worker saw it.
 * - build (option): 'root' or 'sub-path', the build this project tests (playwright.config.mjs).
 */
import { test as base, expect } from '@playwright/test';
import {
  allowConsole,
  BASE_URL,
  CONSOLE_URL,
  closePooledContexts,
  openPage,
  signInByApi,
  takeContractViolations,
} from './lib.mjs';

export { expect };

/** The base URL of a build: the sub-path build's is set only when it is served. */
function baseUrlOf(build) {
  if (build === 'sub-path') {
    if (!CONSOLE_URL) throw new Error('E2E_CONSOLE_URL is not set: the sub-path build is not served');
    return CONSOLE_URL;
  }
  return BASE_URL;
}

const signedIn =
  (who) =>
  async ({ newPage }, use) => {
    await use(await signInByApi(await newPage(), who));
  };

export const test = base.extend({
  build: ['root', { option: true }],

  // The worker's pooled browsers (lib.mjs openPage) close with it.
  pooledContexts: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      await use(undefined);
      await closePooledContexts();
    },
    { scope: 'worker', auto: true },
  ],

  newPage: async ({ build }, use, testInfo) => {
    const opened = [];
    await use(async (options = {}) => {
      const made = await openPage({ baseURL: baseUrlOf(build), ...options });
      // Against `max dev` (E2E_DEV=1, docs/testing.md) webpack warns about its dev-only bundling.
      if (process.env.E2E_DEV === '1') allowConsole(made.page, /The generated code contains 'async\/await'/);
      opened.push(made);
      return made.page;
    });
    // A failed test's screenshots: its own pages, before they are handed back. Playwright's
    // (`screenshot: 'only-on-failure'`, off in tests/playwright-base.mjs) also showed the kept page
    // of every other pooled browser of the worker, four logos beside the one page that mattered.
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const [i, { page }] of opened.entries()) {
        if (page.isClosed()) continue;
        const path = testInfo.outputPath(`test-failed-page-${i + 1}.png`);
        const taken = await page.screenshot({ path, timeout: 5_000 }).catch(() => undefined);
        if (taken) await testInfo.attach(`screenshot of page ${i + 1}`, { path, contentType: 'image/png' });
      }
    }
    const problems = [];
    for (const made of opened) problems.push(...(await made.close()));
    if (problems.length) {
      throw new Error(
        `Unexpected browser output (declare it with allowConsole() if the test provokes it):\n  ${problems.join('\n  ')}`,
      );
    }
  },

  // Every journey proves the console and the mock keep the contract: what the worker's backend
  // recorded before the test is forgotten, and whatever the test's calls broke fails it.
  apiContract: [
    async ({ build }, use) => {
      // No sub-path server (a run pointed at one server): its tests skip themselves, nothing to read.
      const baseURL = build === 'sub-path' ? CONSOLE_URL : BASE_URL;
      if (!baseURL) {
        await use(undefined);
        return;
      }
      await takeContractViolations(baseURL);
      await use(undefined);
      const found = await takeContractViolations(baseURL);
      if (found.length)
        throw new Error(`Calls that break the API contract (docs/contract.md):\n  ${found.join('\n  ')}`);
    },
    { auto: true },
  ],

  adminPage: signedIn('admin'),
  operatorPage: signedIn('operator'),
  viewerPage: signedIn('viewer'),

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  defer: async ({}, use) => {
    const undo = [];
    await use((fn) => undo.push(fn));
    for (const fn of undo.reverse()) await fn();
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  note: async ({}, use, testInfo) => {
    await use((text) => testInfo.annotations.push({ type: 'note', description: text }));
  },
});
