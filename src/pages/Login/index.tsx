import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LoginForm, ProFormText } from '@ant-design/pro-components';
import { FormattedMessage, history, useIntl, useModel, useSearchParams } from '@umijs/max';
import { Alert, App } from 'antd';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import LangMenu from '@/components/HeaderRight/LangMenu';
import { fetchCurrentUser, type LoginParams, login } from '@/services/auth';
import { publicBase } from '@/services/config';
import { ApiError } from '@/services/errors';
import { showError } from '@/services/request';
import { safeRedirect } from '@/services/session';
import styles from './index.less';

export default function Login() {
  const intl = useIntl();
  const { message } = App.useApp();
  const { setInitialState } = useModel('@@initialState');
  const [params] = useSearchParams();
  const [error, setError] = useState<string>();

  const onFinish = async (values: LoginParams) => {
    setError(undefined);
    try {
      await login(values, { skipErrorHandler: true });
      const currentUser = await fetchCurrentUser({ skipErrorHandler: true });
      // Commit the user before navigating, or the layout's page-change guard still sees none.
      flushSync(() => {
        setInitialState((s) => ({ ...s, currentUser }));
      });
      message.success(intl.formatMessage({ id: 'login.success' }));
      history.replace(safeRedirect(params.get('redirect')));
    } catch (e) {
      // Wrong credentials (1000) show at the form; anything else gets the client's usual message.
      if (e instanceof ApiError && e.code === 1000) setError(intl.formatMessage({ id: 'error.1000' }));
      else if (e instanceof ApiError && e.kind === 'business') setError(e.message);
      else showError(e);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.lang}>
        <LangMenu />
      </div>
      <main className={styles.main}>
        <LoginForm<LoginParams>
          logo={<img alt="" src={`${publicBase()}logo2.svg`} />}
          title={intl.formatMessage({ id: 'login.title' })}
          subTitle={intl.formatMessage({ id: 'login.subtitle' })}
          submitter={{ searchConfig: { submitText: intl.formatMessage({ id: 'login.submit' }) } }}
          onFinish={onFinish}
        >
          {error && <Alert role="alert" className={styles.alert} type="error" showIcon message={error} />}
          <ProFormText
            name="account"
            label={intl.formatMessage({ id: 'login.account' })}
            fieldProps={{ size: 'large', prefix: <UserOutlined />, autoComplete: 'username', autoFocus: true }}
            placeholder={intl.formatMessage({ id: 'login.account' })}
            rules={[{ required: true, whitespace: true, message: <FormattedMessage id="login.accountRequired" /> }]}
          />
          <ProFormText.Password
            name="password"
            label={intl.formatMessage({ id: 'login.password' })}
            fieldProps={{ size: 'large', prefix: <LockOutlined />, autoComplete: 'current-password' }}
            placeholder={intl.formatMessage({ id: 'login.password' })}
            rules={[{ required: true, message: <FormattedMessage id="login.passwordRequired" /> }]}
          />
        </LoginForm>
      </main>
    </div>
  );
}
