/**
 * The first reads of each list page, prefetched into the query cache as soon as the app starts
 * (firstScreen.ts) or a sign-in succeeds: the page then finds its rows and its reference lists
 * in the cache, or on their way, under the same keys, and the server is asked once.
 */
import { accessOf } from '@/access';
import { readTableUrl } from '@/components/crud/tableUrl';
import { SCHEMAS } from '@/schema';
import type { CurrentUser } from '@/schema/account';
import CATALOGUE_REGISTRY from '@/schema/catalogues/pages.json';
import type { BaseRow } from '@/schema/types';
import { accountService } from './account';
import { auditLogService } from './auditLog';
import { catalogueService, gradeService, worryService } from './catalogues';
import { type CrudService, pageParamsOf } from './crud';
import { deviceService } from './device';
import { memberService } from './member';
import { queryClient } from './query';
import { savedViewQuery } from './savedView';
import { trainingRecordService } from './trainingRecord';

// biome-ignore lint/suspicious/noExplicitAny: services of every row type side by side
type AnyService = CrudService<BaseRow & any>;

interface FirstScreen {
  /** The service whose page the list shows. */
  page: AnyService;
  /** Parameters of every page call of the list (a catalogue page's `type`). */
  fixedParams?: Record<string, unknown>;
  /** The reference lists its fields load (GET /R/list, and the field's filter). */
  lists?: { service: AnyService; filter?: Record<string, unknown> }[];
  /**
   * The route's pageId (config/routes.ts). Such a page's reads wait for the current user and are
   * made only when the level may open it: a forbidden page reads nothing.
   */
  pageId?: number;
}

/**
 * The list pages whose first reads are prefetched, as their views make them (the page from
 * `view.service`; one list per field with a `refService`, with its `refFilter`).
 * tests/component/firstScreen.test.tsx keeps this table in step with the views and the routes.
 */
export const FIRST_SCREENS: Record<string, FirstScreen> = {
  '/member': {
    page: memberService,
    lists: [{ service: gradeService }, { service: worryService }, { service: deviceService }],
  },
  '/training-record': { page: trainingRecordService, pageId: 1 },
  '/account': { page: accountService, pageId: 1 },
  '/audit-log': { page: auditLogService, pageId: 1 },
  '/device': { page: deviceService, pageId: 2 },
};

/** Where the settings catalogues' pages are, and their routes' pageId (config/routes.ts). */
const CATALOGUE_PREFIX = '/basic-settings/';
export const CATALOGUE_PAGE_ID = 3;

/** One settings catalogue page (src/schema/catalogues/pages.json). */
type CataloguePage = { path: string; resource: string; type?: number };
const CATALOGUE_PAGES: readonly CataloguePage[] = CATALOGUE_REGISTRY.pages;

/** Resources listed on pages of one type each (their pages' `type`). */
const TYPED = new Set(CATALOGUE_PAGES.filter((p) => p.type !== undefined).map((p) => p.resource));

/**
 * A settings catalogue's first reads, from its schema as a catalogue page shows it
 * (src/catalogues/define.ts), so a new catalogue needs no line here: its page of rows, with its
 * `type`, and one list per reference field; a page of one type lists a resource of typed pages in
 * that type only (a cognitive training rule page's trainings). Read off the schemas the query cache
 * already carries, not the pages' definitions: those would bring the catalogue pages' code into
 * every first screen. tests/component/firstScreen.test.tsx holds each page's to the reads its
 * definition makes.
 */
function catalogueScreen(path: string): FirstScreen | undefined {
  const page = CATALOGUE_PAGES.find((p) => `${CATALOGUE_PREFIX}${p.path}` === path);
  const schema = page && SCHEMAS[page.resource];
  if (!page || !schema) return undefined;
  const { type } = page;
  const lists = Object.entries(schema.fields).flatMap(([name, f]) =>
    f.ref && !(type !== undefined && name === 'type')
      ? [{ service: catalogueService(f.ref), filter: type !== undefined && TYPED.has(f.ref) ? { type } : undefined }]
      : [],
  );
  return {
    page: catalogueService(page.resource),
    fixedParams: type === undefined ? undefined : { type },
    lists,
    pageId: CATALOGUE_PAGE_ID,
  };
}

/**
 * Prefetches the first reads of the list at `path`: its page as the URL's `search` asks for it, its
 * reference lists, and the user's saved views of it (a bare opening waits for those, to open with
 * the default view: src/components/crud/savedViews/SavedViews.tsx).
 */
export function prefetchFirstScreen(path: string, search: string, user: Promise<CurrentUser>): Promise<void> {
  const at = path.replace(/\/+$/, '') || '/';
  const screen = FIRST_SCREENS[at] ?? catalogueScreen(at);
  if (!screen) return Promise.resolve();
  // Silent while no page waits for them: a read that failed before its page opened is asked again
  // by the page, which shows why (query.ts).
  const quiet = { silent: true };
  const start = () =>
    Promise.all([
      ...(screen.lists ?? []).map((l) => queryClient.prefetchQuery(l.service.queries.list(l.filter, quiet))),
      queryClient.prefetchQuery({ ...savedViewQuery(at), meta: quiet }),
      queryClient.prefetchQuery(
        screen.page.queries.page(pageParamsOf(readTableUrl(search), screen.fixedParams), quiet),
      ),
    ]).then(() => undefined);
  const { pageId } = screen;
  if (pageId === undefined) return start();
  return user.then(
    (u) => (accessOf(u).canPage({ pageId }) ? start() : undefined),
    () => undefined,
  );
}
