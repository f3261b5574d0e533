/**
 * The member import's worker: reads the chosen file (papaparse, exceljs) and checks its rows
 * (./rules.ts) away from the page, so a file of thousands of rows never holds the page up; it
 * also writes .xlsx files (template, rows with problems). Webpack emits it as a script of the
 * build's own origin, which the Content-Security-Policy's script-src 'self' allows (a blob:
 * worker would be refused). Cancelling is terminating it.
 */
import type { CheckRequest, WorkerAnswer, WriteRequest } from './protocol';
import { readLines, writeXlsx } from './read';
import { checkLines, isFileError } from './rules';

const post = (answer: WorkerAnswer, transfer: Transferable[] = []) =>
  (self as unknown as { postMessage(m: unknown, t: Transferable[]): void }).postMessage(answer, transfer);

/** Progress at most this often: each message costs the page a render. */
const PROGRESS_EVERY_MS = 100;

self.onmessage = async (event: MessageEvent<CheckRequest | WriteRequest>) => {
  const msg = event.data;
  try {
    if (msg.kind === 'check') {
      const started = Date.now();
      const lines = await readLines(msg.name, new Uint8Array(msg.bytes));
      const read = Date.now();
      let last = 0;
      const result = await checkLines(lines, msg.refs, new Date(msg.now), {
        slice: 1000,
        progress: (done, total) => {
          if (Date.now() - last < PROGRESS_EVERY_MS && done < total) return;
          last = Date.now();
          post({ kind: 'progress', done, total });
        },
      });
      post({ kind: 'checked', result, ms: { read: read - started, check: Date.now() - read } });
    } else {
      const bytes = await writeXlsx(msg.sheet, msg.header, msg.lines);
      post({ kind: 'written', bytes }, [bytes]);
    }
  } catch (e) {
    post({ kind: 'failed', error: isFileError(e) ? e : { code: 'unreadable', reason: String(e) } });
  }
};
