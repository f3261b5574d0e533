import { renderHook, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { HttpResponse, http } from 'msw';
import { CATALOGUES, catalogueOfPath } from '@/catalogues';
import CrudTable from '@/components/crud/CrudTable';
import { readTableUrl } from '@/components/crud/tableUrl';
import type { ResourceView } from '@/components/crud/types';
import { accountView } from '@/pages/Account/view';
import { auditLogView } from '@/pages/AuditLog/view';
import { deviceView } from '@/pages/Device/view';
import { memberView } from '@/pages/Member/view';
import { recordView } from '@/pages/TrainingRecord/view';
import { accountService } from '@/services/account';
import { pageParamsOf } from '@/services/crud';
import { clearFirstScreen, loadFirstScreenData, startFirstScreen, takeCurrentUser } from '@/services/firstScreen';
import { CATALOGUE_PAGE_ID, FIRST_SCREENS } from '@/services/firstScreenData';
import { memberService } from '@/services/member';
import { queryClient, useApiQuery } from '@/services/query';
import { savedViewQuery } from '@/services/savedView';
import routes from '../../config/routes';
import { prefetchesSettled, renderAt, renderInApp, signInAs } from '../helpers';
import { server, watchCalls } from '../msw';

const t = (id: string) => id;
// biome-ignore lint/suspicious/noExplicitAny: views of every row type side by side
type AnyView = ResourceView<any>;

/** What each list page's view asks first: its page call and one list per reference field. */
const VIEWS: Record<string, () => AnyView> = {
  '/member': () => memberView(t, { records: true, devices: true }),
  '/training-record': () => recordView(() => []),
  '/account': () => accountView(),
  '/audit-log': () => auditLogView(t, () => []),
  '/device': () => deviceView({ t, canWrite: true, bind: () => undefined, unbind: async () => undefined }),
};

/** A list's reads by their cache keys: its page's resource, and one list key per reference field. */
const firstReadsOf = (view: AnyView) => ({
  page: view.service.name,
  lists: view.fields
    .filter((f) => f.refService)
    .map((f) => JSON.stringify(f.refService?.keys.list(f.refFilter)))
    .sort(),
});

beforeEach(() => {
  clearFirstScreen();
  Cookies.remove('x-access-token');
  Cookies.remove('access-token');
});

type Route = { path?: string; pageId?: number; routes?: Route[] };
const pageIdOf = (list: Route[], path: string): number | undefined => {
  for (const r of list) {
    if (r.path === path) return r.pageId;
    const inner = r.routes && pageIdOf(r.routes, path);
    if (inner !== undefined) return inner;
  }
  return undefined;
};

describe('FIRST_SCREENS', () => {
  it.each(Object.keys(VIEWS))("%s: its route's pageId", (path) => {
    expect(FIRST_SCREENS[path].pageId).toBe(pageIdOf(routes as Route[], path));
  });

  it('covers the same list pages as this test', () => {
    expect(Object.keys(FIRST_SCREENS).sort()).toEqual(Object.keys(VIEWS).sort());
  });

  it.each(Object.keys(VIEWS))('%s: the reads its view makes first', (path) => {
    const view = VIEWS[path]();
    // The early page read carries no fixed parameters: a view with some needs them in the table.
    expect(view.fixedParams).toBeUndefined();
    const screen = FIRST_SCREENS[path];
    expect({
      page: screen.page.name,
      lists: (screen.lists ?? []).map((l) => JSON.stringify(l.service.keys.list(l.filter))).sort(),
    }).toEqual(firstReadsOf(view));
  });
});

describe('the settings catalogues', () => {
  const ADMIN = { id: 1, name: 'A', account: 'a', isSuperAdmin: 1 } as const;
  const pathOf = (page: string) => `/basic-settings/${page}`;

  it("every catalogue route has the pageId the catalogues' first reads are checked against", () => {
    for (const page of Object.keys(CATALOGUES))
      expect(pageIdOf(routes as Route[], pathOf(page))).toBe(CATALOGUE_PAGE_ID);
  });

  it.each(Object.keys(CATALOGUES))(
    '%s: the reads of its definition, its fixed parameters on the page',
    async (page) => {
      signInAs('admin');
      const data = await loadFirstScreenData();
      await data.prefetchFirstScreen(pathOf(page), '', Promise.resolve(ADMIN));
      const view = catalogueOfPath(pathOf(page))?.view as AnyView;
      const expected = [
        view.service.keys.page(pageParamsOf(readTableUrl(''), view.fixedParams)),
        ...view.fields.flatMap((f) => (f.refService ? [f.refService.keys.list(f.refFilter)] : [])),
        savedViewQuery(pathOf(page)).queryKey,
      ].map((k) => JSON.stringify(k));
      const cached = queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.status === 'success')
        .map((q) => JSON.stringify(q.queryKey));
      expect(cached.sort()).toEqual([...new Set(expected)].sort());
    },
  );

  it.each(['grade', 'cognitive/training-rule1'])(
    '%s: the page then reads nothing itself: its rows and options come from the cache',
    async (page) => {
      signInAs('admin');
      const data = await loadFirstScreenData();
      await data.prefetchFirstScreen(pathOf(page), '', Promise.resolve(ADMIN));
      const calls = watchCalls((url) => url.pathname);
      renderAt(<CrudTable view={catalogueOfPath(pathOf(page))?.view as AnyView} />, { path: pathOf(page) });
      expect((await screen.findAllByRole('row')).length).toBeGreaterThan(1);
      expect(calls).toEqual([]);
    },
  );
});

describe('startFirstScreen', () => {
  const seen: string[] = [];
  let level = 1;
  beforeEach(() => {
    seen.length = 0;
    level = 1;
    server.use(
      http.get('*', ({ request }) => {
        const url = new URL(request.url);
        seen.push(url.pathname + url.search);
        return HttpResponse.json({
          statusCode: 200,
          data: url.pathname === '/getLoginAccount' ? { id: 1, isSuperAdmin: level } : [],
        });
      }),
    );
  });

  it('starts nothing without a token, nor on the sign-in page', () => {
    startFirstScreen({ pathname: '/member', search: '' });
    Cookies.set('x-access-token', 'T');
    startFirstScreen({ pathname: '/login', search: '' });
    expect(takeCurrentUser()).toBeUndefined();
    expect(seen).toEqual([]);
  });

  it("with a token: the current user and the list's first reads, which the list then finds in the cache", async () => {
    Cookies.set('x-access-token', 'T');
    startFirstScreen({ pathname: '/member', search: '' });
    await expect(takeCurrentUser()).resolves.toEqual({ id: 1, isSuperAdmin: 1 });
    expect(takeCurrentUser()).toBeUndefined();
    await prefetchesSettled();
    expect(seen.sort()).toEqual(
      [
        '/getLoginAccount',
        '/sysGrade/list',
        '/sysWorry/list',
        '/dataDevice/list',
        '/dataMember/page?current=1&pageSize=10',
        '/savedView/list?list=%2Fmember',
      ].sort(),
    );
    // The list's own reads of its first page (the key CrudTable builds from the bare URL) and of the
    // user's views (whose default it opens with) ask nothing.
    await queryClient.fetchQuery(memberService.queries.page({ current: 1, pageSize: 10, sortField: undefined }));
    await queryClient.fetchQuery(savedViewQuery('/member'));
    expect(seen).toHaveLength(6);
  });

  it('a URL with a query reads the page it names: its filters, paging and sort', async () => {
    Cookies.set('x-access-token', 'T');
    startFirstScreen({ pathname: '/member', search: '?name=Li&current=2&sortField=name&sortOrder=ascend' });
    await takeCurrentUser();
    await prefetchesSettled();
    expect(seen).toContain('/dataMember/page?current=2&pageSize=10&sortField=name&sortOrder=ascend&name=Li');
  });

  it('a page behind a pageId reads once the level is known, and only when the level may open it', async () => {
    Cookies.set('x-access-token', 'T');
    level = 2;
    startFirstScreen({ pathname: '/account', search: '' });
    await takeCurrentUser();
    await prefetchesSettled();
    expect(seen).toEqual(['/getLoginAccount']);

    level = 1;
    startFirstScreen({ pathname: '/account', search: '' });
    await takeCurrentUser();
    await prefetchesSettled();
    expect(queryClient.getQueryData(accountService.keys.page({ current: 1, pageSize: 10 }))).toEqual([]);
  });
});

describe('a first-screen read that fails', () => {
  it('shows nothing while no page waits for it; the page asks again and shows why, once', async () => {
    signInAs('admin');
    renderInApp(<span />);
    let calls = 0;
    server.use(
      http.get('*/dataMember/page', () => {
        calls += 1;
        return HttpResponse.json({ statusCode: 500, errors: 'down' }, { status: 500 });
      }),
    );
    const data = await loadFirstScreenData();
    await data.prefetchFirstScreen('/member', '', Promise.resolve({ id: 1, name: 'A', account: 'a', isSuperAdmin: 1 }));
    expect(calls).toBe(1);
    expect(screen.queryByText(/request error 500/i)).toBeNull();
    const page = renderHook(() => useApiQuery(memberService.queries.page({ current: 1, pageSize: 10 })));
    await waitFor(() => expect(page.result.current.isError).toBe(true));
    expect(calls).toBe(2);
    expect(await screen.findAllByText(/500/)).toHaveLength(1);
  });
});
