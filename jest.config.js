const { configUmiAlias, createConfig } = require('@umijs/max/test');

/** Unit and component tests (jsdom + msw over the mock backend); browser tests live in tests/e2e. */
module.exports = async () => {
  const base = createConfig({
    target: 'browser',
    jsTransformer: 'esbuild',
    // Lazy-loaded modules (React.lazy(() => import(...))) become require() calls: jest's module
    // system has no import() without the experimental VM modules flag.
    jsTransformerOpts: { jsx: 'automatic', supported: { 'dynamic-import': false } },
  });
  return configUmiAlias({
    ...base,
    // The build's stand-in for isomorphic-fetch (scripts/stubs) is what the request layer runs
    // on in the browser: the tests run on it too.
    moduleNameMapper: {
      ...base.moduleNameMapper,
      '^isomorphic-fetch$': '<rootDir>/scripts/stubs/isomorphic-fetch.js',
    },
    // jest-fixed-jsdom gives msw 2 its fetch, streams and TextEncoder under jsdom.
    testEnvironment: 'jest-fixed-jsdom',
    setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
    testMatch: ['<rootDir>/tests/{unit,component}/**/*.test.{ts,tsx}'],
    cacheDirectory: '<rootDir>/node_modules/.cache/jest',
    // Whole-app renders (ProLayout + ProTable) take seconds in jsdom on a busy 2-core machine.
    testTimeout: 240000,
  });
};
