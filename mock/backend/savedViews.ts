/**
 * Saved views (docs/api.md): a user's named filters, sort and columns of one list, kept by the
 * server so they follow the user to another browser. Every level keeps its own; nobody reads or
 * changes another user's. Not recorded in the audit log: a view is a reader's preference, not
 * data of the service.
 */
import type { Db, Row } from './db';
import { fail, httpError, type MockResponse, ok } from './http';
import { type Lang, t } from './i18n';
import { say } from './resources/helpers';

export const SAVED_VIEW_TABLE = 'savedView';

export const SAVED_VIEW_ROUTES: { method: 'GET' | 'POST'; path: string }[] = [
  { method: 'GET', path: '/savedView/list' },
  { method: 'POST', path: '/savedView/add' },
  { method: 'POST', path: '/savedView/edit' },
  { method: 'POST', path: '/savedView/delete' },
];

/** Limits of one view (docs/api.md). */
export const VIEW_LIMITS = { name: 40, list: 100, query: 2000, perList: 50 } as const;

const TEXT = {
  nameTaken: { zh: '已有同名视图', en: 'You already have a view with this name' },
  tooMany: { zh: '每个列表最多保存 {n} 个视图', en: 'At most {n} views can be saved for one list' },
  badColumns: { zh: '列设置无效', en: 'Invalid column settings' },
} as const;

export interface SavedView {
  id: number;
  userId: number;
  /** Which list: its route path (/member, /basic-settings/sysWorry ...). */
  list: string;
  name: string;
  /** The list's URL query as the list writes it (filters, sort, paging), without "?". */
  query: string;
  /** ProTable's column settings (show, order, pin per column), or null for the list's own. */
  columns: Record<string, unknown> | null;
  /** Opening the list's bare path applies it. At most one per user and list. */
  isDefault: boolean;
  createTime: string;
  updateTime: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The view's fields from a body; field errors when something is wrong. */
function fieldsOf(
  body: Record<string, unknown>,
  lang: Lang,
  editing?: Row,
): { values: Partial<SavedView>; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const values: Partial<SavedView> = {};
  if (!editing || 'name' in body) {
    const name = text(body.name);
    if (!name) errors.name = t(lang, 'required');
    else if (name.length > VIEW_LIMITS.name) errors.name = t(lang, 'tooLong', { n: VIEW_LIMITS.name });
    else values.name = name;
  }
  if (!editing) {
    const list = text(body.list);
    if (!list.startsWith('/') || list.length > VIEW_LIMITS.list) errors.list = t(lang, 'badValue');
    else values.list = list;
  }
  if (!editing || 'query' in body) {
    const query = typeof body.query === 'string' ? body.query.replace(/^\?/, '') : '';
    if (query.length > VIEW_LIMITS.query) errors.query = t(lang, 'tooLong', { n: VIEW_LIMITS.query });
    else values.query = query;
  }
  if (!editing || 'columns' in body) {
    const c = body.columns ?? null;
    if (c !== null && (typeof c !== 'object' || Array.isArray(c) || JSON.stringify(c).length > 10_000))
      errors.columns = say(lang, TEXT.badColumns);
    else values.columns = c as SavedView['columns'];
  }
  if ('isDefault' in body || !editing) values.isDefault = body.isDefault === true;
  return { values, errors };
}

/** Handles /savedView/* for the signed-in `user` (any level). */
export function handleSavedView(
  db: Db,
  method: string,
  path: string,
  q: Record<string, string>,
  body: Record<string, unknown>,
  user: Row,
  lang: Lang,
  now: string,
): MockResponse {
  const table = db.table(SAVED_VIEW_TABLE);
  const own = (list?: string) =>
    table
      .all()
      .filter((v) => v.userId === user.id && (list === undefined || v.list === list))
      .sort((a, b) => String(a.name).localeCompare(String(b.name)));
  const op = path.slice('/savedView/'.length);
  if (method === 'GET' && op === 'list') return ok(own(q.list || undefined));
  if (method !== 'POST') return httpError(404, t(lang, 'unknownRoute'));

  // Someone else's view answers as a missing one: its existence is not theirs to know.
  const mine = (id: unknown) => {
    const row = table.get(Number(id));
    return row && row.userId === user.id ? row : undefined;
  };
  /** Only one default per list: setting one clears the others. */
  const clearDefaults = (list: string, except: number) => {
    for (const v of own(list)) if (v.isDefault && v.id !== except) table.update(v.id, { isDefault: false }, now);
  };
  const nameTaken = (list: string, name: string, except?: number) =>
    own(list).some((v) => v.id !== except && String(v.name).toLowerCase() === name.toLowerCase());

  if (op === 'add') {
    const { values, errors } = fieldsOf(body, lang);
    if (!errors.name && values.list && values.name && nameTaken(values.list, values.name))
      errors.name = say(lang, TEXT.nameTaken);
    if (Object.keys(errors).length) return fail(400, errors);
    const list = values.list as string;
    if (own(list).length >= VIEW_LIMITS.perList)
      return fail(400, { name: say(lang, TEXT.tooMany, { n: VIEW_LIMITS.perList }) });
    const row = table.insert({ ...values, userId: user.id }, now);
    if (row.isDefault) clearDefaults(list, row.id);
    return ok(table.get(row.id));
  }
  if (op === 'edit') {
    const row = mine(body.id);
    if (!row) return fail(1002, t(lang, 'notFound'));
    const { values, errors } = fieldsOf(body, lang, row);
    if (!errors.name && values.name && nameTaken(String(row.list), values.name, row.id))
      errors.name = say(lang, TEXT.nameTaken);
    if (Object.keys(errors).length) return fail(400, errors);
    const saved = table.update(row.id, values, now);
    if (saved.isDefault) clearDefaults(String(row.list), row.id);
    return ok(table.get(row.id));
  }
  if (op === 'delete') {
    const row = mine(body.id);
    if (!row) return fail(1002, t(lang, 'notFound'));
    table.remove(row.id);
    return ok(null);
  }
  return httpError(404, t(lang, 'unknownRoute'));
}
