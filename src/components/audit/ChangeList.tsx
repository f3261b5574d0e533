import { useIntl } from '@umijs/max';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import Text from '@/components/Text';
import enChanges from '@/locales/en-US/auditChanges';
import OwnTexts from '@/locales/OwnTexts';
import { useT } from '@/locales/useT';
import zhChanges from '@/locales/zh-CN/auditChanges';
import type { AuditEntry } from '@/schema/auditLog';
import { auditLogService } from '@/services/auditLog';
import { useApiQuery } from '@/services/query';
import { changeLabel, sideText, textsOf } from './texts';

const OWN_TEXTS = { 'en-US': enChanges, 'zh-CN': zhChanges };

/** A value breaks anywhere when it must: a URL or a token has no space to wrap at. */
const cell = { padding: '2px 12px 2px 0', verticalAlign: 'top', textAlign: 'left', overflowWrap: 'anywhere' } as const;
/** A heading or a field's name breaks between words (a Chinese one would otherwise break at any character). */
const name = { ...cell, wordBreak: 'keep-all' } as const;

/**
 * Laid out fixed, at the width it is given: one entry's columns line up with the next one's (a
 * drawer's history, the log's expanded rows), and a long value wraps within them instead of
 * widening the table past the drawer's or the card's edge. Inside antd's Descriptions, whose
 * styles reach every table within it (four equal columns, words broken at any letter), the
 * columns keep these shares and words break only when longer than the line.
 */
const table = {
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  wordBreak: 'normal',
} as const;

/** The field's share; "before" and "after" split what the field and the arrow leave. */
export const FIELD_WIDTH = '28%';
export const ARROW_WIDTH = 28;

/**
 * Changes drawn at first, and added by each "Show more": a bulk change of thousands of members
 * drew every one of them, which took seconds and a page hundreds of thousands of pixels tall.
 */
const STEP = 50;

type Entry = Pick<AuditEntry, 'id' | 'resource' | 'changes' | 'changeCount'>;

/** An entry's changed fields, each "label: before → after" (an add has no before, a delete no after). */
export default function ChangeList({ entry }: { entry: Entry }) {
  return (
    <OwnTexts texts={OWN_TEXTS}>
      <Changes entry={entry} />
    </OwnTexts>
  );
}

function Changes({ entry }: { entry: Entry }) {
  const t = useT();
  const intl = useIntl();
  const [shown, setShown] = useState(STEP);
  // A page of the log holds an entry's first LISTED_CHANGES changes: the rest are read, with the
  // entry's detail, once the reader asks for more than the page holds.
  const [wantAll, setWantAll] = useState(false);
  // An entry never changes: read once (a bulk change's detail can be megabytes).
  const whole = useApiQuery({
    ...auditLogService.queries.detail(entry.id),
    enabled: wantAll,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const tableRef = useRef<HTMLTableElement>(null);
  const texts = textsOf(t, intl);
  const changes = whole.data?.changes ?? entry.changes;
  if (!changes.length) return <Text type="secondary">{t('audit.noChanges')}</Text>;
  const total = entry.changeCount;
  // (Fewer than asked while the rest is on its way.)
  const drawn = Math.min(shown, changes.length);
  const left = total - drawn;
  return (
    <>
      <table ref={tableRef} tabIndex={-1} className="audit-changes" style={table}>
        <colgroup>
          <col style={{ width: FIELD_WIDTH }} />
          <col />
          <col style={{ width: ARROW_WIDTH }} />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th style={name}>{t('audit.field')}</th>
            <th style={name}>{t('audit.before')}</th>
            <th style={cell} aria-hidden />
            <th style={name}>{t('audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.slice(0, drawn).map((c) => (
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
      {left > 0 && (
        <Button
          type="link"
          size="small"
          style={{ paddingInline: 0 }}
          loading={wantAll && whole.isFetching}
          onClick={() => {
            if (drawn + STEP > changes.length && changes.length < total) {
              // (Asked again after a failed read, which the request layer has said.)
              if (whole.isError) void whole.refetch();
              else setWantAll(true);
            }
            setShown(drawn + STEP);
            // The last "Show more" leaves with the rows it adds: the focus stays on the table.
            if (left <= STEP) tableRef.current?.focus();
          }}
        >
          {t('audit.showMore', { n: Math.min(STEP, left), left })}
        </Button>
      )}
    </>
  );
}
