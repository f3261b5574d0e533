/**
 * The member calls that write many rows at once (docs/api.md), as both sides type them: the
 * console's service and the mock backend. Pure TypeScript: mock/ imports it by relative path.
 */

/** One change applied to many members (POST /dataMember/bulk `change`). */
export type BulkChange =
  | { kind: 'grade'; gradeId: number }
  | { kind: 'status'; status: 0 | 1 }
  | { kind: 'bind'; devices: Record<string, number> }
  | { kind: 'unbind' }
  | { kind: 'addWorries'; worryIds: number[] }
  | { kind: 'removeWorries'; worryIds: number[] };

/** The kinds of BulkChange, for a server that checks what it is sent. */
export const BULK_KINDS: ReadonlySet<string> = new Set([
  'grade',
  'status',
  'bind',
  'unbind',
  'addWorries',
  'removeWorries',
]);
