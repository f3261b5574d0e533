import { history, Link } from '@umijs/max';
import { Button } from 'antd';
import { nameFieldOf } from '@/components/crud/fieldUtils';
import { NONE } from '@/components/Text';
import { useT } from '@/locales/useT';
import { SCHEMAS } from '@/schema';
import type { AuditEntry } from '@/schema/auditLog';
import type { BaseRow } from '@/schema/types';
import { catalogueService } from '@/services/catalogues';
import { listPathOf, TYPED_PAGES } from './rowLists';
import { rowText } from './texts';

/**
 * The row an entry wrote, by name, linking to its list filtered on that name (rowLists.ts). A
 * deleted row, or one with no page or name, is plain text.
 */
export default function RowLink({ entry }: { entry: Pick<AuditEntry, 'resource' | 'rowId' | 'rowName' | 'action'> }) {
  const t = useT();
  const text = rowText(t, entry.rowId, entry.rowName) || NONE;
  const { rowId, rowName, resource } = entry;
  const schema = SCHEMAS[resource];
  if (rowId == null || !rowName || !schema || entry.action === 'delete') return text;
  const query = `?${new URLSearchParams({ [nameFieldOf(schema.fields)]: rowName })}`;
  if (resource in TYPED_PAGES) {
    // The page depends on the row's type, read when the link is followed.
    const follow = async () => {
      try {
        const row = await catalogueService<BaseRow & { type?: number }>(resource).detail(rowId);
        const path = listPathOf(resource, row.type);
        if (path) history.push(path + query);
      } catch {
        // shown by the request layer (a row removed since: 1002)
      }
    };
    return (
      <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={follow}>
        {text}
      </Button>
    );
  }
  const path = listPathOf(resource);
  return path ? <Link to={path + query}>{text}</Link> : text;
}
