/**
 * Umi runtime configuration: the current user (initial state), the ProLayout shell, the antd
 * App context and the locale resolution rule.
 */
import { getIntl, history, type RunTimeLayoutConfig } from '@umijs/max';
import { App } from 'antd';
import type { ReactNode } from 'react';
import defaultSettings from '../config/defaultSettings';
import ErrorBoundary from './components/ErrorBoundary';
import Exception from './components/Exception';
import FeedbackBridge from './components/FeedbackBridge';
import AvatarDropdown, { userTitle } from './components/HeaderRight/AvatarDropdown';
import LangMenu from './components/HeaderRight/LangMenu';
import { AVAILABLE_LOCALES, defaultLocale, LOCALE_STORAGE_KEY } from './locales/catalogue';
import type { CurrentUser } from './schema/account';
import { fetchCurrentUser } from './services/auth';
import { LOGIN_PATH, publicBase } from './services/config';
import { goLogin, mainToken } from './services/session';

export interface InitialState {
  currentUser?: CurrentUser;
}

/** Outside /login the current user is fetched; a failure goes to /login (SPEC section 4). */
export async function getInitialState(): Promise<InitialState> {
  if (history.location.pathname === LOGIN_PATH) return {};
  // Without a token the fetch can only fail: go straight to /login, sparing a 401 round trip.
  if (!mainToken()) {
    goLogin();
    return {};
  }
  try {
    return { currentUser: await fetchCurrentUser({ skipErrorHandler: true }) };
  } catch {
    goLogin();
    return {};
  }
}

export const layout: RunTimeLayoutConfig = ({ initialState }) => {
  const user = initialState?.currentUser;
  return {
    ...defaultSettings,
    title: getIntl().formatMessage({ id: 'app.title' }),
    logo: `${publicBase()}logo2.svg`,
    menu: { locale: true },
    avatarProps: user
      ? {
          icon: null,
          size: 'small',
          title: <span data-testid="header-user">{userTitle(user)}</span>,
          render: (_: unknown, dom: ReactNode) => <AvatarDropdown>{dom}</AvatarDropdown>,
        }
      : undefined,
    actionsRender: () => [<LangMenu key="lang" />],
    onPageChange: () => {
      // A page change with no signed-in user goes to /login (SPEC section 2).
      if (!initialState?.currentUser && history.location.pathname !== LOGIN_PATH) goLogin();
    },
    childrenRender: (children: ReactNode) => (
      <ErrorBoundary resetKey={history.location.pathname}>{children}</ErrorBoundary>
    ),
    unAccessible: <Exception status={403} />,
    noFound: <Exception status={404} />,
  };
};

/** The antd App context (messages follow theme and locale) and its bridge to the request layer. */
export function innerProvider(container: ReactNode) {
  return (
    <App>
      <FeedbackBridge />
      {container}
    </App>
  );
}

/** Default language: stored choice, then the browser's, then zh-CN (SPEC section 1). */
export const locale = {
  getLocale: () =>
    defaultLocale(window.localStorage?.getItem(LOCALE_STORAGE_KEY) ?? null, navigator.language, AVAILABLE_LOCALES),
};

/** Deploy-time base path: a `window.routerBase` set in index.html wins over the built one. */
export function modifyContextOpts(opts: Record<string, unknown>) {
  return window.routerBase ? { ...opts, basename: window.routerBase } : opts;
}
