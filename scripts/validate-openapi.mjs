/**
 * Validates an OpenAPI document (docs/openapi.json by default) against the OpenAPI
 * specification's own JSON Schema, with its references resolved, by
 * @seriousme/openapi-schema-validator (runs on Node 20). Prints `{ valid, version, errors }` as
 * JSON, one line per file named (several files share one start of the validator); exit status 1
 * when any is invalid. Used by scripts/api-doc.mjs and tests/unit/openapi-valid.test.ts
 * (in a child process: the validator is an ES module that jest's CommonJS runtime cannot load).
 */
import { pathToFileURL } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';

export async function validateOpenApi(file) {
  const validator = new Validator();
  const result = await validator.validate(file);
  return { valid: result.valid, version: validator.version, errors: result.errors ?? [] };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : ['docs/openapi.json'];
  let valid = true;
  for (const file of files) {
    const result = await validateOpenApi(file);
    // The script's output, one JSON line per file: tests/unit/openapi-valid.test.ts reads it.
    console.log(JSON.stringify(result));
    valid &&= result.valid;
  }
  process.exit(valid ? 0 : 1);
}
