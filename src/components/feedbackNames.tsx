import { CloseOutlined, LoadingOutlined } from '@ant-design/icons';
import type { App } from 'antd';
import type { ReactNode } from 'react';
import type { Translate } from '@/locales/useT';
import { alertIcon, NoticeIcon, type NoticeKind } from './alertIcons';

type FeedbackApi = ReturnType<typeof App.useApp>;
type MessageArgs = Parameters<FeedbackApi['message']['open']>[0];
type NotificationArgs = Parameters<FeedbackApi['notification']['open']>[0];
type ModalArgs = Parameters<FeedbackApi['modal']['confirm']>[0];

const KINDS: NoticeKind[] = ['success', 'info', 'warning', 'error'];

const isArgs = (content: unknown): content is MessageArgs =>
  typeof content === 'object' && content !== null && 'content' in content;

/**
 * A confirmation function (the App context's, or a `Modal.useModal()` one) that opens with the
 * warning picture and the focus on the choice that loses nothing, so a reflexive Enter neither
 * deletes or disables a row nor throws a form's typing away. What a caller passes wins.
 */
export const safeConfirm =
  (confirm: FeedbackApi['modal']['confirm']) =>
  (args: ModalArgs): ReturnType<FeedbackApi['modal']['confirm']> =>
    confirm({ icon: alertIcon('warning'), autoFocusButton: 'cancel', ...args });

/**
 * The App context's message, notification and confirmation functions, with the names antd gives
 * in English whatever the language put in the page's language (docs/product-rules.md, Languages):
 * a notification's close button ("Close"), and the type's picture of each ("check-circle",
 * "close-circle"...), which the text beside it already says and is hidden from screen readers.
 * What a caller passes wins.
 */
export function namedFeedback(api: FeedbackApi, t: Translate): FeedbackApi {
  const message = { ...api.message };
  for (const type of [...KINDS, 'loading'] as const) {
    const icon: ReactNode = type === 'loading' ? <LoadingOutlined aria-hidden /> : alertIcon(type);
    message[type] = (content, duration, onClose) => {
      const args: MessageArgs = isArgs(content)
        ? content
        : typeof duration === 'function'
          ? { content, onClose: duration }
          : { content, duration, onClose };
      return api.message.open({ icon, ...args, type });
    };
  }
  const closable = { 'aria-label': t('a11y.close'), closeIcon: <CloseOutlined aria-hidden /> };
  const notification = { ...api.notification };
  const notify = (args: NotificationArgs, type?: NoticeKind) =>
    api.notification.open({ closable, ...(type && { icon: <NoticeIcon type={type} />, type }), ...args });
  notification.open = (args) => notify(args, args.type);
  for (const type of KINDS) notification[type] = (args) => notify(args, type);
  const modal = { ...api.modal };
  modal.confirm = safeConfirm(api.modal.confirm);
  for (const type of KINDS) modal[type] = (args: ModalArgs) => api.modal[type]({ icon: alertIcon(type), ...args });
  return { message, notification, modal };
}
