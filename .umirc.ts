import { availableParallelism } from 'node:os';
import { defineConfig } from '@umijs/max';
import defaultSettings from './config/defaultSettings';
import mock from './config/mock';
import routes from './config/routes';
import zhCN from './src/locales/zh-CN';
import { CHUNK_TIMEOUT_MS } from './src/services/config';

type ChainConfig = {
  output: { chunkLoadTimeout(ms: number): void };
  optimization: {
    splitChunks(options: { cacheGroups: Record<string, Record<string, unknown>> }): void;
    minimizer(name: string): { tap(f: (args: Record<string, unknown>[]) => Record<string, unknown>[]): void };
  };
  cache(options: {
    type: 'filesystem';
    name: string;
    cacheDirectory: string;
    buildDependencies: Record<string, string[]>;
  }): void;
};

/** The API's origin when API_BASE is an absolute URL (a path is on the console's own origin). */
function apiOrigin(): string {
  try {
    return process.env.API_BASE ? new URL(process.env.API_BASE).origin : '';
  } catch {
    return '';
  }
}

/**
 * Content-Security-Policy of the production build (docs/security.md): scripts, styles, images
 * and calls only from the console's own origin and the configured API. The built index.html has
 * no inline script; antd's CSS-in-JS writes <style> elements, hence 'unsafe-inline' for styles.
 * Directives a <meta> cannot carry (frame-ancestors, report-uri) belong in the server's header.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  `connect-src 'self'${apiOrigin() ? ` ${apiOrigin()}` : ''}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const production = process.env.NODE_ENV === 'production';

/** The browsers the build is for: `targets` below, and esbuild's target list from it. */
const targets = { chrome: 100, edge: 100, firefox: 100, safari: 15 };

const jsMinifier = 'swc';

/** Base path: '/' unless BASE_PATH says otherwise (docs/product-rules.md, constants). */
const base = process.env.BASE_PATH || '/';

/**
 * What the page shows before its scripts have run: a spinner drawn by CSS alone (no inline script
 * under the CSP) on the mount element while it is still empty, after half a second so a fast load
 * never flashes it. On a slow first visit the page was blank for as long as the entry took to
 * download (9-20 s at 50 KB/s). Still for a user who asks for reduced motion.
 */
const BOOT_SPINNER = [
  '#root:empty::before{content:"";position:fixed;top:50%;left:50%;width:32px;height:32px;margin:-16px 0 0 -16px;',
  'border:3px solid #d6e4ff;border-top-color:#1677ff;border-radius:50%;opacity:0;',
  'animation:boot-in 0s .5s forwards,boot-spin .8s linear infinite}',
  '@keyframes boot-in{to{opacity:1}}@keyframes boot-spin{to{transform:rotate(360deg)}}',
  '@media (prefers-reduced-motion:reduce){#root:empty::before{animation:boot-in 0s .5s forwards}}',
].join('');

export default defineConfig({
  base,
  styles: [BOOT_SPINNER],
  publicPath: base,
  // A second build (the sub-path browser test) writes elsewhere so it does not replace dist/.
  outputPath: process.env.OUTPUT_PATH || 'dist',
  hash: true,
  // SOURCEMAP=1 max build: source maps for scripts/bundle-report.mjs (which module weighs what).
  devtool: process.env.SOURCEMAP ? 'source-map' : false,
  jsMinifier,
  // swc's minifier (through terser-webpack-plugin, Umi's documented `jsMinifier: 'swc'`) rather than
  // terser: a cold source-mapped build 42-58 s instead of 96-121 s (2-core machine, interleaved), and
  // fewer gzip bytes on every page (sign-in 257.5 against 260.6 KB, a list page 739.9-742.5 against
  // 747.9-754.1 KB). esbuild's minifier is as fast but about 9 % larger than terser.
  jsMinifierOptions: { format: { comments: false } },
  // No core-js: every target browser below has what the code uses (tsconfig's `lib` stops at
  // ES2022, so newer built-ins do not type-check). BABEL_POLYFILL=none in .env turns off the
  // polyfill file Umi would otherwise generate (core-js plus regenerator-runtime, ~15 KB gzip).
  // The locale plugin sets the date library's locale: dayjs (which antd 5 uses) instead of
  // moment, which would otherwise ship in the entry for nothing.
  moment2dayjs: { preset: 'none', plugins: [] },
  // MFSU's dependency bundle fills the dev console with async/await target warnings; plain
  // webpack keeps the dev console as clean as the production one.
  mfsu: false,
  // Evergreen browsers only: a back-office console, and no legacy transforms to pay for.
  targets,
  // Our own code is compiled by esbuild (Umi's documented transpiler option) for the same
  // browsers, with React's automatic JSX runtime. Against Babel, idle 2-core machine, cold cache:
  // the build 53 s instead of 62 s, and every JS file together 14 KB gzip smaller (esbuild leaves
  // what these browsers run as written, where Babel's preset added helpers).
  srcTranspiler: 'esbuild',
  srcTranspilerOptions: {
    esbuild: { target: Object.entries(targets).map(([browser, version]) => `${browser}${version}`), jsx: 'automatic' },
  },
  antd: {},
  access: {},
  model: {},
  initialState: {},
  request: false,
  layout: { ...defaultSettings, locale: true },
  locale: {
    default: 'zh-CN',
    antd: true,
    baseNavigator: true,
    baseSeparator: '-',
    // Off: it translates route `title`s (the routes have none) and a config `title` that is a
    // message key (it is the text itself, below), and its patchRoutes asks for the messages
    // before app.tsx `render` has loaded them (a "language does not exist" warning in dev).
    // ProLayout titles the pages inside the layout; the sign-in page titles itself.
    title: false,
    useLocalStorage: true,
  },
  routes,
  mock,
  define: { API_BASE: process.env.API_BASE || '', ROUTER_BASE: base },
  metas: [
    // Zooming stays possible (WCAG 1.4.4): Umi's default viewport forbids it.
    { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    // Dev mode needs eval'd modules and a hot-reload socket: the policy is for the build only.
    ...(production ? [{ 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }] : []),
  ],
  favicons: [`${base}logo2.svg`],
  // The static index.html title, before any script runs: the default language's (zh-CN) title.
  title: zhCN['app.title'],
  // No <Helmet> anywhere: ProLayout sets the document title itself, so react-helmet-async need not load.
  helmet: false,
  // Umi's route prefetch, used by the sign-in page's idle prefetch (src/services/prefetch.ts);
  // links prefetch nothing.
  routePrefetch: { defaultPrefetch: 'none' },
  npmClient: 'npm',
  // Page chunks load with a 120 s timeout (docs/product-rules.md, constants); a failure raises ChunkLoadError,
  // which the page error boundary turns into a "reload" notice.
  chainWebpack(config: ChainConfig, { env }: { env: string }) {
    config.output.chunkLoadTimeout(CHUNK_TIMEOUT_MS);
    // terser-webpack-plugin runs one minifier per core but one, to leave webpack a core; webpack only
    // waits while they run, and on two cores that left one idle for the half of a build terser
    // takes. With one per core: the same files byte for byte, the cold build 62 s instead of 66 s
    // (and 67 against 70 s), idle 2-core machine.
    if (env === 'production')
      config.optimization
        .minimizer(`js-${jsMinifier}`)
        .tap(([options]) => [{ ...options, parallel: availableParallelism() }]);
    // antd's App with the Modal, notification and message it brings, in one chunk of its own: the
    // sign-in page does without it (src/services/feedback.ts), and every other page loads it as one
    // file. Left to webpack's defaults it came in five small chunks that compress worse. The
    // names we give its notices (feedbackNames.tsx, used by the host and by every list) go with it
    // rather than into each list's chunks.
    if (env === 'production')
      config.optimization.splitChunks({
        cacheGroups: {
          feedback: {
            test: /[\\/](node_modules[\\/](antd[\\/]es[\\/](app|modal|notification|message|skeleton)|rc-dialog|rc-notification)[\\/]|src[\\/]components[\\/]feedbackNames\.tsx$)/,
            name: 'feedback',
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
          // What a list's URL and calls are made of, wanted both by the first screen's early data
          // chunk and by the table's: left to webpack's defaults each carried a copy, and a list
          // page loaded both (1.4 KB gzip more on every list and chart page; docs/performance.md).
          listState: {
            test: /src[\\/](components[\\/]crud[\\/](tableUrl|fieldUtils)|services[\\/](crud|savedView))\.ts$/,
            name: 'list-state',
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
        },
      });
    // webpack's own build cache: the second build of a run (the sub-path build of the browser
    // tests, or a rebuild after a small edit) reuses the modules and minified chunks the first
    // one made. The configuration files and the lock file invalidate it. A build with source maps
    // keeps a cache of its own: webpack does not tell the two apart, and a source-mapped build
    // after one without maps reused the minified chunks and wrote no map for them.
    if (env === 'production')
      config.cache({
        type: 'filesystem',
        name: process.env.SOURCEMAP ? 'production-source-maps' : 'production',
        cacheDirectory: `${__dirname}/node_modules/.cache/webpack-build`,
        buildDependencies: { config: [__filename, `${__dirname}/package-lock.json`] },
      });
  },
});
