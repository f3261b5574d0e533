import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from '@/services/feedback';

/** Hands the App context's functions to src/services/feedback.ts while mounted. */
function Bridge() {
  const api = App.useApp();
  useEffect(() => {
    setFeedback(api);
    return () => setFeedback(undefined);
  }, [api]);
  return null;
}

/**
 * antd's App, mounted beside the app rather than around it: nothing reads its context but the
 * bridge (every caller goes through src/services/feedback.ts), so the rest of the app does not
 * wait for this chunk, and no wrapper element is added to the page.
 */
export default function FeedbackHost() {
  return (
    <App component={false}>
      <Bridge />
    </App>
  );
}
