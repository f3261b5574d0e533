import '@testing-library/jest-dom';
import { createHistory } from '@@/core/history';
import { createPluginManager } from '@@/core/plugin';
import { addLocale } from '@@/plugin-locale';
import { configure } from '@testing-library/react';
import antdEnUS from 'antd/locale/en_US';
import antdZhCN from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import Cookies from 'js-cookie';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import { resetBackend, server } from './msw';

// What Umi's entry does before rendering: the runtime plugins (app.tsx's locale rule included)
// and a history, so services that read the locale or navigate work in unit tests too.
// A whole-app render (ProLayout + ProTable) answers in seconds in jsdom on a busy 2-core machine:
// findBy / waitFor wait up to 5 s instead of 1 s before calling a state missing.
configure({ asyncUtilTimeout: 5000 });
createPluginManager();
createHistory({ type: 'memory' });
// The browser downloads one language's pack on demand (src/locales/load.ts); tests switch
// between both synchronously, so both are registered up front.
addLocale('en-US', enUS, { momentLocale: 'en', antd: antdEnUS });
addLocale('zh-CN', zhCN, { momentLocale: 'zh-cn', antd: antdZhCN });

// antd's grid and ProLayout read matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  Cookies.remove('x-access-token', { path: '/' });
  Cookies.remove('access-token', { path: '/' });
  window.localStorage.clear();
});
afterAll(() => server.close());
beforeEach(() => {
  resetBackend();
});
