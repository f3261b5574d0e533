/**
 * A multipart/form-data body read into fields and files, for the dev server's POST /upload
 * (Umi's mock parses JSON and form bodies only). Enough for one browser form: no nesting.
 */
import type { UploadedFile } from './backend/uploads';

export function parseMultipart(raw: Buffer, contentType: string): Record<string, string | UploadedFile> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const out: Record<string, string | UploadedFile> = {};
  if (!boundary) return out;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let at = raw.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    const next = raw.indexOf(delimiter, start);
    if (next === -1) break;
    // A part: CRLF, headers, a blank line, the content, CRLF before the next delimiter.
    const part = raw.subarray(start + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const head = part.subarray(0, split).toString('utf8');
      const content = part.subarray(split + 4);
      const name = /name="([^"]*)"/i.exec(head)?.[1];
      const filename = /filename="([^"]*)"/i.exec(head)?.[1];
      const type = /content-type:\s*([^\r\n;]+)/i.exec(head)?.[1]?.trim() ?? 'application/octet-stream';
      if (name)
        out[name] =
          filename === undefined ? content.toString('utf8') : { name: filename, type, data: new Uint8Array(content) };
    }
    at = next;
  }
  return out;
}
