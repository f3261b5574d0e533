import { accountSchema } from '../../../src/schema/account';
import type { Row } from '../db';
import { fail } from '../http';
import { t } from '../i18n';
import { isoDaysAgo } from '../random';
import type { Ctx, ResourceDef } from '../resource';

/** Demo sign-ins (README.md lists them; they exist only in the mock). */
export const DEMO_ACCOUNTS = [
  {
    account: 'admin',
    password: 'Admin@123',
    isSuperAdmin: 1,
    name: '系统管理员',
    phone: '13800000001',
    email: 'admin@example.com',
  },
  {
    account: 'operator',
    password: 'Operator@123',
    isSuperAdmin: 2,
    name: '运营专员',
    phone: '13800000002',
    email: 'operator@example.com',
  },
  {
    account: 'viewer',
    password: 'Viewer@123',
    isSuperAdmin: 3,
    name: '访客',
    phone: '13800000003',
    email: 'viewer@example.com',
  },
] as const;

const isActiveAdmin = (r: Row) => r.status === 1 && Number(r.isSuperAdmin) === 1;

/** Whether `row` is the only active level-1 account: nobody could manage the accounts without it. */
const lastAdmin = (row: Row, ctx: Ctx) =>
  isActiveAdmin(row) &&
  !ctx.db
    .table(accounts.schema.name)
    .all()
    .some((r) => r.id !== row.id && isActiveAdmin(r));

/**
 * No lock-out (docs/product-rules.md, error catalogue): the last active level-1 account keeps its
 * status and level (1006), and nobody disables their own account or lowers its level (1005).
 */
function lockOut(existing: Row, next: Row, ctx: Ctx) {
  const disabled = existing.status === 1 && next.status !== 1;
  const demoted = Number(next.isSuperAdmin) > Number(existing.isSuperAdmin);
  if (!disabled && !demoted) return undefined;
  if (lastAdmin(existing, ctx) && !isActiveAdmin(next)) return fail(1006, t(ctx.lang, 'lastSuperAdmin'));
  if (existing.id === ctx.user.id) return fail(1005, t(ctx.lang, 'lockSelf'));
  return undefined;
}

export const accounts: ResourceDef = {
  schema: accountSchema,
  label: { zh: '账号', en: 'account' },
  nameField: 'account',
  uniqueConflictCode: 1003,
  seed: () =>
    DEMO_ACCOUNTS.map((a, i) => ({
      ...a,
      status: 1,
      remark: '',
      lastLoginTime: isoDaysAgo(i + 1, 9 * 3_600_000),
      createTime: isoDaysAgo(400 - i * 30),
      updateTime: isoDaysAgo(30),
    })),
  beforeDelete: (row, ctx) =>
    row.id === ctx.user.id
      ? fail(1001, t(ctx.lang, 'deleteSelf'))
      : lastAdmin(row, ctx)
        ? fail(1006, t(ctx.lang, 'lastSuperAdmin'))
        : undefined,
  beforeUpdate: lockOut,
};
