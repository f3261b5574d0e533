import { Tag } from 'antd';
import { useT } from '@/locales/useT';
import type { AuditAction } from '@/schema/auditLog';

/** An audit entry's action in words; a failed sign-in stands out in red. */
export default function ActionTag({ action }: { action: AuditAction }) {
  const t = useT();
  return <Tag color={action === 'signInFailed' ? 'red' : undefined}>{t(`audit.action.${action}`)}</Tag>;
}
