import { CalendarOutlined, CloseCircleFilled, SwapRightOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { type Translate, useT } from '@/locales/useT';

/*
 * The pictures antd puts in its inputs carry their English names (`aria-label="calendar"`), which
 * screen readers read out whatever the page's language. These are the same pictures, named in the
 * page's language where they stand for something, hidden from readers where they repeat what the
 * input says (docs/product-rules.md, Languages). Alerts' and notices' pictures: alertIcons.tsx; a
 * dialog's close button: AntdNames.tsx.
 */

/** An input's `allowClear`: its clear button named for what it does. */
export const namedClear = (t: Translate) => ({ clearIcon: <CloseCircleFilled aria-label={t('a11y.clear')} /> });

/** A date box's calendar picture, which says nothing the box does not (and said it in English). */
export const calendarIcon = <CalendarOutlined aria-hidden />;

/** The arrow between a date range's two boxes, in antd's colour and size, named "to" in the page's language. */
function RangeArrow() {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <SwapRightOutlined
      aria-label={t('a11y.rangeTo')}
      style={{ color: token.colorTextQuaternary, fontSize: token.fontSizeLG }}
    />
  );
}

/** A date range picker's `separator` and `suffixIcon`. */
export const dateRangeIcons = { separator: <RangeArrow />, suffixIcon: calendarIcon };
