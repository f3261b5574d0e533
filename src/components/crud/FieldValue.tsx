import { useIntl } from '@umijs/max';
import { Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { lazy, type ReactNode, Suspense } from 'react';
import HoverTip from '@/components/HoverTip';
import { NONE } from '@/components/Text';
import type { BaseRow, FieldSchema } from '@/schema/types';
import type { InputKind } from './types';
import type { ResolvedField } from './useResourceFields';

/** antd's Image (with its preview) loads with the first list that shows a picture. */
const ImageThumb = lazy(() => import('./ImageThumb'));
/** The Play button of a Lottie animation (a dialog and its player) loads with the first list that has one. */
const AnimationPreview = lazy(() => import('./MediaPreview').then((m) => ({ default: m.AnimationPreview })));
/** Holds the thumbnail's place while it loads, so the row does not jump. */
const THUMB_BOX = <span style={{ display: 'inline-block', width: 48, height: 48 }} />;

export const DATE_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:mm';
export const DATETIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;
/** A time to the second: a list time's tooltip, the details drawer, the exports, the audit log's changes. */
export const EXACT_TIME_FORMAT = `${DATETIME_FORMAT}:ss`;

export const formatDate = (v: unknown) => (v ? dayjs(String(v)).format(DATE_FORMAT) : '');
export const formatDateTime = (v: unknown) => (v ? dayjs(String(v)).format(DATETIME_FORMAT) : '');

interface Props {
  value: unknown;
  schema: FieldSchema;
  input: InputKind;
  /** Label of an enum value / reference id. */
  labelOf?: (value: unknown) => string | undefined;
}

/** One value as text, tag, link or media preview. Values are always rendered as text, never as HTML. */
export default function FieldValue({ value, schema, input, labelOf }: Props) {
  const intl = useIntl();
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return NONE;
  }
  const missing = intl.formatMessage({ id: 'common.missingRef' });
  switch (schema.kind) {
    case 'enum':
      return <Tag>{labelOf?.(value) ?? String(value)}</Tag>;
    case 'ref':
      return <span>{labelOf?.(value) ?? missing}</span>;
    case 'refs':
      return (
        <Space size={[0, 4]} wrap>
          {(value as unknown[]).map((v) => (
            <Tag key={String(v)}>{labelOf?.(v) ?? missing}</Tag>
          ))}
        </Space>
      );
    case 'date':
      return <span>{formatDate(value)}</span>;
    case 'datetime':
      return <HoverTip title={dayjs(String(value)).format(EXACT_TIME_FORMAT)}>{formatDateTime(value)}</HoverTip>;
    case 'color':
      return (
        <Space>
          <span
            aria-hidden
            style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: String(value) }}
          />
          <span>{String(value)}</span>
        </Space>
      );
    case 'bool':
      return <span>{intl.formatMessage({ id: value ? 'common.yes' : 'common.no' })}</span>;
    default:
      break;
  }
  if (input === 'image')
    return (
      <Suspense fallback={THUMB_BOX}>
        <ImageThumb src={String(value)} />
      </Suspense>
    );
  if (input === 'audio')
    // biome-ignore lint/a11y/useMediaCaption: catalogue music has no caption track
    return <audio controls preload="none" src={String(value)} style={{ height: 32, maxWidth: 240 }} />;
  if (input === 'animation')
    return (
      <Suspense fallback={null}>
        <AnimationPreview src={String(value)} />
      </Suspense>
    );
  if (schema.kind === 'url')
    return (
      <a
        href={String(value)}
        target="_blank"
        rel="noopener noreferrer"
        style={{
          display: 'inline-block',
          maxWidth: 320,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          verticalAlign: 'bottom',
        }}
      >
        {String(value)}
      </a>
    );
  return <span>{String(value)}</span>;
}

/**
 * A field of a row as the list's cell and the details drawer both show it (the status excepted,
 * which each shows its own way): the view's own render, the phone masked for the levels that see
 * masks, or the value by its kind.
 */
export function shownValue<T extends BaseRow>(f: ResolvedField<T>, row: T, masksPhones: boolean): ReactNode {
  const value = (row as Record<string, unknown>)[f.view.name];
  if (f.view.render) return f.view.render(value, row);
  if (f.view.maskForReaders && masksPhones && typeof value === 'string') return f.view.maskForReaders(value);
  return <FieldValue value={value} schema={f.schema} input={f.input} labelOf={f.labelOf} />;
}
