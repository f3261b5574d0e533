/**
 * What a list shows while its rows are on their way: the loading state on a first visit, the
 * cached rows at once on a return (with only the Refresh button turning while they refresh).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import AccountPage from '@/pages/Account';
import { renderPage } from '../helpers';
import { holdGets, server } from '../msw';

const renderAccounts = () => renderPage(<AccountPage />, { path: '/account', route: '/account' });
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
    switchTo('zh-CN');
    expect(await alertOf('列表加载失败')).toHaveTextContent('服务暂不可用，请稍后再试');
  });
});
