import { accountSchema } from '../../../src/schema/account';
import { fail } from '../http';
import { t } from '../i18n';
import { isoDaysAgo } from '../random';
import type { ResourceDef } from '../resource';

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
  validate: (row, ctx, existing) => (existing || row.password ? undefined : { password: t(ctx.lang, 'required') }),
  beforeDelete: (row, ctx) => (row.id === ctx.user.id ? fail(1001, t(ctx.lang, 'deleteSelf')) : undefined),
};
