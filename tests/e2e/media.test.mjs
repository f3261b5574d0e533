/**
 * Media catalogues: a song uploaded in the music form is served back on the console's origin,
 * played under its field, and its real length fills the duration; a refused file says why at the
 * field; an animation's preview plays its Lottie file (lottie-web's light build, under the
 * production Content-Security-Policy), in both languages.
 */
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { eventually, rowsOf, screenshot, signInByApi } from './lib.mjs';

/** A silent PCM WAV file of `seconds` (8 kHz, 8-bit, mono). */
function wav(seconds) {
  const rate = 8000;
  const n = rate * seconds;
  const b = Buffer.alloc(44 + n, 128);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + n, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20); // PCM
  b.writeUInt16LE(1, 22); // mono
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate, 28); // bytes per second
  b.writeUInt16LE(1, 32);
  b.writeUInt16LE(8, 34);
  b.write('data', 36);
  b.writeUInt32LE(n, 40);
  return b;
}

const TEXTS = {
  'en-US': {
    new: /New$/,
    audio: 'Audio',
    duration: 'Duration (s)',
    refused: 'This field takes audio: an MP3, WAV, OGG, M4A or AAC file',
    play: 'Play',
  },
  'zh-CN': {
    new: /新\s*建$/,
    audio: '音频',
    duration: '时长（秒）',
    refused: '此处需要音频：MP3、WAV、OGG、M4A 或 AAC 文件',
    play: '播放',
  },
};

test.describe('media upload and preview', () => {
  for (const locale of ['en-US', 'zh-CN']) {
    const text = TEXTS[locale];
    test(`a song's upload fills its URL and its real length; a wrong file is refused at the field (${locale})`, {
      tag: '@admin',
    }, async ({ newPage }) => {
      const page = await newPage({ locale, storedLocale: locale });
      await signInByApi(page, 'admin', '/basic-settings/music');
      await rowsOf(page).first().waitFor();
      await page.getByRole('button', { name: text.new }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'three-seconds.wav', mimeType: 'audio/wav', buffer: wav(3) });
      const url = dialog.getByLabel(text.audio);
      await eventually(async () => assert.match(await url.inputValue(), /^\/uploads\/\d+-three-seconds\.wav$/));
      // The file is served back on the same origin, as it was sent.
      const served = await page.request.get(new URL(await url.inputValue(), page.url()).href);
      assert.equal(served.status(), 200);
      assert.equal((await served.body()).length, 44 + 8000 * 3);
      // The player under the field loads it and its length fills the duration.
      assert.equal(await dialog.locator('audio').getAttribute('src'), await url.inputValue());
      await eventually(async () => assert.equal(await dialog.getByLabel(text.duration).inputValue(), '3'));
      await screenshot(page, `media-music-upload-${locale}`);

      const before = await url.inputValue();
      // A file the field does not take is held back in the page: nothing is sent.
      let sent = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/upload')) sent += 1;
      });
      // (The uploader renders a new input after each file.)
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
      await dialog.getByText(text.refused).waitFor();
      assert.equal(await url.inputValue(), before, 'the uploaded file stays in the field');
      assert.equal(sent, 0, 'the refused file was not sent');
    });

    test(`an animation's preview plays its Lottie file (${locale})`, { tag: '@admin' }, async ({ newPage }) => {
      const page = await newPage({ locale, storedLocale: locale });
      await signInByApi(page, 'admin', '/basic-settings/animate');
      await rowsOf(page).first().getByRole('button', { name: text.play }).click();
      const player = page.getByRole('dialog').locator('[role=img][data-state=playing]');
      await player.waitFor();
      const drawing = player.locator('svg');
      assert.ok((await drawing.locator('path').count()) > 0, 'the animation draws shapes');
      // It moves: the drawing changes from one moment to the next.
      const first = await drawing.innerHTML();
      await eventually(async () => assert.notEqual(await drawing.innerHTML(), first));
      await screenshot(page, `media-animation-preview-${locale}`);
    });
  }
});
