/** POST /upload of the mock backend (the dev server's multipart path is driven by tests/e2e/media.test.mjs). */
import { createBackend } from '../../mock/backend';
import { UPLOAD_MAX_BYTES } from '../../src/schema/uploads';
import { type Body, signIn } from './backendSession';

function signedIn(account: string, password: string) {
  const backend = createBackend();
  const session = signIn(backend, account, password);
  const upload = (file: unknown, kind?: string) => session.call('POST', '/upload', {}, { file, kind });
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

  it('takes, for a field of one kind, only the types of that kind', () => {
    const { upload } = signedIn('admin', 'Admin@123');
    const png = {
      name: 'cover.png',
      type: 'image/png',
      data: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    };
    expect(upload(png, 'audio').body).toMatchObject({
      statusCode: 400,
      errors: { file: 'This type of file is not accepted' },
    });
    expect(upload(wav(10), 'image').body).toMatchObject({
      statusCode: 400,
      errors: { file: 'This type of file is not accepted' },
    });
    expect(upload(wav(10), 'video').body).toMatchObject({
      statusCode: 400,
      errors: { kind: 'Must be image, audio or animation' },
    });
    expect((upload(wav(10), 'audio').body as Body).statusCode).toBe(200);
    expect((upload(png, 'image').body as Body).statusCode).toBe(200);
  });

  it('refuses an image whose content is no image, whatever its name and type say', () => {
    const { backend, upload } = signedIn('admin', 'Admin@123');
    const text = new TextEncoder().encode('just some text');
    expect(upload({ name: 'fake.png', type: 'image/png', data: text }).body).toMatchObject({
      statusCode: 400,
      errors: { file: 'This file is not a PNG, JPEG, WebP or SVG image' },
    });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const answer = upload({ name: 'cover.png', type: 'image/png', data: png }).body as Body;
    expect(answer.statusCode).toBe(200);
    // The refused file took no number: the first stored file is the real one.
    expect(answer.data.url).toBe('/uploads/1-cover.png');
    expect(backend.uploaded(answer.data.url)?.data.byteLength).toBe(10);
  });

  it('is for level 1 only', () => {
    const { upload } = signedIn('operator', 'Operator@123');
    expect(upload(wav(10)).status).toBe(403);
  });
});
