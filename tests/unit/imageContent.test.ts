/** A cover's content is checked, not only its name (src/schema/imageContent.ts). */
import { isImageContent } from '@/schema/imageContent';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('an image file by its first bytes', () => {
  it.each([
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['SVG', bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['SVG without a declaration', bytes('<svg viewBox="0 0 1 1"/>')],
  ])('takes %s', (_, head) => expect(isImageContent(head)).toBe(true));

  it.each([
    ['text', bytes('just some text')],
    ['a WAV (RIFF but not WebP)', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['an empty file', bytes()],
    ['HTML mentioning svg', bytes('<html><p>svgs are nice</p></html>')],
  ])('refuses %s', (_, head) => expect(isImageContent(head)).toBe(false));
});
