import Cookies from 'js-cookie';
import { HttpResponse, http } from 'msw';
import { catalogueOfPath } from '@/catalogues';
import type { ResourceView } from '@/components/crud/types';
import { accountView } from '@/pages/Account/view';
import { auditLogView } from '@/pages/AuditLog/view';
import { deviceView } from '@/pages/Device/view';
import { memberView } from '@/pages/Member/view';
import { recordView } from '@/pages/TrainingRecord/view';
import { callKey, clearEarly, EARLY_TTL_MS, putEarly, takeEarly } from '@/services/earlyCalls';
import { ApiError } from '@/services/errors';
import { clearFirstScreen, FIRST_CALLS, startFirstScreen, takeCurrentUser } from '@/services/firstScreen';
import { get } from '@/services/request';
import routes from '../../config/routes';
import { server } from '../msw';

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
  '/basic-settings/sysWorry': () => catalogueOfPath('/basic-settings/sysWorry')?.view as AnyView,
};

const firstCallsOf = (view: AnyView) => ({
  page: `/${view.service.name}/page`,
  lists: view.fields
    .filter((f) => f.refService)
    .map((f) => callKey(`/${f.refService?.name}/list`, f.refFilter))
    .sort(),
});

beforeEach(() => {
  clearEarly();
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

describe('FIRST_CALLS', () => {
  it.each(Object.keys(VIEWS))("%s: its route's pageId", (path) => {
    expect(FIRST_CALLS[path].pageId).toBe(pageIdOf(routes as Route[], path));
  });

  it('covers the same list pages as this test', () => {
    expect(Object.keys(FIRST_CALLS).sort()).toEqual(Object.keys(VIEWS).sort());
  });

  it.each(Object.keys(VIEWS))('%s: the calls its view makes first', (path) => {
    const view = VIEWS[path]();
    // The early page call carries no fixed parameters: a view with some needs them in the table.
    expect(view.fixedParams).toBeUndefined();
    const calls = FIRST_CALLS[path];
    expect({ page: calls.page, lists: (calls.lists ?? []).map((l) => callKey(l.url, l.params)).sort() }).toEqual(
      firstCallsOf(view),
    );
  });
});

describe('early calls', () => {
  it('are handed out once, to the same path and parameters in any order', async () => {
    putEarly('/r/page', { current: 1, pageSize: 10, name: '' }, Promise.resolve('rows'));
    expect(takeEarly('/r/page', { current: 1 })).toBeUndefined();
    await expect(takeEarly('/r/page', { pageSize: 10, current: 1 })).resolves.toBe('rows');
    expect(takeEarly('/r/page', { pageSize: 10, current: 1 })).toBeUndefined();
  });

  it("a failed early call is the taker's failure: the server is not asked again", async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/r/list', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ statusCode: 200, data: ['fresh'] });
      }),
    );
    const failure = new ApiError('down', 500, 'http');
    putEarly('/r/list', undefined, Promise.reject(failure));
    await expect(get('/r/list')).rejects.toBe(failure);
    expect(asked).toEqual([]);
    // Taken once: the next call asks the server.
    await expect(get('/r/list')).resolves.toEqual(['fresh']);
    expect(asked).toHaveLength(1);
  });

  it('an early answer older than EARLY_TTL_MS is not used', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    putEarly('/r/list', undefined, Promise.resolve('old'));
    now.mockReturnValue(1_000 + EARLY_TTL_MS + 1);
    expect(takeEarly('/r/list', undefined)).toBeUndefined();
    now.mockRestore();
  });
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

  it("with a token: the current user and the list's first calls, taken once by the same calls", async () => {
    Cookies.set('x-access-token', 'T');
    startFirstScreen({ pathname: '/member', search: '' });
    await expect(takeCurrentUser()).resolves.toEqual({ id: 1, isSuperAdmin: 1 });
    expect(takeCurrentUser()).toBeUndefined();
    await expect(takeEarly('/dataMember/page', { current: 1, pageSize: 10 })).resolves.toEqual([]);
    for (const list of ['/sysGrade/list', '/sysWorry/list', '/dataDevice/list'])
      await expect(takeEarly(list, undefined)).resolves.toEqual([]);
    expect(seen.sort()).toEqual(
      [
        '/getLoginAccount',
        '/sysGrade/list',
        '/sysWorry/list',
        '/dataDevice/list',
        '/dataMember/page?current=1&pageSize=10',
      ].sort(),
    );
  });

  it('a URL with a query (filters, paging, sort) starts the reference lists but not the page call', async () => {
    Cookies.set('x-access-token', 'T');
    startFirstScreen({ pathname: '/member', search: '?name=Li' });
    await takeCurrentUser();
    await expect(takeEarly('/sysGrade/list', undefined)).resolves.toEqual([]);
    expect(takeEarly('/dataMember/page', { current: 1, pageSize: 10 })).toBeUndefined();
  });

  it('a page behind a pageId calls once the level is known, and only when the level may open it', async () => {
    Cookies.set('x-access-token', 'T');
    level = 2;
    startFirstScreen({ pathname: '/account', search: '' });
    await takeCurrentUser();
    await new Promise((r) => setTimeout(r, 50));
    expect(takeEarly('/dataAccountInfo/page', { current: 1, pageSize: 10 })).toBeUndefined();
    expect(seen).toEqual(['/getLoginAccount']);

    level = 1;
    startFirstScreen({ pathname: '/account', search: '' });
    await takeCurrentUser();
    await expect(takeEarly('/dataAccountInfo/page', { current: 1, pageSize: 10 })).resolves.toEqual([]);
  });
});
