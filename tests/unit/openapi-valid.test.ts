/**
 * docs/openapi.json is valid OpenAPI 3.1 by a standard validator (@seriousme/openapi-schema-validator,
 * the specification's own JSON Schema with references resolved), run by scripts/validate-openapi.mjs
 * in a child process: the validator is an ES module that jest's CommonJS runtime cannot load.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');

function validate(file: string): { valid: boolean; version?: string; errors: unknown[] } {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/validate-openapi.mjs'), file], { encoding: 'utf8' });
  return JSON.parse(run.stdout);
}

describe('docs/openapi.json', () => {
  it('is valid OpenAPI 3.1', () => {
    const result = validate(join(ROOT, 'docs/openapi.json'));
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ valid: true, version: '3.1' });
  });

  it('would be refused with a broken reference or a malformed operation', () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      const doc = JSON.parse(readFileSync(join(ROOT, 'docs/openapi.json'), 'utf8'));
      doc.paths['/dataMember/page'].get.responses['200'].content['application/json'].schema = {
        $ref: '#/components/schemas/noSuchSchema',
      };
      writeFileSync(join(dir, 'ref.json'), JSON.stringify(doc));
      expect(validate(join(dir, 'ref.json')).valid).toBe(false);
      doc.paths['/dataMember/page'].get.responses = 'none';
      writeFileSync(join(dir, 'op.json'), JSON.stringify(doc));
      expect(validate(join(dir, 'op.json')).valid).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
