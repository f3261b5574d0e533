const { configUmiAlias, createConfig } = require('@umijs/max/test');

/** Unit and component tests (jsdom + msw over the mock backend); browser tests live in tests/e2e. */
module.exports = async () =>
  configUmiAlias({
    ...createConfig({ target: 'browser', jsTransformer: 'esbuild', jsTransformerOpts: { jsx: 'automatic' } }),
    // jest-fixed-jsdom gives msw 2 its fetch, streams and TextEncoder under jsdom.
    testEnvironment: 'jest-fixed-jsdom',
    setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
    testMatch: ['<rootDir>/tests/{unit,component}/**/*.test.{ts,tsx}'],
    cacheDirectory: '<rootDir>/node_modules/.cache/jest',
    // Whole-app renders (ProLayout + ProTable) take seconds in jsdom on a busy 2-core machine.
    testTimeout: 120000,
  });
