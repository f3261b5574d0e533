import { App } from 'antd';
import { useEffect } from 'react';
import { useT } from '@/locales/useT';
import { setFeedback } from '@/services/feedback';
import { onSessionEnd } from '@/services/session';
import { namedFeedback } from './feedbackNames';
import { liveMessagesIn } from './liveMessages';

/**
 * Hands the App context's functions to src/services/feedback.ts while mounted, their names in the
 * page's language (feedbackNames.tsx). What one user was told ("Signed in", "Saved") must not stay
 * on screen for the next, so a session's short messages leave with it; notifications stay: the 401
 * notice is raised just before the session ends, and it is what explains the sign-in page that
 * follows.
 */
function Bridge() {
  const api = App.useApp();
  const t = useT();
  useEffect(() => {
    setFeedback(namedFeedback(api, t));
    const stop = onSessionEnd(() => api.message.destroy());
    return () => {
      stop();
      setFeedback(undefined);
    };
  }, [api, t]);
  return null;
}

/**
 * Notifications open below the header (ProLayout's is 56 px high), so that the user menu and the
 * language menu stay in reach while one is showing, on the sign-in page too.
 */
const NOTIFICATION_TOP = 64;

/** Short messages are read out as they appear (liveMessages.ts); a notification is an alert already. */
const MESSAGES = { getContainer: () => liveMessagesIn(document.body) };

/**
 * antd's App, mounted beside the app rather than around it: nothing reads its context but the
 * bridge (every caller goes through src/services/feedback.ts), so the rest of the app does not
 * wait for this chunk, and no wrapper element is added to the page.
 */
export default function FeedbackHost() {
  return (
    <App component={false} notification={{ top: NOTIFICATION_TOP }} message={MESSAGES}>
      <Bridge />
    </App>
  );
}
