/** POST /upload of the mock backend, and the dev server's multipart reader. */
import { createBackend } from '../../mock/backend';
import { UPLOAD_MAX_BYTES } from '../../mock/backend/uploads';
import { parseMultipart } from '../../mock/multipart';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in these checks.
type Body = { statusCode: number; data?: any; errors?: any };

function signedIn(account: string, password: string) {
  const backend = createBackend();
  const res = backend.handle({ method: 'POST', path: '/login', query: {}, body: { account, password }, headers: {} });
  const headers = {
    authorization: `Bearer ${res.headers?.['x-access-token']}`,
    'x-authorization': String(res.headers?.['access-token']),
    'accept-language': 'en-US',
  };
  const upload = (file: unknown) =>
    backend.handle({ method: 'POST', path: '/upload', query: {}, body: { file }, headers });
  return { backend, upload };
}

const wav = (bytes: number) => ({ name: 'rain sounds.wav', type: 'audio/wav', data: new Uint8Array(bytes).fill(7) });

describe('POST /upload', () => {
  it('keeps the file and serves it back at the URL it answers, on the same origin', () => {
    const { backend, upload } = signedIn('admin', 'Admin@123');
    const answer = upload(wav(2048)).body as Body;
    expect(answer.statusCode).toBe(200);
    expect(answer.data).toMatchObject({ url: expect.stringMatching(/^\/uploads\/\d+-rain-sounds\.wav$/), size: 2048 });
    const stored = backend.uploaded(answer.data.url);
    expect(stored?.type).toBe('audio/wav');
    expect(stored?.data.byteLength).toBe(2048);
    expect(backend.uploaded('/uploads/999-nothing.wav')).toBeUndefined();
  });

  it('refuses a missing file, a wrong type and a file over the limit with an error on the field', () => {
    const { upload } = signedIn('admin', 'Admin@123');
    expect(upload(undefined).body).toMatchObject({ statusCode: 400, errors: { file: 'Choose a file to upload' } });
    expect(upload({ ...wav(10), type: 'application/x-msdownload' }).body).toMatchObject({
      statusCode: 400,
      errors: { file: 'This type of file is not accepted' },
    });
    expect(upload(wav(UPLOAD_MAX_BYTES + 1)).body).toMatchObject({
      statusCode: 400,
      errors: { file: 'The file must not be larger than 10 MB' },
    });
  });

  it('is for level 1 only', () => {
    const { upload } = signedIn('operator', 'Operator@123');
    expect(upload(wav(10)).status).toBe(403);
  });
});

describe('multipart reader of the dev server', () => {
  it('reads fields and files, the file bytes as sent', () => {
    const boundary = '----form7';
    const bytes = Buffer.from([0, 1, 2, 13, 10, 255]);
    const raw = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\naudio\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const parsed = parseMultipart(raw, `multipart/form-data; boundary=${boundary}`);
    expect(parsed.purpose).toBe('audio');
    expect(parsed.file).toEqual({ name: 'a.wav', type: 'audio/wav', data: new Uint8Array(bytes) });
  });
});
