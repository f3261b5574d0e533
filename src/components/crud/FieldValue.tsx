import { useIntl } from '@umijs/max';
import { Image, Space, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { FieldSchema } from '@/schema/types';
import type { InputKind } from './types';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm';

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
    return <Typography.Text type="secondary">-</Typography.Text>;
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
      return (
        <Tooltip title={dayjs(String(value)).format('YYYY-MM-DD HH:mm:ss')}>
          <span>{formatDateTime(value)}</span>
        </Tooltip>
      );
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
      <Image src={String(value)} width={48} height={48} style={{ objectFit: 'cover' }} alt="" fallback={FALLBACK_IMG} />
    );
  if (input === 'audio')
    // biome-ignore lint/a11y/useMediaCaption: catalogue music has no caption track
    return <audio controls preload="none" src={String(value)} style={{ height: 32, maxWidth: 240 }} />;
  if (schema.kind === 'url')
    return (
      <Typography.Link href={String(value)} target="_blank" rel="noopener noreferrer" ellipsis>
        {String(value)}
      </Typography.Link>
    );
  return <span>{String(value)}</span>;
}

/** A grey square for images that fail to load (demo URLs point at an example host). */
const FALLBACK_IMG =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="%23f0f0f0"/></svg>';
