/** Messages between the import dialog and its worker. */
import type { CheckResult, FileError, ImportRefs } from './rules';

export interface CheckRequest {
  kind: 'check';
  name: string;
  bytes: ArrayBuffer;
  refs: ImportRefs;
  /** The page's now (ms), so the worker and the page agree on "today". */
  now: number;
}

export interface WriteRequest {
  kind: 'write';
  sheet: string;
  header: string[];
  lines: string[][];
}

export type WorkerAnswer =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'checked'; result: CheckResult; ms: { read: number; check: number } }
  | { kind: 'written'; bytes: ArrayBuffer }
  | { kind: 'failed'; error: FileError };
