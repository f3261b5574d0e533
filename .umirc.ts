import { defineConfig } from '@umijs/max';
import defaultSettings from './config/defaultSettings';
import routes from './config/routes';

/** Base path: '/' unless BASE_PATH says otherwise (SPEC section 9). */
const base = process.env.BASE_PATH || '/';

export default defineConfig({
  base,
  publicPath: base,
  // A second build (the sub-path browser test) writes elsewhere so it does not replace dist/.
  outputPath: process.env.OUTPUT_PATH || 'dist',
  hash: true,
  // MFSU's dependency bundle fills the dev console with async/await target warnings; plain
  // webpack keeps the dev console as clean as the production one.
  mfsu: false,
  // Evergreen browsers only: a back-office console, and no legacy transforms to pay for.
  targets: { chrome: 100, edge: 100, firefox: 100, safari: 15 },
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
    title: true,
    useLocalStorage: true,
  },
  routes,
  // mock/api.ts is the only mock file; mock/backend/ is the backend it serves.
  mock: { exclude: ['mock/backend/**'] },
  define: { API_BASE: process.env.API_BASE || '' },
  favicons: [`${base}logo2.svg`],
  title: 'app.title',
  npmClient: 'npm',
  // Page chunks load with a 120 s timeout (SPEC sections 4 and 9); a failure raises ChunkLoadError,
  // which the page error boundary turns into a "reload" notice.
  chainWebpack(config: { output: { chunkLoadTimeout(ms: number): void } }) {
    config.output.chunkLoadTimeout(120_000);
  },
});
