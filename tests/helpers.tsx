/**
 * Component-test helpers: sign in against the mock backend, and render a component or a page
 * inside only the providers it needs (intl, antd's texts and the console's feedback host, access,
 * a router).
 */
import { StyleProvider } from '@ant-design/cssinjs';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHistory, getIntl, RawIntlProvider, setLocale } from '@umijs/max';
import { ConfigProvider } from 'antd';
import antdEnUS from 'antd/locale/en_US';
import antdZhCN from 'antd/locale/zh_CN';
import Cookies from 'js-cookie';
import type { ReactElement } from 'react';
import { unstable_HistoryRouter as HistoryRouter, Route, Routes } from 'react-router-dom';
import { accessOf } from '@/access';
import { AntdNames } from '@/components/AntdNames';
import FeedbackHost from '@/components/FeedbackHost';
import { LOCALE_STORAGE_KEY } from '@/locales/catalogue';
import type { CurrentUser } from '@/schema/account';
import { loadFirstScreenData } from '@/services/firstScreen';
import { queryClient } from '@/services/query';
import { markSessionLive } from '@/services/session';
import { testSession } from './jest/session';
import { getBackend } from './msw';

export const DEMO = {
  admin: { account: 'admin', password: 'Admin@123' },
  operator: { account: 'operator', password: 'Operator@123' },
  viewer: { account: 'viewer', password: 'Viewer@123' },
} as const;

export type Who = keyof typeof DEMO;
export type Locale = 'zh-CN' | 'en-US';

/**
 * Signs in on the current mock backend and stores the tokens as the app would. Pages rendered
 * afterwards get that level's access and current user (tests/jest/mock-umi.ts).
 */
export function signInAs(who: Who): Session & { user: CurrentUser } {
  const res = getBackend().handle({ method: 'POST', path: '/login', query: {}, body: DEMO[who], headers: {} });
  const main = res.headers?.['x-access-token'] ?? '';
  const second = res.headers?.['access-token'] ?? '';
  const user = (res.body as { data: { user: CurrentUser } }).data.user;
  Cookies.set('x-access-token', main, { path: '/' });
  Cookies.set('access-token', second, { path: '/' });
  // As the app's sign-in does: a session that ended before this one is over.
  markSessionLive();
  testSession.access = accessOf(user);
  testSession.initialState = {
    initialState: { currentUser: user },
    setInitialState: async () => undefined,
    loading: false,
    refresh: async () => undefined,
  };
  return { main, second, user };
}

/** The tokens `signInAs` returns. */
export type Session = { main: string; second: string };

/**
 * Calls the mock backend directly with `session`'s tokens, as the app would (to seed or read what
 * a test needs); returns the answer's body. It signs no one in, so the rendered page's level stays.
 */
export function callBackend<T = unknown>(
  session: Session,
  method: 'GET' | 'POST',
  path: string,
  data: Record<string, unknown> = {},
): { statusCode: number; data: T; errors?: Record<string, string> } {
  const res = getBackend().handle({
    method,
    path,
    query: method === 'GET' ? Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])) : {},
    body: method === 'POST' ? data : undefined,
    headers: { authorization: `Bearer ${session.main}`, 'x-authorization': session.second },
  });
  return res.body as { statusCode: number; data: T; errors?: Record<string, string> };
}

/** Makes `locale` the language in use, for the request layer's messages and headers too. */
function switchLocale(locale: Locale) {
  // setLocale switches only from another language: start from the other one.
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale === 'en-US' ? 'zh-CN' : 'en-US');
  setLocale(locale, false);
}

/**
 * Renders a component with intl and antd's texts (in `locale`), the names antd's own controls get
 * in that language, and, beside it as in the app, the host of the console's messages and
 * notifications (src/services/feedback.ts).
 * antd's styles are computed but not written into the document (`StyleProvider mock="server"`):
 * jsdom would match thousands of CSS rules against every element at each query.
 */
export function renderInApp(ui: ReactElement, locale: Locale = 'en-US') {
  const inApp = (lang: Locale) => (
    <StyleProvider mock="server">
      <RawIntlProvider value={getIntl(lang)}>
        <ConfigProvider locale={lang === 'en-US' ? antdEnUS : antdZhCN}>
          <AntdNames>
            {ui}
            <FeedbackHost />
          </AntdNames>
        </ConfigProvider>
      </RawIntlProvider>
    </StyleProvider>
  );
  switchLocale(locale);
  const result = render(inApp(locale));
  /** Switches the language of what is on screen, as the language menu does (no reload). */
  const switchTo = (lang: Locale) =>
    act(() => {
      switchLocale(lang);
      result.rerender(inApp(lang));
    });
  return { ...result, switchTo };
}

/**
 * Renders `ui` at `path` inside a router on Umi's own history (the one `history` from
 * '@umijs/max' navigates), as in the app; `route` is its route pattern when it has parameters
 * (`/member/profile/:userId`). Returns the render and that history.
 */
export function renderAt(
  ui: ReactElement,
  { path = '/', route, locale = 'en-US' }: { path?: string; route?: string; locale?: Locale } = {},
) {
  const history = createHistory({ type: 'memory' });
  history.replace(path);
  const result = renderInApp(
    <HistoryRouter history={history as never}>
      <Routes>
        <Route path={route ?? path.split('?')[0]} element={ui} />
        {/* Where the page sends the user (a sign-in after a 401, another page): nothing drawn. */}
        <Route path="*" element={null} />
      </Routes>
    </HistoryRouter>,
    locale,
  );
  return { ...result, history };
}

/** Renders a page as a signed-in level (renderAt's options, and `who`). */
export function renderPage(
  ui: ReactElement,
  { who = 'admin', ...at }: { who?: Who; path?: string; route?: string; locale?: Locale } = {},
) {
  signInAs(who);
  return renderAt(ui, at);
}

/** Until every prefetch started so far (the first screen's, a menu entry's) has been answered. */
export async function prefetchesSettled(): Promise<void> {
  await act(async () => {
    await loadFirstScreenData();
    await new Promise((r) => setTimeout(r, 0));
    while (queryClient.isFetching() > 0) await new Promise((r) => setTimeout(r, 5));
  });
}

/**
 * Catches the files a test makes the browser save (a Blob URL and a click on an `<a download>`,
 * neither of which jsdom does): `click` is the spied click, `text()` the last file's text, `names`
 * the files' names in order.
 */
export function catchDownloads() {
  let blob: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: jest.fn((b: Blob) => {
      blob = b;
      return 'blob:test';
    }),
    revokeObjectURL: jest.fn(),
  });
  const names: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const text = async () => new TextDecoder().decode(new Uint8Array(await (blob as Blob).arrayBuffer()));
  return { click, text, names };
}

/** Presses a Chinese list's "导出 CSV", waits for its file to be saved, and answers the file's name. */
export async function exportInChinese(downloads: ReturnType<typeof catchDownloads>): Promise<string> {
  const before = downloads.names.length;
  await userEvent.click(await screen.findByRole('button', { name: /导出 CSV/ }));
  await waitFor(() => expect(downloads.names).toHaveLength(before + 1));
  return downloads.names[before];
}
