import { App } from 'antd';
import { feedback } from '@/services/feedback';

/**
 * message / notification / modal for a component: those of the nearest antd App around it (a list
 * gives its parts one, so that its confirmations show while it is full screen), else the
 * console's (src/services/feedback.ts). The sign-in page uses the latter directly: importing antd's
 * App would bring it into the page.
 */
export function useFeedback(): typeof feedback {
  const nearest = App.useApp();
  return 'success' in nearest.message ? nearest : feedback;
}
