const { configUmiAlias, createConfig } = require('@umijs/max/test');

/**
 * jest: two projects (docs/testing.md, "The layers").
 * - unit: pure logic and the mock backend, in node (tests/jest/node-environment.cjs); no DOM, no Umi runtime.
 * - component: pages, components and the browser-side modules (request layer, session, cookies)
 *   in jsdom with msw over the mock backend, Umi's runtime and antd's styles computed but not
 *   injected (tests/jest/setup-dom.tsx).
 */

/**
 * esbuild, through tests/jest/transform.cjs, which loads Umi's esbuild transformer from the path
 * found here. Each worker then loads that one module, not all of '@umijs/max/test': that starts
 * Umi's file logger (pino, on a worker thread) whose flush at exit held every jest worker past
 * jest's 500 ms ("A worker process has failed to exit gracefully").
 */
const esbuild = [
  require.resolve('./tests/jest/transform.cjs'),
  {
    umiTransformer: Object.values(createConfig({ jsTransformer: 'esbuild' }).transform)[0][0],
    // import() becomes require(): jest's module system has no import() without the experimental
    // VM modules flag, and pages load their dialogs and charts lazily.
    esbuild: { target: 'es2020', jsx: 'automatic', sourcemap: true, supported: { 'dynamic-import': false } },
  },
];

/**
 * Packages published as ES modules only (or whose `main` is ESM), which jest's CommonJS runtime
 * must have transformed; every other package runs as published.
 */
const ESM_PACKAGES = [
  '@babel/runtime',
  'until-async',
  '@open-draft/deferred-promise',
  'rettime',
  '@umijs/renderer-react',
  'chart\\.js',
  '@kurkle/color',
  'lodash-es',
  'umi',
];

/**
 * Packages that publish a CommonJS build in `lib/` (where their `main` points) beside an ES one in
 * `es/`: only what reaches their `es/` (an import of a file by its path, or another package's ES
 * build) is transformed; their `lib/`, where antd, the Pro components and the icons resolve and
 * 10,000 files run, is not.
 */
const DUAL_PACKAGES = [
  '@ant-design/pro-[a-z-]+',
  '@ant-design/icons(-svg)?',
  'antd',
  'rc-[a-z-]+',
  '@rc-component/[a-z-]+',
];

/**
 * A larger young generation for the workers, which inherit this process's environment: React's
 * development build and jsdom allocate short-lived objects fast, and the default 16 MB semi-space
 * had V8 scavenging about 12% of the time. Measured on 5 Dec 2026, a whole idle run: 145 s (264 s
 * of CPU) by default, 129 s (233 s) at 128 MB; 256 MB gained nothing more (docs/testing.md, "Time").
 */
const YOUNG_GENERATION = '--max-semi-space-size=128';
if (!(process.env.NODE_OPTIONS ?? '').includes('--max-semi-space-size')) {
  process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, YOUNG_GENERATION].filter(Boolean).join(' ');
}

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
    // A project's own option (jest ignores it at the top level beside `projects`): the transform
    // cache lives with this checkout, not in a /tmp folder that every clone would share.
    cacheDirectory: '<rootDir>/node_modules/.cache/jest',
    moduleNameMapper,
    transform: { '^.+\\.m?[jt]sx?$': esbuild },
    // Umi's resolver: a package's `module` entry stands in for a missing `main`.
    resolver: createConfig({}).resolver,
    // Ignored: a file under node_modules none of whose package folders is in the lists above (a
    // nested node_modules/@umijs/plugins/node_modules/@ant-design/icons counts as
    // @ant-design/icons), and the `lib/` of a package in DUAL_PACKAGES.
    transformIgnorePatterns: [
      `^(?!.*/node_modules/((${ESM_PACKAGES.join('|')})/|(${DUAL_PACKAGES.join('|')})/(?!lib/))).*/node_modules/`,
    ],
  };
  return {
    // Two workers on two cores: jest's default (cores - 1) left one idle. Measured on a clean
    // clone, cold transform cache: 153 s with one worker, 88 s with two (docs/testing.md).
    maxWorkers: 2,
    // A test that needs more is testing too much or shows slow code (docs/testing.md, "Time").
    testTimeout: 30000,
    projects: [
      {
        ...shared,
        displayName: 'unit',
        // Node, in a process that ends without tearing down its heap: see the file.
        testEnvironment: '<rootDir>/tests/jest/node-environment.cjs',
        testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
      },
      {
        ...shared,
        displayName: 'component',
        // jest-fixed-jsdom (msw 2's fetch, streams and TextEncoder under jsdom), in a process that
        // ends without tearing down its heap: see the file.
        testEnvironment: '<rootDir>/tests/jest/jsdom-environment.cjs',
        // exceljs's Node build reaches packages whose default export is ES modules; a browser
        // gets the bundle its package.json names under "browser", and so do these tests.
        moduleNameMapper: { ...moduleNameMapper, '^exceljs$': require.resolve('exceljs/dist/exceljs.min.js') },
        setupFiles: ['<rootDir>/tests/jest/babel-helpers.cjs'],
        setupFilesAfterEnv: ['<rootDir>/tests/jest/mock-umi.ts', '<rootDir>/tests/jest/setup-dom.tsx'],
        testMatch: ['<rootDir>/tests/component/**/*.test.{ts,tsx}'],
      },
    ],
  };
};
