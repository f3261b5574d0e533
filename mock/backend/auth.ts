import { PASSWORD_PATTERN, PHONE_PATTERN } from '../../src/schema/account';
import { EMAIL_RE } from '../../src/schema/patterns';
import type { Db, Row } from './db';
import { type FieldErrors, fail, httpError, type MockResponse, ok } from './http';
import { type Lang, t } from './i18n';

/** Cookie/response header names of the two tokens (docs/product-rules.md, requests). */
export const MAIN_TOKEN_HEADER = 'x-access-token';
export const SECOND_TOKEN_HEADER = 'access-token';

interface Session {
  userId: number;
  second: string;
  /**
   * The password the session was opened with: once it changes (the user's own change, or a reset
   * by a level-1 account, usually because it was compromised), the session has ended.
   */
  password: unknown;
}

const ACCOUNTS = 'dataAccountInfo';

/** Sign-in sessions of one backend instance. */
export class Auth {
  private sessions = new Map<string, Session>();
  private counter = 0;

  constructor(private db: Db) {}

  private token(prefix: string): string {
    this.counter += 1;
    const noise = Math.floor(Math.random() * 1e9).toString(36);
    return `${prefix}.${this.counter.toString(36)}.${noise}`;
  }

  /** The signed-in account for these headers, or undefined. */
  userOf(headers: Record<string, string>): Row | undefined {
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    const session = bearer ? this.sessions.get(bearer) : undefined;
    if (!session || headers['x-authorization'] !== session.second) return undefined;
    const user = this.db.table(ACCOUNTS).get(session.userId);
    return user && user.status === 1 && user.password === session.password ? user : undefined;
  }

  login(body: Record<string, unknown>, lang: Lang, now: string): MockResponse {
    const account = String(body.account ?? '');
    const password = String(body.password ?? '');
    const user = this.db
      .table(ACCOUNTS)
      .all()
      .find((u) => u.account === account && u.password === password);
    if (!user) return fail(1000, t(lang, 'wrongCredentials'));
    // Only to whoever knows the password: a wrong one says nothing of the account's state.
    if (user.status !== 1) return fail(1007, t(lang, 'accountDisabled'));
    const main = this.token('m');
    const second = this.token('s');
    this.sessions.set(main, { userId: user.id, second, password: user.password });
    // A sign-in is no edit of the account: its updateTime stays.
    const saved = this.db.table(ACCOUNTS).update(user.id, { lastLoginTime: now }, String(user.updateTime));
    return ok({ user: publicUser(saved) }, { [MAIN_TOKEN_HEADER]: main, [SECOND_TOKEN_HEADER]: second });
  }

  logout(headers: Record<string, string>): MockResponse {
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    if (bearer) this.sessions.delete(bearer);
    return ok(null);
  }

  /** Ends every session of a user. */
  endSessionsOf(userId: number): void {
    for (const [k, s] of this.sessions) if (s.userId === userId) this.sessions.delete(k);
  }

  /** Own name, phone and e-mail: only those sent change (the others stay as another user may have set them). */
  updateProfile(user: Row, body: Record<string, unknown>, lang: Lang, now: string): MockResponse {
    const errors: FieldErrors = {};
    const change: Record<string, string> = {};
    const sent = (field: 'name' | 'phone' | 'email') => {
      if (!(field in body)) return undefined;
      change[field] = String(body[field] ?? '').trim();
      return change[field];
    };
    const name = sent('name');
    const phone = sent('phone');
    const email = sent('email');
    if (name === '') errors.name = t(lang, 'required');
    else if (name && name.length > 32) errors.name = t(lang, 'tooLong', { n: 32 });
    if (phone && !new RegExp(PHONE_PATTERN).test(phone)) errors.phone = t(lang, 'badPhone');
    if (email && !EMAIL_RE.test(email)) errors.email = t(lang, 'badEmail');
    if (Object.keys(errors).length) return fail(400, errors);
    const accounts = this.db.table(ACCOUNTS);
    return ok(
      publicUser(Object.keys(change).length ? accounts.update(user.id, change, now) : (accounts.get(user.id) ?? user)),
    );
  }

  changePassword(user: Row, body: Record<string, unknown>, lang: Lang, now: string): MockResponse {
    if (String(body.oldPassword ?? '') !== user.password) return fail(1004, t(lang, 'oldPasswordWrong'));
    const next = String(body.newPassword ?? '');
    if (!new RegExp(PASSWORD_PATTERN).test(next)) return fail(400, { newPassword: t(lang, 'weakPassword') });
    if (next === user.password) return fail(400, { newPassword: t(lang, 'samePassword') });
    this.db.table(ACCOUNTS).update(user.id, { password: next }, now);
    this.endSessionsOf(user.id);
    return ok(null);
  }
}

export function publicUser(u: Row) {
  return {
    id: u.id,
    name: u.name,
    account: u.account,
    isSuperAdmin: u.isSuperAdmin,
    phone: u.phone,
    email: u.email,
    lastLoginTime: u.lastLoginTime,
  };
}

export const unauthorized = (lang: Lang) => httpError(401, t(lang, 'unauthorized'));
export const forbidden = (lang: Lang) => httpError(403, t(lang, 'forbidden'));
