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

/** Whether `pathname` is the page of the route `path` (its `:params` taking any one segment). */
export const matchesRoute = (pathname: string, path: string) =>
  new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`).test(pathname);

/** The catch-all route's path: the not-found page. */
const NOT_FOUND_PATH = '/*';

/** The route whose page `pathname` is; none for the not-found page's. */
export const routeOf = (pathname: string): RouteEntry | undefined =>
  ALL_ROUTES.find((r) => r.path && r.path !== NOT_FOUND_PATH && matchesRoute(pathname, r.path));

/** Whether `pathname` is a page of the console, or only the not-found page's. */
export const isKnownPath = (pathname: string) => routeOf(pathname) !== undefined;
