import { useIntl } from '@umijs/max';
import { App } from 'antd';
import { useEffect } from 'react';
import { applyDocumentLocale } from '@/global';
import { setFeedback } from '@/services/feedback';

/**
 * Hands the antd App context's message / notification / modal to the request layer, and keeps
 * <html lang dir> in step with the language in use.
 */
export default function FeedbackBridge() {
  const api = App.useApp();
  const { locale } = useIntl();
  useEffect(() => applyDocumentLocale(locale), [locale]);
  useEffect(() => {
    setFeedback(api);
    return () => setFeedback(undefined);
  }, [api]);
  return null;
}
