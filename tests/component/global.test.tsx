import { StyleProvider } from '@ant-design/cssinjs';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createHistory, getIntl, RawIntlProvider } from '@umijs/max';
import { App } from 'antd';
import ErrorBoundary, { isChunkLoadError } from '@/components/ErrorBoundary';
import FeedbackGate from '@/components/FeedbackGate';
import { useFeedback } from '@/components/useFeedback';
import { clearServiceWorkers, showOffline, showOnline, showUpdate } from '@/global';
import { ApiError } from '@/services/errors';
import { feedback, feedbackHostWanted, resetFeedback } from '@/services/feedback';
import { loadFeedbackHost } from '@/services/firstScreen';
import { showError } from '@/services/request';
import { clearTokens } from '@/services/session';
import { renderInApp } from '../helpers';

describe('offline and update notices', () => {
  it('says "You are offline now" when the browser goes offline', async () => {
    renderInApp(<div />, 'en-US');
    act(() => showOffline());
    expect(await screen.findByText('You are offline now')).toBeInTheDocument();
  });

  it('says it in Chinese too; a notification names its close button in Chinese', async () => {
    renderInApp(<div />, 'zh-CN');
    act(() => showOffline());
    expect(await screen.findByText('当前处于离线状态')).toBeInTheDocument();
    act(() => {
      feedback.notification.error({ message: '出错了' });
    });
    expect(await screen.findByText('出错了')).toBeInTheDocument();
    // antd names the close button "Close" and each type's picture ("check-circle") in English.
    expect(screen.getByLabelText('关闭')).toBeInTheDocument();
    expect(screen.queryByLabelText('Close')).toBeNull();
    expect(screen.queryAllByRole('img', { name: /circle/ })).toEqual([]);
  });

  it('offers Refresh for new content, which reloads', async () => {
    const reload = jest.fn();
    renderInApp(<div />, 'en-US');
    act(() => showUpdate(reload));
    expect(await screen.findByText('New content is available; press Refresh to reload.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps an update notice raised before the app mounts until it has', async () => {
    const reload = jest.fn();
    showUpdate(reload);
    renderInApp(<div />, 'en-US');
    expect(await screen.findByText('New content is available; press Refresh to reload.')).toBeInTheDocument();
  });
});

describe('service-worker clean-up', () => {
  const unregister = jest.fn(async () => true);
  const cacheDelete = jest.fn(async () => true);
  beforeEach(() => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: async () => [{ unregister }, { unregister }] },
    });
    Object.defineProperty(window, 'caches', {
      configurable: true,
      value: { keys: async () => ['a', 'b', 'c'], delete: cacheDelete },
    });
    unregister.mockClear();
    cacheDelete.mockClear();
  });

  it('unregisters workers and clears caches on a secure origin', async () => {
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    expect(await clearServiceWorkers()).toBe(false);
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(cacheDelete).toHaveBeenCalledTimes(3);
  });

  it('says when a worker served this page, so the update notice offers a reload', async () => {
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {}, getRegistrations: async () => [{ unregister }] },
    });
    expect(await clearServiceWorkers()).toBe(true);
    expect(unregister).toHaveBeenCalledTimes(1);
  });

  it('leaves them alone on an insecure origin', async () => {
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: false });
    expect(await clearServiceWorkers()).toBe(false);
    expect(unregister).not.toHaveBeenCalled();
    expect(cacheDelete).not.toHaveBeenCalled();
  });
});

function Boom({ error }: { error: Error }): never {
  throw error;
}

describe('page error boundary', () => {
  beforeEach(() => {
    // React reports caught render errors on the console; expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('recognises a failed chunk download', () => {
    const chunk = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: /p.js'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('shows a reload notice for a chunk-load failure instead of a blank page', async () => {
    const chunk = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    renderInApp(
      <ErrorBoundary>
        <Boom error={chunk} />
      </ErrorBoundary>,
      'en-US',
    );
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('contains any other page error and recovers when the path changes', async () => {
    const { rerender } = renderInApp(
      <ErrorBoundary resetKey="/a">
        <Boom error={new Error('broken')} />
      </ErrorBoundary>,
      'en-US',
    );
    expect(await screen.findByText('Something went wrong on this page')).toBeInTheDocument();
    // The notice stands where the page's <main> was: "Skip to content" still has somewhere to go.
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
    rerender(
      <ErrorBoundary resetKey="/b">
        <p>fine again</p>
      </ErrorBoundary>,
    );
    expect(await screen.findByText('fine again')).toBeInTheDocument();
  });
});

/** Records what useFeedback gives where it is rendered. */
function Probe({ seen }: { seen: unknown[] }) {
  seen.push(useFeedback());
  return null;
}

describe('the host of messages and notifications', () => {
  /** The app's providers around the gate alone, at `path`; returns Umi's history. */
  const renderGate = (path: string, load?: typeof loadFeedbackHost) => {
    const history = createHistory({ type: 'memory' });
    history.replace(path);
    render(
      <StyleProvider mock="server">
        <RawIntlProvider value={getIntl('en-US')}>
          <FeedbackGate load={load} />
        </RawIntlProvider>
      </StyleProvider>,
    );
    return history;
  };
  beforeEach(() => resetFeedback());

  it('waits on the sign-in page for the first notice, then loads and shows it', async () => {
    renderGate('/login');
    expect(feedbackHostWanted()).toBe(false);
    act(() => showError(new ApiError('offline', undefined, 'network')));
    expect(feedbackHostWanted()).toBe(true);
    expect(await screen.findByText('Network error: the server cannot be reached')).toBeInTheDocument();
  });

  it('asks again with the next notice when its download failed (offline on the sign-in page)', async () => {
    let offline = true;
    renderGate('/login', () => (offline ? Promise.reject(new Error('Loading chunk failed.')) : loadFeedbackHost()));
    act(() => showOffline());
    await waitFor(() => expect(feedbackHostWanted()).toBe(false));
    offline = false;
    act(() => showOnline());
    expect(await screen.findByText('You are back online')).toBeInTheDocument();
  });

  it('is there at once outside the sign-in page, and from the moment a page leaves it', async () => {
    renderGate('/member');
    expect(feedbackHostWanted()).toBe(true);
    // (The host's module arrives inside act: its render is part of the test.)
    await act(() => loadFeedbackHost());
    resetFeedback();
    const history = renderGate('/login');
    expect(feedbackHostWanted()).toBe(false);
    act(() => history.push('/member'));
    expect(feedbackHostWanted()).toBe(true);
    await act(() => loadFeedbackHost());
  });

  it.each([
    ['a sign-out', () => clearTokens(), 'Still here'],
    // The request layer's own 401: its notice is raised, then the session ends on the way to /login.
    [
      'a 401',
      () => showError(new ApiError('', 401, 'http'), '/dataMember/page'),
      'Request error 401: /dataMember/page',
    ],
  ])("takes a session's short messages away with %s, and keeps the notifications", async (_why, endIt, notice) => {
    renderGate('/member');
    await act(() => loadFeedbackHost());
    act(() => {
      // Long enough that only the session's end can have taken it away within the wait below.
      feedback.message.success({ content: 'Signed in', duration: 60 });
      feedback.notification.info({ message: 'Still here' });
    });
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
    act(() => endIt());
    await waitFor(() => expect(screen.queryByText('Signed in')).toBeNull());
    expect(screen.getByText(notice)).toBeInTheDocument();
  });

  it('shows one notification for calls failing the same way together, and one per different failure', async () => {
    renderGate('/member');
    await act(() => loadFeedbackHost());
    act(() => {
      // A list and its retry, then two lists offline at once, then another list's own error.
      showError(new ApiError('The server had an internal error', 500, 'http'), '/dataMember/list');
      showError(new ApiError('The server had an internal error', 500, 'http'), '/dataMember/list');
      showError(new ApiError('', undefined, 'network'));
      showError(new ApiError('', undefined, 'network'));
      showError(new ApiError('The server had an internal error', 500, 'http'), '/dataGrade/list');
    });
    expect(await screen.findByText('Request error 500: /dataGrade/list')).toBeInTheDocument();
    expect(screen.getAllByText('Request error 500: /dataMember/list')).toHaveLength(1);
    expect(screen.getAllByText('Network error: the server cannot be reached')).toHaveLength(1);
  });

  it("gives a component the nearest App's functions (a full-screen list's own), else the console's", () => {
    const seen: unknown[] = [];
    render(
      <RawIntlProvider value={getIntl('en-US')}>
        <Probe seen={seen} />
        <App component={false}>
          <Probe seen={seen} />
        </App>
      </RawIntlProvider>,
    );
    expect(seen[0]).toBe(feedback);
    expect(seen[1]).not.toBe(feedback);
    expect(typeof (seen[1] as typeof feedback).modal.confirm).toBe('function');
  });
});
