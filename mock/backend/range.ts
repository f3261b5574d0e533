/**
 * Byte ranges of a served file (RFC 9110, Range): what a media element asks for to learn a file's
 * length and to seek. One range at most; a header this server does not take (another unit,
 * several ranges, bad syntax) is ignored, and the whole file is the answer, as the RFC allows.
 */
export type ByteRange =
  /** The whole file: bytes `start` to `end` (both included) of a file of `end + 1` bytes. */
  | { status: 200; start: 0; end: number }
  /** Part of it: Content-Range `bytes start-end/size`. */
  | { status: 206; start: number; end: number }
  // Nothing of it can be given: Content-Range `bytes */size`.
  | { status: 416 };

/** The part of a file of `size` bytes that a Range header asks for. */
export function byteRange(header: string | undefined, size: number): ByteRange {
  const whole = { status: 200, start: 0, end: size - 1 } as const;
  const m = /^bytes=(\d*)-(\d*)$/i.exec((header ?? '').trim());
  if (!m || (m[1] === '' && m[2] === '')) return whole;
  if (m[1] === '') {
    // The last n bytes.
    const n = Number(m[2]);
    return n === 0 || size === 0 ? { status: 416 } : { status: 206, start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? Number.POSITIVE_INFINITY : Number(m[2]);
  if (end < start) return whole;
  if (start >= size) return { status: 416 };
  return { status: 206, start, end: Math.min(end, size - 1) };
}
