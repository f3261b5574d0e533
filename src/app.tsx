/**
 * Umi runtime configuration: the current user (initial state), the ProLayout shell, the theme
 * with the host of messages and notifications, and the locale resolution rule.
 */
import { getIntl, history, type RunTimeLayoutConfig } from '@umijs/max';
import { ConfigProvider } from 'antd';
import { Fragment, lazy, type ReactNode, Suspense } from 'react';
import defaultSettings from '../config/defaultSettings';
import { accessOf } from './access';
import { AntdNames } from './components/AntdNames';
import { draftsBelongTo } from './components/crud/formDraft';
import ErrorBoundary from './components/ErrorBoundary';
import FeedbackGate from './components/FeedbackGate';
import { focusContentOnPageChange } from './components/focusTargets';
import LangMenu from './components/HeaderRight/LangMenu';
import AccessWatch from './components/Layout/AccessWatch';
import MenuLabel from './components/Layout/MenuLabel';
import MenuLink from './components/Layout/MenuLink';
import { quietMenuIcons } from './components/Layout/menuIcons';
import { POPUP_PLACEMENTS } from './components/Layout/popupPlacements';
import { canonicalPath, routeOf } from './components/Layout/routeTable';
import SessionGate from './components/Layout/SessionGate';
import SkipLink from './components/Layout/SkipLink';
import { selectedMenuKeys } from './components/Layout/selectedMenu';
import { siderToggle } from './components/Layout/siderToggle';
import PageText from './components/PageText';
import { followLanguageOfOtherTabs, loadCurrentLocale, tabLocale } from './locales/load';
import type { CurrentUser } from './schema/account';
import { fetchCurrentUser } from './services/auth';
import { publicBase } from './services/config';
import { loadUserMenu, startFirstScreen, takeCurrentUser } from './services/firstScreen';
import { followOtherTabs, tabShowsSessionOf } from './services/otherTabs';
import { goLogin, mainToken, markSessionLive, onLoginPage, routerPathname } from './services/session';
import { A11Y_THEME } from './theme';
import { userTitle } from './utils/userTitle';

/** The user menu (antd Dropdown + Menu) loads with the layout, not with the sign-in page. */
const AvatarDropdown = lazy(loadUserMenu);

/** The phone-width menu button made a keyboard control; it only exists inside the layout. */
const PhoneMenuButton = lazy(() => import('./components/Layout/PhoneMenuButton'));

/** The 403 / 404 pages load with the first forbidden or unknown URL, not with every page. */
const Exception = lazy(() => import('./components/Exception'));
const exception = (status: 403 | 404) => (
  <Suspense fallback={null}>
    <Exception status={status} />
  </Suspense>
);

/**
 * Users who ask their system for less motion get none (WCAG 2.3.3): antd's zooms, slides and
 * fades are off. Read once at start; the setting rarely changes during a session.
 */
const reducedMotion = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

export interface InitialState {
  currentUser?: CurrentUser;
}

/** Outside /login the current user is fetched; a failure goes to /login (docs/product-rules.md, sessions). */
export async function getInitialState(): Promise<InitialState> {
  if (onLoginPage()) return {};
  // Without a token the fetch can only fail: go straight to /login, sparing a 401 round trip.
  if (!mainToken()) {
    goLogin();
    return {};
  }
  try {
    // (firstScreen.ts may have started this call already, as soon as the entry ran.)
    const currentUser = await (takeCurrentUser() ?? fetchCurrentUser({ skipErrorHandler: true }));
    markSessionLive();
    draftsBelongTo(currentUser.id);
    tabShowsSessionOf(currentUser.id);
    return { currentUser };
  } catch {
    goLogin();
    return {};
  }
}

/** A settings catalogue's page title (`catalogue.page.<key>`, as its heading says) from its path. */
const CATALOGUE_PATH = /^\/basic-settings\/(.+)$/;
/** Member pages headed in the glossary's words, where the menu keeps the product's label. */
const HEADED_AS: Record<string, string> = {
  '/member/member-behavior-score/:userId': 'behavior.pageTitle',
  '/member/member-training-cycle/:userId': 'cycle.pageTitle',
};

/**
 * The window title of the not-found and the forbidden page, and of a settings catalogue's page and
 * the member pages of HEADED_AS (their heading, in the glossary's words, where the menu keeps the
 * product's label); undefined for any other.
 */
function pageTitleOf(
  pathname: string,
  user: CurrentUser | undefined,
  intl: ReturnType<typeof getIntl>,
  appTitle: string,
): (() => string) | undefined {
  const route = routeOf(pathname);
  const titled = (id: string) => () => `${intl.formatMessage({ id })} - ${appTitle}`;
  if (!route) return titled('exception.notFoundTitle');
  if (user && !accessOf(user).canPage(route)) return titled('exception.forbiddenTitle');
  const headed = HEADED_AS[route.path ?? ''];
  if (headed) return titled(headed);
  const catalogue = CATALOGUE_PATH.exec(pathname)?.[1]?.replace('/', '-');
  const id = `catalogue.page.${catalogue}`;
  return catalogue && id in intl.messages ? titled(id) : undefined;
}

export const layout: RunTimeLayoutConfig = ({ initialState }) => {
  const user = initialState?.currentUser;
  const intl = getIntl();
  const appTitle = intl.formatMessage({ id: 'app.title' });
  return {
    ...defaultSettings,
    colorPrimary: A11Y_THEME.token?.colorPrimary,
    title: appTitle,
    // ProLayout titles the window by the route the path matches in the level's menu: the not-found
    // page's catch-all has no name, and a page the level may not open is not in its menu, so their
    // windows would carry the console's title alone; a catalogue's would carry its menu label, not
    // its heading. Only those pages get a pageTitleRender: a string it returns also becomes the
    // layout's page name, which every other page shows as its heading (src/components/Page.tsx),
    // so theirs must stay ProLayout's own (a catalogue page gives its heading itself).
    pageTitleRender: pageTitleOf(routerPathname(), user, intl, appTitle),
    // Beside the console's name, so it says nothing of its own (ProLayout's <img> from a string
    // has the English alt "logo", read out in either language).
    logo: <img src={`${publicBase()}logo2.svg`} alt="" />,
    // The console's name beside the logo, not in ProLayout's own h1: a page's one h1 is its own
    // title (src/components/Page.tsx), the first thing a screen reader's list of headings gives.
    headerTitleRender: (logo: ReactNode) => (
      <span className="app-header-brand">
        {logo}
        <span className="app-header-title">{appTitle}</span>
      </span>
    ),
    menu: { locale: true },
    menuDataRender: quietMenuIcons,
    // One highlighted entry, the right one (src/components/Layout/selectedMenu.ts).
    selectedKeys: selectedMenuKeys(routerPathname()),
    avatarProps: user
      ? {
          icon: null,
          size: 'small',
          title: (
            <span data-testid="header-user" className="header-user-name" title={userTitle(user)}>
              {userTitle(user)}
            </span>
          ),
          render: (_: unknown, dom: ReactNode) => (
            <Suspense fallback={dom}>
              <AvatarDropdown>{dom}</AvatarDropdown>
            </Suspense>
          ),
        }
      : undefined,
    // (One header item: ProLayout gives each action a padded box of its own.)
    actionsRender: () => [
      <Fragment key="lang">
        <LangMenu />
        <Suspense fallback={null}>
          <PhoneMenuButton />
        </Suspense>
      </Fragment>,
    ],
    // Long labels wrap onto more lines in the 200 px sidebar rather than being cut (the
    // `app-side-menu` rules in src/global.less); MenuLabel gives each its whole name on hover, and
    // in a tooltip on hover and keyboard focus when something still cuts it. On a phone the menu
    // is a drawer over the page: choosing an entry closes it.
    // Each entry is a link and so a Tab stop of its own, as is each group's title (MenuLabel); the
    // menu list itself is not one more (antd makes it one, for its arrow keys, which still work
    // from any entry).
    // A collapsed sidebar's pop-up group stays on a short screen (src/components/Layout/popupPlacements.ts).
    menuProps: { className: 'app-side-menu', tabIndex: -1, builtinPlacements: POPUP_PLACEMENTS },
    collapsedButtonRender: siderToggle,
    menuItemRender: (
      item: { path?: string; name?: string; isUrl?: boolean },
      dom: ReactNode,
      menu?: { isMobile?: boolean; onCollapse?: (collapsed: boolean) => void },
    ) =>
      item.isUrl || !item.path ? (
        dom
      ) : (
        <MenuLink path={item.path} name={item.name ?? ''} onClick={() => menu?.isMobile && menu.onCollapse?.(true)}>
          {dom}
        </MenuLink>
      ),
    subMenuItemRender: (item: { name?: string }, dom: ReactNode) => <MenuLabel text={item.name ?? ''}>{dom}</MenuLabel>,
    onPageChange: () => {
      // A page change with no signed-in user goes to /login (docs/product-rules.md, sessions).
      if (!initialState?.currentUser && !onLoginPage()) goLogin();
    },
    // Once the session has ended, no page renders while the sign-in page's code loads.
    childrenRender: (children: ReactNode) => (
      <>
        <AccessWatch />
        <SessionGate>{children}</SessionGate>
      </>
    ),
    // One broken page keeps the layout: the console's own translated boundary (ProLayout's is not).
    ErrorBoundary,
    unAccessible: exception(403),
    noFound: exception(404),
  };
};

/**
 * The theme, the page's text style and language, the skip link (first in the page, so that it is
 * the first Tab stop) and, beside the app, the host of its messages and notifications
 * (src/services/feedback.ts).
 */
export function innerProvider(container: ReactNode) {
  return (
    <ConfigProvider
      theme={reducedMotion() ? { ...A11Y_THEME, token: { ...A11Y_THEME.token, motion: false } } : A11Y_THEME}
    >
      <AntdNames>
        <PageText>
          <SkipLink />
          {container}
        </PageText>
        <FeedbackGate />
      </AntdNames>
    </ConfigProvider>
  );
}

/**
 * The language: at start the stored choice, then the browser's, then zh-CN (docs/product-rules.md,
 * languages); then this tab's own, which follows a switch made in another tab.
 */
export const locale = { getLocale: tabLocale };

/** The first render waits for the language pack in use (src/locales/load.ts). */
export function render(oldRender: () => void) {
  // What the first screen needs starts now, beside the language pack (docs/performance.md).
  startFirstScreen();
  // Another tab may sign out or sign someone else in (src/services/otherTabs.ts).
  followOtherTabs();
  followLanguageOfOtherTabs();
  loadCurrentLocale().finally(oldRender);
}

/** Deploy-time base path: a `window.routerBase` set in index.html wins over the built one. */
/** Umi's hook on every change of location (docs/product-rules.md, languages and notices: the focus). */
export function onRouteChange({
  location,
  isFirst,
}: {
  location: { pathname: string; search: string; hash: string };
  isFirst: boolean;
}) {
  const canonical = canonicalPath(location.pathname);
  if (canonical) {
    history.replace(`${canonical}${location.search}${location.hash}`);
    return;
  }
  focusContentOnPageChange(location.pathname, isFirst);
}

export function modifyContextOpts(opts: Record<string, unknown>) {
  return window.routerBase ? { ...opts, basename: window.routerBase } : opts;
}
