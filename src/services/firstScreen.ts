/**
 * A cold visit's first screen without the waits it does not need (docs/performance.md, "Cold
 * start"). Without this module a cold /member runs as a chain: the entry, then the language pack,
 * then GET /getLoginAccount (asked for by the first render), then the user menu's chunk (asked for
 * by the layout once it renders), then the list's reference lists and its page of rows (asked for
 * once the page and ProTable's search form have rendered). All of these need only the token.
 *
 * `startFirstScreen()`, called by app.tsx `render` as soon as the entry runs, starts them at
 * once when there is a token and the page is not the sign-in page:
 *   - GET /getLoginAccount, which getInitialState takes with `takeCurrentUser()`;
 *   - the header's user menu chunk (loadUserMenu, which app.tsx's lazy component uses too);
 *   - the first GET calls of a list page (FIRST_CALLS): its reference lists, and its first page of
 *     rows when the URL carries no query (no filter, sort or paging to read), which the request
 *     layer's `get` takes (earlyCalls.ts: once, by a call with the same path and parameters,
 *     within a few seconds; an early call's failure is shown by the call that takes it, as if
 *     that call had failed; the server is not asked twice).
 */
import { accessOf } from '@/access';
import type { CurrentUser } from '@/schema/account';
import { fetchCurrentUser } from './auth';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, LOGIN_PATH } from './config';
import { putEarly } from './earlyCalls';
import { request } from './request';
import { mainToken, routerPathname } from './session';

type Params = Record<string, unknown>;

interface FirstCalls {
  /** The list's page call (`/<resource>/page`), made with the first page and default size. */
  page: string;
  /** Reference lists the list's fields load (`/<resource>/list` and its filter). */
  lists?: { url: string; params?: Params }[];
  /**
   * The route's pageId (config/routes.ts). Such a page's calls wait for the current user and
   * are made only when the level may open it: a forbidden page calls nothing.
   */
  pageId?: number;
}

/**
 * The first GET calls of each list page on a cold visit, as its view makes them (the page call
 * from `view.service`, `fixedParams`; one list per field with a `refService`, with its
 * `refFilter`). tests/unit/firstScreen.test.ts keeps this table in step with the views.
 */
export const FIRST_CALLS: Record<string, FirstCalls> = {
  '/member': {
    page: '/dataMember/page',
    lists: [{ url: '/sysGrade/list' }, { url: '/sysWorry/list' }, { url: '/dataDevice/list' }],
  },
  '/training-record': { page: '/dataTrainingRecord/page', lists: [{ url: '/dataMember/list' }], pageId: 1 },
  '/account': { page: '/dataAccountInfo/page', pageId: 1 },
  '/audit-log': { page: '/auditLog/page', pageId: 1 },
  '/device': { page: '/dataDevice/page', pageId: 2 },
  '/basic-settings/sysWorry': { page: '/sysWorry/page', pageId: 3 },
};

let currentUser: Promise<CurrentUser> | undefined;

/**
 * The header's user menu (antd Dropdown + Menu), loaded apart from the entry. One import site for
 * app.tsx's `lazy(loadUserMenu)`, this module and the sign-in page's prefetch: webpack makes one
 * chunk per import site's context, and the same module imported from the sign-in page's chunk
 * would otherwise become a second file, fetched again once the layout asks for its own.
 */
export const loadUserMenu = () => import('@/components/HeaderRight/AvatarDropdown');

/** The current user's early call, once (getInitialState); undefined when none was started. */
export function takeCurrentUser(): Promise<CurrentUser> | undefined {
  const call = currentUser;
  currentUser = undefined;
  return call;
}

/** Starts what the first screen of this URL needs, when signed in and not on /login. */
export function startFirstScreen(location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  const path = routerPathname(location.pathname);
  if (path === LOGIN_PATH || !mainToken()) return;
  currentUser = fetchCurrentUser({ skipErrorHandler: true });
  currentUser.catch(() => undefined);
  loadUserMenu().catch(() => undefined);
  const calls = FIRST_CALLS[path.replace(/\/+$/, '') || '/'];
  if (!calls) return;
  const startEarly = (url: string, params?: Params) =>
    putEarly(url, params, request<unknown>(url, { method: 'GET', params, skipErrorHandler: true }));
  const start = () => {
    for (const list of calls.lists ?? []) startEarly(list.url, list.params);
    if (!location.search) startEarly(calls.page, { current: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE });
  };
  const { pageId } = calls;
  if (pageId === undefined) start();
  // (Registered before getInitialState awaits the same answer, so these start before the page renders.)
  else
    currentUser.then(
      (user) => accessOf(user).canPage({ pageId }) && start(),
      () => undefined,
    );
}

/** Forgets the early current-user call (tests). */
export function clearFirstScreen(): void {
  currentUser = undefined;
}
