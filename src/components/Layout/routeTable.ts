import routes from '../../../config/routes';

/** A route of config/routes.ts, as the layout's helpers read it. */
export interface RouteEntry {
  path?: string;
  name?: string;
  hideInMenu?: boolean;
  redirect?: string;
  parentKeys?: string[];
  /** The page a level must have to open the route (src/access.ts). */
  pageId?: number;
  routes?: RouteEntry[];
}

const flatten = (list: RouteEntry[]): RouteEntry[] => list.flatMap((r) => [r, ...flatten(r.routes ?? [])]);

/** Every route, nested ones included. */
export const ALL_ROUTES = flatten(routes as RouteEntry[]);

/**
 * Whether `pathname` is the page of the route `path` (its `:params` taking any one segment), in
 * any letter case, as the router matches it: /MEMBER opens the member list.
 */
export const matchesRoute = (pathname: string, path: string) =>
  new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`, 'i').test(pathname);

/** The catch-all route's path: the not-found page. */
const NOT_FOUND_PATH = '/*';

/** The route whose page `pathname` is; none for the not-found page's. */
export const routeOf = (pathname: string): RouteEntry | undefined =>
  ALL_ROUTES.find((r) => r.path && r.path !== NOT_FOUND_PATH && matchesRoute(pathname, r.path));

/** Whether `pathname` is a page of the console, or only the not-found page's. */
export const isKnownPath = (pathname: string) => routeOf(pathname) !== undefined;

/**
 * `pathname` spelled as its route is (its parameters as typed), where the two differ only in
 * letter case; undefined otherwise. The layout's menu and window title know a page by its route's
 * own spelling, so a path typed in another case is replaced by it.
 */
export function canonicalPath(pathname: string): string | undefined {
  const path = routeOf(pathname)?.path;
  if (!path) return undefined;
  const own = path.split('/');
  const spelled = pathname
    .split('/')
    .map((segment, i) => (own[i] && !own[i].startsWith(':') ? own[i] : segment))
    .join('/');
  return spelled === pathname ? undefined : spelled;
}
