/**
 * A list's own URL (src/components/crud/useListUrl.ts) comes from the route it renders in. React
 * can mount a page whose code arrived late in a screen it keeps up while the next page's code
 * loads: by then the browser's URL belongs to the next page (another list, or /login after a
 * sign-out), and the late list must neither read that query as its filters nor write over it.
 * A page the list no longer has (past its last) gives way to the last one that has rows.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { createHistory } from '@umijs/max';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { listAsLeft } from '@/components/crud/listAsLeft';
import { useLastPageInRange, useListUrl } from '@/components/crud/useListUrl';

/** The route the list renders in (each test sets it before rendering). */
let route = '/';
function InRoute({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
}

describe('a list mounted after the URL has moved on', () => {
  it.each([
    ['/device?status=1', '/device', '?status=1'],
    ['/login?redirect=%2Fmember', '/login', '?redirect=%2Fmember'],
  ])('under %s, reads its own route and leaves the URL alone', (url, pathname, search) => {
    const history = createHistory({ type: 'memory' });
    history.replace(url);
    route = '/member?name=Li&current=2';
    const { result } = renderHook(() => useListUrl([{ name: 'name', kind: 'value' }]), { wrapper: InRoute });
    expect(result.current.ownPath).toBe('/member');
    expect(result.current.state).toMatchObject({ current: 2, filters: { name: 'Li' } });
    expect(result.current.openedBare).toBe(false);
    expect(history.location).toMatchObject({ pathname, search });
  });

  it('at its bare path, writes its paging into the URL once its first frame is painted', async () => {
    const history = createHistory({ type: 'memory' });
    history.replace('/member');
    route = '/member';
    const { result } = renderHook(() => useListUrl([]), { wrapper: InRoute });
    expect(result.current.openedBare).toBe(true);
    // (The write renders the layout and the list again: not before that frame.)
    expect(history.location.search).toBe('');
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('current')).toBe('1'));
  });

  it('leaves the URL to whatever wrote it before that frame', async () => {
    const history = createHistory({ type: 'memory' });
    history.replace('/member');
    route = '/member';
    const { result } = renderHook(() => useListUrl([]), { wrapper: InRoute });
    act(() => result.current.show({ ...result.current.state, current: 3 }));
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 10)));
    expect(new URLSearchParams(history.location.search).get('current')).toBe('3');
  });
});

describe('the way back to a list', () => {
  it('is the query the list last showed', async () => {
    const history = createHistory({ type: 'memory' });
    history.replace('/device?status=1&current=2&pageSize=10');
    route = '/device?status=1&current=2&pageSize=10';
    const { result } = renderHook(() => useListUrl([{ name: 'status', kind: 'value' }]), { wrapper: InRoute });
    expect(listAsLeft('/device')).toBe('/device?status=1&current=2&pageSize=10');
    act(() => result.current.show({ ...result.current.state, current: 3 }));
    expect(listAsLeft('/device')).toBe(`/device${history.location.search}`);
    expect(new URLSearchParams(history.location.search).get('current')).toBe('3');
    // Another list's way back is its own.
    expect(listAsLeft('/account')).toBe('/account');
  });
});

describe('a page past the last one', () => {
  it('moves to the last page that has rows once the answer counts them, to the first when none has', async () => {
    const history = createHistory({ type: 'memory' });
    history.replace('/member?current=4&pageSize=10');
    route = '/member?current=4&pageSize=10';
    let answer: { total: number } | undefined;
    const { result, rerender } = renderHook(
      () => {
        const url = useListUrl([]);
        useLastPageInRange(url, answer);
        return url;
      },
      { wrapper: InRoute },
    );
    // No answer yet (or only a placeholder): the page stays as the URL says.
    expect(result.current.state.current).toBe(4);
    answer = { total: 25 };
    rerender();
    await waitFor(() => expect(result.current.state.current).toBe(3));
    expect(new URLSearchParams(history.location.search).get('current')).toBe('3');
    answer = { total: 30 };
    rerender();
    expect(result.current.state.current).toBe(3);
    answer = { total: 0 };
    rerender();
    await waitFor(() => expect(result.current.state.current).toBe(1));
  });
});
