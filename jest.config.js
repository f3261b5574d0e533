const { configUmiAlias, createConfig } = require('@umijs/max/test');

/**
 * jest: two projects (docs/testing.md, "The layers").
 * - unit: pure logic and the mock backend, in node; no DOM, no Umi runtime.
 * - component: pages, components and the browser-side modules (request layer, session, cookies)
 *   in jsdom with msw over the mock backend, Umi's runtime and antd's styles computed but not
 *   injected (tests/jest/setup-dom.tsx).
 */

/** esbuild, through tests/jest/transform.cjs. */
const esbuild = [
  require.resolve('./tests/jest/transform.cjs'),
  // import() becomes require(): jest's module system has no import() without the experimental
  // VM modules flag, and pages load their dialogs and charts lazily.
  { target: 'es2020', jsx: 'automatic', sourcemap: true, supported: { 'dynamic-import': false } },
];

/**
 * Packages published as ES modules only (or whose `main` is ESM), which jest's CommonJS runtime
 * must have transformed; every other package runs as published.
 */
const ESM_PACKAGES = [
  '@ant-design/pro-[a-z-]+',
  '@ant-design/icons(-svg)?',
  '@babel/runtime',
  'antd',
  'until-async',
  '@open-draft/deferred-promise',
  'rettime',
  'rc-[a-z-]+',
  '@rc-component/[a-z-]+',
  '@umijs/renderer-react',
  'chart\\.js',
  '@kurkle/color',
  'lodash-es',
  'umi',
];

module.exports = async () => {
  // Umi's aliases (`@/`, `@umijs/max`, ...) for both projects. Umi writes src/.umi-test while
  // working them out (about 6 s a run).
  const { moduleNameMapper } = await configUmiAlias({
    moduleNameMapper: {
      '^.+\\.(css|less)$': require.resolve('identity-obj-proxy'),
    },
  });
  const shared = {
    rootDir: __dirname,
    moduleNameMapper,
    transform: { '^.+\\.m?[jt]sx?$': esbuild },
    // Umi's resolver: a package's `module` entry stands in for a missing `main`.
    resolver: createConfig({}).resolver,
    // Ignored: a file under node_modules none of whose package folders is in the list (a nested
    // node_modules/@umijs/plugins/node_modules/@ant-design/icons counts as @ant-design/icons).
    transformIgnorePatterns: [`^(?!.*/node_modules/(${ESM_PACKAGES.join('|')})/).*/node_modules/`],
  };
  return {
    cacheDirectory: '<rootDir>/node_modules/.cache/jest',
    // Two workers on two cores: jest's default (cores - 1) left one idle. Measured on a clean
    // clone, cold transform cache: 153 s with one worker, 88 s with two (docs/testing.md).
    maxWorkers: 2,
    // A test that needs more is testing too much or shows slow code (docs/testing.md, "Time").
    testTimeout: 30000,
    projects: [
      {
        ...shared,
        displayName: 'unit',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
      },
      {
        ...shared,
        displayName: 'component',
        // jest-fixed-jsdom gives msw 2 its fetch, streams and TextEncoder under jsdom.
        testEnvironment: 'jest-fixed-jsdom',
        // exceljs's Node build reaches packages whose default export is ES modules; a browser
        // gets the bundle its package.json names under "browser", and so do these tests.
        moduleNameMapper: { ...moduleNameMapper, '^exceljs$': require.resolve('exceljs/dist/exceljs.min.js') },
        setupFilesAfterEnv: ['<rootDir>/tests/jest/mock-umi.ts', '<rootDir>/tests/jest/setup-dom.tsx'],
        testMatch: ['<rootDir>/tests/component/**/*.test.{ts,tsx}'],
      },
    ],
  };
};
