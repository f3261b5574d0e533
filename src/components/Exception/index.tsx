import { history, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';
import { DEFAULT_REDIRECT } from '@/services/config';

/** 403 / 404 pages of the layout (typed URL of a forbidden or unknown page). */
export default function Exception({ status }: { status: 403 | 404 }) {
  const intl = useIntl();
  return (
    <Result
      status={status}
      title={String(status)}
      subTitle={intl.formatMessage({ id: `exception.${status}` })}
      extra={
        <Button type="primary" onClick={() => history.push(DEFAULT_REDIRECT)}>
          {intl.formatMessage({ id: 'app.home' })}
        </Button>
      }
    />
  );
}
