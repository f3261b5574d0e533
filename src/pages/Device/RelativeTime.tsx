import { useIntl } from '@umijs/max';
import dayjs from 'dayjs';
import { EXACT_TIME_FORMAT } from '@/components/crud/FieldValue';
import HoverTip from '@/components/HoverTip';
import { NONE } from '@/components/Text';
import { agoText } from './agoText';

/**
 * "3 days ago" / "3 天前" in the user's language, the exact time on hover (HoverTip: a device
 * list has one in every row, most never hovered).
 */
export default function RelativeTime({ value }: { value: string | null | undefined }) {
  const intl = useIntl();
  if (!value || !dayjs(value).isValid()) return NONE;
  const at = dayjs(value).locale(intl.locale === 'zh-CN' ? 'zh-cn' : 'en');
  return (
    <HoverTip title={at.format(EXACT_TIME_FORMAT)}>
      <time dateTime={at.toISOString()}>{agoText(at)}</time>
    </HoverTip>
  );
}
