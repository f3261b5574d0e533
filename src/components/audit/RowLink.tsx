import { history, Link, useIntl } from '@umijs/max';
import { nameFieldOf } from '@/components/crud/fieldUtils';
import LinkButton from '@/components/LinkButton';
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
 *
 * Followed, the link reads the row as it is now: a row renamed since is found by its current name
 * (the entry's would find another row, or none), a row deleted since is said to be gone (the
 * request layer's 1002) instead of a list of whatever else matches its old name, and a row of a
 * catalogue split over pages by type opens the page of its type.
 */
export default function RowLink({ entry }: { entry: Pick<AuditEntry, 'resource' | 'rowId' | 'rowName' | 'action'> }) {
  const t = useT();
  const intl = useIntl();
  const { rowId, rowName, resource } = entry;
  // The name isolated from the id beside it: a right-to-left name drew "(#203)" as "(203#)" in
  // its own direction, inside the name.
  const text =
    rowId != null && rowName
      ? intl.formatMessage({ id: 'common.withNote' }, { text: <bdi key="name">{rowName}</bdi>, note: `#${rowId}` })
      : rowText(t, rowId, rowName) || NONE;
  const schema = SCHEMAS[resource];
  if (rowId == null || !rowName || !schema || entry.action === 'delete') return text;
  const nameField = nameFieldOf(schema.fields);
  const queryOf = (name: string) => `?${new URLSearchParams({ [nameField]: name })}`;
  const follow = async () => {
    try {
      const row = await catalogueService<BaseRow & { type?: number } & Record<string, unknown>>(resource).detail(rowId);
      const path = listPathOf(resource, row.type);
      const now = row[nameField];
      if (path) history.push(path + queryOf(typeof now === 'string' && now ? now : rowName));
    } catch {
      // shown by the request layer (a row removed since: 1002)
    }
  };
  const path = listPathOf(resource);
  if (!path && !(resource in TYPED_PAGES)) return text;
  if (!path) return <LinkButton onClick={follow}>{text}</LinkButton>;
  // A link still, so that it can be opened in another tab (with the name the entry recorded).
  return (
    <Link
      to={path + queryOf(rowName)}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        void follow();
      }}
    >
      {text}
    </Link>
  );
}
