import { canonicalPath, isKnownPath } from '@/components/Layout/routeTable';
import { selectedMenuKeys } from '@/components/Layout/selectedMenu';

describe('the highlighted side-menu entry', () => {
  it('is the page itself, never also an entry whose path starts it', () => {
    expect(selectedMenuKeys('/member')).toEqual(['/member']);
    expect(selectedMenuKeys('/member/member-score')).toEqual(['/member/member-score']);
    expect(selectedMenuKeys('/basic-settings/cognitive/training-rule1')).toEqual([
      '/basic-settings/cognitive/training-rule1',
    ]);
    expect(selectedMenuKeys('/account')).toEqual(['/account']);
  });

  it("is the member list for a member's sub-pages, and none for the user menu's pages", () => {
    expect(selectedMenuKeys('/member/member-training-cycle/12')).toEqual(['/member']);
    expect(selectedMenuKeys('/member/member-behavior-score/3')).toEqual(['/member']);
    expect(selectedMenuKeys('/member/profile/7')).toEqual(['/member']);
    expect(selectedMenuKeys('/account/center')).toEqual([]);
    expect(selectedMenuKeys('/account/settings')).toEqual([]);
    expect(selectedMenuKeys('/exception')).toEqual([]);
    expect(selectedMenuKeys('/no/such/page')).toEqual([]);
  });
});

describe('a known path', () => {
  it("is any route's page, its parameters taking one segment each; the not-found page's catch-all is none", () => {
    for (const path of ['/', '/member', '/member/profile/7', '/basic-settings/cognitive/training-rule1', '/login'])
      expect([path, isKnownPath(path)]).toEqual([path, true]);
    for (const path of [
      '/no-such-page',
      '/member/no/such/page',
      '/member/profile',
      '/basic-settings/no-such-catalogue',
    ])
      expect([path, isKnownPath(path)]).toEqual([path, false]);
  });
});

describe('a path typed in another letter case', () => {
  it("is its route's page, as the router opens it, and is spelled back as the route is", () => {
    expect(isKnownPath('/MEMBER')).toBe(true);
    expect(canonicalPath('/MEMBER')).toBe('/member');
    expect(canonicalPath('/Basic-Settings/Cognitive/Training-Rule1')).toBe('/basic-settings/cognitive/training-rule1');
    // A parameter stays as typed: it is the page's data, not the route's name.
    expect(canonicalPath('/Member/Profile/AbC')).toBe('/member/profile/AbC');
    expect(canonicalPath('/Account/')).toBe('/account/');
  });

  it('is left alone when it is the route already, or no route at all', () => {
    for (const path of ['/member', '/member/profile/7', '/', '/no-such-page', '/MEMBER/no/such'])
      expect([path, canonicalPath(path)]).toEqual([path, undefined]);
  });
});
