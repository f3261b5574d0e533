import { history } from '@umijs/max';
import { HttpResponse, http } from 'msw';
import { LOGOUT_WAIT_MS, logout } from '@/services/auth';
import { checkSessionOnReturn, tabShowsSessionOf } from '@/services/otherTabs';
import { clearTokens, goLogin, mainToken, routerPathname, safeRedirect } from '@/services/session';
import { signInAs } from '../helpers';
import { server } from '../msw';

describe('safeRedirect', () => {
  it.each([
    ['/account?current=2', '/account?current=2'],
    ['/member/member-training-cycle/7#top', '/member/member-training-cycle/7#top'],
    [null, '/member'],
    ['', '/member'],
  ])('follows same-origin path %p', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' /member',
    '/\tevil',
    'data:text/html,hi',
    '/login?redirect=/member',
    // The router matches paths in any letter case: the sign-in page again, signed in.
    '/LOGIN',
    '/Login?redirect=%2Fdevice',
    // The error page, whose code and message a link would choose.
    '/exception?code=Password%20expired&message=Call%20IT',
    '/Exception/?code=1',
    '/%65xception?code=1',
    '/member/../exception?code=1',
    // More layers of encoding than a link gathers on its way.
    `/member?q=${'%25'.repeat(1)}${'25'.repeat(4)}2F`,
  ])('refuses %p', (input) => {
    expect(safeRedirect(input)).toBe('/member');
  });

  // Whatever it is given, the result is a path of this origin: resolved against the console's
  // address it never changes host, scheme or credentials, and it never starts a second slash or
  // a backslash a browser would read as another host.
  it.each([
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/\u0000//evil.example',
    '/..//evil.example',
    '/./\\evil.example',
    '/%2e%2e%2f%2fevil.example',
    'https:evil.example',
    'https:/evil.example',
    '//evil.example',
    '//user:pass@evil.example',
    '/@evil.example',
    '\uff0f\uff0fevil.example',
    '%25252F%25252Fevil.example',
    'vbscript:msgbox(1)',
    '/member\r\nSet-Cookie: x=1',
    `/${'%2F'.repeat(50)}evil.example`,
    '/member?next=//evil.example',
    // More forms a visitor could type into the sign-in page's redirect (the browser tests follow a
    // few of them through the form).
    '/%2F/evil.example',
    '\\\\evil.example',
    ' //evil.example',
    '/\t/evil.example',
    'data:text/html,<script>alert(1)</script>',
    'https://console.example.evil.example/',
    'https://console.example@evil.example/',
    '/\\/evil.example',
    '%2f%2fevil.example%2f',
    '%2F%5Cevil.example',
    'http:evil.example',
    'https:\\\\evil.example',
    '\u3000//evil.example',
    '/%0d%0a/evil.example',
    'java%0ascript:alert(1)',
    '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
    '//%65vil.example',
    '////evil.example',
    '/./..//evil.example',
    'console.example.evil.example',
    '//console.example@evil.example',
  ])('keeps %p on the console origin', (input) => {
    const out = safeRedirect(
      input.replace(/\\u([0-9a-f]{4})/gi, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
    );
    expect(out.startsWith('/')).toBe(true);
    expect(out).not.toMatch(/^\/[\\/]/);
    const origin = 'https://console.example';
    const url = new URL(out, origin);
    expect(url.origin).toBe(origin);
    expect(url.username + url.password).toBe('');
  });
});

describe('goLogin', () => {
  it('adds the current path as redirect', () => {
    history.push('/device?sn=BH');
    goLogin();
    expect(history.location.pathname).toBe('/login');
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/device?sn=BH');
  });

  it('keeps an existing redirect instead of nesting one', () => {
    history.push('/exception?redirect=%2Faccount');
    goLogin();
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/account');
  });

  it('does nothing on /login', () => {
    history.push('/login?x=1');
    goLogin();
    expect(history.location.search).toBe('?x=1');
  });
});

describe('routerPathname under a sub-path', () => {
  afterEach(() => {
    window.routerBase = undefined;
  });

  it('strips the deploy base so redirects are not doubled', () => {
    window.routerBase = '/console/';
    expect(routerPathname('/console/account')).toBe('/account');
    expect(routerPathname('/console')).toBe('/');
    expect(routerPathname('/consoles/x')).toBe('/consoles/x');
  });

  it('keeps the path at the root base', () => {
    expect(routerPathname('/account')).toBe('/account');
  });

  it('takes the base off a redirect copied from the address bar, which navigation adds again', () => {
    window.routerBase = '/console/';
    expect(safeRedirect('/console/device?online=1')).toBe('/device?online=1');
    expect(safeRedirect('/console')).toBe('/');
    expect(safeRedirect('/console/login')).toBe('/member');
  });
});

describe('safeRedirect keeps the query as it was encoded', () => {
  it.each([
    // A search for "a&b 50%", for "a+b", and for a Chinese name, with a fragment.
    '/member?name=a%26b+50%25&current=1&pageSize=10',
    '/member?name=a%2Bb',
    '/training-record?memberName=%E5%BC%A0%E4%B8%89&type=2#rows',
  ])('%p', (target) => {
    expect(safeRedirect(target)).toBe(target);
  });
});

describe('logout', () => {
  it('ends the session here when the server refuses the call', async () => {
    signInAs('admin');
    server.use(http.post('*/logout', () => HttpResponse.json({}, { status: 500 })));
    await expect(logout()).resolves.toBeUndefined();
    expect(mainToken()).toBeUndefined();
  });

  it('ends the session here without waiting for a slow server, whose call still carries the tokens', async () => {
    signInAs('admin');
    let sentWith: string | null = null;
    let answer: () => void = () => undefined;
    server.use(
      http.post('*/logout', async ({ request }) => {
        sentWith = request.headers.get('Authorization');
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ statusCode: 200, data: null });
      }),
    );
    const started = Date.now();
    await logout();
    expect(Date.now() - started).toBeLessThan(LOGOUT_WAIT_MS + 500);
    expect(mainToken()).toBeUndefined();
    expect(sentWith).toMatch(/^Bearer .+/);
    answer();
  });
});

describe('another tab of the browser', () => {
  it("signing another user in: back in this tab, the page loads again as that user's", async () => {
    const admin = signInAs('admin');
    tabShowsSessionOf(admin.user.id);
    history.push('/account');
    signInAs('operator'); // the other tab's sign-in writes the shared cookies
    const reload = jest.fn();
    await checkSessionOnReturn(reload);
    expect(reload).toHaveBeenCalled();
  });

  it('signing out: back in this tab, the sign-in page, with the way back', async () => {
    const admin = signInAs('admin');
    tabShowsSessionOf(admin.user.id);
    history.push('/device');
    clearTokens();
    await checkSessionOnReturn(jest.fn());
    expect(history.location.pathname).toBe('/login');
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/device');
  });

  it("the same user's new token changes nothing", async () => {
    const admin = signInAs('admin');
    tabShowsSessionOf(admin.user.id);
    history.push('/device');
    signInAs('admin');
    const reload = jest.fn();
    await checkSessionOnReturn(reload);
    expect(reload).not.toHaveBeenCalled();
    expect(history.location.pathname).toBe('/device');
  });
});
