/**
 * Member calls that write many rows at once (docs/api.md): the import and the bulk change. Each
 * marks stale, through the query cache, what a member write affects (the list, Home, the grades,
 * concerns and devices it points at, the audit log).
 */
import type { ImportMember } from '@/pages/Member/import/rules';
import { memberSchema } from '@/schema/member';
import type { BulkChange } from '@/schema/memberBatch';

export type { BulkChange } from '@/schema/memberBatch';

import { written } from './query';
import { post } from './request';

const base = `/${memberSchema.name}`;

export interface ImportBody {
  fileName: string;
  /** The ready rows, each with its row number in the file. */
  rows: (ImportMember & { row: number })[];
  /** Rows of the file left out (with problems): recorded in the audit entry. */
  skipped: number;
}

export interface ImportAnswer {
  added: number;
  ids: number[];
}

/**
 * Saves the rows, all or none. A refusal rejects with an ApiError whose fieldErrors are keyed
 * `rows.<row>.<field>`; no toast is shown for it (the dialog lists them).
 */
export const importMembers = (body: ImportBody) =>
  written(memberSchema.name, post<ImportAnswer>(`${base}/import`, body, { fieldErrorsInForm: true }));

/**
 * The members to change: these ids, or every member the list's filters select (`expect`: how many
 * the user was shown; the server changes nothing when the filters now select another number).
 */
export type BulkTarget = { ids: number[] } | { filters: Record<string, unknown>; expect?: number };

export interface BulkAnswer {
  total: number;
  changed: number;
  refused: { id: number; name: string | null; reason: string }[];
}

/** Members a bulk change binds at most (each is given a device of its own). */
export const MAX_BIND = 20;

export const bulkChangeMembers = (target: BulkTarget, change: BulkChange) =>
  written(memberSchema.name, post<BulkAnswer>(`${base}/bulk`, { ...target, change }, { keepsInput: true }));
