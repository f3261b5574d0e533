import { readFileSync } from 'node:fs';
import { SCHEMAS } from '@/schema';
import { DEVICE_STREAM_PATH } from '@/schema/live';
import { createBackend } from '../../mock/backend';
import { CONTRACT_NOW } from '../../scripts/openapi-clock';

const read = (file: string) => readFileSync(`${__dirname}/../../docs/${file}`, 'utf8');
const doc = read('api.md');

/** What `npm run docs:api` writes now: built on the contract's day, as the script does. */
function generated(): { json: string; md: string } {
  let out = { json: '', md: '' };
  jest.useFakeTimers({ now: new Date(CONTRACT_NOW), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    // A fresh module registry, so the demo data is dated from the fixed clock.
    jest.isolateModules(() => {
      const contract: typeof import('../../scripts/openapi') = require('../../scripts/openapi');
      out = { json: contract.openApiText(contract.buildOpenApi()), md: contract.buildApiMarkdown() };
    });
  } finally {
    jest.useRealTimers();
  }
  return out;
}

/** The first line where two texts part, for a message that says where the drift is. */
function firstDifference(committed: string, fresh: string): string | undefined {
  const a = committed.split('\n');
  const b = fresh.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (a[i] !== b[i]) return `line ${i + 1}:\n  committed: ${a[i] ?? '(end)'}\n  generated: ${b[i] ?? '(end)'}`;
  return undefined;
}

describe('docs/api.md and docs/openapi.json', () => {
  const fresh = generated();

  it('are what npm run docs:api writes now (run it after changing src/schema or the mock backend)', () => {
    expect(firstDifference(read('openapi.json'), fresh.json)).toBeUndefined();
    expect(firstDifference(doc, fresh.md)).toBeUndefined();
  });

  it('documents every resource and field of the schemas', () => {
    for (const s of Object.values(SCHEMAS)) {
      expect(doc).toContain(`## ${s.name}\n`);
      for (const field of Object.keys(s.fields)) expect([s.name, doc.includes(`| ${field} |`)]).toEqual([s.name, true]);
    }
  });

  it('covers every route the mock backend serves, with its method, and no other', () => {
    const paths = JSON.parse(fresh.json).paths as Record<string, Record<string, unknown>>;
    // (A resource's own add/edit, such as a member's, is listed again beside the generic one.)
    const served = [
      ...new Set([
        ...createBackend()
          .routes()
          .filter((r) => !r.path.startsWith('/__mock/'))
          .map((r) => `${r.method} ${r.path}`),
        // The event stream is served apart from the JSON routes (Backend.openStream).
        `GET ${DEVICE_STREAM_PATH}`,
      ]),
    ].sort();
    const documented = Object.entries(paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(served);
    for (const name of new Set(served.map((r) => r.split(' ')[1].split('/')[1]))) {
      if (['login', 'logout', 'getLoginAccount', 'updateLoginAccount', 'changePassword', 'upload'].includes(name))
        continue;
      expect(doc).toContain(`## ${name}\n`);
    }
  });
});
