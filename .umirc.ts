import { defineConfig } from '@umijs/max';
import defaultSettings from './config/defaultSettings';
import routes from './config/routes';

/** Base path: '/' unless BASE_PATH says otherwise (SPEC section 9). */
const base = process.env.BASE_PATH || '/';

export default defineConfig({
  base,
  publicPath: base,
  hash: true,
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
  mock: { include: ['mock/**/*.ts'] },
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
