import access, { accessOf } from '@/access';
import routes from '../../config/routes';

type R = { path?: string; pageId?: number; access?: string; routes?: R[] };

const flat = (rs: R[]): R[] => rs.flatMap((r) => [r, ...flat(r.routes ?? [])]);

describe('access rules (docs/product-rules.md, access levels)', () => {
  it('level 1 sees pages 1, 2 and 3 and may write', () => {
    const a = accessOf({ isSuperAdmin: 1 });
    expect([1, 2, 3].map((pageId) => a.canPage({ pageId }))).toEqual([true, true, true]);
    expect(a.canWrite).toBe(true);
  });

  it.each([2, 3] as const)('level %i sees no pageId-restricted page and may not write', (level) => {
    const a = accessOf({ isSuperAdmin: level });
    expect([1, 2, 3].map((pageId) => a.canPage({ pageId }))).toEqual([false, false, false]);
    expect(a.canPage({})).toBe(true);
    expect(a.canWrite).toBe(false);
  });

  it('nobody signed in may not write', () => {
    expect(access(undefined)).toMatchObject({ isLoggedIn: false, canWrite: false });
  });

  it('every route with a pageId is guarded by canPage, with the documented pageIds', () => {
    const guarded = flat(routes as R[]).filter((r) => r.pageId !== undefined);
    for (const r of guarded) expect(r.access).toBe('canPage');
    const pageOf = (p: string) => guarded.find((r) => r.path === p)?.pageId;
    expect([
      pageOf('/account'),
      pageOf('/training-record'),
      pageOf('/device'),
      pageOf('/basic-settings'),
      pageOf('/api-docs'),
    ]).toEqual([1, 1, 2, 3, 1]);
    expect(
      flat(routes as R[])
        .filter((r) => r.path?.startsWith('/basic-settings/'))
        .every((r) => r.pageId === 3),
    ).toBe(true);
  });

  it('member pages need only login', () => {
    const member = flat(routes as R[]).filter((r) => r.path?.startsWith('/member'));
    expect(member.length).toBeGreaterThanOrEqual(4);
    expect(member.every((r) => r.pageId === undefined)).toBe(true);
  });
});
