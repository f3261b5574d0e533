import type { UploadKind } from '@/schema/uploads';
import { type CallOptions, post } from './request';

/** What POST /upload answers (docs/api.md, uploads). */
export interface Uploaded {
  /** Where the file is served, on the console's origin. */
  url: string;
  name: string;
  type: string;
  size: number;
}

/**
 * Sends one file (multipart field `file`) for a field of one kind, whose types alone the server
 * then takes; a wrong type or size comes back as a field error on `file`.
 */
export function uploadFile(file: File, kind: UploadKind, opts?: CallOptions): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file);
  form.append('kind', kind);
  return post<Uploaded>('/upload', form, opts);
}
