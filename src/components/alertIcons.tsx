import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';

/*
 * The picture antd draws for an alert's, a message's, a notification's or a confirmation's type
 * carries its English name ("check-circle", "close-circle"...), which screen readers read out
 * whatever the page's language, before a text that already says the same. These are the same
 * pictures, hidden from readers (docs/product-rules.md, Languages).
 */

const ALERT_ICONS = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};

/** The kinds of alert and notice antd draws a picture for. */
export type NoticeKind = keyof typeof ALERT_ICONS;

/**
 * An Alert's `icon` (with `showIcon`), a message's or a confirmation's: antd's picture for its
 * type, which the text beside it already says. (antd colours these by the type's class around them.)
 */
export function alertIcon(type: NoticeKind) {
  const Icon = ALERT_ICONS[type];
  return <Icon aria-hidden />;
}

const NOTICE_COLOURS = {
  success: 'colorSuccess',
  info: 'colorInfo',
  warning: 'colorWarning',
  error: 'colorError',
} as const;

/** A notification's `icon`: as alertIcon, in the type's colour, which antd gives its own icon only. */
export function NoticeIcon({ type }: { type: NoticeKind }) {
  const { token } = theme.useToken();
  const Icon = ALERT_ICONS[type];
  return <Icon aria-hidden style={{ color: token[NOTICE_COLOURS[type]] }} />;
}
