/**
 * What POST /upload takes (docs/api.md, uploads), shared by the console's media fields, which
 * hold back a wrong file before sending it, and the mock backend, which refuses it all the same.
 */

/** The media types each kind of field takes: covers, music, Lottie animations. */
export const UPLOAD_TYPES = {
  image: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
  // Chromium names an .m4a file audio/x-m4a, other browsers audio/mp4.
  audio: ['audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/ogg', 'audio/mp4', 'audio/x-m4a', 'audio/aac'],
  animation: ['application/json'],
} as const satisfies Record<string, readonly string[]>;

export type UploadKind = keyof typeof UPLOAD_TYPES;

export const isUploadKind = (v: unknown): v is UploadKind => typeof v === 'string' && Object.hasOwn(UPLOAD_TYPES, v);

/** The largest file accepted. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Why a file cannot be uploaded, before its content is read: not a type its field takes (or,
 * with no field named, no type any field takes), or larger than the limit.
 */
export function uploadProblem(file: { type: string; size: number }, kind?: UploadKind): 'type' | 'size' | undefined {
  const types: readonly string[] = kind ? UPLOAD_TYPES[kind] : Object.values(UPLOAD_TYPES).flat();
  if (!types.includes(file.type)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return undefined;
}
