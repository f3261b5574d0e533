/**
 * The component project's setup: Umi's runtime as the app's entry starts it, both languages,
 * jsdom's gaps, and msw over the mock backend.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { addLocale, createHistory, TestBrowser } from '@umijs/max';
import antdEnUS from 'antd/locale/en_US';
import antdZhCN from 'antd/locale/zh_CN';
import { renderToStaticMarkup } from 'react-dom/server';
import 'dayjs/locale/zh-cn';
import Cookies from 'js-cookie';
import enUS from '@/locales/en-US';
import enUSFeatures from '@/locales/en-US/features';
import enUSReport from '@/locales/en-US/report';
import zhCN from '@/locales/zh-CN';
import zhCNFeatures from '@/locales/zh-CN/features';
import zhCNReport from '@/locales/zh-CN/report';
import { liveStream } from '@/services/live';
import { queryClient } from '@/services/query';
import { resetBackendIfWritten, server, takeContractViolations } from '../msw';

// jsdom computes no pseudo-element styles and logs every call that asks for one as an error, with
// its stack (rc-util measures the scrollbar that way whenever a dialog opens): the element's own
// style answers instead.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => elementStyle(elt);

const consoleError = console.error.bind(console);
/** Warnings since the last test ended: React's (an update outside act, a missing key...) and the libraries'. */
let warnings: string[] = [];
console.error = (...args: unknown[]) => {
  const text = String(args[0]);
  // React's come as a format and its arguments ('Warning: An update to %s inside a test...'); antd's
  // and rc-field-form's as one string ('Warning: [antd: Modal] ...', 'Warning: Instance created by
  // `useForm` is not connected ...'). The browser prints both; both fail the test.
  if (text.startsWith('Warning: ')) warnings.push(text.split('\n')[0]);
  consoleError(...args);
};

// `npm test` runs jest beside the type check and the production build on two cores: a page's
// first render can then take over a second to answer. 3 s, not the 1 s default.
configure({ asyncUtilTimeout: 3000 });

// Umi's runtime plugins (app.tsx's locale rule among them) are registered when its test browser
// first renders. A server render does that without mounting the app; the locale and access
// functions the services call then work as in the browser.
renderToStaticMarkup(<TestBrowser />);
createHistory({ type: 'memory' });
// The browser downloads one language's pack on demand (src/locales/load.ts); tests switch
// between both synchronously, so both are registered up front.
addLocale('en-US', { ...enUS, ...enUSFeatures, ...enUSReport }, { momentLocale: 'en', antd: antdEnUS });
addLocale('zh-CN', { ...zhCN, ...zhCNFeatures, ...zhCNReport }, { momentLocale: 'zh-cn', antd: antdZhCN });

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

// jsdom lays nothing out and has no scrollIntoView (the side menu brings the current page's
// entry into view with it); the browser layer checks the scrolling itself.
Element.prototype.scrollIntoView ??= () => undefined;
// Nor a ResizeObserver (the side menu watches its current entry with one). antd's own polyfill
// reports nothing in jsdom either, where every box is 0 x 0, so this one observes nothing.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetBackendIfWritten());
afterEach(() => {
  // Each test starts with nothing cached and no device stream open, as a fresh tab does.
  liveStream.reset();
  queryClient.clear();
  server.resetHandlers();
  server.events.removeAllListeners();
  Cookies.remove('x-access-token', { path: '/' });
  Cookies.remove('access-token', { path: '/' });
  window.localStorage.clear();
  window.sessionStorage.clear();
  // A call or an answer that breaks docs/openapi.json fails the test that made it.
  const broken = takeContractViolations();
  if (broken.length) throw new Error(`Calls that break the API contract (docs/contract.md):\n  ${broken.join('\n  ')}`);
  // The browser's console must show no React warning (docs/testing.md): neither may a test's.
  const warned = warnings;
  warnings = [];
  if (warned.length) throw new Error(`React or a library warned during the test:\n  ${warned.join('\n  ')}`);
});
afterAll(() => server.close());
