import { type CallOptions, post } from './request';

/** What POST /upload answers (docs/api.md, uploads). */
export interface Uploaded {
  /** Where the file is served, on the console's origin. */
  url: string;
  name: string;
  type: string;
  size: number;
}

/** Sends one file (multipart field `file`); a wrong type or size comes back as a field error on `file`. */
export function uploadFile(file: File, opts?: CallOptions): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file);
  return post<Uploaded>('/upload', form, opts);
}
