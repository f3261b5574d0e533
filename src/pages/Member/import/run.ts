/**
 * The page's side of the import's worker: hands it a file to read and check, or lines to write as
 * .xlsx, and reports its progress. Where the browser has no worker (jsdom in the component tests)
 * the same code runs in the page, yielding between slices of rows.
 */
import { yieldToMain } from '@/components/crud/exportPages';
import type { CheckRequest, WorkerAnswer, WriteRequest } from './protocol';
import type { CheckResult, FileError, ImportRefs } from './rules';

export interface Job<T> {
  promise: Promise<T>;
  /** Stops the work; the promise then rejects with Cancelled. */
  cancel: () => void;
}

export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}

/** A file's bytes (jsdom's File has no arrayBuffer(); FileReader is in every browser and in jsdom). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** The worker, or undefined where there is none. Webpack emits it as a file of its own. */
function startWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  return new Worker(new URL('./import.worker.ts', import.meta.url));
}

/** Runs one request in a new worker (ended with the answer, or on cancel). */
function inWorker<T>(
  worker: Worker,
  request: CheckRequest | WriteRequest,
  transfer: Transferable[],
  settle: (answer: WorkerAnswer) => T | undefined,
): Job<T> {
  let reject: (e: unknown) => void = () => undefined;
  const promise = new Promise<T>((resolve, fail) => {
    reject = fail;
    worker.onmessage = (e: MessageEvent<WorkerAnswer>) => {
      const answer = e.data;
      if (answer.kind === 'failed') {
        worker.terminate();
        fail(answer.error);
        return;
      }
      const done = settle(answer);
      if (done !== undefined) {
        worker.terminate();
        resolve(done);
      }
    };
    worker.onerror = (e) => {
      worker.terminate();
      fail({ code: 'unreadable', reason: e.message } satisfies FileError);
    };
    worker.postMessage(request, transfer);
  });
  return {
    promise,
    cancel: () => {
      worker.terminate();
      reject(new Cancelled());
    },
  };
}

/**
 * Reads and checks a file against `refs` (which may still be on their way); `onProgress` gets the
 * rows checked of the rows found. Cancel settles the job at once, whatever it was waiting for.
 */
export function checkFile(
  file: File,
  refs: Promise<ImportRefs>,
  onProgress: (done: number, total: number) => void,
): Job<CheckResult> {
  let cancelled = false;
  let stop: () => void = () => undefined;
  const stopped = new Promise<never>((_, reject) => {
    stop = () => reject(new Cancelled());
  });
  const worker = startWorker();
  let inner: Job<CheckResult> | undefined;
  const work = worker
    ? Promise.all([bytesOf(file), refs]).then(
        ([bytes, lists]) => {
          if (cancelled) throw new Cancelled();
          inner = inWorker<CheckResult>(
            worker,
            { kind: 'check', name: file.name, bytes, refs: lists, now: Date.now() },
            [bytes],
            (answer) => {
              if (answer.kind === 'progress') onProgress(answer.done, answer.total);
              return answer.kind === 'checked' ? answer.result : undefined;
            },
          );
          return inner.promise;
        },
        (e: unknown) => {
          worker.terminate();
          throw e;
        },
      )
    : (async () => {
        const pause = async () => {
          await yieldToMain();
          if (cancelled) throw new Cancelled();
        };
        const [{ readLines }, { checkLines }] = await Promise.all([import('./read'), import('./rules')]);
        const [bytes, lists] = await Promise.all([bytesOf(file), refs]);
        const lines = await readLines(file.name, new Uint8Array(bytes));
        await pause();
        return checkLines(lines, lists, new Date(), { pause, progress: onProgress });
      })();
  return {
    promise: Promise.race([work, stopped]),
    cancel: () => {
      cancelled = true;
      if (inner) inner.cancel();
      else worker?.terminate();
      stop();
    },
  };
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Lines as an .xlsx file (one sheet, a bold header). */
export async function xlsxBlob(sheet: string, header: string[], lines: string[][]): Promise<Blob> {
  const worker = startWorker();
  const bytes = worker
    ? await inWorker<ArrayBuffer>(worker, { kind: 'write', sheet, header, lines }, [], (answer) =>
        answer.kind === 'written' ? answer.bytes : undefined,
      ).promise
    : await (await import('./read')).writeXlsx(sheet, header, lines);
  return new Blob([bytes], { type: XLSX_TYPE });
}
