/**
 * What a list shows while its rows are on their way: the loading state on a first visit, the
 * cached rows at once on a return (with only the Refresh button turning while they refresh), the
 * rows of the user's default view only; and the same of a row's details.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { readTableUrl } from '@/components/crud/tableUrl';
import AccountPage from '@/pages/Account';
import { accountService } from '@/services/account';
import { pageParamsOf } from '@/services/crud';
import { queryClient } from '@/services/query';
import { callBackend, renderPage, signInAs } from '../helpers';
import { holdGets, server, watchCalls } from '../msw';

const renderAccounts = () => renderPage(<AccountPage />, { path: '/account', route: '/account' });
/** The query of every page of rows the list asks for. */
const pageCalls = () => watchCalls((url) => (url.pathname === '/dataAccountInfo/page' ? url.search : undefined));
const busyIn = (el: HTMLElement) => el.querySelector('[aria-busy="true"]');

afterEach(() => jest.restoreAllMocks());

describe('a list while its rows load', () => {
  it('first visit: the table shows its loading state, then the rows', async () => {
    const release = holdGets('/dataAccountInfo/page');
    const { container } = renderAccounts();
    await waitFor(() => expect(busyIn(container.querySelector('.ant-table-wrapper') as HTMLElement)).not.toBeNull());
    expect(screen.queryByText('admin@example.com')).toBeNull();
    release();
    await screen.findByText('admin@example.com');
    expect(busyIn(container.querySelector('.ant-table-wrapper') as HTMLElement)).toBeNull();
  });

  it('a return visit shows the cached rows at once and refreshes them behind, the Refresh button turning', async () => {
    const first = renderAccounts();
    await screen.findByText('admin@example.com');
    first.unmount();
    // Later than the 5 s the rows count as fresh: the return asks for them again.
    const later = Date.now() + 6_000;
    jest.spyOn(Date, 'now').mockImplementation(() => later);
    const release = holdGets('/dataAccountInfo/page');
    const { container } = renderAccounts();
    // No answer yet, and the rows are there.
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();
    expect(busyIn(container.querySelector('.ant-table-wrapper') as HTMLElement)).toBeNull();
    const reload = screen.getByRole('button', { name: 'Refresh' });
    await waitFor(() => expect(reload).toHaveAttribute('aria-busy', 'true'));
    release();
    await waitFor(() => expect(reload).toHaveAttribute('aria-busy', 'false'));
    expect(within(container).getByText('admin@example.com')).toBeInTheDocument();
  });

  it('a list that could not load says why above the table, in the language switched to', async () => {
    server.use(http.get('*/dataAccountInfo/page', () => HttpResponse.json({}, { status: 503 })));
    const { switchTo } = renderAccounts();
    const alertOf = async (title: string) => (await screen.findByText(title)).closest('[role="alert"]');
    expect(await alertOf('The list could not be loaded')).toHaveTextContent(
      'The service is unavailable; try again shortly',
    );
    // The table says so too, not that there is no data: it does not know.
    expect(document.querySelector('.ant-table-placeholder .ant-empty-description')).toHaveTextContent(
      /^The service is unavailable; try again shortly$/,
    );
    switchTo('zh-CN');
    expect(await alertOf('列表加载失败')).toHaveTextContent('服务暂不可用，请稍后再试');
  });
});

describe("a list opened at its bare path with the user's default view", () => {
  beforeEach(() => {
    callBackend(signInAs('admin'), 'POST', '/savedView/add', {
      list: '/account',
      name: 'Viewers',
      query: 'current=1&pageSize=10&account=viewer',
      columns: null,
      isDefault: true,
    });
  });

  it("shows no rows until the user's views are known, then the view's; the list's own first page is never asked for", async () => {
    const release = holdGets('/savedView/list');
    const pages = pageCalls();
    const { container, history } = renderAccounts();
    await waitFor(() => expect(busyIn(container.querySelector('.ant-table-wrapper') as HTMLElement)).not.toBeNull());
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Refresh' }));
    expect(pages).toEqual([]);
    expect(screen.queryByText('admin@example.com')).toBeNull();
    release();
    expect(await screen.findByText('viewer@example.com')).toBeInTheDocument();
    expect(screen.queryByText('admin@example.com')).toBeNull();
    expect(pages).toEqual([expect.stringContaining('account=viewer')]);
    expect(history.location.search).toContain('account=viewer');
  });

  it("shows none of a first page the cache holds (the first screen's) while the view's rows load", async () => {
    await queryClient.prefetchQuery(accountService.queries.page(pageParamsOf(readTableUrl(''))));
    const release = holdGets('/dataAccountInfo/page');
    const { container, history } = renderAccounts();
    await waitFor(() => expect(history.location.search).toContain('account=viewer'));
    expect(busyIn(container.querySelector('.ant-table-wrapper') as HTMLElement)).not.toBeNull();
    expect(screen.queryByText('admin@example.com')).toBeNull();
    release();
    expect(await screen.findByText('viewer@example.com')).toBeInTheDocument();
    expect(screen.queryByText('admin@example.com')).toBeNull();
  });

  it('opens as it is when the views cannot be read', async () => {
    server.use(http.get('*/savedView/list', () => HttpResponse.json({}, { status: 503 })));
    renderAccounts();
    expect(await screen.findByText('admin@example.com')).toBeInTheDocument();
  });
});

describe("a row's details", () => {
  const openDetails = async (user: ReturnType<typeof userEvent.setup>, email: string) => {
    const cell = await screen.findByText(email);
    await user.click(within(cell.closest('tr') as HTMLElement).getByRole('button', { name: 'Details' }));
    return screen.findByRole('dialog', { name: 'Account details' });
  };

  it('are read again at each opening, what the cache holds shown while the answer is on its way', async () => {
    const user = userEvent.setup({ delay: null });
    const reads = watchCalls((url) => (url.pathname.endsWith('/dataAccountInfo/detail') ? url.search : undefined));
    renderAccounts();
    const first = await openDetails(user, 'viewer@example.com');
    expect(await within(first).findByText('viewer@example.com')).toBeInTheDocument();
    expect(reads).toHaveLength(1);
    await user.click(within(first).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(first).queryByText('viewer@example.com')).toBeNull());
    const release = holdGets('/dataAccountInfo/detail');
    const again = await openDetails(user, 'viewer@example.com');
    await waitFor(() => expect(reads).toHaveLength(2));
    expect(within(again).getByText('viewer@example.com')).toBeInTheDocument();
    release();
  });

  it('that cannot be read say why in the drawer, and nowhere else', async () => {
    server.use(http.get('*/dataAccountInfo/detail', () => HttpResponse.json({}, { status: 503 })));
    const user = userEvent.setup({ delay: null });
    renderAccounts();
    const drawer = await openDetails(user, 'viewer@example.com');
    expect(await within(drawer).findByText('The service is unavailable; try again shortly')).toBeInTheDocument();
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });
});
