/**
 * The first reads of each list page, prefetched into the query cache as soon as the app starts
 * (firstScreen.ts) or a sign-in succeeds: the page then finds its rows and its reference lists
 * in the cache, or on their way, under the same keys, and the server is asked once.
 */
import { accessOf } from '@/access';
import { readTableUrl } from '@/components/crud/tableUrl';
import type { CurrentUser } from '@/schema/account';
import type { BaseRow } from '@/schema/types';
import { accountService } from './account';
import { auditLogService } from './auditLog';
import { gradeService, worryService } from './catalogues';
import { type CrudService, pageParamsOf } from './crud';
import { deviceService } from './device';
import { memberService } from './member';
import { queryClient } from './query';
import { trainingRecordService } from './trainingRecord';

// biome-ignore lint/suspicious/noExplicitAny: services of every row type side by side
type AnyService = CrudService<BaseRow & any>;

interface FirstScreen {
  /** The service whose page the list shows (with no fixed parameters). */
  page: AnyService;
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
 * tests/component/firstScreen.test.ts keeps this table in step with the views and the routes.
 */
export const FIRST_SCREENS: Record<string, FirstScreen> = {
  '/member': {
    page: memberService,
    lists: [{ service: gradeService }, { service: worryService }, { service: deviceService }],
  },
  '/training-record': { page: trainingRecordService, lists: [{ service: memberService }], pageId: 1 },
  '/account': { page: accountService, pageId: 1 },
  '/audit-log': { page: auditLogService, pageId: 1 },
  '/device': { page: deviceService, pageId: 2 },
  '/basic-settings/sysWorry': { page: worryService, pageId: 3 },
};

/** Prefetches the first reads of the list at `path` (its page as the URL's `search` asks for it). */
export function prefetchFirstScreen(path: string, search: string, user: Promise<CurrentUser>): Promise<void> {
  const screen = FIRST_SCREENS[path.replace(/\/+$/, '') || '/'];
  if (!screen) return Promise.resolve();
  // Silent while no page waits for them: a read that failed before its page opened is asked again
  // by the page, which shows why (query.ts).
  const quiet = { silent: true };
  const start = () =>
    Promise.all([
      ...(screen.lists ?? []).map((l) => queryClient.prefetchQuery(l.service.queries.list(l.filter, quiet))),
      queryClient.prefetchQuery(screen.page.queries.page(pageParamsOf(readTableUrl(search)), quiet)),
    ]).then(() => undefined);
  const { pageId } = screen;
  if (pageId === undefined) return start();
  return user.then(
    (u) => (accessOf(u).canPage({ pageId }) ? start() : undefined),
    () => undefined,
  );
}
