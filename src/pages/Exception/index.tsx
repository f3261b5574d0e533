import { history, useIntl, useSearchParams } from '@umijs/max';
import { Button, Result } from 'antd';
import { DEFAULT_REDIRECT } from '@/services/config';

/** Target of the generic handler's showType 9: shows `code` and `message` from the query, as text. */
export default function ExceptionPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const message = params.get('message') || intl.formatMessage({ id: 'exception.noMessage' });
  return (
    <Result
      status="error"
      title={intl.formatMessage({ id: 'exception.title' }, { code })}
      subTitle={message}
      extra={
        <Button type="primary" onClick={() => history.push(DEFAULT_REDIRECT)}>
          {intl.formatMessage({ id: 'app.home' })}
        </Button>
      }
    />
  );
}
