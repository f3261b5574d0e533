/**
 * A cold visit's first screen without the waits it does not need (docs/performance.md, "Cold
 * start"). Without this module a cold /member runs as a chain: the entry, then the language pack,
 * then GET /getLoginAccount (asked for by the first render), then the user menu's chunk (asked for
 * by the layout once it renders), then the list's reference lists and its page of rows (asked for
 * once the page has rendered). All of these need only the token.
 *
 * `startFirstScreen()`, called by app.tsx `render` as soon as the entry runs, starts them at
 * once when there is a token and the page is not the sign-in page:
 *   - GET /getLoginAccount, which getInitialState takes with `takeCurrentUser()`;
 *   - the header's user menu chunk (loadUserMenu, which app.tsx's lazy component uses too) and
 *     the host of messages and notifications (loadFeedbackHost, src/services/feedback.ts);
 *   - the list page's first reads, as prefetches of the very queries the page then reads from the
 *     cache (firstScreenData.ts, loaded apart so that the sign-in page's entry does not carry the
 *     query cache).
 */
import type { CurrentUser } from '@/schema/account';
import { fetchCurrentUser } from './auth';
import { LOGIN_PATH } from './config';
import { mainToken, routerPathname } from './session';

let currentUser: Promise<CurrentUser> | undefined;

/**
 * The header's user menu (antd Dropdown + Menu), loaded apart from the entry. One import site for
 * app.tsx's `lazy(loadUserMenu)`, this module and the sign-in page's prefetch: webpack makes one
 * chunk per import site's context, and the same module imported from the sign-in page's chunk
 * would otherwise become a second file, fetched again once the layout asks for its own.
 */
export const loadUserMenu = () => import('@/components/HeaderRight/AvatarDropdown');

/** antd's App with its Modal, notification and message (src/services/feedback.ts; one import site, as above). */
export const loadFeedbackHost = () => import('@/components/FeedbackHost');

/** The prefetches of each list page's first reads (one import site, as above). */
export const loadFirstScreenData = () => import('./firstScreenData');

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
  const user = fetchCurrentUser({ skipErrorHandler: true });
  currentUser = user;
  user.catch(() => undefined);
  loadUserMenu().catch(() => undefined);
  loadFeedbackHost().catch(() => undefined);
  loadFirstScreenData()
    .then((data) => data.prefetchFirstScreen(path, location.search, user))
    .catch(() => undefined);
}

/** Forgets the early current-user call (tests). */
export function clearFirstScreen(): void {
  currentUser = undefined;
}
