/**
 * docs/openapi.json read for the API contract page: operations grouped as the document tags them,
 * and every schema's fields with their type, limits and notes as data the page translates. Pure
 * functions (no React), so the reading is tested apart from the page.
 * The page shows what the document says as structure (names, types, limits, x- keywords) and words
 * it from src/locales; the document's English prose is for tools and for docs/api.md.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type SchemaObject = { [key: string]: Json };

export interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string };
  tags?: { name: string; 'x-labels'?: Labels }[];
  paths: Record<string, Record<string, SchemaObject>>;
  components: {
    schemas: Record<string, SchemaObject>;
    parameters?: Record<string, SchemaObject>;
    responses?: Record<string, SchemaObject>;
    securitySchemes?: Record<string, SchemaObject>;
  };
}

export type Labels = Record<string, string>;

/** What the page says of one value's schema: each part a message key and its values, or code. */
export interface TypeInfo {
  /** JSON type(s) and format, e.g. `integer`, `string (date-time)`, `integer[]`. */
  type: string;
  nullable: boolean;
  /** The component a `$ref` or an `x-ref` names. */
  ref?: string;
  /** An array of references (`x-ref` on an array). */
  refList?: boolean;
  enumValues?: (string | number | null)[];
  /** By locale, value -> label. */
  enumLabels?: Record<string, Labels>;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  readOnly?: boolean;
  writeOnly?: boolean;
  unique?: boolean;
  notFuture?: boolean;
  ageYears?: [number, number];
  lte?: string;
  lt?: string;
  filter?: string;
  sortable?: boolean;
  masked?: boolean;
  derivedFrom?: string;
  constValue?: Json;
  /** Field labels by locale (x-labels). */
  labels?: Labels;
}

export interface FieldInfo extends TypeInfo {
  name: string;
  required: boolean;
}

export interface ParamInfo extends TypeInfo {
  name: string;
  required: boolean;
  /** A comma list in one value. */
  commaList: boolean;
}

export interface AnswerInfo {
  status: string;
  /** The component each variant of the answer is (or a description of an inline one). */
  variants: { ref?: string; codes?: (number | string)[]; data?: TypeInfo }[];
}

export interface OperationInfo {
  method: 'get' | 'post';
  path: string;
  resource: string;
  op: string;
  secured: boolean;
  params: ParamInfo[];
  body?: { ref?: string; multipart: boolean; type?: TypeInfo; fields?: FieldInfo[] };
  answers: AnswerInfo[];
}

export interface GroupInfo {
  tag: string;
  labels?: Labels;
  operations: OperationInfo[];
}

const isObject = (v: Json | undefined): v is SchemaObject => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** The last segment of a `$ref` (`#/components/schemas/dataMember` -> `dataMember`). */
export const refName = (ref: Json | undefined): string | undefined =>
  typeof ref === 'string' ? ref.split('/').pop() : undefined;

function resolve(doc: OpenApiDoc, node: Json | undefined): SchemaObject {
  if (!isObject(node)) return {};
  if (typeof node.$ref !== 'string') return node;
  const [, , kind, name] = node.$ref.split('/');
  const parts = doc.components as Record<string, Record<string, SchemaObject> | undefined>;
  return resolve(doc, parts[kind]?.[name]);
}

/** A schema as the page words it. Unions with null read as the other member, nullable. */
export function typeInfo(schema: Json | undefined): TypeInfo {
  if (!isObject(schema)) return { type: '', nullable: false };
  const union = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (Array.isArray(union)) {
    const nonNull = union.filter((s) => !(isObject(s) && s.type === 'null') && !(isObject(s) && s.const === ''));
    if (nonNull.length === 1) {
      const inner = typeInfo(nonNull[0]);
      return { ...inner, nullable: inner.nullable || nonNull.length < union.length };
    }
  }
  const types = ([] as Json[]).concat(schema.type ?? []).map(String);
  const nullable = types.includes('null');
  const main = types.filter((t) => t !== 'null');
  const ref = refName(schema.$ref) ?? refName(schema['x-ref']);
  const items = isObject(schema.items) ? schema.items : undefined;
  let type = main.join(' | ');
  if (main[0] === 'array' && items) {
    const inner = typeInfo(items);
    type = `${inner.ref && !schema['x-ref'] ? inner.ref : inner.type || 'object'}[]`;
  } else if (schema.format && main.length) type = `${type} (${schema.format})`;
  if (!type && schema.$ref) type = String(ref);
  if (!type && schema.const !== undefined) type = typeof schema.const;
  const num = (k: string) => (typeof schema[k] === 'number' ? (schema[k] as number) : undefined);
  const enumValues = Array.isArray(schema.enum)
    ? (schema.enum.filter((v) => v !== null) as (string | number)[])
    : undefined;
  const age = schema['x-age-years'];
  return {
    type,
    nullable,
    ref,
    refList: main[0] === 'array' && Boolean(schema['x-ref']),
    enumValues,
    enumLabels: isObject(schema['x-enum-labels'])
      ? (schema['x-enum-labels'] as unknown as Record<string, Labels>)
      : undefined,
    minimum: num('minimum'),
    maximum: num('maximum'),
    minLength: num('minLength'),
    maxLength: num('maxLength'),
    pattern: typeof schema.pattern === 'string' ? schema.pattern : undefined,
    readOnly: schema.readOnly === true || undefined,
    writeOnly: schema.writeOnly === true || undefined,
    unique: schema['x-unique'] === true || undefined,
    notFuture: schema['x-not-future'] === true || undefined,
    ageYears: Array.isArray(age) ? [Number(age[0]), Number(age[1])] : undefined,
    lte: typeof schema['x-lte'] === 'string' ? schema['x-lte'] : undefined,
    lt: typeof schema['x-lt'] === 'string' ? schema['x-lt'] : undefined,
    filter: typeof schema['x-filter'] === 'string' ? schema['x-filter'] : undefined,
    sortable: schema['x-sortable'] === true || undefined,
    masked: schema['x-masked'] !== undefined || undefined,
    derivedFrom: typeof schema['x-derived-from'] === 'string' ? schema['x-derived-from'] : undefined,
    constValue: schema.const,
    labels: isObject(schema['x-labels']) ? (schema['x-labels'] as Labels) : undefined,
  };
}

/** An object schema's fields, in the document's order. */
export function fieldsOf(doc: OpenApiDoc, schema: Json | undefined): FieldInfo[] {
  const s = resolve(doc, schema);
  const required = new Set((s.required as string[] | undefined) ?? []);
  return Object.entries((s.properties ?? {}) as Record<string, Json>).map(([name, p]) => ({
    ...typeInfo(p),
    name,
    required: required.has(name),
  }));
}

function answersOf(doc: OpenApiDoc, responses: SchemaObject): AnswerInfo[] {
  return Object.entries(responses).map(([status, r]) => {
    const schema = (resolve(doc, r).content as SchemaObject | undefined)?.['application/json'];
    const body = isObject(schema) ? schema.schema : undefined;
    const variants = isObject(body) && Array.isArray(body.oneOf) ? body.oneOf : [body];
    return {
      status,
      variants: variants.map((v) => {
        const ref = isObject(v) ? refName(v.$ref) : undefined;
        const s = resolve(doc, v);
        const code = isObject(s.properties) ? s.properties.statusCode : undefined;
        const codes = isObject(code) ? (code.const !== undefined ? [code.const] : code.enum) : undefined;
        const data = isObject(s.properties) ? s.properties.data : undefined;
        return {
          ref,
          codes: Array.isArray(codes) ? (codes as (number | string)[]) : undefined,
          data: data === undefined ? undefined : typeInfo(data),
        };
      }),
    };
  });
}

/** Every operation, grouped by the document's tags in their order. */
export function groupsOf(doc: OpenApiDoc): GroupInfo[] {
  const groups = new Map<string, GroupInfo>(
    (doc.tags ?? []).map((t) => [t.name, { tag: t.name, labels: t['x-labels'], operations: [] }]),
  );
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = String((op.tags as string[] | undefined)?.[0] ?? '');
      const x = (op['x-operation'] ?? {}) as SchemaObject;
      const params = ((op.parameters ?? []) as Json[]).map((p) => {
        const param = resolve(doc, p);
        return {
          ...typeInfo(param.schema),
          name: String(param.name),
          required: param.required === true,
          commaList: param.explode === false,
        };
      });
      const content = (resolve(doc, op.requestBody).content ?? {}) as SchemaObject;
      const json = isObject(content['application/json']) ? content['application/json'].schema : undefined;
      const multipart = isObject(content['multipart/form-data']) ? content['multipart/form-data'].schema : undefined;
      const bodySchema = json ?? multipart;
      const info: OperationInfo = {
        method: method as 'get' | 'post',
        path,
        resource: String(x.resource ?? tag),
        op: String(x.op ?? ''),
        secured: !(Array.isArray(op.security) && op.security.length === 0),
        params,
        body:
          bodySchema === undefined
            ? undefined
            : {
                ref: isObject(bodySchema) ? refName(bodySchema.$ref) : undefined,
                multipart: Boolean(multipart),
                fields: isObject(bodySchema) && bodySchema.oneOf ? undefined : fieldsOf(doc, bodySchema),
                type: typeInfo(bodySchema),
              },
        answers: answersOf(doc, (op.responses ?? {}) as SchemaObject),
      };
      if (!groups.has(tag)) groups.set(tag, { tag, operations: [] });
      groups.get(tag)?.operations.push(info);
    }
  }
  return [...groups.values()].filter((g) => g.operations.length);
}

export interface SchemaInfo {
  name: string;
  labels?: Labels;
  fields: FieldInfo[];
}

/** The resource schemas (those a tag names) and the shared ones, each with its fields. */
export function schemasOf(doc: OpenApiDoc): SchemaInfo[] {
  return Object.entries(doc.components.schemas)
    .filter(([, s]) => s.type === 'object' && isObject(s.properties))
    .map(([name, s]) => ({
      name,
      labels: isObject(s['x-labels']) ? (s['x-labels'] as Labels) : undefined,
      fields: fieldsOf(doc, s),
    }));
}

/** Operations whose path, resource or op contains the text (any case). */
export function matching(groups: GroupInfo[], text: string): GroupInfo[] {
  const part = text.trim().toLowerCase();
  if (!part) return groups;
  return groups
    .map((g) => ({
      ...g,
      operations: g.operations.filter((o) => `${o.method} ${o.path} ${o.resource}`.toLowerCase().includes(part)),
    }))
    .filter((g) => g.operations.length);
}

/** The data shapes whose name, name in either language or a field's name holds `text`. */
export function matchingSchemas(schemas: SchemaInfo[], text: string): SchemaInfo[] {
  const part = text.trim().toLowerCase();
  if (!part) return schemas;
  return schemas.filter((s) =>
    [s.name, ...Object.values(s.labels ?? {}), ...s.fields.map((f) => f.name)].some((w) =>
      w.toLowerCase().includes(part),
    ),
  );
}
