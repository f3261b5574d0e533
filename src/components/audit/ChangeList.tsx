import { useIntl } from '@umijs/max';
import Text from '@/components/Text';
import { useT } from '@/locales/useT';
import type { AuditEntry } from '@/schema/auditLog';
import { changeLabel, sideText, type Texts } from './texts';

const cell = { padding: '2px 12px 2px 0', verticalAlign: 'top', textAlign: 'left' } as const;
/** A heading or a field's name stays whole (a Chinese one would otherwise break at any character). */
const name = { ...cell, wordBreak: 'keep-all' } as const;

/**
 * In a details drawer the table sits inside antd's Descriptions, whose styles reach every table
 * within it: laid out fixed (four equal columns, the long "after" text squeezed beside a wide
 * arrow) and words broken at any letter. Here the columns take their content's share, and a
 * word breaks only when it is longer than the line.
 */
const table = {
  borderCollapse: 'collapse',
  tableLayout: 'auto',
  wordBreak: 'normal',
  overflowWrap: 'break-word',
} as const;

/** An entry's changed fields, each "label: before → after" (an add has no before, a delete no after). */
export default function ChangeList({ entry }: { entry: Pick<AuditEntry, 'resource' | 'changes'> }) {
  const t = useT();
  const intl = useIntl();
  const texts: Texts = { t, has: (id) => Object.hasOwn(intl.messages, id) };
  if (!entry.changes.length) return <Text type="secondary">{t('audit.noChanges')}</Text>;
  return (
    <table className="audit-changes" style={table}>
      <thead>
        <tr>
          <th style={name}>{t('audit.field')}</th>
          <th style={name}>{t('audit.before')}</th>
          <th style={cell} aria-hidden />
          <th style={name}>{t('audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {entry.changes.map((c) => (
          // A bulk change lists the same field once per member it changed.
          <tr key={`${c.rowId ?? ''}-${c.field}`}>
            <th scope="row" style={{ ...name, fontWeight: 500 }}>
              {changeLabel(texts, entry.resource, c)}
            </th>
            {c.redacted ? (
              <td style={cell} colSpan={3}>
                <Text type="secondary">{t('audit.redacted')}</Text>
              </td>
            ) : (
              <>
                <td style={cell}>
                  <del style={{ textDecoration: 'none' }}>{sideText(texts, entry.resource, c, 'before')}</del>
                </td>
                <td style={cell} aria-hidden>
                  →
                </td>
                <td style={cell}>
                  <ins style={{ textDecoration: 'none' }}>{sideText(texts, entry.resource, c, 'after')}</ins>
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
