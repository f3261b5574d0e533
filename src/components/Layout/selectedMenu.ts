import { ALL_ROUTES as ALL, matchesRoute } from './routeTable';

/** The side menu's entries: named leaf routes shown in the menu (their key is their path). */
const MENU_PATHS = ALL.filter((r) => r.path && r.name && !r.hideInMenu && !r.redirect && !r.routes).map(
  (r) => r.path as string,
);

/** Hidden pages that belong to a menu group (a member's sub-pages); the others (user menu) have no entry. */
const GROUPED_HIDDEN = ALL.filter((r) => r.path && r.hideInMenu && r.parentKeys?.length).map((r) => r.path as string);

const underPath = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The one side-menu entry to highlight on a page (ProLayout would also highlight every entry
 * whose path starts the page's: "Member" on /member/member-score, "Account Management" on
 * /account/center). A menu page highlights itself; a hidden page of a menu group highlights the
 * entry it lies under; the user-menu pages and any other page highlight none.
 */
export function selectedMenuKeys(pathname: string): string[] {
  if (MENU_PATHS.includes(pathname)) return [pathname];
  if (!GROUPED_HIDDEN.some((p) => matchesRoute(pathname, p))) return [];
  const owner = MENU_PATHS.filter((p) => underPath(pathname, p)).sort((a, b) => b.length - a.length)[0];
  return owner ? [owner] : [];
}
