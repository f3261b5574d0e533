/**
 * Holds a call to the API contract (docs/openapi.json): its request (path, method, query, body,
 * token headers) and its answer (status, body), checked with ajv against the document's schemas.
 * The mock backend is the executable contract and the JSON its description: a call that breaks it
 * means one of the two (or the console) is wrong. Used by tests/msw.ts (component tests fail on a
 * violation) and mock/api.ts (`npm start`, `max preview` and the browser tests: a console warning,
 * and GET /__mock/contract lists them), so every test of the console proves both keep the contract.
 *
 * What counts (docs/contract.md):
 *   - an answer that its operation's schema for that status does not describe;
 *   - a request the contract calls invalid (a wrong type, an unknown field or filter, a missing
 *     token header) that the server nevertheless accepted (a 2xx answer with statusCode 200): a
 *     request the server refused (400, 401, 403, a business error) was refused as the contract says;
 *   - a call to a path or method the contract does not have, unless it was answered 404.
 * Test-only paths (/__mock/...) are no part of the contract.
 *
 * Fast enough for thousands of calls: each schema is compiled once, when a call first needs it
 * (about 0.2 ms a check then; 18 ms for a page of 2,000 rows), and only the first few errors of a
 * call are reported.
 * Relative imports only (Umi loads mock files without the app's aliases).
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: Json };
type Doc = { paths: Record<string, Record<string, Schema>>; components: Record<string, Record<string, Schema>> };

export interface ContractCall {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Lower-case names. */
  headers?: Record<string, string>;
  /** A multipart form (an upload): its body is not JSON and is not checked. */
  multipart?: boolean;
}

export interface ContractAnswer {
  status: number;
  body: unknown;
}

export interface Violation {
  method: string;
  path: string;
  /** Which part broke it. */
  where: 'path' | 'headers' | 'query' | 'body' | 'answer';
  /** JSON pointer of the field in that part ('' for the whole). */
  pointer: string;
  message: string;
  status?: number;
}

export interface Contract {
  check(call: ContractCall, answer: ContractAnswer): Violation[];
}

/** One line: method, path, where, the field's JSON pointer and what is wrong. */
export const describeViolation = (v: Violation): string =>
  `${v.method} ${v.path} ${v.where === 'answer' ? `answer ${v.status}` : `request ${v.where}`} ${v.pointer || '/'}: ${v.message}`;

const TEST_ONLY = '/__mock/';
const DOC_ID = 'openapi';
/** Errors reported per part of a call: the first few say what is wrong. */
const MAX_ERRORS = 5;

/** The document's schema references (#/components/schemas/X), pointing at the compiled copies instead. */
const compiledRefs = (schema: Json): Json =>
  JSON.parse(JSON.stringify(schema).replace(/"#\/components\/schemas\//g, `"${DOC_ID}#/$defs/`));

/** Every `x-` keyword the document uses: annotations ajv is told to accept and ignore. */
function extensionKeywords(node: Json, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const v of node) extensionKeywords(v, found);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith('x-')) found.add(k);
      extensionKeywords(v, found);
    }
  return found;
}

const pointerOf = (e: ErrorObject): string => {
  const p = e.params as { missingProperty?: string; additionalProperty?: string };
  const leaf = p.missingProperty ?? p.additionalProperty;
  return leaf === undefined ? e.instancePath : `${e.instancePath}/${leaf}`;
};

const messageOf = (e: ErrorObject): string => {
  const p = e.params as { allowedValues?: unknown[]; additionalProperty?: string };
  if (e.keyword === 'additionalProperties') return 'not in the contract';
  if (p.allowedValues) return `${e.message} ${JSON.stringify(p.allowedValues)}`;
  return e.message ?? e.keyword;
};

/** The checks of one operation, compiled on its first call. */
interface OpChecks {
  secured: boolean;
  query: ValidateFunction;
  /** Query parameter -> how its text becomes a value (numbers, comma lists). */
  coerce: Record<string, (text: string) => unknown>;
  body?: ValidateFunction;
  multipart: boolean;
  /** By status: the answer's variants, each with the statusCode values it has. */
  answers: Map<string, { codes?: Json[]; validate: ValidateFunction }[]>;
}

export function createContract(document: unknown, options: { compileAll?: boolean } = {}): Contract {
  const doc = document as Doc;
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, strict: true });
  ajv.addVocabulary([...extensionKeywords(doc as unknown as Json)]);
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i);
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  ajv.addFormat('password', true);
  ajv.addSchema({ $id: DOC_ID, $defs: compiledRefs(doc.components.schemas as unknown as Json) } as object);
  // Each component is compiled once, on the first call that needs it: a test file touches a few
  // calls, and compiling all of them took about 0.8 s, in every jest file anew. `compileAll`
  // compiles every one now (the contract's own test: a schema ajv cannot compile fails there).
  const component: Record<string, ValidateFunction> = {};
  const componentOf = (name: string): ValidateFunction | undefined => {
    if (!component[name] && doc.components.schemas[name]) {
      const validate = ajv.getSchema(`${DOC_ID}#/$defs/${name}`);
      if (!validate) throw new Error(`contract: cannot compile components/schemas/${name}`);
      component[name] = validate;
    }
    return component[name];
  };
  if (options.compileAll) for (const name of Object.keys(doc.components.schemas)) componentOf(name);
  const compile = (schema: Json): ValidateFunction => {
    const ref = (schema as Schema)?.$ref;
    const name =
      typeof ref === 'string' && Object.keys(schema as Schema).length === 1 ? ref.split('/').pop() : undefined;
    const named = name ? componentOf(name) : undefined;
    return named ?? ajv.compile(compiledRefs(schema) as Schema);
  };
  const resolve = <T extends Json>(node: T): T => {
    const ref = node && typeof node === 'object' && !Array.isArray(node) ? (node as Schema).$ref : undefined;
    if (typeof ref !== 'string') return node;
    const [, , kind, name] = ref.split('/');
    return resolve(doc.components[kind]?.[name] as T);
  };

  /** How a query text becomes the value its schema describes (the server reads texts the same way). */
  const coercer = (schema: Schema): ((text: string) => unknown) => {
    const s = resolve(schema);
    const types = ([] as Json[]).concat(s.type ?? []);
    if (types.includes('integer') || types.includes('number'))
      return (t) => (/^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t);
    if (types.includes('array')) {
      const item = coercer((s.items ?? {}) as Schema);
      return (t) => t.split(',').map(item);
    }
    return (t) => t;
  };

  const checks = new Map<string, OpChecks | null>();
  function checksOf(method: string, path: string): OpChecks | null {
    const key = `${method} ${path}`;
    const kept = checks.get(key);
    if (kept !== undefined) return kept;
    const op = doc.paths[path]?.[method.toLowerCase()];
    if (!op) {
      checks.set(key, null);
      return null;
    }
    const params = ((op.parameters ?? []) as Json[]).map((p) => resolve(p) as Schema);
    const properties: Record<string, Json> = {};
    const required: string[] = [];
    const coerce: Record<string, (text: string) => unknown> = {};
    for (const p of params) {
      if (p.in !== 'query') continue;
      const name = String(p.name);
      properties[name] = p.schema;
      coerce[name] = coercer(p.schema as Schema);
      if (p.required) required.push(name);
    }
    const content = (resolve((op.requestBody ?? {}) as Schema).content ?? {}) as Record<string, Schema>;
    const answers = new Map<string, { codes?: Json[]; validate: ValidateFunction }[]>();
    for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, Schema>)) {
      const schema = ((resolve(response).content as Record<string, Schema> | undefined)?.['application/json']?.schema ??
        {}) as Schema;
      const variants = Array.isArray(schema.oneOf) ? schema.oneOf : [schema];
      answers.set(
        status,
        variants.map((v) => {
          const code = (resolve(v as Schema).properties as Record<string, Schema> | undefined)?.statusCode;
          const codes = code
            ? code.const !== undefined
              ? [code.const]
              : (code.enum as Json[] | undefined)
            : undefined;
          return { codes, validate: compile(v) };
        }),
      );
    }
    const built: OpChecks = {
      secured: !(Array.isArray(op.security) && op.security.length === 0),
      query: ajv.compile({
        type: 'object',
        properties: compiledRefs(properties),
        required,
        additionalProperties: false,
      }),
      coerce,
      body: content['application/json'] ? compile(content['application/json'].schema) : undefined,
      multipart: Boolean(content['multipart/form-data']),
      answers,
    };
    checks.set(key, built);
    return built;
  }

  function check(call: ContractCall, answer: ContractAnswer): Violation[] {
    const method = call.method.toUpperCase();
    const path = call.path;
    if (path.startsWith(TEST_ONLY)) return [];
    const at = (where: Violation['where'], errors: ErrorObject[] | null | undefined, status?: number): Violation[] =>
      (errors ?? [])
        .slice(0, MAX_ERRORS)
        .map((e) => ({ method, path, where, pointer: pointerOf(e), message: messageOf(e), status }));
    const op = checksOf(method, path);
    if (!op)
      return answer.status === 404
        ? []
        : [
            {
              method,
              path,
              where: 'path',
              pointer: '',
              message: 'no such call in the contract',
              status: answer.status,
            },
          ];

    // The request.
    const asked: Violation[] = [];
    if (op.secured) {
      const h = call.headers ?? {};
      if (!/^Bearer \S+$/.test(h.authorization ?? ''))
        asked.push({ method, path, where: 'headers', pointer: '/authorization', message: 'no Bearer token' });
      if (!h['x-authorization'])
        asked.push({ method, path, where: 'headers', pointer: '/x-authorization', message: 'no second token' });
    }
    const query: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(call.query ?? {})) query[k] = op.coerce[k] ? op.coerce[k](v) : v;
    if (!op.query(query)) asked.push(...at('query', op.query.errors));
    if (op.body && !op.multipart) {
      const body = call.body === undefined ? {} : call.body;
      if (!op.body(body)) asked.push(...at('body', op.body.errors));
    }

    // The answer, as it travels (JSON: undefined values dropped).
    const body = answer.body === undefined ? undefined : JSON.parse(JSON.stringify(answer.body));
    const variants = op.answers.get(String(answer.status));
    const said: Violation[] = [];
    if (!variants)
      said.push({
        method,
        path,
        where: 'answer',
        pointer: '',
        message: 'status not in the contract',
        status: answer.status,
      });
    else {
      const code = (body as { statusCode?: Json } | null)?.statusCode;
      const variant = variants.length === 1 ? variants[0] : variants.find((v) => v.codes?.some((c) => c === code));
      if (!variant)
        said.push({
          method,
          path,
          where: 'answer',
          pointer: '/statusCode',
          message: `${JSON.stringify(code)} is not one this call answers`,
          status: answer.status,
        });
      else if (!variant.validate(body)) said.push(...at('answer', variant.validate.errors, answer.status));
    }

    // A request the contract calls invalid is fine when the server refused it.
    const refused = answer.status >= 300 || (body as { statusCode?: Json } | null)?.statusCode !== 200;
    return refused ? said : [...asked, ...said];
  }

  return { check };
}
