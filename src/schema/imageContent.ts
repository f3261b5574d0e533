/**
 * Is a file's content one of the image types a cover takes (PNG, JPEG, WebP, SVG)? The browser
 * names a file's type by its extension only, so a text file called `cover.png` would be stored
 * and then shown as a broken picture. Read from its first bytes (1 KB is enough): the upload
 * button checks it before sending, and the mock backend's POST /upload again.
 */
export function isImageContent(head: Uint8Array): boolean {
  const at = (offset: number, ...bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);
  const ascii = (offset: number, text: string) => at(offset, ...[...text].map((c) => c.charCodeAt(0)));
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return true; // PNG
  if (at(0, 0xff, 0xd8, 0xff)) return true; // JPEG
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return true;
  // SVG is text: an <svg> element near the start (after an XML declaration or a comment).
  return /<svg[\s>]/i.test(new TextDecoder().decode(head));
}
