/**
 * The browser tests (npm run test:e2e; docs/testing.md): the production builds served by
 * `max preview`, one project per build. tests/e2e/global-setup.mjs builds and serves them.
 */
import { defineConfig } from '@playwright/test';
import { browserTestConfig } from './tests/playwright-base.mjs';

export default defineConfig({
  ...browserTestConfig('e2e'),
  testDir: 'tests/e2e',
  testMatch: '*.test.mjs',
  globalSetup: './tests/e2e/global-setup.mjs',
  projects: [
    { name: 'root', testIgnore: 'subpath.test.mjs', use: { build: 'root' } },
    { name: 'sub-path', testMatch: 'subpath.test.mjs', use: { build: 'sub-path' } },
  ],
});
