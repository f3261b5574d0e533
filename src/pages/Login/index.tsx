/**
 * The sign-in page. Plain antd Form (not pro-components' LoginForm): the page that loads first
 * stays small, since pro-form pulls every field type (date pickers, colour picker, trees...).
 */
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { history, useIntl, useModel, useSearchParams } from '@umijs/max';
import { Alert, App, Button, Form, Input } from 'antd';
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
  const [submitting, setSubmitting] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  const onFinish = async (values: LoginParams) => {
    setError(undefined);
    setSubmitting(true);
    try {
      await login(values, { skipErrorHandler: true });
      const currentUser = await fetchCurrentUser({ skipErrorHandler: true });
      // Commit the user before navigating, or the layout's page-change guard still sees none.
      flushSync(() => {
        setInitialState((s) => ({ ...s, currentUser }));
      });
      message.success(t('login.success'));
      history.replace(safeRedirect(params.get('redirect')));
    } catch (e) {
      // Wrong credentials (1000) show at the form; anything else gets the client's usual message.
      if (e instanceof ApiError && e.code === 1000) setError(t('error.1000'));
      else if (e instanceof ApiError && e.kind === 'business') setError(e.message);
      else showError(e);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.lang}>
        <LangMenu />
      </div>
      <main className={styles.main}>
        <div className={styles.top}>
          <h1 className={styles.header}>
            <img className={styles.logo} alt="" src={`${publicBase()}logo2.svg`} />
            <span className={styles.title}>{t('login.title')}</span>
          </h1>
          <p className={styles.desc}>{t('login.subtitle')}</p>
        </div>
        <Form<LoginParams> className={styles.form} layout="vertical" size="large" onFinish={onFinish}>
          {error && <Alert role="alert" className={styles.alert} type="error" showIcon message={error} />}
          <Form.Item
            name="account"
            label={t('login.account')}
            rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus placeholder={t('login.account')} />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              placeholder={t('login.password')}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form>
      </main>
    </div>
  );
}
