import { history } from '@umijs/max';
import Cookies from 'js-cookie';
import { HttpResponse, http } from 'msw';
import { REQUEST_TIMEOUT_MS } from '@/services/config';
import { ApiError } from '@/services/errors';
import { setFeedback } from '@/services/feedback';
import { get, post } from '@/services/request';
import { server } from '../msw';

const fb = {
  message: { error: jest.fn(), warning: jest.fn(), success: jest.fn(), info: jest.fn(), destroy: jest.fn() },
  notification: { error: jest.fn(), warning: jest.fn(), open: jest.fn(), info: jest.fn(), destroy: jest.fn() },
  modal: {},
};

/** A toast of `text`, as the feedback host is given it (its key aside). */
const shown = (text: string) => expect.objectContaining({ content: text });

beforeEach(() => {
  for (const group of [fb.message, fb.notification]) for (const f of Object.values(group)) f.mockReset();
  setFeedback(fb as never);
  history.push('/member');
});

/** Captures the headers and credentials mode of the next call to `path`. */
function capture(path: string) {
  const seen: { headers?: Headers; credentials?: RequestCredentials } = {};
  server.use(
    http.all(`*${path}`, ({ request }) => {
      seen.headers = request.headers;
      seen.credentials = request.credentials;
      return HttpResponse.json({ statusCode: 200, data: { ok: true } });
    }),
  );
  return seen;
}

describe('request headers', () => {
  it('sends bearer, second token, JSON headers and omits credentials when the token cookie exists', async () => {
    Cookies.set('x-access-token', 'MAIN');
    Cookies.set('access-token', 'SECOND');
    const seen = capture('/probe');
    await get('/probe');
    expect(seen.headers?.get('authorization')).toBe('Bearer MAIN');
    expect(seen.headers?.get('x-authorization')).toBe('SECOND');
    expect(seen.headers?.get('content-type')).toContain('application/json');
    expect(seen.headers?.get('accept')).toContain('application/json');
    expect(seen.credentials).toBe('omit');
  });

  it('sends the user’s time zone, signed in or not: the server counts days in it', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(zone).toBeTruthy();
    const signedOut = capture('/probe');
    await get('/probe');
    expect(signedOut.headers?.get('x-time-zone')).toBe(zone);
    Cookies.set('x-access-token', 'MAIN');
    const signedIn = capture('/probe');
    await get('/probe');
    expect(signedIn.headers?.get('x-time-zone')).toBe(zone);
  });

  it('sends X-Authorization 0 when the second token is missing', async () => {
    Cookies.set('x-access-token', 'MAIN');
    const seen = capture('/probe');
    await get('/probe');
    expect(seen.headers?.get('x-authorization')).toBe('0');
  });

  it('sends no token headers without the main token cookie', async () => {
    const seen = capture('/probe');
    await get('/probe');
    expect(seen.headers?.get('authorization')).toBeNull();
    expect(seen.headers?.get('x-authorization')).toBeNull();
  });

  it('never sends the tokens to /login', async () => {
    Cookies.set('x-access-token', 'MAIN');
    const seen = capture('/login');
    await post('/login', { account: 'a', password: 'b' });
    expect(seen.headers?.get('authorization')).toBeNull();
  });

  it('saves x-access-token and access-token response headers to cookies', async () => {
    server.use(
      http.get('*/tokens', () =>
        HttpResponse.json(
          { statusCode: 200, data: null },
          { headers: { 'x-access-token': 'NEW-MAIN', 'access-token': 'NEW-SECOND' } },
        ),
      ),
    );
    await get('/tokens');
    expect(Cookies.get('x-access-token')).toBe('NEW-MAIN');
    expect(Cookies.get('access-token')).toBe('NEW-SECOND');
  });

  it('returns the envelope data', async () => {
    server.use(http.get('*/data', () => HttpResponse.json({ statusCode: 200, data: { n: 7 } })));
    await expect(get('/data')).resolves.toEqual({ n: 7 });
  });
});

describe('body errors (statusCode not 200)', () => {
  it('shows a string error as is', async () => {
    server.use(http.post('*/biz', () => HttpResponse.json({ statusCode: 1002, errors: 'gone <b>away</b>' })));
    const error = (await post('/biz').catch((e) => e)) as ApiError;
    expect(error).toMatchObject({ code: 1002, kind: 'business' });
    // The server's own words stay as they came, whatever the language.
    expect(error.textKey).toBeUndefined();
    expect(fb.message.error).toHaveBeenCalledWith(shown('gone <b>away</b>'));
  });

  it('joins an errors object with " | " and exposes the field errors', async () => {
    server.use(http.post('*/biz', () => HttpResponse.json({ statusCode: 400, errors: { a: 'A bad', b: 'B bad' } })));
    const error = (await post('/biz').catch((e) => e)) as ApiError;
    expect(fb.message.error).toHaveBeenCalledWith(shown('A bad | B bad'));
    expect(error.fieldErrors).toEqual({ a: 'A bad', b: 'B bad' });
  });

  it('shows one toast for calls refused alike at once, each of another text its own', async () => {
    server.use(
      http.get('*/biz/:n', ({ params }) =>
        HttpResponse.json({ statusCode: 500, errors: `down ${params.n === 'c' ? 'c' : ''}` }),
      ),
    );
    await Promise.all(['/biz/a', '/biz/b', '/biz/c'].map((url) => get(url).catch(() => undefined)));
    const keys = fb.message.error.mock.calls.map(([toast]) => [toast.content, toast.key]);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toEqual(keys[1]);
    expect(keys[2][1]).not.toBe(keys[0][1]);
  });

  it('leaves field errors to the form when asked', async () => {
    server.use(http.post('*/biz', () => HttpResponse.json({ statusCode: 400, errors: { a: 'A bad' } })));
    await expect(post('/biz', {}, { fieldErrorsInForm: true })).rejects.toBeInstanceOf(ApiError);
    expect(fb.message.error).not.toHaveBeenCalled();
  });

  it('uses the translated catalogue text when a known code comes without errors', async () => {
    server.use(http.post('*/biz', () => HttpResponse.json({ statusCode: 1001 })));
    await expect(post('/biz')).rejects.toBeInstanceOf(ApiError);
    expect(fb.message.error).toHaveBeenCalledWith(shown('Illegal operation: you cannot delete yourself'));
  });
});

describe('HTTP errors', () => {
  it('notifies "Request error {status}: {url}" with the mapped text, which the error carries too', async () => {
    // The server's own words are not the user's language: the page that shows the reason itself
    // (a list's load error) reads the error's message.
    server.use(http.get('*/boom', () => HttpResponse.json({ errors: 'Internal Server Error' }, { status: 500 })));
    await expect(get('/boom')).rejects.toMatchObject({
      code: 500,
      kind: 'http',
      message: 'The server had an internal error',
      // The console's own text: a page showing it says it again after a switch of language.
      textKey: 'error.500',
    });
    expect(fb.notification.error).toHaveBeenCalledWith({
      key: 'request.http 500 /boom',
      message: 'Request error 500: /boom',
      description: 'The server had an internal error',
    });
  });

  it('falls back to the status text for an unmapped status', async () => {
    server.use(http.get('*/teapot', () => new HttpResponse(null, { status: 418, statusText: "I'm a teapot" })));
    await expect(get('/teapot')).rejects.toBeInstanceOf(ApiError);
    expect(fb.notification.error).toHaveBeenCalledWith(expect.objectContaining({ description: "I'm a teapot" }));
  });

  it('a 400 answered as an HTTP status: notified as one, and its field errors go with the error for the form', async () => {
    server.use(
      http.post('*/biz', () =>
        HttpResponse.json({ statusCode: 400, errors: { guardianPhone: 'Already used' } }, { status: 400 }),
      ),
    );
    const error = (await post('/biz', {}, { fieldErrorsInForm: true }).catch((e) => e)) as ApiError;
    expect(error).toMatchObject({ code: 400, kind: 'http', fieldErrors: { guardianPhone: 'Already used' } });
    expect(fb.notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Request error 400: /biz', description: 'Already used' }),
    );
  });

  it('shows no HTTP notification on the login page', async () => {
    history.push('/login');
    server.use(http.get('*/boom', () => HttpResponse.json({}, { status: 500 })));
    await expect(get('/boom')).rejects.toBeInstanceOf(ApiError);
    expect(fb.notification.error).not.toHaveBeenCalled();
  });

  it('sends a 401 to /login with the previous path and query as redirect', async () => {
    history.push('/account?current=2&name=li');
    server.use(http.get('*/secret', () => HttpResponse.json({ statusCode: 401, errors: 'no' }, { status: 401 })));
    await expect(get('/secret')).rejects.toMatchObject({ code: 401 });
    expect(history.location.pathname).toBe('/login');
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/account?current=2&name=li');
    // Titled like every HTTP error, with the catalogue's text for 401 and what to do next.
    expect(fb.notification.warning).toHaveBeenCalledWith({
      key: 'request.401',
      message: 'Request error 401: /secret',
      description:
        'No permission: the token, username or password is wrong. Your session has ended. Please sign in again.',
    });
  });

  it('takes a failure notice away when the same call then succeeds (a Retry), and only then', async () => {
    server.use(http.get('*/other', () => HttpResponse.json({ statusCode: 200, data: 1 })));
    server.use(http.get('*/flaky', () => HttpResponse.json({ statusCode: 200, data: 2 })));
    // (The handler added last answers first.)
    server.use(http.get('*/flaky', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    await expect(get('/flaky')).rejects.toMatchObject({ code: 500 });
    await get('/other');
    expect(fb.notification.destroy).not.toHaveBeenCalled();
    await expect(get('/flaky', { current: 1 })).resolves.toBe(2);
    expect(fb.notification.destroy).toHaveBeenCalledWith('request.http 500 /flaky');
    // Closed once: a later success has nothing to take away.
    await get('/flaky');
    expect(fb.notification.destroy).toHaveBeenCalledTimes(1);
  });

  it('clears the notices of the session that ended before saying it ended', async () => {
    server.use(http.get('*/down', () => HttpResponse.error()));
    server.use(http.get('*/secret', () => HttpResponse.json({ statusCode: 401 }, { status: 401 })));
    await expect(get('/down')).rejects.toMatchObject({ kind: 'network' });
    await expect(get('/secret')).rejects.toMatchObject({ code: 401 });
    expect(fb.notification.destroy).toHaveBeenCalledWith();
    expect(fb.message.destroy).toHaveBeenCalledWith();
    expect(fb.notification.destroy.mock.invocationCallOrder[0]).toBeLessThan(
      fb.notification.warning.mock.invocationCallOrder[0],
    );
    expect(fb.notification.warning).toHaveBeenCalledWith(expect.objectContaining({ key: 'request.401' }));
  });

  it.each([
    ['a read', () => get('/down'), 'Check the connection and try again.'],
    ['a delete', () => post('/down', { id: 1 }), 'Check the connection and try again.'],
    [
      "a form's save",
      () => post('/down', { name: 'typed' }, { keepsInput: true }),
      'Your input is kept. Check the connection and try again.',
    ],
    [
      "a form's save that puts field errors on its fields",
      () => post('/down', { name: 'typed' }, { fieldErrorsInForm: true }),
      'Your input is kept. Check the connection and try again.',
    ],
  ])('reports a network failure of %s clearly, saying the input is kept only for a form', async (_, call, hint) => {
    server.use(http.all('*/down', () => HttpResponse.error()));
    await expect(call()).rejects.toMatchObject({ kind: 'network', textKey: 'request.network' });
    expect(fb.notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Network error: the server cannot be reached', description: hint }),
    );
  });

  it('reports a call past the time-out and cancels it, so the same call can be sent again at once', async () => {
    let cancelled = false;
    server.use(
      http.get(
        '*/slow',
        ({ request }) =>
          new Promise<Response>((resolve) => {
            request.signal.addEventListener('abort', () => {
              cancelled = true;
              resolve(HttpResponse.error());
            });
          }),
      ),
    );
    jest.useFakeTimers();
    try {
      const call = expect(get('/slow')).rejects.toMatchObject({ kind: 'timeout' });
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(cancelled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await call;
    } finally {
      jest.useRealTimers();
    }
    expect(cancelled).toBe(true);
    expect(fb.notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The server took too long to answer' }),
    );
  });

  it.each([
    ['an array', () => HttpResponse.json([1, 2])],
    ['null', () => HttpResponse.json(null)],
    ['an empty 200', () => new HttpResponse('', { headers: { 'Content-Type': 'application/json' } })],
    ['a 204', () => new HttpResponse(null, { status: 204 })],
  ])('reports %s instead of an envelope as unreadable (no silent undefined data)', async (_, answer) => {
    server.use(http.get('*/odd', answer));
    await expect(get('/odd')).rejects.toMatchObject({ kind: 'parse' });
    expect(fb.notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The server sent an answer the console cannot read' }),
    );
  });

  it('reads a status code written as text like the number', async () => {
    server.use(http.get('*/text-code', () => HttpResponse.json({ statusCode: '200', data: { ok: 1 } })));
    await expect(get('/text-code')).resolves.toEqual({ ok: 1 });
    server.use(http.get('*/text-code', () => HttpResponse.json({ statusCode: '1003', errors: null })));
    await expect(get('/text-code')).rejects.toMatchObject({ code: 1003, kind: 'business' });
    expect(fb.message.error).toHaveBeenCalledWith(shown('This account already exists'));
  });

  it('shows every message of a field that has several, and nested ones as text', async () => {
    server.use(
      http.get('*/many', () =>
        HttpResponse.json({ statusCode: 400, errors: { name: ['too short', 'taken'], sub: { a: 'deep' } } }),
      ),
    );
    await expect(get('/many')).rejects.toMatchObject({
      fieldErrors: { name: 'too short | taken', sub: 'deep' },
    });
    expect(fb.message.error).toHaveBeenCalledWith(shown('too short | taken | deep'));
  });

  it('reports a body that is not JSON', async () => {
    server.use(
      http.get('*/html', () => new HttpResponse('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } })),
    );
    await expect(get('/html')).rejects.toMatchObject({ kind: 'parse' });
    expect(fb.notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The server sent an answer the console cannot read' }),
    );
  });
});

describe('generic handler (success / errorCode / errorMessage / showType)', () => {
  const answer = (showType?: number) =>
    server.use(
      http.get('*/pro', () =>
        HttpResponse.json({ success: false, errorCode: 'E42', errorMessage: 'pro failed', showType }),
      ),
    );

  it('0 is silent', async () => {
    answer(0);
    await expect(get('/pro')).rejects.toMatchObject({ code: 'E42', kind: 'business' });
    expect(fb.message.error).not.toHaveBeenCalled();
    expect(fb.message.warning).not.toHaveBeenCalled();
  });
  it('1 warns', async () => {
    answer(1);
    await expect(get('/pro')).rejects.toBeInstanceOf(ApiError);
    expect(fb.message.warning).toHaveBeenCalledWith(shown('pro failed'));
  });
  it('2 shows an error message', async () => {
    answer(2);
    await expect(get('/pro')).rejects.toBeInstanceOf(ApiError);
    expect(fb.message.error).toHaveBeenCalledWith(shown('pro failed'));
  });
  it('4 notifies with the code as title', async () => {
    answer(4);
    await expect(get('/pro')).rejects.toBeInstanceOf(ApiError);
    expect(fb.notification.open).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'E42', description: 'pro failed' }),
    );
  });
  it('9 redirects to /exception with code and message', async () => {
    answer(9);
    await expect(get('/pro')).rejects.toBeInstanceOf(ApiError);
    expect(history.location.pathname).toBe('/exception');
    const q = new URLSearchParams(history.location.search);
    expect([q.get('code'), q.get('message')]).toEqual(['E42', 'pro failed']);
  });
  it('an unknown showType shows an error message', async () => {
    answer(7);
    await expect(get('/pro')).rejects.toBeInstanceOf(ApiError);
    expect(fb.message.error).toHaveBeenCalledWith(shown('pro failed'));
  });
  it('without a message says "Request error, please retry."', async () => {
    server.use(http.get('*/pro', () => HttpResponse.json({ success: false })));
    await expect(get('/pro')).rejects.toBeInstanceOf(ApiError);
    expect(fb.message.error).toHaveBeenCalledWith(shown('Request error, please retry.'));
  });
  it('skipErrorHandler shows nothing and still rejects', async () => {
    answer(2);
    await expect(get('/pro', undefined, { skipErrorHandler: true })).rejects.toBeInstanceOf(ApiError);
    expect(fb.message.error).not.toHaveBeenCalled();
  });
});
