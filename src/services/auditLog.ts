import { type AuditEntry, auditLogSchema } from '@/schema/auditLog';
import { createCrudService } from './crud';

export type { AuditEntry } from '@/schema/auditLog';

/** The audit log (read only, level 1): /auditLog/page, /list and /detail; nothing writes to it. */
export const auditLogService = createCrudService<AuditEntry>(auditLogSchema);
