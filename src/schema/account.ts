import type { BaseRow, ResourceSchema, Status } from './types';

/**
 * Access levels (docs/product-rules.md, access levels): 1 may do everything; 2 and 3 see no
 * pageId-restricted page.
 */
export const LEVELS = [1, 2, 3] as const;
export type Level = (typeof LEVELS)[number];

export const ACCOUNT_PATTERN = '^[A-Za-z0-9_]{3,32}$';
/** At least 8 characters with a letter and a digit. */
export const PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*\\d).{8,64}$';
export const PHONE_PATTERN = '^1\\d{10}$';

export interface CurrentUser {
  id: number;
  name: string;
  account: string;
  isSuperAdmin: Level;
  phone?: string;
  email?: string;
  lastLoginTime?: string | null;
}

export interface AccountInfo extends BaseRow {
  account: string;
  name: string;
  /** Null when left blank. */
  phone: string | null;
  email: string | null;
  isSuperAdmin: Level;
  status: Status;
  remark: string;
  lastLoginTime: string | null;
  password?: string;
}

/**
 * What POST /dataAccountInfo/add takes (docs/openapi.json, dataAccountInfoAdd); a value left blank
 * is null. tests/unit/openapi-types.test.ts holds it to the types generated from the contract.
 */
export type AccountInput = Pick<AccountInfo, 'account' | 'name' | 'isSuperAdmin'> & {
  phone?: string | null;
  email?: string | null;
  remark?: string | null;
  password: string;
  status?: Status;
};

export const accountSchema: ResourceSchema = {
  name: 'dataAccountInfo',
  status: true,
  defaultSort: { field: 'id', order: 'ascend' },
  fields: {
    account: {
      kind: 'string',
      required: true,
      unique: true,
      pattern: ACCOUNT_PATTERN,
      patternMessage: 'validation.account',
      filter: 'like',
      sortable: true,
    },
    name: { kind: 'string', required: true, max: 32, filter: 'like', sortable: true },
    phone: { kind: 'phone', pattern: PHONE_PATTERN, patternMessage: 'validation.phone' },
    email: { kind: 'email', max: 64 },
    isSuperAdmin: { kind: 'enum', required: true, values: LEVELS, filter: 'eq', sortable: true },
    remark: { kind: 'text', max: 200 },
    lastLoginTime: { kind: 'datetime', readOnly: true, sortable: true, nullable: true },
    password: {
      kind: 'password',
      writeOnly: true,
      requiredOnAdd: true,
      pattern: PASSWORD_PATTERN,
      patternMessage: 'validation.password',
    },
  },
};
