import { history, useSearchParams } from '@umijs/max';
import { Button, Result } from 'antd';
import { useT } from '@/locales/useT';
import { DEFAULT_REDIRECT } from '@/services/config';

/** Target of the generic handler's showType 9: shows `code` and `message` from the query, as text. */
export default function ExceptionPage() {
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const message = params.get('message') || t('exception.noMessage');
  return (
    <Result
      status="error"
      title={t('exception.title', { code })}
      subTitle={message}
      extra={
        <Button type="primary" onClick={() => history.push(DEFAULT_REDIRECT)}>
          {t('app.home')}
        </Button>
      }
    />
  );
}
