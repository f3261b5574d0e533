/**
 * Field schemas: the one description of a resource's fields, shared by the UI (columns,
 * form rules) and the mock backend (validation, filtering, referential safety).
 * Pure TypeScript with relative imports only, because Umi's mock/ files import it.
 */

export type FieldKind =
  | 'string'
  | 'text'
  | 'int'
  | 'number'
  | 'bool'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'ref'
  | 'refs'
  | 'url'
  | 'color'
  | 'phone'
  | 'email'
  | 'password'
  | 'json';

/** A calendar day or a moment: compared as before and after, searched as a from-to range. */
export const isDateKind = (kind: FieldKind | undefined): boolean => kind === 'date' || kind === 'datetime';

/** How a field takes part in the list query. */
export type FilterMode = 'like' | 'eq' | 'in' | 'range' | 'contains';

export interface FieldSchema {
  kind: FieldKind;
  required?: boolean;
  /** Numbers: inclusive bounds. Strings: length bounds. */
  min?: number;
  max?: number;
  /** Extra format rule for strings (source + flags so it can be shared as data). */
  pattern?: string;
  /** Message key (validation.*) used when `pattern` fails. */
  patternMessage?: string;
  /** Allowed values of an enum field. */
  values?: readonly (number | string)[];
  /** Resource name a ref/refs field points at. */
  ref?: string;
  /** No two rows hold the same value (text: case aside). */
  unique?: boolean;
  /** With `unique`: no two rows with the same value of this other field hold the same value (a member's cycle numbers). */
  uniqueWithin?: string;
  filter?: FilterMode;
  sortable?: boolean;
  /**
   * A reference sorted by the name its row shows (the schema's `derived` name of it, in the
   * reader's language), not by id: a device's bound member. Without it a reference sorts by id,
   * which is the catalogue's own order for grades and groups.
   */
  sortsByName?: boolean;
  /** Set by the server only (counters, last times); ignored on write. */
  readOnly?: boolean;
  /** Accepted on write, never returned (passwords). */
  writeOnly?: boolean;
  /** Needed by add though not by edit, where a blank value keeps the stored one (an account's password). */
  requiredOnAdd?: boolean;
  /** May be null. */
  nullable?: boolean;
  /** Dates and times: not after today (a time: not after now). See dateLimits.ts. */
  notFuture?: boolean;
  /** Dates: a birthday that makes the age, in whole years today, lie in [min, max]; never in the future. */
  ageYears?: readonly [min: number, max: number];
}

/** Cross-field rules, declared as data so both sides check and word them the same way. */
export type CrossRule =
  | { kind: 'lte'; a: string; b: string }
  | { kind: 'lt'; a: string; b: string }
  /** [min, max] ranges of rows (optionally within the same `scope` value) must not overlap. */
  | { kind: 'noOverlap'; min: string; max: string; scope?: string }
  /**
   * `field` holds one of `values` only from the day in the date field `start` on (a training cycle
   * is in progress or completed once it has begun). See dateLimits.ts, `beforeStart`.
   */
  | { kind: 'fromStart'; field: string; values: readonly number[]; start: string };

export interface ResourceSchema {
  /** Path segment: /<name>/page, /<name>/add ... */
  name: string;
  fields: Record<string, FieldSchema>;
  rules?: CrossRule[];
  /** Has the common `status` (1 enabled, 0 disabled) field. */
  status?: boolean;
  /** Has the common `sort` field (display order, ascending). */
  sort?: boolean;
  /** Default order of /page and /list when no sortField is given. */
  defaultSort?: { field: string; order: 'ascend' | 'descend' };
  /**
   * Resources further away whose answers a write to this one changes (a count derived from its
   * rows), beyond those linked by a reference field (src/services/query.ts, affectedBy).
   */
  affects?: readonly string[];
  /**
   * Values the server adds to every row it answers, never written: each names the rows a
   * reference field points at (a `ref` gives a text or null, `refs` a list of texts), by
   * derived name -> that field. Part of the contract (docs/openapi.json), as the console shows them.
   */
  derived?: Readonly<Record<string, string>>;
  /** Set on a settings catalogue: where its texts live and the /basic-settings pages that list it. */
  catalogue?: CatalogueMeta;
}

/**
 * One /basic-settings page of a catalogue. Its menu label is `menu.basic-settings.<key>` and its
 * title `catalogue.page.<key>`, the key being the path with `/` as `-` (docs/catalogues.md).
 */
export interface CataloguePage {
  /** Path segment under /basic-settings; may hold a slash (`cognitive/training1`). */
  path: string;
  /** Place in the Basic Settings menu, smaller first (gaps leave room for a page in between). */
  menu: number;
  /** For a resource split over pages by its `type` field: the type this page lists (and adds). */
  type?: number;
}

/** What makes a resource a settings catalogue, read by config/routes.ts, the console and the docs. */
export interface CatalogueMeta {
  /**
   * Locale key prefix of its texts: `<texts>.title` names the resource, `<texts>.<field>` a field.
   * Default `catalogue.<name without sys, first letter lowered>` (src/schema/catalogueTexts.ts).
   */
  texts?: string;
  pages: readonly CataloguePage[];
}

export interface BaseRow {
  id: number;
  createTime: string;
  updateTime: string;
}

export interface PageResult<T> {
  list: T[];
  total: number;
  current: number;
  pageSize: number;
}

export type Status = 0 | 1;
