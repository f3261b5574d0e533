/**
 * The one suite that renders the whole app (Umi's TestBrowser: layout, access, initial state,
 * locale): what only the whole app shows, the menu by level, route access, redirects, the user
 * menu and the sign-in page's journey into the layout. Every other component test renders its
 * page alone (tests/helpers.tsx).
 */
import { StyleProvider } from '@ant-design/cssinjs';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, TestBrowser } from '@umijs/max';
import { HttpResponse, http } from 'msw';
import { draftKey, draftsBelongTo, writeDraft } from '@/components/crud/formDraft';
import Exception from '@/components/Exception';
import { FOCUS_REFRESH_THROTTLE_MS } from '@/services/config';
import { ApiError } from '@/services/errors';
import { post, showError } from '@/services/request';
import { DEMO, renderAt, signInAs } from '../helpers';
import { testSession } from '../jest/session';
import { getBackend, server, watchCalls } from '../msw';
import { signIn as backendSignIn } from '../unit/backendSession';

/** Renders the whole app at `path`; antd's styles are computed but not injected (tests/helpers.tsx). */
/** Another level-1 account sets the demo administrator's level; returns the administrator's id. */
function demoteAdmin(level: 2 | 3): number {
  const admin = backendSignIn(getBackend(), DEMO.admin.account, DEMO.admin.password);
  const adminId = admin.get('/getLoginAccount').data.id;
  admin.post('/dataAccountInfo/add', {
    account: 'second_admin',
    name: 'Second',
    isSuperAdmin: 1,
    password: 'Second123',
  });
  const second = backendSignIn(getBackend(), 'second_admin', 'Second123');
  expect(second.post('/dataAccountInfo/edit', { id: adminId, isSuperAdmin: level }).statusCode).toBe(200);
  return adminId;
}

function renderApp(path: string) {
  const historyRef = { current: undefined as unknown as { location: { pathname: string; search: string } } };
  render(
    <StyleProvider mock="server">
      <TestBrowser
        location={{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '' }}
        historyRef={historyRef as never}
      />
    </StyleProvider>,
  );
  return historyRef;
}

beforeEach(() => {
  window.localStorage.setItem('umi_locale', 'en-US');
});

describe('shell', () => {
  it('shows "account (name)" and the admin menu', async () => {
    signInAs('admin');
    renderApp('/trigger-error');
    expect(await screen.findByTestId('header-user')).toHaveTextContent('admin (系统管理员)');
    const menu = screen.getAllByRole('menu')[0];
    for (const label of [
      'Member Management',
      'Training Record',
      'Account Management',
      'Device Management',
      'Basic Settings',
      'API Contract',
    ])
      expect(within(menu).getAllByText(label).length).toBeGreaterThan(0);
  });

  it('gives every side-menu label its whole name on hover, in a menu whose labels wrap rather than being cut', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    renderApp('/trigger-error');
    const menu = (await screen.findAllByRole('menu'))[0];
    // The hook of the wrapping rule in src/global.less (tests/unit/menuWrap.test.ts).
    expect(menu).toHaveClass('app-side-menu');
    // Its icons are hidden from screen readers (antd names them in English: "home", "team").
    expect(menu.querySelectorAll('.anticon').length).toBeGreaterThan(3);
    expect(within(menu).queryAllByRole('img')).toEqual([]);
    await user.click(within(menu).getByText('Basic Settings'));
    await user.click(within(menu).getByText('Member Management'));
    // (A no-break space, which keeps a page's number with its word, reads as a space.)
    for (const label of [
      'Member Management',
      'Member Score',
      'Basic Settings',
      'Worry Management',
      'Cognitive Training 1',
      'Cognitive Training 2',
      'Cognitive Training Rule 1',
      'Cognitive Training Rule 2',
      'Neuro Training Feedback Auto Rule',
      'Device Management',
    ])
      expect(
        (await within(menu).findByText(label)).closest('[title]')?.getAttribute('title')?.replace(/\s/g, ' '),
      ).toBe(label);
  });

  it('takes a level lowered meanwhile on the next 403: a page no longer open gives way, and it says so', async () => {
    signInAs('admin');
    const ref = renderApp('/account');
    await screen.findByRole('columnheader', { name: /^Account/ });
    // Another level-1 account makes this one a viewer; a write of the console is then refused.
    const adminId = demoteAdmin(3);
    await act(() => post('/dataAccountInfo/edit', { id: adminId, remark: 'refused' }).catch(() => undefined));
    expect(await screen.findByText('Your access level has changed')).toBeInTheDocument();
    expect(screen.getByText(/You are now signed in as Viewer/)).toBeInTheDocument();
    // The accounts page is not the viewer's: the console's first page instead. (The menu by the
    // new level is the browser layer's to see: tests/e2e/access.test.mjs.)
    await waitFor(() => expect(ref.current.location.pathname).toBe('/member'));
  });

  it("closes a demoted administrator's open edit form on its Save's 403: no Save the server refuses, no whole phone", async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    // Umi's own initial state and access, which the new level goes into.
    testSession.initialState = undefined;
    testSession.access = undefined;
    renderApp('/member');
    await user.click((await screen.findAllByRole('button', { name: 'Edit' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: /^Edit member/ });
    const phone = await within(dialog).findByRole('textbox', { name: 'Guardian phone' });
    expect((phone as HTMLInputElement).value).toMatch(/^\d{11}$/);
    // Another level-1 account makes this one an operator (level 2, who still has the member list).
    demoteAdmin(2);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Guardian' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Guardian' }), 'Renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your access level has changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Edit member/ })).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue('Renamed')).not.toBeInTheDocument();
  });

  it('takes a name and a level changed meanwhile on a return to the window, once the throttle has passed', async () => {
    signInAs('operator');
    // Umi's own initial state and access, which the new user and level go into.
    testSession.initialState = undefined;
    testSession.access = undefined;
    renderApp('/member');
    expect(await screen.findByTestId('header-user')).toHaveTextContent('operator (');
    const operatorId = backendSignIn(getBackend(), DEMO.operator.account, DEMO.operator.password).get(
      '/getLoginAccount',
    ).data.id;
    const admin = backendSignIn(getBackend(), DEMO.admin.account, DEMO.admin.password);
    expect(
      admin.post('/dataAccountInfo/edit', { id: operatorId, name: 'Lin Renamed', isSuperAdmin: 1 }).statusCode,
    ).toBe(200);
    const asked = watchCalls((url) => (url.pathname === '/getLoginAccount' ? true : undefined));
    // A return within the throttle asks nothing.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(asked).toEqual([]);
    // The next look at the clock, the return's, finds the throttle passed.
    jest.spyOn(Date, 'now').mockReturnValueOnce(Date.now() + FOCUS_REFRESH_THROTTLE_MS + 1000);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('Your access level has changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('header-user')).toHaveTextContent('operator (Lin Renamed)'));
    const menu = screen.getAllByRole('menu')[0];
    expect(await within(menu).findByText('Account Management')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('hides pageId pages from a viewer and answers a typed URL with 403', async () => {
    signInAs('viewer');
    renderApp('/account');
    expect(await screen.findByText('Sorry, you are not allowed to open this page.')).toBeInTheDocument();
    const menu = screen.getAllByRole('menu')[0];
    expect(within(menu).queryByText('Account Management')).toBeNull();
    expect(within(menu).getAllByText('Member Management').length).toBeGreaterThan(0);
  });

  it('leads from the 403 and 404 pages to Home, as their button says', async () => {
    for (const status of [403, 404] as const) {
      const { history, unmount } = renderAt(<Exception status={status} />, { path: '/nowhere' });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Back to home' }));
      expect(history.location.pathname).toBe('/home');
      unmount();
    }
  });

  it('shows an operator the 403 page at /audit-log and asks for no entry', async () => {
    const asked: string[] = [];
    const backend = getBackend();
    const handle = backend.handle;
    jest.spyOn(backend, 'handle').mockImplementation((req) => {
      asked.push(req.path);
      return handle(req);
    });
    signInAs('operator');
    renderApp('/audit-log');
    expect(await screen.findByText('Sorry, you are not allowed to open this page.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(asked.filter((p) => p.startsWith('/auditLog/'))).toEqual([]);
  });

  it('starts every signed-in page with a "Skip to content" link that moves the focus to the content', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    renderApp('/trigger-error');
    await screen.findByTestId('header-user');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    // The content is focused by the link only, never a Tab stop of its own.
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  // The window's title, which ProLayout sets only in a real browser, is checked in tests/e2e/pages.test.mjs.
  it("heads a page with its menu title alone, not the window's title, in the page's one h1", async () => {
    signInAs('admin');
    renderApp('/account/center');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1 })).toHaveTextContent(/^Account Center$/);
    // The console's name stays beside the logo, as text rather than a second h1.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('User Management System')).toBeVisible();
  });

  it("reaches the side menu's groups with Tab, and opens and closes them with Enter and Space", async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    renderApp('/trigger-error');
    const group = await screen.findByRole('menuitem', { name: 'Basic Settings' });
    // The Tab before it is the entry above it (Device Management's link, under the API pages').
    const before = within(screen.getAllByRole('menu')[0])
      .getAllByRole('link')
      .filter((a) => a.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING)
      .at(-1) as HTMLElement;
    act(() => before.focus());
    await user.tab();
    expect(group).toHaveFocus();
    expect(group).toHaveAttribute('aria-expanded', 'false');
    // The menu reads the key by its `which`, which jsdom's keyboard events leave out.
    fireEvent.keyDown(group, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(group).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard(' ');
    await waitFor(() => expect(group).toHaveAttribute('aria-expanded', 'false'));
    expect(group).toHaveFocus();
  });

  it("names the sidebar's toggle in the language switched to, without a reload", async () => {
    signInAs('admin');
    renderApp('/trigger-error');
    expect(await screen.findByRole('button', { name: 'Collapse the menu' })).toBeInTheDocument();
    act(() => setLocale('zh-CN', false));
    expect(await screen.findByRole('button', { name: '收起菜单' })).toBeInTheDocument();
    act(() => setLocale('en-US', false));
    expect(await screen.findByRole('button', { name: 'Collapse the menu' })).toBeInTheDocument();
  });

  it('names the skip link in Chinese', async () => {
    window.localStorage.setItem('umi_locale', 'zh-CN');
    signInAs('admin');
    renderApp('/trigger-error');
    await screen.findByTestId('header-user');
    expect(await screen.findByRole('link', { name: '跳到主要内容' })).toBeInTheDocument();
  });

  it('sends a visitor without a session to /login with the redirect', async () => {
    const ref = renderApp('/device?sn=BH');
    expect(await screen.findByRole('button', { name: /sign in/i })).toBeInTheDocument();
    expect(ref.current.location.pathname).toBe('/login');
    expect(new URLSearchParams(ref.current.location.search).get('redirect')).toBe('/device?sn=BH');
    // The sign-in page has no menu or header to skip.
    expect(screen.queryByRole('link', { name: 'Skip to content' })).toBeNull();
  });
});

describe('login page', () => {
  /** The sign-in form as a user finds it: its two labelled fields and its button. */
  async function loginForm(
    path = '/login',
    labels = { account: 'Username', password: 'Password', submit: /sign in/i },
  ) {
    const ref = renderApp(path);
    const account = await screen.findByLabelText(labels.account);
    const password = screen.getByLabelText(labels.password);
    const submit = screen.getByRole('button', { name: labels.submit });
    /** Types the two fields (after what they hold) and presses Sign in. */
    const signInWith = async (user: ReturnType<typeof userEvent.setup>, name: string, secret: string) => {
      await user.type(account, name);
      await user.type(password, secret);
      await user.click(submit);
    };
    return { ref, account, password, submit, signInWith };
  }

  it('loads the language menu on hover and switches language without a reload, a failed sign-in too', async () => {
    const user = userEvent.setup({ delay: null });
    const { ref, account: typed, password, submit } = await loginForm();
    expect(document.title).toBe('User Management System');
    await user.type(typed, 'admin');
    await user.type(password, 'wrong-password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    // Until the pointer reaches it, the globe button is a placeholder with no menu behind it.
    expect(screen.queryByRole('menu')).toBeNull();
    await user.hover(screen.getByTestId('lang-menu'));
    await user.click(await screen.findByRole('menuitemradio', { name: /简体中文/ }));
    const account = await screen.findByLabelText('用户名');
    expect(screen.getByTestId('lang-menu')).toHaveAccessibleName('语言');
    expect(window.localStorage.getItem('umi_locale')).toBe('zh-CN');
    expect(document.title).toBe('用户管理系统');
    expect(ref.current.location.pathname).toBe('/login');
    // The banner of the failed sign-in, still up, says it in the new language.
    expect(screen.getByRole('alert')).toHaveTextContent('用户名或密码错误');
    // The required checks speak the new language too.
    await user.clear(account);
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(account).toHaveAccessibleDescription('请输入用户名');
    // Back to English the way the menu switches: the texts made outside React (the request
    // layer's notices) follow the switch, and would stay Chinese for the tests after this one.
    act(() => setLocale('en-US', false));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  });

  it('checks both required fields on submit, announces the errors and focuses the first', async () => {
    const user = userEvent.setup({ delay: null });
    const { ref, account, password, submit } = await loginForm();
    expect(account).toBeRequired();
    expect(password).toBeRequired();
    await user.click(submit);
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    // Each field says it is invalid and points to its error text.
    expect(account).toBeInvalid();
    expect(account).toHaveAccessibleDescription('Please enter your username');
    expect(password).toBeInvalid();
    expect(password).toHaveAccessibleDescription('Please enter your password');
    await waitFor(() => expect(account).toHaveFocus());
    // The errors on screen follow a switch of language.
    act(() => setLocale('zh-CN', false));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    act(() => setLocale('en-US', false));
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    // Nothing was sent: no credentials error, still on the page.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(ref.current.location.pathname).toBe('/login');
  });

  it('takes a blank username as missing, focuses the password when only it is missing, and clears as the user types', async () => {
    const user = userEvent.setup({ delay: null });
    const { account, password, submit } = await loginForm();
    await user.type(password, 'x');
    await user.type(account, '   ');
    await user.click(submit);
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your password')).toBeNull();
    expect(password).toBeValid();
    await waitFor(() => expect(account).toHaveFocus());
    await user.type(account, 'admin');
    await waitFor(() => expect(screen.queryByText('Please enter your username')).toBeNull());
    expect(account).toBeValid();
    expect(account).not.toHaveAccessibleDescription('Please enter your username');
    await user.clear(password);
    await user.click(account);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Please enter your password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows wrong credentials at the form, keeps what was typed, and clears the banner on an edit', async () => {
    const user = userEvent.setup({ delay: null });
    const { account, password, submit, signInWith } = await loginForm();
    await signInWith(user, 'admin', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    expect(account).toHaveValue('admin');
    // One key in the password, then one in the username after a second failed try.
    await user.type(password, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    await user.type(account, '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says at the form when the server fails the sign-in with an HTTP error, in the language in use', async () => {
    server.use(http.post('*/login', () => HttpResponse.json({}, { status: 503 })));
    const user = userEvent.setup({ delay: null });
    const { account, signInWith } = await loginForm();
    await signInWith(user, 'admin', 'Admin@123');
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable; try again shortly');
    expect(account).toHaveValue('admin');
    try {
      act(() => setLocale('zh-CN', false));
      expect(await screen.findByRole('alert')).toHaveTextContent('服务暂不可用，请稍后再试');
    } finally {
      act(() => setLocale('en-US', false));
    }
  });

  it('says a network failure at the form too, and a sign-in that then succeeds leaves nothing of it', async () => {
    server.use(http.post('*/login', () => HttpResponse.error(), { once: true }));
    const user = userEvent.setup({ delay: null });
    const { ref, password, submit, signInWith } = await loginForm();
    await signInWith(user, 'admin', 'Admin@123');
    const reason = 'Network error: the server cannot be reached';
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
    await user.clear(password);
    await user.type(password, 'Admin@123');
    await user.click(submit);
    expect(await screen.findByTestId('header-user')).toHaveTextContent('admin');
    expect(ref.current.location.pathname).toBe('/member');
    expect(screen.queryByText(reason)).toBeNull();
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('signs in and follows a same-origin redirect', async () => {
    const user = userEvent.setup({ delay: null });
    const { ref, signInWith } = await loginForm('/login?redirect=%2Ftrigger-error');
    await signInWith(user, DEMO.admin.account, DEMO.admin.password);
    expect(await screen.findByTestId('header-user')).toHaveTextContent('admin');
    expect(ref.current.location.pathname).toBe('/trigger-error');
  });

  it("signs a user in on the first page, not a 403, when the redirect is a page their level may not open, and drops another user's drafts", async () => {
    // The form an administrator had open on /account when the session ended.
    draftsBelongTo(1);
    writeDraft(draftKey('dataAccountInfo', 'new'), { account: 'secretuser' });
    const user = userEvent.setup({ delay: null });
    const { ref, signInWith } = await loginForm('/login?redirect=%2Faccount%3Fname%3Dx');
    await signInWith(user, DEMO.operator.account, DEMO.operator.password);
    expect(await screen.findByTestId('header-user')).toHaveTextContent('operator');
    expect(ref.current.location.pathname).toBe('/member');
    expect(Object.keys(window.sessionStorage).filter((k) => k.startsWith('draft:'))).toEqual([]);
  });

  it('closes the notice that the session had ended once the user is signed in again', async () => {
    const user = userEvent.setup({ delay: null });
    const { account, password, submit } = await loginForm('/login?redirect=%2Ftrigger-error');
    act(() => showError(new ApiError('', 401, 'http')));
    const notice = await screen.findByText(/Your session has ended\. Please sign in again\.$/);
    await user.type(account, DEMO.admin.account);
    await user.type(password, DEMO.admin.password);
    await user.click(submit);
    await screen.findByTestId('header-user');
    await waitFor(() => expect(notice).not.toBeInTheDocument());
  });

  it('signs in on the first page, not a 404, when the redirect names no page of the console', async () => {
    const user = userEvent.setup({ delay: null });
    const { ref, signInWith } = await loginForm('/login?redirect=%2Fno%2Fsuch%2Fpage%3Fx%3D1');
    await signInWith(user, DEMO.admin.account, DEMO.admin.password);
    await screen.findByTestId('header-user');
    expect(ref.current.location.pathname + ref.current.location.search).toBe('/member');
  });

  it('refuses an off-site redirect', async () => {
    const user = userEvent.setup({ delay: null });
    const { ref, signInWith } = await loginForm('/login?redirect=%2F%2Fevil.example');
    await signInWith(user, DEMO.viewer.account, DEMO.viewer.password);
    await screen.findByTestId('header-user');
    expect(ref.current.location.pathname).toBe('/member');
  });
});
