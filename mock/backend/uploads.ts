/**
 * Files sent to POST /upload (docs/api.md, uploads): kept in memory for the life of the backend
 * and served back at /uploads/<id>-<name>, on the console's own origin.
 */
import { isImageContent } from '../../src/schema/imageContent';
import { isUploadKind, UPLOAD_MAX_BYTES, UPLOAD_TYPES, uploadProblem } from '../../src/schema/uploads';
import { fail, type MockResponse, ok } from './http';
import { type Lang, t } from './i18n';

/** One file of a multipart body, as the transport adapters hand it over. */
export interface UploadedFile {
  name: string;
  type: string;
  data: Uint8Array;
}

export const UPLOAD_PREFIX = '/uploads/';

const isFile = (v: unknown): v is UploadedFile =>
  Boolean(v && typeof v === 'object' && 'data' in v && (v as UploadedFile).data instanceof Uint8Array);

/** A file name safe in a URL path: letters, digits, dot, dash and underscore. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-').slice(-80) || 'file';

export class Uploads {
  private files = new Map<string, UploadedFile>();
  private next = 1;

  /**
   * POST /upload: multipart field `file`, and `kind` (the field it is for: image, audio or
   * animation; without it, any of their types); answers `{ url }`, or a field error on `file`.
   */
  accept(body: unknown, lang: Lang): MockResponse {
    const { file, kind } = (body ?? {}) as { file?: unknown; kind?: unknown };
    if (kind !== undefined && !isUploadKind(kind)) return fail(400, { kind: t(lang, 'uploadKind') });
    if (!isFile(file)) return fail(400, { file: t(lang, 'uploadMissing') });
    const problem = uploadProblem({ type: file.type, size: file.data.byteLength }, kind);
    if (problem === 'type') return fail(400, { file: t(lang, 'uploadType') });
    if ((UPLOAD_TYPES.image as readonly string[]).includes(file.type) && !isImageContent(file.data.subarray(0, 1024)))
      return fail(400, { file: t(lang, 'uploadNotImage') });
    if (problem === 'size') return fail(400, { file: t(lang, 'uploadSize', { n: UPLOAD_MAX_BYTES / 1024 / 1024 }) });
    const key = `${this.next++}-${safeName(file.name)}`;
    this.files.set(key, file);
    return ok({ url: `${UPLOAD_PREFIX}${key}`, name: file.name, type: file.type, size: file.data.byteLength });
  }

  /** A stored file by its path (/uploads/<key>), or undefined. */
  get(path: string): UploadedFile | undefined {
    return path.startsWith(UPLOAD_PREFIX) ? this.files.get(path.slice(UPLOAD_PREFIX.length)) : undefined;
  }
}
