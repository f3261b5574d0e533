/** @jest-environment node */
/**
 * Media files (uploads and the demo media) are served with their length and byte ranges, so an
 * audio player can show the duration and seek: 200 with Content-Length and Accept-Ranges, 206 with
 * Content-Range for a Range request, 416 for a range past the end.
 */
import mocks from '../../mock/api';
import { byteRange } from '../../mock/backend/range';

describe('byteRange', () => {
  it('serves the whole file without a usable Range header', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=abc', 'bytes=5-2', 'bytes=0-1,4-5', 'bytes= 1-2x'])
      expect([header, byteRange(header, 10)]).toEqual([header, { status: 200, start: 0, end: 9 }]);
  });

  it('answers a range from-to, from-the-end and the last n bytes', () => {
    expect(byteRange('bytes=0-0', 10)).toEqual({ status: 206, start: 0, end: 0 });
    expect(byteRange('bytes=2-5', 10)).toEqual({ status: 206, start: 2, end: 5 });
    expect(byteRange('bytes=4-', 10)).toEqual({ status: 206, start: 4, end: 9 });
    // An end past the file stops at its last byte.
    expect(byteRange('bytes=8-100', 10)).toEqual({ status: 206, start: 8, end: 9 });
    expect(byteRange('bytes=-3', 10)).toEqual({ status: 206, start: 7, end: 9 });
    expect(byteRange('bytes=-30', 10)).toEqual({ status: 206, start: 0, end: 9 });
    expect(byteRange('Bytes=0-1', 10)).toEqual({ status: 206, start: 0, end: 1 });
  });

  it('refuses a range that starts past the end (416)', () => {
    expect(byteRange('bytes=10-', 10)).toEqual({ status: 416 });
    expect(byteRange('bytes=10-20', 10)).toEqual({ status: 416 });
    expect(byteRange('bytes=-0', 10)).toEqual({ status: 416 });
    expect(byteRange('bytes=0-', 0)).toEqual({ status: 416 });
  });
});

type Handler = (req: unknown, res: unknown, next?: () => void) => void;

/** Calls one of mock/api.ts's routes with a recording response. */
function call(route: string, req: Record<string, unknown>) {
  const out = { status: 0, headers: {} as Record<string, string>, body: Buffer.alloc(0) };
  const res = {
    status(code: number) {
      out.status = code;
      return res;
    },
    setHeader(name: string, value: string) {
      out.headers[name.toLowerCase()] = value;
    },
    end(body?: string | Buffer) {
      out.body = Buffer.from(body ?? '');
    },
  };
  ((mocks as Record<string, Handler>)[route] as Handler)({ query: {}, headers: {}, params: {}, ...req }, res);
  return out;
}

const media = (file: string, headers: Record<string, string> = {}) =>
  call('GET /media/music/:file', { method: 'GET', path: `/media/music/${file}`, params: { file }, headers });

describe('the media the mock serves', () => {
  const music = 'forest-after-rain-3s.wav';

  it('says its length and that it takes ranges', () => {
    const whole = media(music);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(whole.body.length);
    // 3 s of 4 kHz 8-bit mono after a 44-byte header.
    expect(whole.body.length).toBe(44 + 3 * 4000);
  });

  it('answers a Range request with the bytes asked for', () => {
    const whole = media(music).body;
    const part = media(music, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.body.equals(whole.subarray(100, 200))).toBe(true);
    const tail = media(music, { range: 'bytes=-44' });
    expect(tail.body.equals(whole.subarray(whole.length - 44))).toBe(true);
    const past = media(music, { range: `bytes=${whole.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);
    expect(past.body.length).toBe(0);
  });

  it('serves an uploaded file the same way', () => {
    const json = { 'content-type': 'application/json', 'accept-language': 'en-US' };
    const signIn = call('POST /login', {
      method: 'POST',
      path: '/login',
      headers: json,
      body: { account: 'admin', password: 'Admin@123' },
    });
    const auth = {
      authorization: `Bearer ${signIn.headers['x-access-token']}`,
      'x-authorization': signIn.headers['access-token'],
    };
    const sound = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    const up = call('POST /upload', {
      method: 'POST',
      path: '/upload',
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' },
      body: {},
      files: [{ fieldname: 'file', originalname: 'bell.mp3', mimetype: 'audio/mpeg', buffer: sound }],
    });
    const { url } = JSON.parse(up.body.toString()).data;
    const file = url.slice('/uploads/'.length);
    const get = (headers: Record<string, string> = {}) =>
      call('GET /uploads/:file', { method: 'GET', path: url, params: { file }, headers });
    const whole = get();
    expect([whole.status, whole.headers['content-length'], whole.headers['accept-ranges']]).toEqual([
      200,
      '1000',
      'bytes',
    ]);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    const part = get({ range: 'bytes=500-' });
    expect([part.status, part.headers['content-range']]).toEqual([206, 'bytes 500-999/1000']);
    expect(part.body.equals(sound.subarray(500))).toBe(true);
    expect(get({ range: 'bytes=1000-' }).status).toBe(416);
  });
});
