import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from '@/services/feedback';

/** Hands the antd App context's message / notification / modal to the request layer. */
export default function FeedbackBridge() {
  const api = App.useApp();
  useEffect(() => {
    setFeedback(api);
    return () => setFeedback(undefined);
  }, [api]);
  return null;
}
