/**
 * The API contract as data: docs/openapi.json (OpenAPI 3.1) and docs/api.md, both built here from
 * one source, the resource schemas (src/schema) and the mock backend that serves them (its routes,
 * its demo data for the examples, its texts for the error catalogue). `npm run docs:api` writes
 * them (scripts/api-doc.mjs); tests/unit/api-doc.test.ts fails when a committed file differs from
 * what this builds, and mock/backend/contract.ts holds the mock and the console to the JSON.
 *
 * Deterministic: objects are built in a fixed order (schemas in registry order, fields in schema
 * order), and the demo data comes from a fixed seed. The caller fixes the clock first
 * (scripts/openapi-clock.ts), since the demo data is dated relative to the day it is built.
 * Relative imports only: jest imports this file, and esbuild bundles it for the script.
 */
import { type Backend, createBackend, signIn } from '../mock/backend';
import { MAIN_TOKEN_HEADER, SECOND_TOKEN_HEADER } from '../mock/backend/auth';
import { OVERVIEW_WEEKS } from '../mock/backend/dashboard';
import { MAX_IMPORT_ROWS } from '../mock/backend/memberBatch';
import type { ResourceDef } from '../mock/backend/resource';
import { MAX_PAGE_SIZE, opsOf, READ_OPS } from '../mock/backend/resourceOps';
import { RESOURCES } from '../mock/backend/resources';
import { VIEW_LIMITS } from '../mock/backend/savedViews';
import { SCALES } from '../mock/backend/scale';
import enUS from '../src/locales/en-US';
import enFeatures from '../src/locales/en-US/features';
import enMemberTools from '../src/locales/en-US/memberTools';
import { RESOURCE_TEXTS } from '../src/locales/resourceTexts';
import zhCN from '../src/locales/zh-CN';
import zhFeatures from '../src/locales/zh-CN/features';
import zhMemberTools from '../src/locales/zh-CN/memberTools';
import { SCHEMAS } from '../src/schema';
import { LEVELS } from '../src/schema/account';
import { FOLLOW_UP_ACTIONS } from '../src/schema/followUp';
import { DEVICE_LIVE_PATH, DEVICE_STREAM_PATH } from '../src/schema/live';
import { COLOR_RE, EMAIL_RE, URL_RE } from '../src/schema/patterns';
import type { CrossRule, FieldSchema, ResourceSchema } from '../src/schema/types';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../src/schema/uploads';
import { ShowType } from '../src/services/errors';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json | undefined };
type Schema = { [key: string]: Json | undefined };

// The locale packs, and the packs that load with the parts that show them (member tools, live status, follow-ups).
const LOCALES = {
  'en-US': { ...enUS, ...enMemberTools, ...enFeatures } as Record<string, string>,
  'zh-CN': { ...zhCN, ...zhMemberTools, ...zhFeatures } as Record<string, string>,
};
const REF = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** Paths of the mock backend that belong to the tests, not to the API (fault switches). */
export const TEST_ONLY_PREFIX = '/__mock/';

// ------------------------------------------------------------------------------------ the summary

/**
 * The transport rules, as prose: docs/api.md's summary and the OpenAPI document's description.
 * Every field, enum and limit is in the schemas below; this says what a schema cannot.
 */
export const SUMMARY = `Transport, envelope and error codes: docs/product-rules.md (requests, error catalogue); summary:

- Every answer: \`{ statusCode: 200, data }\`; business errors HTTP 200 with \`statusCode\` 1000-1007
  and \`errors\` (text); validation errors \`statusCode: 400\` with \`errors: { field: text }\`; a text field is
  checked (length, format) and stored without the spaces around it, as the console's form rules check it (a
  required one of spaces or invisible characters only is missing; a one-line field's line breaks and tabs are spaces);
  HTTP 401 without a valid token, HTTP 403 for writes below level 1 (and for any call of the audit log);
  HTTP 404 \`{ statusCode: 404, errors }\` for a path the API does not have, or a known path with the other method
  (\`POST /auditLog/delete\`, \`GET /nope\`, \`GET /R/add\`), signed in or not.
- Sign-in: \`POST /login {account, password}\` -> \`{ user }\`, tokens in the \`x-access-token\` and
  \`access-token\` response headers; 1000 for a wrong account or password, 1007 for a disabled account (right password only); \`POST /logout\`; \`GET /getLoginAccount\`;
  \`POST /updateLoginAccount {name?, phone?, email?}\` (only the fields sent change); \`POST /changePassword {oldPassword, newPassword}\` (1004). A changed password (this call, or \`password\` in
  \`POST /dataAccountInfo/edit\`) ends every session of the account: its next call gets HTTP 401.
  Every other call sends \`Authorization: Bearer <x-access-token>\` and \`X-Authorization: <access-token>\`.
- Days: every call sends \`X-Time-Zone\` (the browser's IANA time zone, e.g. \`Asia/Shanghai\`), and the server counts
  days in it (UTC without the header or for a zone it does not know): a whole day \`YYYY-MM-DD\` in a range filter on a
  time field (\`startTimeFrom=2026-12-06\` holds that day's sessions in Beijing when the zone is Asia/Shanghai), "today" of
  the date limits (not in the future, an age, a cycle's start, a snooze), the dashboard's days and a cycle's
  \`completedSessions\`. Times themselves are ISO 8601 instants, answered in UTC.
- Every resource R: \`GET /R/page\` (current, pageSize up to 2,000, sortField, sortOrder, filters) -> \`{ list, total, current, pageSize }\`;
  \`GET /R/list\` (filters) -> rows; \`GET /R/detail?id\`; \`POST /R/add\`; \`POST /R/edit\`;
  \`POST /R/delete {id} | {ids}\` (of several \`ids\`, a row already gone counts as deleted; a lone one gone is 1002); \`POST /R/changeStatus {id, status}\` (resources with status).
- Sorting by a text field (\`sortField=name\`, \`title\`, \`account\`, \`memberName\`... kinds \`string\` and \`text\`) follows
  the reader's language: Chinese pinyin order (\`Intl.Collator('zh-CN')\`) when \`Accept-Language\` starts with \`zh\`,
  English order (\`Intl.Collator('en')\`) otherwise; ties by \`id\` in the same direction; empty values last.
- Filters: \`like\` = case-insensitive substring; \`eq\`; \`in\` = comma list; \`contains\` = a reference list holds
  the id; ranges as \`<field>From\` / \`<field>To\` (dates) and \`<field>Min\` / \`<field>Max\` (numbers), also \`createTimeFrom/To\`.
- Accounts (\`dataAccountInfo\`): a unique \`account\` taken is 1003; deleting yourself 1001; disabling yourself or lowering
  your own \`isSuperAdmin\` (by \`/changeStatus\` or \`/edit\`) 1005; disabling, demoting or deleting the last active
  level-1 account 1006.
- Phone fields (kind \`phone\`: \`dataMember.guardianPhone\`, \`dataAccountInfo.phone\`) reach levels 2 and 3 masked
  (\`138****1234\`) in every answer; for them a phone filter matches the whole number only (a part finds nothing) and
  \`sortField\` on a phone field is ignored. Level 1 gets whole numbers and the usual \`like\` filter.
- \`dataMemberTrainingCycle.completedSessions\` is counted by the server, never written: the cycle's member's training records
  whose \`startTime\` falls on a day from \`startDate\` to \`endDate\`, both included, i.e. the \`total\` of
  \`GET /dataTrainingRecord/page?userId=&startTimeFrom=<startDate>&startTimeTo=<endDate>\` (it may pass \`plannedSessions\`).
  Every answer that shows it (cycle page, list, detail; the dashboard's \`cycleEnding\`) counts it so, at the time of the call.
- \`sysBehaviorDiagnosis.maxScore\` is the top of the scale its behaviour assessments score on
  (\`dataMemberBehaviorScore.items\`: \`[{diagnosisId, score}]\`): an edit that lowers it below a score recorded
  already is refused at the field (\`statusCode: 400\`, \`errors: { maxScore }\`, naming the highest score and a member
  with it); down to that score, or up, is taken. A behaviour assessment's \`totalScore\` is its items' points as a
  percentage of their diagnoses' maximums as they stand: a changed maximum moves the totals, and groups, of the
  assessments scored on it (their \`updateTime\` unchanged, no audit entry).
- An assessment's \`scoreGroupId\` (\`dataMemberScore\` by \`total\`, \`dataMemberBehaviorScore\` by \`totalScore\`) is
  set by the server: the enabled \`sysScoreGroup\` whose [minScore, maxScore] holds the score, null when none does. It
  follows the groups as they are now: each add, edit or status change of a score group moves every assessment whose group changes (their
  \`updateTime\` unchanged, no audit entry), so the \`scoreGroupId\` filter and every answer read the new ranges.
- \`dataTrainingRecord.memberName\` is its member's name now: renaming a member renames its records (their \`updateTime\`
  unchanged), so the record list's \`memberName\` filter and order follow the rename.
- Live device status: every \`dataDevice\` answer carries what the headband reports, \`online\` (1/0), \`battery\` and
  \`signal\` (0-100, 0 offline), \`lastOnlineTime\` (now while online; else when it was last seen) and \`liveSeq\` (the
  stream event that last changed them). \`GET /dataDevice/live\` (any level) -> \`{ eventId, devices: [{id, online, battery,
  signal, lastOnlineTime, liveSeq}] }\`. \`GET /dataDevice/stream\` (any level; the same two token headers as every call,
  401 without them) answers \`text/event-stream\` (\`Cache-Control: no-cache, no-transform\`, \`X-Accel-Buffering: no\`):
  first a comment line \`: connected\`, then, when the request's \`Last-Event-ID\` header names an event the server still
  has, every later event in order, else one \`event: snapshot\` (data: as \`/dataDevice/live\`); then one \`event: status\`
  per change (data: one device, as above), each with \`id: <run>.<n>\` (\`<run>\` changes when the server restarts, \`n\` grows
  by one per change; the last 500 are kept), and a \`: ping\` comment every 15 s. A session that signs out has its stream
  ended. Follow-ups (\`dataFollowUp\`): \`POST /dataFollowUp/add {userId, kind, action, note, snoozeUntil}\` by levels 1
  and 2 (403 for level 3), read by every level, never edited or deleted; \`kind\` names the attention list of
  \`/dashboard/overview\` the child is on now (else \`statusCode: 400\`, \`errors: { kind }\`), and not off it already by a follow-up of the
  same entry still in force (written meanwhile from another Home: the same 400, naming who and the day); \`action: 'done'\` needs a
  \`note\`, \`'snooze'\` a \`snoozeUntil\` from tomorrow to 90 days on. The server sets \`subject\` (what the entry is about:
  \`score:<latest assessment id>\`, \`idle:<last session time>\`, \`cycle:<cycle id>\`) and \`staffId\`, \`staffAccount\`,
  \`staffName\` (who, as then). Each add is an audit entry (\`add\`).
- Every row has \`id\`, \`createTime\`, \`updateTime\`; \`status\` 1 enabled / 0 disabled; \`sort\` ascending display order.
- A reference field (\`ref\`, \`refs\`) names existing rows, else \`statusCode: 400\`, \`errors: { <field> }\`. A disabled row of a
  settings catalogue (\`sys*\`, \`status\` 0) is no new reference: an add, an edit or an import row that points a field at
  one is refused the same way (\`errors: { gradeId: 'Grade "…" is disabled; choose an enabled one' }\`); a row that held
  it before it was disabled keeps it, whether an edit leaves the field out or sends it unchanged. A bulk change of
  members refuses it member by member (\`POST /dataMember/bulk\`, below).
- Rules (\`sysCognitiveTrainingRule\`, \`sysNeuroTrainingFeedbackAutoRule\`, \`sysParentChildTrainingAutoRule\`):
  \`POST /R/reorder {id, direction: 'up'|'down'}\` swaps the rule's place with its neighbour in priority order
  (highest first; cognitive rules among those of the same \`type\`) -> the rule with \`moved\` (false when it
  was already first or last). Both rules' priorities change (the rule's alone, by one, when the neighbour's is the
  same), and each rule changed gets its own \`reorder\` audit entry. Level 1, like every write.
- Uploads, level 1: \`POST /upload\` multipart field \`file\` (images png/jpeg/webp/svg, audio mpeg/wav/ogg/mp4/aac,
  Lottie \`application/json\`; at most 10 MB) and optional \`kind\` (\`image\`, \`audio\` or \`animation\`: the field the
  file is for, which then takes only its own types) -> \`{ url, name, type, size }\`, the file served at \`url\` (\`/uploads/...\`,
  same origin, no token needed, as media elements send none). A missing file, a wrong type, an image whose first
  bytes are no PNG, JPEG, WebP or SVG, or too large a file:
  \`statusCode: 400\`, \`errors: { file }\`. Served files (\`/uploads/...\`, and the mock's demo media under \`/media/...\`)
  carry \`Content-Length\` and \`Accept-Ranges: bytes\`; a \`Range: bytes=a-b\` (also \`a-\`, \`-n\`) gets 206 with
  \`Content-Range\`, a range past the end 416 with \`Content-Range: bytes */size\`, so players show the length and seek.
- Audit log, level 1 only: \`GET /auditLog/page\` (current, pageSize, sortField, sortOrder; default \`time\` newest first;
  filters \`actorAccount\` (like), \`actorId\`, \`resource\`, \`action\` (in), \`rowId\`, \`rowName\` (like), \`timeFrom\` / \`timeTo\`),
  \`GET /auditLog/list\` (same filters), \`GET /auditLog/detail?id\`. An entry's \`changeCount\` says how many changes it
  has; a page or a list answers each entry's first 200 (\`LISTED_CHANGES\`), its detail every one (a bulk change of
  thousands of members made a page megabytes long). \`rowId\` finds the row's own entries and the entries of many
  rows that wrote it (an import that added it, a bulk change that changed it); a page or a list read by \`rowId\`
  answers such an entry with that row's changes and the entry's own (an import's file and counts) only, its
  \`changeCount\` theirs. No call adds, changes or removes an entry: the server
  writes one per successful write (\`add\`, \`edit\`, \`changeStatus\`, \`delete\` once per row of \`{ids}\`; an edit that
  changes only a binding, \`dataDevice.memberId\` or \`dataMember.deviceId\`, is \`bind\` / \`unbind\`, one that changes only
  \`priority\` is \`reorder\`, and so is \`POST /R/reorder\`, once for each rule whose priority it changes: the rule
  moved and its neighbour, or the rule alone when nudged past an equal priority), \`POST /updateLoginAccount\` (\`profile\`), \`POST /changePassword\` (\`password\`, no changes),
  and per sign-in, failed sign-in and \`POST /logout\` (\`signIn\`, \`signInFailed\`, \`signOut\`; resource \`session\`, rowId null).
  \`actor\` \`{id, account, name, level}\` as at that moment (a failed sign-in: the account typed, id null when unknown);
  \`changes\` \`[{field, before, after}]\`: an edit's changed fields, an add's whole row (\`after\` only), a delete's
  (\`before\` only); a reference field's change, as answered, also carries \`beforeText\` / \`afterText\`, the referenced
  rows' names now (\`#id\` once gone); \`ip\` the first \`X-Forwarded-For\` hop, else the connection's address, else \`127.0.0.1\`. Passwords and
  tokens are never recorded: a changed password field shows as \`{field, redacted: true}\`.
- Test-only: \`POST /__mock/fault {mode: '500'|'timeout'|'notjson'|'404'|'none', path?, times?}\` (mock backend only;
  \`{mode: '404', path: '/dashboard/overview'}\` plays a server that offers no overview, for a test or a person trying it;
  \`timeout\` holds each call until the client gives up, as the console does after 15 s, or 120 s at most),
  and \`GET /__mock/contract\` (the contract violations the mock recorded, docs/contract.md). Not part of docs/openapi.json.
  \`POST /__mock/live {clock?: 'auto'|'manual', cut?: true, advance?: n}\`: the simulated headbands' clock (\`auto\`, a step
  every 5 s, on the shared backend of \`npm start\` and \`npm run preview\`; \`manual\` on a named test backend), ends every
  open stream (\`cut\`, before advancing), runs \`n\` steps (one to three headbands change each, deterministically from the
  seed) -> \`{clock, steps, eventId, connections, cut, changes}\`.
`;

// ------------------------------------------------------------------------------------ texts

/** A message in both languages, or undefined when either lacks it. */
function both(key: string): { 'en-US': string; 'zh-CN': string } | undefined {
  const en = LOCALES['en-US'][key];
  const zh = LOCALES['zh-CN'][key];
  return en && zh ? { 'en-US': en, 'zh-CN': zh } : undefined;
}

/** Where an enum's value labels are, when not at `<resource prefix>.<field>.<value>`. */
const ENUM_LABELS: Record<string, string> = {
  'dataAccountInfo.isSuperAdmin': 'level.',
  'auditLog.action': 'audit.action.',
  'sysCognitiveTraining.ability': 'catalogue.ability.',
  'sysCognitiveTrainingRule.ability': 'catalogue.ability.',
};

const prefixOf = (resource: string) => RESOURCE_TEXTS[resource] ?? (resource === 'auditLog' ? 'audit' : resource);

/** `x-enum-labels`: each value's label in both languages; a value without one is a build error. */
function enumLabels(keyPrefix: string, values: readonly (number | string)[]): Schema {
  const out: Record<string, Record<string, string>> = { 'en-US': {}, 'zh-CN': {} };
  for (const v of values) {
    const label = both(`${keyPrefix}${v}`);
    if (!label) throw new Error(`No label in both languages for ${keyPrefix}${v}`);
    out['en-US'][String(v)] = label['en-US'];
    out['zh-CN'][String(v)] = label['zh-CN'];
  }
  return out;
}

// ------------------------------------------------------------------------------------ fields

/** A JS RegExp as an ECMA-262 pattern without flags (JSON Schema has none): only `i` on scheme letters. */
function patternOf(re: RegExp): string {
  if (!re.flags.includes('i')) return re.source;
  return re.source.replace('https?', '[Hh][Tt][Tt][Pp][Ss]?');
}

/** The mask levels 2 and 3 see a phone number in (src/schema/phone.ts). */
const MASKED_PHONE = '^1\\d{2}(\\d{4}|\\*{4})\\d{4}$';

/** JSON shapes of the `json` fields, from their TypeScript interfaces in src/schema. */
function jsonShape(resource: string, field: string, answer: boolean): Schema {
  const key = `${resource}.${field}`;
  if (key === 'dataMemberBehaviorScore.items') {
    const item: Schema = {
      type: 'object',
      required: ['diagnosisId', 'score'],
      properties: {
        diagnosisId: { type: 'integer', minimum: 1, 'x-ref': '#/components/schemas/sysBehaviorDiagnosis' },
        score: { type: 'integer', minimum: 0, description: 'From 0 to the diagnosis maxScore.' },
      },
      additionalProperties: false,
    };
    if (answer) {
      const props = item.properties as Schema;
      props.diagnosisName = { type: ['string', 'null'], readOnly: true };
      props.maxScore = { type: ['integer', 'null'], readOnly: true };
      item.required = ['diagnosisId', 'score', 'diagnosisName', 'maxScore'];
    }
    return {
      type: 'array',
      minItems: 1,
      items: item,
      description: 'At least one item, each diagnosis at most once.',
    };
  }
  if (key === 'auditLog.actor')
    return {
      type: 'object',
      required: ['id', 'account', 'name', 'level'],
      properties: {
        id: { type: ['integer', 'null'] },
        account: { type: 'string' },
        name: { type: ['string', 'null'] },
        level: { type: ['integer', 'null'], enum: [...LEVELS, null] },
      },
      additionalProperties: false,
    };
  if (key === 'auditLog.changes')
    return {
      type: 'array',
      items: {
        type: 'object',
        required: ['field'],
        properties: {
          field: { type: 'string' },
          before: {},
          after: {},
          redacted: { const: true },
          beforeText: { type: 'string' },
          afterText: { type: 'string' },
          // A change to many rows at once (a bulk change) names the row each change is of.
          rowId: { type: 'integer', minimum: 1 },
          rowName: { type: ['string', 'null'] },
        },
        additionalProperties: false,
      },
    };
  throw new Error(`No JSON shape for ${key}: describe it in scripts/openapi.ts`);
}

type Use = 'answer' | 'add' | 'edit';

/** One field's schema: as answered, or as an add or an edit takes it. */
function fieldSchema(s: ResourceSchema, name: string, f: FieldSchema, use: Use): Schema {
  let out: Schema;
  switch (f.kind) {
    case 'int':
    case 'number':
      out = { type: f.kind === 'int' ? 'integer' : 'number', minimum: f.min, maximum: f.max };
      break;
    case 'bool':
      out = { type: 'boolean' };
      break;
    case 'date':
      out = { type: 'string', format: 'date' };
      break;
    case 'datetime':
      out = { type: 'string', format: 'date-time' };
      break;
    case 'enum': {
      const numeric = (f.values ?? []).every((v) => typeof v === 'number');
      out = {
        type: numeric ? 'integer' : 'string',
        enum: [...(f.values ?? [])],
        'x-enum-labels': enumLabels(ENUM_LABELS[`${s.name}.${name}`] ?? `${prefixOf(s.name)}.${name}.`, f.values ?? []),
      };
      break;
    }
    case 'ref':
      out = { type: 'integer', minimum: 1, 'x-ref': `#/components/schemas/${f.ref}` };
      break;
    case 'refs':
      out = { type: 'array', items: { type: 'integer', minimum: 1 }, 'x-ref': `#/components/schemas/${f.ref}` };
      break;
    case 'json':
      out = jsonShape(s.name, name, use === 'answer');
      break;
    case 'phone':
      out = { type: 'string', pattern: use === 'answer' ? MASKED_PHONE : f.pattern };
      if (use === 'answer') out['x-masked'] = 'levels 2 and 3 get 138****1234';
      break;
    default: {
      const pattern =
        f.kind === 'url'
          ? patternOf(URL_RE)
          : f.kind === 'email'
            ? patternOf(EMAIL_RE)
            : f.kind === 'color'
              ? patternOf(COLOR_RE)
              : f.pattern;
      out = { type: 'string', minLength: f.min, maxLength: f.max, pattern };
      if (f.kind === 'password') out.format = 'password';
      if (f.kind === 'email') out.format = 'email';
    }
  }
  // What a schema keyword cannot say: in words, and as x- keywords a tool can read.
  const notes: string[] = [];
  const label = both(`${prefixOf(s.name)}.${name}`);
  if (label) out['x-labels'] = label;
  if (f.unique && f.uniqueWithin) {
    out['x-unique-within'] = f.uniqueWithin;
    notes.push(`Unique among the rows with the same \`${f.uniqueWithin}\`.`);
  } else if (f.unique) {
    out['x-unique'] = true;
    notes.push('Unique (case-insensitive).');
  }
  if (f.notFuture) {
    out['x-not-future'] = true;
    notes.push('Not in the future.');
  }
  if (f.ageYears) {
    out['x-age-years'] = [...f.ageYears];
    notes.push(`A birthday: the age in whole years today is ${f.ageYears[0]} to ${f.ageYears[1]}.`);
  }
  for (const rule of s.rules ?? []) {
    if ((rule.kind === 'lte' || rule.kind === 'lt') && rule.a === name) {
      out[rule.kind === 'lte' ? 'x-lte' : 'x-lt'] = rule.b;
      notes.push(`${rule.kind === 'lte' ? 'At most' : 'Less than'} ${rule.b}.`);
    }
    if (rule.kind === 'fromStart' && rule.field === name)
      notes.push(`${rule.values.join(' and ')} only from \`${rule.start}\` on (a row kept as stored excepted).`);
    if (rule.kind === 'noOverlap' && rule.min === name)
      notes.push(
        `[${rule.min}, ${rule.max}] ranges of two rows${rule.scope ? ` of the same ${rule.scope}` : ''} do not overlap.`,
      );
  }
  if (f.readOnly) {
    out.readOnly = true;
    notes.push('Set by the server.');
  }
  if (f.writeOnly) out.writeOnly = true;
  if (use === 'answer') {
    if (f.filter) out['x-filter'] = f.filter;
    if (f.sortable) out['x-sortable'] = true;
  }
  if (f.sortsByName) notes.push("Sorted by the referenced row's name, in the reader's language, not by id.");
  if (notes.length) out.description = notes.join(' ');
  // A value not required may be left blank: written as null (or ''), stored and answered as null,
  // except texts ('') and lists ([]). Required values are never null unless the schema says so.
  const blankIsNull = !f.required && !f.readOnly && f.kind !== 'string' && f.kind !== 'text' && f.kind !== 'refs';
  // A write-only value (a password) is left out to keep the stored one, never sent blank.
  const nullable =
    f.nullable || (use === 'answer' ? blankIsNull : !f.required && !f.writeOnly && !(use === 'add' && f.requiredOnAdd));
  if (!f.required && (f.kind === 'string' || f.kind === 'text') && (f.min || out.pattern))
    out = { anyOf: [out, { const: '' }] };
  return nullable ? orNull(out) : clean(out);
}

/** A schema that also takes null. */
function orNull(s: Schema): Schema {
  const c = clean(s);
  if (typeof c.type === 'string' && !c.anyOf) {
    const out: Schema = { ...c, type: [c.type, 'null'] };
    if (Array.isArray(c.enum)) out.enum = [...c.enum, null];
    return out;
  }
  return { anyOf: [c, { type: 'null' }] };
}

/** Without the keys left undefined. */
function clean(s: Schema): Schema {
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as Schema;
}

const COMMON_ANSWER: Record<string, Schema> = {
  id: { type: 'integer', minimum: 1 },
  createTime: { type: 'string', format: 'date-time', readOnly: true },
  updateTime: { type: 'string', format: 'date-time', readOnly: true },
};
const STATUS: Schema = { $ref: '#/components/schemas/Status' };
const SORT: Schema = { type: 'integer', minimum: 0, maximum: 9999, description: 'Display order, ascending.' };

/** Derived values (names of referenced rows) as the server answers them. */
function derivedSchema(s: ResourceSchema, source: string): Schema {
  const f = s.fields[source];
  if (!f?.ref) throw new Error(`${s.name}: derived value from ${source}, which is not a reference`);
  return f.kind === 'refs'
    ? { type: 'array', items: { type: 'string' }, readOnly: true, 'x-derived-from': source }
    : { type: ['string', 'null'], readOnly: true, 'x-derived-from': source };
}

function rowSchema(s: ResourceSchema, example: Json | undefined): Schema {
  const properties: Record<string, Schema> = { ...COMMON_ANSWER };
  for (const [name, f] of Object.entries(s.fields)) {
    if (f.writeOnly) continue;
    properties[name] = fieldSchema(s, name, f, 'answer');
  }
  if (s.status) properties.status = STATUS;
  if (s.sort) properties.sort = SORT;
  for (const [name, source] of Object.entries(s.derived ?? {})) properties[name] = derivedSchema(s, source);
  const label = both(`${prefixOf(s.name)}.title`);
  return clean({
    type: 'object',
    description: describeRules(s),
    'x-labels': label,
    'x-rules': s.rules?.length ? (s.rules as unknown as Json) : undefined,
    'x-default-sort': s.defaultSort ? { ...s.defaultSort } : undefined,
    required: Object.keys(properties),
    properties,
    additionalProperties: false,
    examples: example === undefined ? undefined : [example],
  });
}

/** One cross-field rule in a line, as docs/openapi.json and docs/api.md state it. */
function ruleText(r: CrossRule): string {
  if (r.kind === 'noOverlap') return `[${r.min}, ${r.max}] ranges do not overlap${r.scope ? ` within ${r.scope}` : ''}`;
  if (r.kind === 'fromStart') return `${r.field} in {${r.values.join(', ')}} only once ${r.start} <= today`;
  return `${r.a} ${r.kind === 'lte' ? '<=' : '<'} ${r.b}`;
}

function describeRules(s: ResourceSchema): string | undefined {
  const rules = (s.rules ?? []).map(ruleText);
  return rules.length
    ? `Rules the server checks (400 on the first field): ${rules.join('; ')}. JSON Schema cannot compare two fields: see x-rules.`
    : undefined;
}

/** What add (or edit) takes: the fields a client writes. */
function inputSchema(s: ResourceSchema, use: 'add' | 'edit'): Schema {
  const properties: Record<string, Schema> = use === 'edit' ? { id: { type: 'integer', minimum: 1 } } : {};
  const required: string[] = use === 'edit' ? ['id'] : [];
  for (const [name, f] of Object.entries(s.fields)) {
    if (f.readOnly) continue;
    properties[name] = fieldSchema(s, name, f, use);
    if (use === 'add' && (f.required || f.requiredOnAdd)) required.push(name);
  }
  if (s.status) properties.status = STATUS;
  if (s.sort) properties.sort = SORT;
  return clean({
    type: 'object',
    description:
      use === 'edit'
        ? `Only \`id\` is required: an absent field keeps its stored value${Object.values(s.fields).some((f) => f.writeOnly) ? ' (a blank write-only field too)' : ''}. ${describeRules(s) ?? ''}`.trim()
        : describeRules(s),
    'x-rules': s.rules?.length ? (s.rules as unknown as Json) : undefined,
    required,
    properties,
    additionalProperties: false,
  });
}

// ------------------------------------------------------------------------------------ queries

type Param = Schema;

const query = (name: string, schema: Schema, description?: string, required = false): Param =>
  clean({ name, in: 'query', required: required || undefined, description, schema });

/**
 * Parameters that several operations share (paging, a resource's filters and order), kept once
 * in components/parameters under `key` and referenced from each operation.
 */
const sharedParams: Record<string, Param> = {};
function shared(key: string, p: Param): Param {
  sharedParams[key] = p;
  return { $ref: `#/components/parameters/${key}` };
}

/** A comma list in one query value (`?type=1,2`). */
const commaList = (name: string, items: Schema, description: string): Param => ({
  name,
  in: 'query',
  description,
  style: 'form',
  explode: false,
  schema: { type: 'array', items },
});

/** Filters the mock answers beyond the schema's fields (ResourceDef.filters), by resource. */
const CUSTOM_FILTERS: Record<string, Record<string, { schema: Schema; description: string }>> = {
  dataMember: {
    worryId: { schema: { type: 'integer', minimum: 1 }, description: 'Members with this worry among worryIds.' },
    bound: { schema: { type: 'integer', enum: [0, 1] }, description: '1: with a bound device; 0: without.' },
    gradeGroupId: { schema: { type: 'integer', minimum: 1 }, description: 'Members whose grade is in this group.' },
  },
  dataDevice: {
    bound: { schema: { type: 'integer', enum: [0, 1] }, description: '1: bound to a member; 0: unbound.' },
  },
  auditLog: {
    actorAccount: { schema: { type: 'string' }, description: "Part of the actor's account, any case." },
    actorId: { schema: { type: 'integer', minimum: 1 }, description: 'The acting account.' },
    rowId: {
      schema: { type: 'integer', minimum: 1 },
      description:
        "The row's own entries and the entries of many rows that wrote it (an import, a bulk change), each with that row's changes only.",
    },
  },
};

function filterParams(def: ResourceDef): Param[] {
  const s = def.schema;
  return filterParamsOf(def).map((p) => shared(`${s.name}.${p.name}`, p));
}

function filterParamsOf(def: ResourceDef): Param[] {
  const s = def.schema;
  const out: Param[] = [query('id', { type: 'integer', minimum: 1 }, 'eq')];
  if (s.status) out.push(query('status', STATUS, 'eq'));
  const range = (name: string, f: FieldSchema) => {
    if (f.kind === 'date' || f.kind === 'datetime') {
      const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}' };
      out.push(query(`${name}From`, day, `${name} on or after this day (YYYY-MM-DD) or instant`));
      out.push(query(`${name}To`, day, `${name} on or before this day (YYYY-MM-DD, the whole day) or instant`));
    } else if (f.kind === 'int' || f.kind === 'number') {
      const n = { type: 'number' };
      out.push(query(`${name}Min`, n, `${name} >= this`));
      out.push(query(`${name}Max`, n, `${name} <= this`));
    }
  };
  range('createTime', { kind: 'datetime' });
  for (const [name, f] of Object.entries(s.fields)) {
    if (f.writeOnly) continue;
    if (f.filter === 'like') out.push(query(name, { type: 'string' }, 'like: part of the value, any case'));
    else if (f.filter === 'eq')
      out.push(query(name, clean(fieldSchema(s, name, { ...f, nullable: false }, 'add')), 'eq'));
    else if (f.filter === 'in')
      out.push(commaList(name, fieldSchema(s, name, { ...f, nullable: false, required: true }, 'add'), 'in: any of'));
    else if (f.filter === 'contains')
      out.push(commaList(name, { type: 'integer', minimum: 1 }, `contains: rows whose ${name} holds any of these ids`));
    range(name, f);
  }
  const custom = CUSTOM_FILTERS[s.name] ?? {};
  for (const key of Object.keys(def.filters ?? {}))
    if (!custom[key]) throw new Error(`${s.name}: describe the filter ${key} in CUSTOM_FILTERS (scripts/openapi.ts)`);
  // A custom filter named as a field (auditLog's rowId) is what the server does with it, not the field's `eq`.
  const own = out.filter((p) => !Object.hasOwn(custom, String(p.name)));
  for (const [key, c] of Object.entries(custom)) own.push(query(key, c.schema, c.description));
  return own;
}

function sortParams(s: ResourceSchema): Param[] {
  const sortable = [
    'id',
    'createTime',
    'updateTime',
    ...(s.status ? ['status'] : []),
    ...(s.sort ? ['sort'] : []),
    ...Object.entries(s.fields)
      .filter(([, f]) => f.sortable)
      .map(([k]) => k),
  ];
  const fallback = s.defaultSort ?? (s.sort ? { field: 'sort', order: 'ascend' } : { field: 'id', order: 'descend' });
  return [
    shared(
      `${s.name}.sortField`,
      query(
        'sortField',
        { type: 'string', enum: sortable },
        `Default ${fallback.field} ${fallback.order}; ties by id. Text fields sort in the reader's language (Accept-Language).`,
      ),
    ),
    shared('sortOrder', query('sortOrder', { type: 'string', enum: ['ascend', 'descend'] })),
  ];
}

const PAGING: Param[] = [
  shared('current', query('current', { type: 'integer', minimum: 1, default: 1 }, 'Page number, from 1')),
  shared(
    'pageSize',
    query('pageSize', { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 10 }, 'Rows a page'),
  ),
];
/** A cache-busting value the backend ignores. */
const IGNORED_T = shared('_t', query('_t', { type: 'string' }, 'Ignored (a cache buster)'));

// ------------------------------------------------------------------------------------ answers

const envelope = (data: Schema): Schema => ({
  type: 'object',
  required: ['statusCode', 'data'],
  properties: { statusCode: { const: 200 }, data },
  additionalProperties: false,
});

/** The codes of the error catalogue an operation may answer (HTTP 200, statusCode 1000-1007). */
const businessError = (codes: number[]): Schema => ({
  type: 'object',
  description: 'A business error: the catalogue code (components/schemas/ErrorCode) and its text.',
  required: ['statusCode', 'errors'],
  properties: { statusCode: { type: 'integer', enum: codes }, errors: { type: 'string' } },
  additionalProperties: false,
});

const jsonContent = (schema: Schema, example?: Json): Schema => ({
  'application/json': clean({ schema, example }),
});

/** Answers with an HTTP error status, shared by every operation (components/responses). */
const HTTP_ERRORS: Record<string, { status: number; description: string }> = {
  Unauthorized: { status: 401, description: 'No valid token (or an account since disabled).' },
  Forbidden: { status: 403, description: 'Below level 1.' },
  NotFound: { status: 404, description: 'A server without this call.' },
  ServerError: { status: 500, description: 'The server failed.' },
};
const httpErrorAnswer = (status: number, description: string): Schema => ({
  description,
  content: jsonContent({
    type: 'object',
    allOf: [REF('HttpError')],
    properties: { statusCode: { const: status } },
  }),
});
const RESPONSE = (name: string): Schema => ({ $ref: `#/components/responses/${name}` });

interface OpSpec {
  tag: string;
  summary: string;
  description?: string;
  /** x-operation: what the viewer and tools key on (resource and op). */
  op: { resource: string; op: string };
  params?: Param[];
  body?: Schema;
  multipart?: Schema;
  data: Schema;
  /** Catalogue codes besides 200. */
  codes?: number[];
  /** May answer a 400 with field errors. */
  invalid?: boolean;
  /** Needs level 1 (403 below). */
  levelOne?: boolean;
  signedIn?: boolean;
  headers?: Schema;
  example?: Json;
}

/** Answer schemas several operations share, kept once in components/schemas. */
const sharedSchemas: Record<string, Schema> = {};
function sharedSchema(name: string, make: () => Schema): Schema {
  sharedSchemas[name] ??= make();
  return REF(name);
}

/** The success envelope of an answer whose data is a component (or null): `<data>Answer`. */
function answerOf(data: Schema): Schema {
  const ref = typeof data.$ref === 'string' ? data.$ref.split('/').pop() : undefined;
  const items = data.items as Schema | undefined;
  const listOf = data.type === 'array' && typeof items?.$ref === 'string' ? items.$ref.split('/').pop() : undefined;
  if (ref) return sharedSchema(`${ref}Answer`, () => envelope(data));
  if (listOf) return sharedSchema(`${listOf}ListAnswer`, () => envelope(data));
  if (data.type === 'null') return sharedSchema('NullAnswer', () => envelope(data));
  return envelope(data);
}

function operation(spec: OpSpec): Schema {
  const variants: Schema[] = [answerOf(spec.data)];
  if (spec.invalid) variants.push(REF('ValidationError'));
  if (spec.codes?.length)
    variants.push(sharedSchema(`Refusal${spec.codes.join('_')}`, () => businessError(spec.codes ?? [])));
  const ok: Schema = {
    description:
      variants.length > 1
        ? 'The envelope: success (statusCode 200, data), or a refusal told apart by statusCode.'
        : 'The envelope: statusCode 200 and data.',
    headers: spec.headers,
    content: jsonContent(
      variants.length > 1 ? { oneOf: variants } : variants[0],
      spec.example === undefined ? undefined : { statusCode: 200, data: spec.example },
    ),
  };
  const responses: Schema = { '200': clean(ok) };
  if (spec.signedIn !== false) responses['401'] = RESPONSE('Unauthorized');
  if (spec.levelOne) responses['403'] = RESPONSE('Forbidden');
  responses['404'] = RESPONSE('NotFound');
  responses['500'] = RESPONSE('ServerError');
  return clean({
    tags: [spec.tag],
    summary: spec.summary,
    description: spec.description,
    operationId: `${spec.op.resource}_${spec.op.op}`.replace(/[^A-Za-z0-9_]/g, '_'),
    'x-operation': spec.op,
    security: spec.signedIn === false ? [] : undefined,
    parameters: spec.params?.length ? spec.params : undefined,
    requestBody: spec.body
      ? { required: true, content: jsonContent(spec.body) }
      : spec.multipart
        ? { required: true, content: { 'multipart/form-data': { schema: spec.multipart } } }
        : undefined,
    responses,
  });
}

/** A field's answer schema, by name. */
const REF_FIELD = (s: ResourceSchema, name: string): Schema => fieldSchema(s, name, s.fields[name], 'answer');

/** POST /dataMember/import and /dataMember/bulk (mock/backend/memberBatch.ts; docs/api.md). */
function memberBatchSpec(
  op: 'import' | 'bulk',
  s: ResourceSchema,
  schemas: Record<string, Schema>,
): Omit<OpSpec, 'tag' | 'op'> {
  const ids = { type: 'array', minItems: 1, items: { type: 'integer', minimum: 1 } };
  if (op === 'import') {
    const row = inputSchema(s, 'add');
    (row.properties as Record<string, Schema>).row = {
      type: 'integer',
      minimum: 1,
      description: "The row's line in the file",
    };
    (row.required as string[]).push('row');
    schemas.dataMemberImportRow = row;
    schemas.dataMemberImported = obj({ added: int0, ids: { type: 'array', items: { type: 'integer', minimum: 1 } } });
    return {
      summary: 'Add members from a file, all or none',
      description:
        'Every row is checked as /dataMember/add checks one, and against the members and the rows before it. One refused row and nothing is saved: statusCode 400, errors keyed `rows.<row>.<field>`. One audit entry (action `import`).',
      levelOne: true,
      body: obj(
        {
          fileName: { type: 'string', maxLength: 200 },
          skipped: int0,
          rows: { type: 'array', minItems: 1, maxItems: MAX_IMPORT_ROWS, items: REF('dataMemberImportRow') },
        },
        ['skipped'],
      ),
      data: REF('dataMemberImported'),
      invalid: true,
    };
  }
  const change: Schema = {
    oneOf: [
      obj({ kind: { const: 'grade' }, gradeId: { type: 'integer', minimum: 1 } }),
      obj({ kind: { const: 'status' }, status: STATUS }),
      obj({
        kind: { enum: ['addWorries', 'removeWorries'] },
        worryIds: { type: 'array', items: { type: 'integer', minimum: 1 } },
      }),
      obj({ kind: { const: 'unbind' } }),
      obj({
        kind: { const: 'bind' },
        devices: { type: 'object', additionalProperties: { type: 'integer', minimum: 1 }, description: 'By member id' },
      }),
    ],
  };
  schemas.dataMemberBulkResult = obj({
    total: int0,
    changed: int0,
    refused: {
      type: 'array',
      items: obj({ id: { type: 'integer' }, name: { type: ['string', 'null'] }, reason: { type: 'string' } }),
    },
  });
  return {
    summary: 'Change many members at once: the ids given, or every member the filters select',
    description:
      "Each member is changed or refused on its own (the answer names those refused, and why). With `filters` and `expect` (the count the user was shown): when the filters now select another number of members, nothing is changed and the answer's `total` is that number (`changed` 0, nobody refused). One audit entry (action `bulkEdit`) when one or more changed.",
    levelOne: true,
    body: {
      oneOf: [
        obj({ ids, change }),
        obj(
          {
            filters: { type: 'object', description: 'As /dataMember/page takes them' },
            expect: { ...int0, description: 'How many members the user was shown the filters select' },
            change,
          },
          ['expect'],
        ),
      ],
    },
    data: REF('dataMemberBulkResult'),
    invalid: true,
  };
}

// ------------------------------------------------------------------------------------ the document

/** Demo rows as level 1 reads them, one per resource, for the examples. */
function demoData(): { rows: Record<string, Json>; user: Json; overview: Json } {
  const backend: Backend = createBackend(RESOURCES, 20261122, SCALES.demo);
  const { call, answer } = signIn(backend);
  const get = (path: string, q: Record<string, string>) => (call('GET', path, q).body as { data: Json }).data;
  const rows: Record<string, Json> = {};
  for (const name of Object.keys(SCHEMAS)) {
    const page = get(`/${name}/page`, { current: '1', pageSize: '1' }) as { list: Json[] };
    rows[name] = page.list[0];
  }
  const user = (answer.body as { data: { user: Json } }).data.user;
  return { rows, user, overview: get('/dashboard/overview', { weeks: '4' }) };
}

function currentUserSchema(): Schema {
  const s = SCHEMAS.dataAccountInfo;
  const f = (name: string) => fieldSchema(s, name, s.fields[name], 'answer');
  return {
    type: 'object',
    description: 'The signed-in account (GET /getLoginAccount).',
    required: ['id', 'name', 'account', 'isSuperAdmin', 'phone', 'email', 'lastLoginTime'],
    properties: {
      id: { type: 'integer', minimum: 1 },
      name: f('name'),
      account: f('account'),
      isSuperAdmin: f('isSuperAdmin'),
      phone: f('phone'),
      email: f('email'),
      lastLoginTime: f('lastLoginTime'),
    },
    additionalProperties: false,
  };
}

const int0 = { type: 'integer', minimum: 0 };
const day = { type: 'string', format: 'date' };
const obj = (properties: Record<string, Schema>, optional: string[] = []): Schema => ({
  type: 'object',
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
  properties,
  additionalProperties: false,
});
const counts: Schema = { type: 'object', additionalProperties: int0, description: 'By training type (1-4).' };

/** GET /dashboard/overview (its interface: mock/backend/dashboard.ts, Overview). */
function overviewSchema(): Schema {
  const range = REF('DateRange');
  const list = (item: Schema, extra: Record<string, Schema> = {}) =>
    obj({ total: int0, ...extra, items: { type: 'array', maxItems: 10, items: item } });
  const child = { userId: { type: 'integer', minimum: 1 }, name: { type: 'string' } };
  // An attention list also counts the children a follow-up hides and gives the first of them, each
  // with what hides it; each entry names what it is about.
  const hiddenBy = obj({ action: { type: 'string', enum: [...FOLLOW_UP_ACTIONS] }, day });
  const needs = (item: Record<string, Schema>, extra: Record<string, Schema> = {}) => {
    const entry = { ...child, subject: { type: 'string' }, ...item };
    return list(obj(entry), {
      hidden: int0,
      ...extra,
      hiddenItems: { type: 'array', maxItems: 10, items: obj({ ...entry, hiddenBy }) },
    });
  };
  return {
    ...obj(
      {
        weeks: { type: 'integer', enum: [...OVERVIEW_WEEKS] },
        today: day,
        period: range,
        previous: range,
        members: obj({ active: int0, activeBefore: int0, joined: int0, joinedBefore: int0 }),
        sessions: obj({
          total: int0,
          totalBefore: int0,
          byType: counts,
          weeks: {
            type: 'array',
            items: obj({ from: day, to: day, byType: counts, attention: { type: ['number', 'null'] } }),
          },
        }),
        scoreGroups: {
          type: 'array',
          items: obj({ id: { type: 'integer' }, name: { type: 'string' }, color: { type: 'string' }, count: int0 }),
        },
        ungroupedScores: int0,
        devices: obj({
          online: int0,
          onlineFrom: day,
          stale: int0,
          staleTo: day,
          unbound: int0,
          scheduledToday: list(obj({ deviceId: { type: 'integer', minimum: 1 }, sn: { type: 'string' }, ...child })),
        }),
        attention: obj({
          scoreDrop: needs({
            before: { type: 'integer' },
            latest: { type: 'integer' },
            assessTime: { type: 'string', format: 'date-time' },
          }),
          idle: needs({ lastTrainingTime: { type: 'string', format: 'date-time' } }, { lastTo: day }),
          cycleEnding: needs({
            cycleNo: { type: 'integer' },
            endDate: day,
            planned: { type: 'integer' },
            completed: { type: 'integer' },
          }),
        }),
      },
      ['devices'],
    ),
    description:
      'Home in one call (docs/api.md, dashboard). `devices` only for the levels that may open the device list.',
  };
}

/** The error catalogue: each code with its texts and how the console shows it (ShowType). */
function errorCatalogue(): Schema {
  const codes = [1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 400, 401, 403, 404, 500];
  const shown: Record<number, ShowType> = { 401: ShowType.NOTIFICATION, 403: ShowType.NOTIFICATION };
  const labels: Record<string, Record<string, string>> = { 'en-US': {}, 'zh-CN': {} };
  for (const c of codes) {
    const text = both(c === 400 ? 'request.validation' : `error.${c}`);
    if (!text) continue;
    labels['en-US'][c] = text['en-US'];
    labels['zh-CN'][c] = text['zh-CN'];
  }
  return {
    type: 'integer',
    description:
      'statusCode of an answer: 200 success; 1000-1007 business errors (HTTP 200); 400 field errors (HTTP 200); ' +
      '401/403/404/500 also as the HTTP status. x-show-type: how the console shows each (ShowType); ' +
      '1000 and 1007 show at the sign-in form, a 400 on the form fields when a form sent the call.',
    enum: codes,
    'x-enum-labels': labels,
    'x-show-type': Object.fromEntries(codes.map((c) => [String(c), shown[c] ?? ShowType.ERROR_MESSAGE])),
  };
}

const SHOW_TYPE_LABELS = {
  'en-US': {
    0: 'Silent',
    1: 'Warning message',
    2: 'Error message',
    4: 'Notification',
    9: 'Redirect to the error page',
  },
  'zh-CN': { 0: '静默', 1: '警告提示', 2: '错误提示', 4: '通知', 9: '跳转到错误页' },
};

export function buildOpenApi(): Record<string, Json> {
  const demo = demoData();
  const schemas: Record<string, Schema> = {
    Status: {
      type: 'integer',
      enum: [1, 0],
      'x-enum-labels': enumLabels('status.', [1, 0]),
    },
    ErrorCode: errorCatalogue(),
    ShowType: {
      type: 'integer',
      enum: [0, 1, 2, 4, 9],
      'x-enum-labels': SHOW_TYPE_LABELS,
      description: 'How the console shows a failure of the generic shape (GenericError).',
    },
    HttpError: {
      type: 'object',
      description: 'An answer with an HTTP error status: the same status in the body, and a text.',
      required: ['statusCode', 'errors'],
      properties: { statusCode: { type: 'integer' }, errors: { type: 'string' } },
    },
    ValidationError: {
      type: 'object',
      description: 'HTTP 200, statusCode 400: a text for each refused field, by field name.',
      required: ['statusCode', 'errors'],
      properties: {
        statusCode: { const: 400 },
        errors: { type: 'object', additionalProperties: { type: 'string' }, minProperties: 1 },
      },
      additionalProperties: false,
    },
    GenericError: {
      type: 'object',
      description:
        'The other failure shape the console reads (antd-pro style), for a backend that answers so; the mock never does.',
      required: ['success'],
      properties: {
        success: { const: false },
        errorCode: { type: ['string', 'integer'] },
        errorMessage: { type: 'string' },
        showType: REF('ShowType'),
      },
    },
    DateRange: obj({ from: day, to: day }),
    CurrentUser: currentUserSchema(),
    Overview: overviewSchema(),
    Uploaded: obj({
      url: { type: 'string', pattern: '^/uploads/' },
      name: { type: 'string' },
      type: { type: 'string', enum: Object.values(UPLOAD_TYPES).flat(), description: 'The media type of the file.' },
      size: { type: 'integer', minimum: 0, maximum: UPLOAD_MAX_BYTES },
    }),
  };
  (schemas.Overview as Schema).examples = [demo.overview];
  for (const k of Object.keys(sharedSchemas)) delete sharedSchemas[k];
  (schemas.CurrentUser as Schema).examples = [demo.user];

  const tags: Schema[] = [
    { name: 'session', description: 'Sign-in, the signed-in account, sign-out.' },
    { name: 'dashboard', description: 'Home.' },
    { name: 'upload', description: 'Files for catalogue rows.' },
  ];
  const paths: Record<string, Record<string, Schema>> = {};
  const add = (method: 'get' | 'post', path: string, spec: OpSpec) => {
    paths[path] = { ...paths[path], [method]: operation(spec) };
  };

  const session = (op: string) => ({ resource: 'session', op });
  add('post', '/login', {
    tag: 'session',
    summary: 'Sign in',
    description: `Unauthenticated. The tokens arrive in the ${MAIN_TOKEN_HEADER} and ${SECOND_TOKEN_HEADER} headers.`,
    op: session('login'),
    signedIn: false,
    body: obj({ account: { type: 'string' }, password: { type: 'string', format: 'password' } }),
    data: obj({ user: REF('CurrentUser') }),
    codes: [1000, 1007],
    headers: {
      [MAIN_TOKEN_HEADER]: {
        description: 'Main token: send as Authorization: Bearer <it>.',
        schema: { type: 'string' },
      },
      [SECOND_TOKEN_HEADER]: { description: 'Second token: send as X-Authorization.', schema: { type: 'string' } },
    },
    example: { user: demo.user },
  });
  add('post', '/logout', { tag: 'session', summary: 'Sign out', op: session('logout'), data: { type: 'null' } });
  add('get', '/getLoginAccount', {
    tag: 'session',
    summary: 'The signed-in account',
    op: session('getLoginAccount'),
    data: REF('CurrentUser'),
  });
  const account = SCHEMAS.dataAccountInfo;
  add('post', '/updateLoginAccount', {
    tag: 'session',
    summary: 'Update your own name, phone and e-mail: only the fields sent change',
    op: session('updateLoginAccount'),
    body: obj(
      {
        name: fieldSchema(account, 'name', account.fields.name, 'edit'),
        phone: fieldSchema(account, 'phone', account.fields.phone, 'edit'),
        email: fieldSchema(account, 'email', account.fields.email, 'edit'),
      },
      ['name', 'phone', 'email'],
    ),
    data: REF('CurrentUser'),
    invalid: true,
  });
  add('post', '/changePassword', {
    tag: 'session',
    summary: 'Change your own password',
    op: session('changePassword'),
    body: obj({
      oldPassword: { type: 'string', format: 'password' },
      newPassword: fieldSchema(account, 'password', account.fields.password, 'add'),
    }),
    data: { type: 'null' },
    invalid: true,
    codes: [1004],
  });
  add('post', '/upload', {
    tag: 'upload',
    summary: 'Upload a file',
    description: `Images, audio or a Lottie animation (application/json), at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
    op: { resource: 'upload', op: 'upload' },
    multipart: obj(
      {
        file: { type: 'string', contentMediaType: 'application/octet-stream' },
        kind: {
          type: 'string',
          enum: Object.keys(UPLOAD_TYPES),
          description: 'The field the file is for, which then takes only its own types (an unknown one: errors.kind).',
        },
      },
      ['kind'],
    ),
    data: REF('Uploaded'),
    invalid: true,
    levelOne: true,
  });
  add('get', '/dashboard/overview', {
    tag: 'dashboard',
    summary: "Home's figures",
    op: { resource: 'dashboard', op: 'overview' },
    params: [query('weeks', { type: 'integer', enum: [...OVERVIEW_WEEKS] }, 'The period, in weeks', true)],
    data: REF('Overview'),
    invalid: true,
  });

  schemas.SavedView = obj({
    id: { type: 'integer', minimum: 1 },
    userId: { type: 'integer', minimum: 1 },
    list: { type: 'string', pattern: '^/', maxLength: VIEW_LIMITS.list, description: "The list's route path" },
    name: { type: 'string', minLength: 1, maxLength: VIEW_LIMITS.name },
    query: { type: 'string', maxLength: VIEW_LIMITS.query, description: "The list's URL query, without '?'" },
    columns: { type: ['object', 'null'], description: "ProTable's column settings; null for the list's own" },
    isDefault: { type: 'boolean' },
    createTime: { type: 'string', format: 'date-time' },
    updateTime: { type: 'string', format: 'date-time' },
  });
  const viewFields = {
    name: { type: 'string', maxLength: VIEW_LIMITS.name },
    query: { type: 'string', maxLength: VIEW_LIMITS.query },
    columns: { type: ['object', 'null'] },
    isDefault: { type: 'boolean' },
  };
  const savedView = (op: string) => ({ tag: 'savedView', op: { resource: 'savedView', op } });
  add('get', '/savedView/list', {
    ...savedView('list'),
    summary: 'Your saved views (of one list: its route path), by name; every level keeps its own',
    params: [query('list', { type: 'string' }, "A list's route path, e.g. /member")],
    data: { type: 'array', items: REF('SavedView') },
  });
  add('post', '/savedView/add', {
    ...savedView('add'),
    summary: 'Save a view',
    body: obj({ list: { type: 'string', maxLength: VIEW_LIMITS.list }, ...viewFields }, [
      'query',
      'columns',
      'isDefault',
    ]),
    data: REF('SavedView'),
    invalid: true,
  });
  add('post', '/savedView/edit', {
    ...savedView('edit'),
    summary: 'Rename a view, or make it your default for its list',
    body: obj({ id: { type: 'integer', minimum: 1 }, ...viewFields }, Object.keys(viewFields)),
    data: REF('SavedView'),
    invalid: true,
    codes: [1002],
  });
  add('post', '/savedView/delete', {
    ...savedView('delete'),
    summary: 'Delete a view',
    body: obj({ id: { type: 'integer', minimum: 1 } }),
    data: { type: 'null' },
    codes: [1002],
  });

  const defs = new Map(RESOURCES.map((d) => [d.schema.name, d]));
  for (const s of Object.values(SCHEMAS)) {
    const def = defs.get(s.name);
    if (!def) throw new Error(`${s.name}: no resource of the mock backend serves it`);
    checkDerived(s, demo.rows[s.name]);
    const title = both(`${prefixOf(s.name)}.title`);
    tags.push(clean({ name: s.name, description: title?.['en-US'], 'x-labels': title }));
    schemas[s.name] = rowSchema(s, demo.rows[s.name]);
    schemas[`${s.name}Page`] = obj({
      list: { type: 'array', items: REF(s.name) },
      total: int0,
      current: { type: 'integer', minimum: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
    });
    const ops = opsOf(def);
    if (ops.includes('add')) schemas[`${s.name}Add`] = inputSchema(s, 'add');
    if (ops.includes('edit')) schemas[`${s.name}Edit`] = inputSchema(s, 'edit');
    const readsLevelOne = Boolean(def.readLevels && !def.readLevels.includes(2));
    const isAccounts = s.name === 'dataAccountInfo';
    const filters = filterParams(def);
    const base = { tag: s.name, levelOne: readsLevelOne };
    const resourceOp = (op: string) => ({ resource: s.name, op });
    for (const op of ops) {
      const path = `/${s.name}/${op}`;
      const write = !(READ_OPS as string[]).includes(op);
      const spec: OpSpec = {
        ...base,
        summary: op,
        op: resourceOp(op),
        data: REF(s.name),
        levelOne: write || readsLevelOne,
      };
      switch (op) {
        case 'page':
          add('get', path, {
            ...spec,
            summary: 'A page of rows',
            params: [...PAGING, ...sortParams(s), ...filters, IGNORED_T],
            data: REF(`${s.name}Page`),
          });
          break;
        case 'list':
          add('get', path, {
            ...spec,
            summary: 'Every row that matches',
            params: [...sortParams(s), ...filters, IGNORED_T],
            data: { type: 'array', items: REF(s.name) },
          });
          break;
        case 'detail':
          add('get', path, {
            ...spec,
            summary: 'One row',
            params: [query('id', { type: 'integer', minimum: 1 }, 'The row', true), IGNORED_T],
            codes: [1002],
          });
          break;
        case 'add':
          add('post', path, {
            ...spec,
            summary: 'Add a row',
            body: REF(`${s.name}Add`),
            invalid: true,
            codes: isAccounts ? [1003] : [],
          });
          break;
        case 'edit':
          add('post', path, {
            ...spec,
            summary: 'Change a row',
            body: REF(`${s.name}Edit`),
            invalid: true,
            codes: isAccounts ? [1002, 1003, 1005, 1006] : [1002],
          });
          break;
        case 'changeStatus':
          add('post', path, {
            ...spec,
            summary: 'Enable or disable a row',
            body: obj({ id: { type: 'integer', minimum: 1 }, status: STATUS }),
            invalid: true,
            codes: isAccounts ? [1002, 1005, 1006] : [1002],
          });
          break;
        case 'delete':
          add('post', path, {
            ...spec,
            summary: 'Delete one row or several',
            description: 'Refused (1002) while another row still points at one of them.',
            body: {
              oneOf: [
                obj({ id: { type: 'integer', minimum: 1 } }),
                obj({ ids: { type: 'array', minItems: 1, items: { type: 'integer', minimum: 1 } } }),
              ],
            },
            data: { type: 'null' },
            codes: isAccounts ? [1001, 1002, 1006] : [1002],
          });
          break;
      }
    }
    for (const [op, extra] of Object.entries(def.extra ?? {})) {
      if ((op === 'add' || op === 'edit' || op === 'changeStatus') && ops.includes(op)) continue;
      if (op === 'add') {
        // A resource that is only ever added to (follow-ups): its own add, by the levels it names.
        schemas[`${s.name}Add`] = inputSchema(s, 'add');
        add('post', `/${s.name}/add`, {
          ...base,
          summary: 'Add a row',
          op: resourceOp(op),
          levelOne: true,
          body: REF(`${s.name}Add`),
          data: REF(s.name),
          invalid: true,
        });
        continue;
      }
      if (s.name === 'dataDevice' && op === 'live') {
        const status = obj({
          id: { type: 'integer', minimum: 1 },
          online: REF_FIELD(s, 'online'),
          battery: { type: 'integer', minimum: 0, maximum: 100 },
          signal: { type: 'integer', minimum: 0, maximum: 100 },
          lastOnlineTime: { type: ['string', 'null'], format: 'date-time' },
          liveSeq: int0,
        });
        schemas.LiveStatus = status;
        schemas.LiveSnapshot = obj({
          eventId: { type: 'string' },
          devices: { type: 'array', items: REF('LiveStatus') },
        });
        add('get', DEVICE_LIVE_PATH, {
          ...base,
          summary: "Every headband's reported state now, with the stream event it includes (the catch-up call)",
          op: resourceOp(op),
          levelOne: false,
          data: REF('LiveSnapshot'),
        });
        const stream = operation({
          ...base,
          summary: "The headbands' changes as Server-Sent Events (docs/api.md, live device status)",
          op: resourceOp('stream'),
          levelOne: false,
          params: [
            {
              name: 'Last-Event-ID',
              in: 'header',
              description: 'The id of the last event heard: the stream resumes after it when the server still has it',
              schema: { type: 'string' },
            },
          ],
          data: REF('LiveSnapshot'),
        });
        (stream.responses as Record<string, Schema>)['200'] = {
          description:
            '`: connected`, then the missed `status` events or one `snapshot` (data: LiveSnapshot), then one `status` event per change (data: LiveStatus), ids `<run>.<n>`, and a `: ping` comment every 15 s.',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        };
        paths[DEVICE_STREAM_PATH] = { get: stream };
        continue;
      }
      if (s.name === 'dataMember' && (op === 'import' || op === 'bulk')) {
        add('post', `/${s.name}/${op}`, { ...base, ...memberBatchSpec(op, s, schemas), op: resourceOp(op) });
        continue;
      }
      if (op !== 'reorder') throw new Error(`${s.name}/${op}: describe this call in scripts/openapi.ts`);
      const row = rowSchema(s, undefined);
      (row.properties as Record<string, Schema>).moved = {
        type: 'boolean',
        description: 'False when the rule was already first or last.',
      };
      (row.required as string[]).push('moved');
      schemas[`${s.name}Moved`] = row;
      add(extra.method === 'GET' ? 'get' : 'post', `/${s.name}/${op}`, {
        ...base,
        summary: 'Move a rule up or down in priority order',
        op: resourceOp(op),
        levelOne: true,
        body: obj({ id: { type: 'integer', minimum: 1 }, direction: { type: 'string', enum: ['up', 'down'] } }),
        data: REF(`${s.name}Moved`),
        codes: [1002],
      });
    }
  }
  // Every operation's tag is listed, so a reader (and the console's contract page) can title it.
  tags.push({ name: 'savedView', description: "A user's saved list views." });

  return {
    openapi: '3.1.0',
    info: {
      title: 'Brain-training back office API',
      version: '1.0.0',
      description: `As implemented by the mock backend (mock/backend), built by \`npm run docs:api\` from src/schema; do not edit by hand.\n\n${SUMMARY}`,
    },
    servers: [{ url: '/', description: 'The console’s own origin, or the API_BASE it was built with' }],
    security: [{ bearerToken: [], secondToken: [] }],
    tags,
    paths,
    components: {
      securitySchemes: {
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: `Authorization: Bearer <the ${MAIN_TOKEN_HEADER} header of POST /login>`,
        },
        secondToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Authorization',
          description: `The ${SECOND_TOKEN_HEADER} header of POST /login ('0' when there is none)`,
        },
      },
      parameters: sharedParams as Record<string, Json>,
      responses: Object.fromEntries(
        Object.entries(HTTP_ERRORS).map(([name, e]) => [name, httpErrorAnswer(e.status, e.description)]),
      ) as Record<string, Json>,
      schemas: { ...schemas, ...sharedSchemas } as Record<string, Json>,
    },
  } as Record<string, Json>;
}

/** The derived values the demo rows carry are exactly those the schema declares. */
function checkDerived(s: ResourceSchema, row: Json | undefined) {
  // A resource the seed leaves empty (follow-ups are written by staff) has no example to check.
  if (row === undefined) return;
  if (!row || typeof row !== 'object' || Array.isArray(row)) throw new Error(`${s.name}: no demo row`);
  const known = new Set([
    'id',
    'createTime',
    'updateTime',
    'status',
    'sort',
    ...Object.keys(s.fields),
    ...Object.keys(s.derived ?? {}),
  ]);
  const extra = Object.keys(row).filter((k) => !known.has(k));
  if (extra.length) throw new Error(`${s.name}: the mock answers ${extra.join(', ')}: declare them in derived`);
}

/** The document as written: two-space JSON, one final newline. */
export const openApiText = (doc: Record<string, Json>) => `${JSON.stringify(doc, null, 2)}\n`;

// ------------------------------------------------------------------------------------ docs/api.md

const describeField = (f: FieldSchema) => {
  const bits: string[] = [f.kind];
  if (f.ref) bits.push(`-> ${f.ref}${f.kind === 'refs' ? '[]' : ''}`);
  if (f.values) bits.push(`one of ${f.values.join(', ')}`);
  if (f.min !== undefined || f.max !== undefined) bits.push(`${f.min ?? ''}..${f.max ?? ''}`);
  if (f.pattern) bits.push(`pattern \`${f.pattern}\``);
  return bits.join(' ');
};
const flags = (f: FieldSchema) =>
  [
    f.required && 'required',
    f.requiredOnAdd && 'required on add',
    f.unique && (f.uniqueWithin ? `unique per ${f.uniqueWithin}` : 'unique'),
    f.readOnly && 'read-only',
    f.writeOnly && 'write-only',
    f.nullable && 'nullable',
    f.filter && `filter: ${f.filter}`,
    f.sortable && (f.sortsByName ? 'sortable (by name)' : 'sortable'),
  ]
    .filter(Boolean)
    .join(', ');

export function buildApiMarkdown(): string {
  let md = `# API contract (as implemented)

Generated by \`npm run docs:api\` from \`src/schema\` and the mock backend's routes, with
[openapi.json](openapi.json) (OpenAPI 3.1: every path, parameter, body and answer); do not edit by hand.
How the contract is generated, validated and enforced: [contract.md](contract.md).
${SUMMARY}
`;
  for (const s of Object.values(SCHEMAS)) {
    md += `## ${s.name}\n\n`;
    const extras = [s.status && 'status', s.sort && 'sort'].filter(Boolean);
    if (extras.length) md += `Common fields: ${extras.join(', ')}. `;
    if (s.defaultSort) md += `Default order: ${s.defaultSort.field} ${s.defaultSort.order}. `;
    if (s.rules?.length) md += `Rules: ${s.rules.map(ruleText).join('; ')}.`;
    md += '\n\n| field | type | notes |\n|---|---|---|\n';
    for (const [name, f] of Object.entries(s.fields))
      md += `| ${name} | ${describeField(f).replace(/\|/g, '\\|')} | ${flags(f)} |\n`;
    for (const [name, source] of Object.entries(s.derived ?? {}))
      md += `| ${name} | ${s.fields[source]?.kind === 'refs' ? 'string[]' : 'string'} | read-only, nullable, derived from ${source} |\n`;
    md += '\n';
  }
  md += `## dashboard

\`GET /dashboard/overview?weeks=N\`, N one of 4, 12, 26 (anything else: \`statusCode: 400\`, \`errors: { weeks }\`). Every level
may call it; \`devices\` is answered only to the levels that may open the device list (pageId 2). Dates are whole days
\`YYYY-MM-DD\` (the reader's, X-Time-Zone), both ends included; the period is the N weeks ending today, \`previous\` the N weeks before it.
Each figure counts exactly the rows its list shows with the filters named here, so a link from Home opens its rows.
A server without the call answers 404; the console then says it offers no overview.

| field | meaning | the list that shows its rows |
|---|---|---|
| weeks, today, period {from, to}, previous {from, to} | the period asked for and the one before | |
| members.active / activeBefore | members with a training session in the period / the previous one | \`/dataMember\` lastTrainingTimeFrom/To = period |
| members.joined / joinedBefore | members created in the period / the previous one | \`/dataMember\` createTimeFrom/To = period |
| sessions.total / totalBefore | training records whose startTime is in the period / the previous one | \`/dataTrainingRecord\` startTimeFrom/To |
| sessions.byType {1..4: n} | the period's records by type | \`/dataTrainingRecord\` type + startTimeFrom/To |
| sessions.weeks [{from, to, byType, attention}] | per week, oldest first; attention = mean attentionAvg of its type-1 records (one decimal), null without one | \`/dataTrainingRecord\` type + the week's startTimeFrom/To |
| scoreGroups [{id, name, color, count}] | the period's cognitive assessments by enabled score group, groups by minScore | \`/dataMemberScore\` scoreGroupId + assessTimeFrom/To |
| ungroupedScores | the period's cognitive assessments in no enabled group's range | \`/dataMemberScore\` scoreGroupId=null + assessTimeFrom/To |
| devices {online, onlineFrom, stale, staleTo, unbound} | seen since yesterday (lastOnlineTime day >= onlineFrom, as answered: now while online); not seen for 7 days (day <= staleTo); no member bound | \`/dataDevice\` lastOnlineTimeFrom/To, bound=0 |
| devices.scheduledToday {total, items} | headbands bound to enabled children scheduled today: a child with an open cycle (state 1 or 2) whose days hold today, on one of its session days (session k of P over D days falls on day floor(k * D / P) from its start, so every day when P >= D); by child name; items \`{deviceId, sn, userId, name}\` | |
| attention.scoreDrop {total, items} | children whose latest assessment total is 10 or more below the one before; largest drop first | |
| attention.idle {total, lastTo, items} | enabled children with sessions, none in the last 14 days (last day <= lastTo); latest first | \`/dataMember\` status=1, lastTrainingTimeTo = lastTo |
| attention.cycleEnding {total, items} | children with an open cycle (state 1 or 2) ending today to 7 days on, completedSessions (counted from the records, as above) < plannedSessions; soonest first | \`/dataTrainingRecord\` userId + the cycle's startTimeFrom/To |

\`items\` hold the first 10 children of each list (\`userId\`, \`name\` and the rule's values: \`before\`, \`latest\`,
\`assessTime\`; \`lastTrainingTime\`; \`cycleNo\`, \`endDate\`, \`planned\`, \`completed\`), \`total\` counts them all.
Each attention list leaves out the children a follow-up hides (\`dataFollowUp\` of that list and that same \`subject\`, done,
or snoozed until a later day) and counts them in \`hidden\`; each item carries its \`subject\`. \`hiddenItems\` holds the first
10 of those, in the list's order, as \`items\` would, each with \`hiddenBy {action, day}\`: the latest such follow-up,
\`done\` on the day it was written or \`snooze\` until that day.

`;
  // Member calls that write many rows, and the saved views.
  md += `## dataMember: import and bulk changes

Level 1 only (levels 2 and 3: HTTP 403). Each successful call is one audit entry.

- \`POST /dataMember/import {fileName, skipped, rows: [{row, name, gender, birthday, gradeId, guardianName, guardianPhone,
  worryIds, deviceId}]}\` (at most 10,000 rows; \`row\` is the row's number in the file, \`skipped\` the file's rows left
  out). Every row is checked as \`/dataMember/add\` checks one (a disabled grade or parent concern is refused), and
  also: a member with the same name, birthday and guardian phone exists, or appears on an earlier row; its device is
  bound already, disabled, or given on an earlier row.
  One refused row and nothing is saved: \`statusCode: 400\`, \`errors: { "rows.<row>.<field>": text }\`. Otherwise every
  row is added (status 1) and its device bound -> \`{ added, ids }\`. Audit: action \`import\`, resource \`dataMember\`,
  rowId null, rowName the file name, changes \`importFile\`, \`importAdded\`, \`importSkipped\` (\`after\` only).
- \`POST /dataMember/bulk {ids: [id...]} | {filters: {...}, expect?}, change\`: the members with these ids, or every
  member the filters select as \`/dataMember/page\` does (paging and sort ignored). \`expect\` is how many members the user
  was shown the filters select: when they now select another number (members added or changed meanwhile), nothing is
  changed and the answer is \`{ total: <the number now>, changed: 0, refused: [] }\`. \`change\` is one of
  \`{kind: 'grade', gradeId}\`, \`{kind: 'status', status}\`, \`{kind: 'addWorries' | 'removeWorries', worryIds}\`,
  \`{kind: 'unbind'}\`, \`{kind: 'bind', devices: {<memberId>: deviceId}}\` (at most 20 members: more, \`statusCode: 400\`). An unknown change or
  reference: \`statusCode: 400\`. Each member is changed or refused on its own (a device bound to someone else or
  disabled, a member that has another device or was given none, nothing to unbind, a grade or a parent concern to add that is disabled
  and the member does not hold already: \`'Grade "…" is disabled'\`) -> \`{ total, changed, refused: [{id, name, reason}] }\`.
  Audit (when one member or more changed): action \`bulkEdit\`, rowId null, changes
  \`[{rowId, rowName, field, before, after}]\` per member and field changed; device rows follow the binding.

## savedView

A user's saved views of a list (its filters, sort and paging as the list's URL query, and its column settings). Every
signed-in level keeps its own; nobody reads or changes another's (someone else's id answers 1002, as a missing one).
Not recorded in the audit log.

| call | in | out |
|---|---|---|
| \`GET /savedView/list\` | \`list\` (a list's route path, e.g. \`/member\`; absent: every list) | the user's views, by name |
| \`POST /savedView/add\` | \`{list, name, query, columns, isDefault}\` | the view |
| \`POST /savedView/edit\` | \`{id, name?, query?, columns?, isDefault?}\` | the view |
| \`POST /savedView/delete\` | \`{id}\` | null |

| field | type | notes |
|---|---|---|
| id | int | |
| list | string | starts with \`/\`, at most 100 characters |
| name | string | required, at most 40 characters, unique per user and list (case aside) |
| query | string | the list's URL query without \`?\`, at most 2,000 characters |
| columns | object or null | ProTable's column settings (\`{<column>: {show, order, fixed}}\`); null for the list's own |
| isDefault | bool | at most one per user and list: setting one clears the others |

At most 50 views per user and list. Errors: \`statusCode: 400\`, \`errors: { name | list | query | columns }\`.

`;
  return md;
}
