/**
 * Writes docs/openapi.json and docs/api.md, both from scripts/openapi.ts (which reads src/schema
 * and the mock backend), then validates the JSON as OpenAPI 3.1 (scripts/validate-openapi.mjs).
 * Run: npm run docs:api. tests/unit/api-doc.test.ts fails when either file is out of date.
 */

import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { validateOpenApi } from './validate-openapi.mjs';

const require = createRequire(import.meta.url);

/** A CommonJS bundle of one entry, loaded. */
function load(entry) {
  const out = join(tmpdir(), `${entry.replace(/\W+/g, '-')}-${process.pid}.cjs`);
  buildSync({ entryPoints: [entry], bundle: true, platform: 'node', format: 'cjs', outfile: out, logLevel: 'error' });
  return require(out);
}

// The demo data is dated from the day the backend is built: build it on the contract's day.
const { CONTRACT_NOW } = load('scripts/openapi-clock.ts');
const fixed = Date.parse(CONTRACT_NOW);
const RealDate = Date;
globalThis.Date = class extends RealDate {
  constructor(...args) {
    super(...(args.length ? args : [fixed]));
  }
  static now() {
    return fixed;
  }
};

const { buildOpenApi, buildApiMarkdown, openApiText } = load('scripts/openapi.ts');
const doc = buildOpenApi();
globalThis.Date = RealDate;

writeFileSync('docs/openapi.json', openApiText(doc));
writeFileSync('docs/api.md', buildApiMarkdown());

const result = await validateOpenApi('docs/openapi.json');
if (!result.valid) {
  console.error(JSON.stringify(result.errors, null, 2));
  process.exit(1);
}
console.log(
  `docs/openapi.json: ${Object.keys(doc.paths).length} paths, ${Object.keys(doc.components.schemas).length} schemas, valid OpenAPI ${doc.openapi}; docs/api.md written`,
);
