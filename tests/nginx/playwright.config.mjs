/**
 * The builds behind nginx with the committed deploy/*.conf (npm run test:nginx; docs/deploy.md).
 * global-setup.mjs starts the API and nginx; the tests get nginx's addresses.
 */
import { defineConfig } from '@playwright/test';
import { browserTestConfig } from '../playwright-base.mjs';

export default defineConfig({
  ...browserTestConfig('nginx'),
  testDir: '.',
  testMatch: '*.test.mjs',
  globalSetup: './global-setup.mjs',
  projects: [{ name: 'nginx' }],
});
