/**
 * The tab's device stream (src/services/live): one connection however many pages use it, status
 * written into the cached device answers, a resumed connection after a drop (Last-Event-ID, after
 * a back-off that grows), a 401 that goes to /login, and nothing left open after sign-out.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { history } from '@umijs/max';
import DevicePage from '@/pages/Device';
import { Battery } from '@/pages/Device/LiveStatus';
import type { LiveStatus } from '@/schema/live';
import { FOCUS_REFRESH_THROTTLE_MS } from '@/services/config';
import { applyStatus, liveStream, patchDevices } from '@/services/live';
import { LiveStream } from '@/services/live/stream';
import { queryClient } from '@/services/query';
import { clearTokens } from '@/services/session';
import { callBackend, renderInApp, renderPage, signInAs } from '../helpers';
import { getBackend, watchCalls } from '../msw';

/** The stream requests the page made, with the Last-Event-ID each sent, and when. */
function streamRequests() {
  return watchCalls((url, request) =>
    url.pathname === '/dataDevice/stream'
      ? {
          lastEventId: request.headers.get('last-event-id'),
          at: Date.now(),
          authorization: request.headers.get('authorization'),
        }
      : undefined,
  );
}

/** The device list's row of one device, by its serial number. */
const rowOf = (sn: string) => screen.getByText(sn).closest('tr') as HTMLElement;

describe('the device stream', () => {
  it('opens one connection for every page that uses it, with the session headers', async () => {
    const seen = streamRequests();
    const { main } = signInAs('admin');
    const release = [liveStream.use(), liveStream.use(), liveStream.use()];
    await waitFor(() => expect(getBackend().live.connections).toBe(1));
    expect(seen).toHaveLength(1);
    expect(seen[0].authorization).toBe(`Bearer ${main}`);
    for (const r of release) r();
    // The last page gone, it lingers for the next one instead of closing at once.
    expect(liveStream.state).toBe('open');
  });

  it('opens its first connection only once the page has loaded its data and gone quiet', async () => {
    signInAs('admin');
    let busy = true;
    const stream = new LiveStream({
      onSnapshot: () => undefined,
      onStatus: () => undefined,
      busy: () => busy,
      timing: { quiet: 300 },
    });
    const release = stream.use();
    await new Promise((r) => setTimeout(r, 600));
    expect(getBackend().live.connections).toBe(0);
    expect(stream.state).toBe('waiting');
    busy = false;
    const freed = Date.now();
    await waitFor(() => expect(getBackend().live.connections).toBe(1));
    expect(Date.now() - freed).toBeGreaterThanOrEqual(250);
    release();
    stream.reset();
  });

  it('changes a row of the device list in place as its headband reports, without asking for the list again', async () => {
    const pages = watchCalls((url) => (url.pathname === '/dataDevice/page' ? url.href : undefined));
    renderPage(<DevicePage />, { who: 'admin', path: '/device' });
    await screen.findAllByRole('button', { name: /^More actions for / });
    await waitFor(() => expect(getBackend().live.connections).toBe(1));
    const shown = new Set(screen.getAllByRole('row').map((r) => r.textContent ?? ''));
    const loads = pages.length;
    // Steps until a device on this page changes.
    let change: LiveStatus | undefined;
    const backend = getBackend();
    const sns = new Map(
      backend.db
        .table('dataDevice')
        .all()
        .map((d) => [d.id, String(d.sn)]),
    );
    for (let i = 0; i < 50 && !change; i++)
      change = backend.live.advance(1).find((c) => [...shown].some((text) => text.includes(sns.get(c.id) ?? '?')));
    expect(change).toBeDefined();
    const row = () => rowOf(sns.get(change?.id as number) as string);
    await waitFor(() => {
      expect(within(row()).getByText(new RegExp(`^${change?.battery}%`))).toBeInTheDocument();
      expect(within(row()).getByText(change?.online ? 'Online' : 'Offline')).toBeInTheDocument();
    });
    expect(pages.length).toBe(loads);
    // Every cached answer of the device agrees: the list's page and the live map.
    const cached = queryClient
      .getQueriesData<{ list?: { id: number; battery: number }[]; devices?: { id: number; battery: number }[] }>({
        queryKey: ['dataDevice'],
      })
      .flatMap(([, data]) => data?.list ?? data?.devices ?? [])
      .filter((d) => d.id === change?.id);
    expect(cached.length).toBeGreaterThan(0);
    for (const d of cached) expect(d.battery).toBe(change?.battery);
  });

  it('resumes after a dropped connection with the last event id, so nothing is missed', async () => {
    const seen = streamRequests();
    signInAs('operator');
    const stream = new LiveStream({
      onSnapshot: () => undefined,
      onStatus: (s) => heard.push(s),
      random: () => 0,
      timing: { backoffBase: 200, quiet: 0 },
    });
    const heard: LiveStatus[] = [];
    const release = stream.use();
    const backend = getBackend();
    await waitFor(() => expect(backend.live.connections).toBe(1));
    backend.live.advance(2);
    await waitFor(() => expect(stream.lastEventId).toBe(backend.live.eventId));
    const before = stream.lastEventId;
    // Cut by the server (or a proxy); meanwhile more happens.
    backend.live.cut();
    const missed = backend.live.advance(3);
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1].lastEventId).toBe(before);
    expect(seen[1].at - seen[0].at).toBeGreaterThanOrEqual(90);
    await waitFor(() => expect(heard.slice(-missed.length)).toEqual(missed));
    expect(stream.lastEventId).toBe(backend.live.eventId);
    release();
    stream.reset();
  });

  it('waits longer after each failed attempt, and starts afresh once connected', async () => {
    const seen = streamRequests();
    signInAs('admin');
    // Three failures in a row, then the server is back.
    getBackend().handle({
      method: 'POST',
      path: '/__mock/fault',
      query: {},
      body: { mode: '500', path: '/dataDevice/stream', times: 3 },
      headers: {},
    });
    const stream = new LiveStream({
      onSnapshot: () => undefined,
      onStatus: () => undefined,
      random: () => 0,
      timing: { backoffBase: 100, quiet: 0 },
    });
    const release = stream.use();
    await waitFor(() => expect(stream.state).toBe('open'), { timeout: 5000 });
    expect(seen).toHaveLength(4);
    const gaps = seen.slice(1).map((s, i) => s.at - seen[i].at);
    // 50, 100, 200 ms with this jitter (half of 100, 200, 400).
    expect(gaps[0]).toBeGreaterThanOrEqual(45);
    expect(gaps[1]).toBeGreaterThanOrEqual(95);
    expect(gaps[2]).toBeGreaterThanOrEqual(195);
    expect(gaps[2]).toBeGreaterThan(gaps[0]);
    await waitFor(() => expect(stream.retries).toBe(0));
    release();
    stream.reset();
  });

  it('draws each delay between half and all of a doubling ceiling, never above 30 s', () => {
    const low = new LiveStream({ onSnapshot: () => undefined, onStatus: () => undefined, random: () => 0 });
    const high = new LiveStream({ onSnapshot: () => undefined, onStatus: () => undefined, random: () => 1 });
    expect([0, 1, 2, 3, 4, 5, 6, 9].map((n) => low.delay(n))).toEqual([
      500, 1000, 2000, 4000, 8000, 15000, 15000, 15000,
    ]);
    expect([0, 1, 5, 9].map((n) => high.delay(n))).toEqual([1000, 2000, 30000, 30000]);
  });

  it('sends a 401 to /login like any call, and stops', async () => {
    history.push('/device?current=1&pageSize=10');
    const session = signInAs('admin');
    const release = liveStream.use();
    const backend = getBackend();
    await waitFor(() => expect(backend.live.connections).toBe(1));
    // The session ends on the server (another tab signed out); the connection then drops.
    callBackend(session, 'POST', '/logout');
    backend.live.cut();
    await waitFor(() => expect(history.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/device?current=1&pageSize=10');
    expect(liveStream.state).toBe('idle');
    expect(backend.live.connections).toBe(0);
    release();
  });

  it('closes on sign-out and forgets where it was', async () => {
    signInAs('viewer');
    liveStream.use();
    const backend = getBackend();
    await waitFor(() => expect(backend.live.connections).toBe(1));
    backend.live.advance(1);
    await waitFor(() => expect(liveStream.lastEventId).not.toBe(''));
    clearTokens();
    await waitFor(() => expect(backend.live.connections).toBe(0));
    expect(liveStream.state).toBe('idle');
    expect(liveStream.lastEventId).toBe('');
  });

  it('closes in a tab hidden for long and resumes when it is shown again', async () => {
    const seen = streamRequests();
    signInAs('admin');
    const stream = new LiveStream({
      onSnapshot: () => undefined,
      onStatus: () => undefined,
      timing: { hiddenStop: 50, quiet: 0 },
    });
    const release = stream.use();
    const backend = getBackend();
    await waitFor(() => expect(backend.live.connections).toBe(1));
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(backend.live.connections).toBe(0));
    expect(stream.state).toBe('stopped');
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(backend.live.connections).toBe(1));
    expect(seen).toHaveLength(2);
    visibility.mockRestore();
    release();
    stream.reset();
  });

  it('writes a status into pages, lists and details of the device, and leaves answers that are newer', () => {
    const status: LiveStatus = { id: 2, online: 1, battery: 55, signal: 80, lastOnlineTime: 'now', liveSeq: 9 };
    const byId = new Map([[2, status]]);
    const row = { id: 2, online: 0, battery: 70, signal: 0, lastOnlineTime: 'then', liveSeq: 3 };
    const other = { id: 3, online: 0, battery: 70, signal: 0, lastOnlineTime: 'then', liveSeq: 3 };
    expect(patchDevices({ list: [row, other], total: 2 }, byId)).toEqual({
      list: [{ ...row, ...status }, other],
      total: 2,
    });
    expect(patchDevices([other], byId)).toEqual([other]);
    const list = [other];
    expect(patchDevices(list, byId)).toBe(list);
    expect(patchDevices(row, byId)).toEqual({ ...row, ...status });
    // A newer answer stays as it is (unless a snapshot, which is the state now, says otherwise).
    const newer = { ...row, liveSeq: 12 };
    expect(patchDevices(newer, byId)).toBe(newer);
    expect(patchDevices(newer, byId, true)).toEqual({ ...newer, ...status });
  });
  it('leaves a cached answer as old as it was: a status heard does not spare the list its refresh on a return', () => {
    const key = ['dataDevice', 'page', { current: 1, pageSize: 10 }];
    const readAt = Date.now() - 6000;
    const row = { id: 5, sn: 'BH-1', online: 0, battery: 70, signal: 0, lastOnlineTime: 'then', liveSeq: 3 };
    queryClient.setQueryData(key, { list: [row], total: 1 }, { updatedAt: readAt });
    applyStatus({ id: 5, online: 1, battery: 64, signal: 90, lastOnlineTime: 'now', liveSeq: 4 });
    expect(queryClient.getQueryData(key)).toEqual({
      list: [{ ...row, online: 1, battery: 64, signal: 90, lastOnlineTime: 'now', liveSeq: 4 }],
      total: 1,
    });
    const query = queryClient.getQueryCache().find({ queryKey: key });
    expect(query?.state.dataUpdatedAt).toBe(readAt);
    // Older than the focus-refresh throttle: a return to the window reads it again.
    expect(query?.isStaleByTime(FOCUS_REFRESH_THROTTLE_MS)).toBe(true);
  });
});

describe('a battery level', () => {
  it.each([
    ['en-US', 6, '6% (low)'],
    ['zh-CN', 6, '6%（电量低）'],
    ['zh-CN', 82, '82%'],
  ] as const)('reads in %s, at %i%%, as "%s"', (locale, battery, text) => {
    // Chinese brackets bring their own spacing: no space is put before them.
    const { container } = renderInApp(<Battery device={{ battery }} />, locale);
    expect(container.textContent).toBe(text);
  });
});
