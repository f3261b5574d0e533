import { useIntl } from '@umijs/max';
import { Tooltip } from 'antd';
import dayjs from 'dayjs';
import { NONE } from '@/components/Text';
import { agoText } from './agoText';

/** "3 days ago" / "3 天前" in the user's language, the exact time on hover. */
export default function RelativeTime({ value }: { value: string | null | undefined }) {
  const intl = useIntl();
  if (!value || !dayjs(value).isValid()) return NONE;
  const at = dayjs(value).locale(intl.locale === 'zh-CN' ? 'zh-cn' : 'en');
  const exact = at.format('YYYY-MM-DD HH:mm:ss');
  return (
    <Tooltip title={exact}>
      <time dateTime={at.toISOString()}>{agoText(at)}</time>
    </Tooltip>
  );
}
