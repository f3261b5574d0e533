import { App } from 'antd';
import { useMemo } from 'react';
import { useT } from '@/locales/useT';
import { feedback } from '@/services/feedback';
import { namedFeedback } from './feedbackNames';

/**
 * message / notification / modal for a component: those of the nearest antd App around it (a list
 * gives its parts one, so that its confirmations show while it is full screen), with their names
 * in the page's language as the console's (feedbackNames.tsx), else the console's
 * (src/services/feedback.ts). The sign-in page uses the latter directly: importing antd's App
 * would bring it into the page.
 */
export function useFeedback(): typeof feedback {
  const nearest = App.useApp();
  const t = useT();
  return useMemo(() => ('success' in nearest.message ? namedFeedback(nearest, t) : feedback), [nearest, t]);
}
