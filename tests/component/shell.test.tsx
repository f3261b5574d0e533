import { TestBrowser } from '@@/testBrowser';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO, signInAs } from '../helpers';

/** Renders the whole app (layout, access, initial state, locale) at `path`. */
function renderApp(path: string) {
  const historyRef = { current: undefined as unknown as { location: { pathname: string; search: string } } };
  render(
    <TestBrowser
      location={{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '' }}
      historyRef={historyRef as never}
    />,
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
    expect(await screen.findByTestId('header-user', {}, { timeout: 15000 })).toHaveTextContent('admin (系统管理员)');
    const menu = screen.getAllByRole('menu')[0];
    for (const label of [
      'Member Management',
      'Training Record',
      'Account Management',
      'Device Management',
      'Basic Settings',
    ])
      expect(within(menu).getAllByText(label).length).toBeGreaterThan(0);
  });

  it('hides pageId pages from a viewer and answers a typed URL with 403', async () => {
    signInAs('viewer');
    renderApp('/account');
    expect(
      await screen.findByText('Sorry, you are not allowed to open this page.', {}, { timeout: 15000 }),
    ).toBeInTheDocument();
    const menu = screen.getAllByRole('menu')[0];
    expect(within(menu).queryByText('Account Management')).toBeNull();
    expect(within(menu).getAllByText('Member Management').length).toBeGreaterThan(0);
  });

  it('sends a visitor without a session to /login with the redirect', async () => {
    const ref = renderApp('/device?sn=BH');
    expect(await screen.findByRole('button', { name: /sign in/i }, { timeout: 15000 })).toBeInTheDocument();
    expect(ref.current.location.pathname).toBe('/login');
    expect(new URLSearchParams(ref.current.location.search).get('redirect')).toBe('/device?sn=BH');
  });
});

describe('login page', () => {
  it('loads the language menu on hover and switches language without a reload', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    await screen.findByLabelText('Username', {}, { timeout: 15000 });
    // Until the pointer reaches it, the globe button is a placeholder with no menu behind it.
    expect(screen.queryByRole('menu')).toBeNull();
    await user.hover(screen.getByTestId('lang-menu'));
    await user.click(await screen.findByRole('menuitem', { name: /简体中文/ }, { timeout: 15000 }));
    expect(await screen.findByLabelText('用户名', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getByTestId('lang-menu')).toHaveAccessibleName('语言');
  });

  it('checks the required fields at the fields, focuses the first, and clears as the user types', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    const account = await screen.findByLabelText('Username', {}, { timeout: 15000 });
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.type(account, '   ');
    await user.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your password')).toBeNull();
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(account).toHaveAccessibleDescription('Please enter your username');
    expect(account).toHaveFocus();
    await user.type(account, 'admin');
    expect(screen.queryByText('Please enter your username')).toBeNull();
    expect(account).toHaveAttribute('aria-invalid', 'false');
    await user.clear(screen.getByLabelText('Password'));
    expect(screen.queryByText('Please enter your password')).toBeNull();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('shows wrong credentials at the form and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    await user.type(await screen.findByLabelText('Username', {}, { timeout: 15000 }), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
  });

  it('signs in and follows a same-origin redirect', async () => {
    const user = userEvent.setup({ delay: null });
    const ref = renderApp('/login?redirect=%2Ftrigger-error');
    await user.type(await screen.findByLabelText('Username', {}, { timeout: 15000 }), DEMO.admin.account);
    await user.type(screen.getByLabelText('Password'), DEMO.admin.password);
    await act(async () => {
      await user.click(screen.getByRole('button', { name: /sign in/i }));
    });
    expect(await screen.findByTestId('header-user', {}, { timeout: 15000 })).toHaveTextContent('admin');
    expect(ref.current.location.pathname).toBe('/trigger-error');
  });

  it('refuses an off-site redirect', async () => {
    const user = userEvent.setup({ delay: null });
    const ref = renderApp('/login?redirect=%2F%2Fevil.example');
    await user.type(await screen.findByLabelText('Username', {}, { timeout: 15000 }), DEMO.viewer.account);
    await user.type(screen.getByLabelText('Password'), DEMO.viewer.password);
    await user.click(screen.getByRole('button', { name: /sign in/i }));
    await screen.findByTestId('header-user', {}, { timeout: 15000 });
    expect(ref.current.location.pathname).toBe('/member');
  });
});
