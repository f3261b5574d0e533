/**
 * docs/openapi.json is valid OpenAPI 3.1 by a standard validator (@seriousme/openapi-schema-validator,
 * the specification's own JSON Schema with references resolved), run by scripts/validate-openapi.mjs
 * in a child process: the validator is an ES module that jest's CommonJS runtime cannot load. One
 * process reads the document and two broken copies of it, since starting the validator is most of
 * the cost.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const DOC = join(ROOT, 'docs/openapi.json');

type Verdict = { valid: boolean; version?: string; errors: unknown[] };

let verdicts: Verdict[];
const dir = mkdtempSync(join(tmpdir(), 'openapi-'));

beforeAll(() => {
  const doc = JSON.parse(readFileSync(DOC, 'utf8'));
  doc.paths['/dataMember/page'].get.responses['200'].content['application/json'].schema = {
    $ref: '#/components/schemas/noSuchSchema',
  };
  writeFileSync(join(dir, 'ref.json'), JSON.stringify(doc));
  doc.paths['/dataMember/page'].get.responses = 'none';
  writeFileSync(join(dir, 'op.json'), JSON.stringify(doc));
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'scripts/validate-openapi.mjs'), DOC, join(dir, 'ref.json'), join(dir, 'op.json')],
    { encoding: 'utf8' },
  );
  verdicts = run.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('docs/openapi.json', () => {
  it('is valid OpenAPI 3.1', () => {
    expect(verdicts[0].errors).toEqual([]);
    expect(verdicts[0]).toMatchObject({ valid: true, version: '3.1' });
  });

  it('would be refused with a broken reference or a malformed operation', () => {
    expect(verdicts).toHaveLength(3);
    expect(verdicts[1].valid).toBe(false);
    expect(verdicts[2].valid).toBe(false);
  });
});
