/**
 * The sign-in page, the first page most visits load, so it carries little (its budget: 240 KB
 * gzip of JS, docs/performance.md): antd Form with two inputs, not pro-components' LoginForm
 * (every ProForm field type), and no antd App (its notices go through src/services/feedback.ts).
 * Form.Item gives each field its label, its required check and, on an error, the aria-invalid and
 * aria-describedby that point screen readers to the error text.
 */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { history, useModel, useSearchParams } from '@umijs/max';
import { Button, Form, Input } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { accessOf } from '@/access';
import { draftsBelongTo } from '@/components/crud/formDraft';
import LangMenu from '@/components/HeaderRight/LangMenu';
import { routeOf } from '@/components/Layout/routeTable';
import { passwordIcon } from '@/components/passwordIcon';
import { useErrorsInLanguage } from '@/locales/useErrorsInLanguage';
import { useT } from '@/locales/useT';
import type { CurrentUser } from '@/schema/account';
import { fetchCurrentUser, type LoginParams, login } from '@/services/auth';
import { DEFAULT_REDIRECT, publicBase } from '@/services/config';
import { ApiError, errorText } from '@/services/errors';
import { feedback } from '@/services/feedback';
import { tabShowsSessionOf } from '@/services/otherTabs';
import { useIdlePrefetch } from '@/services/prefetch';
import { closeSessionEndedNotice, showError } from '@/services/request';
import { safeRedirect } from '@/services/session';
import styles from './index.less';

/**
 * The error banner loads with the first failed sign-in, not with the page (every visitor downloads
 * the sign-in page; few mistype); its text shows at once meanwhile.
 */
const SignInError = lazy(() => import('./SignInError'));

/**
 * Where a sign-in leads: the page it was asked for, unless the console has no such page or this
 * user may not open it (a page the previous user's session ended on), which gives way to the
 * console's first page rather than a 404 or a 403.
 */
function openableBy(user: CurrentUser, target: string): string {
  const route = routeOf(target.split(/[?#]/)[0]);
  return route && accessOf(user).canPage(route) ? target : DEFAULT_REDIRECT;
}

export default function Login() {
  const t = useT();
  const { message } = feedback;
  const { setInitialState } = useModel('@@initialState');
  const [params] = useSearchParams();
  // While the page sits idle, the code of the page the sign-in leads to loads (docs/performance.md).
  useIdlePrefetch(safeRedirect(params.get('redirect')));
  const [form] = Form.useForm<LoginParams>();
  useErrorsInLanguage(form);
  // The failed sign-in itself, not its text: the text follows a switch of language.
  const [failure, setFailure] = useState<ApiError>();
  const [submitting, setSubmitting] = useState(false);

  // The window title in the language in use (ProLayout titles the pages inside the layout; this
  // page has none). index.html carries the default language's until the script runs.
  useEffect(() => {
    document.title = t('app.title');
  }, [t]);

  const onFinish = async (values: LoginParams) => {
    if (submitting) return;
    setFailure(undefined);
    setSubmitting(true);
    try {
      // An account name holds no spaces (its pattern, src/schema/account.ts): those pasted around it go.
      await login({ ...values, account: values.account.trim() }, { skipErrorHandler: true });
      const currentUser = await fetchCurrentUser({ skipErrorHandler: true });
      // Commit the user before navigating, or the layout's page-change guard still sees none.
      flushSync(() => {
        setInitialState((s) => ({ ...s, currentUser }));
      });
      draftsBelongTo(currentUser.id);
      tabShowsSessionOf(currentUser.id);
      closeSessionEndedNotice();
      message.success(t('login.success'));
      history.replace(openableBy(currentUser, safeRedirect(params.get('redirect'))));
    } catch (e) {
      // Every failed sign-in shows at the form, a network failure and a time-out too (no call of
      // this page raises a notice): the next try replaces it, and nothing of it outlives a sign-in.
      if (e instanceof ApiError) setFailure(e);
      else showError(e);
    } finally {
      setSubmitting(false);
    }
  };

  // 1000 and 1007 in the catalogue's words, in the language in use (the server's come in the
  // language the sign-in was sent in).
  const error =
    failure && (failure.code === 1000 || failure.code === 1007 ? t(`error.${failure.code}`) : errorText(failure, t));

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
        <Form<LoginParams>
          form={form}
          name="login"
          className={styles.form}
          layout="vertical"
          size="large"
          onFinish={onFinish}
          // A failed sign-in's reason speaks of what was typed: it goes as soon as that changes.
          onValuesChange={() => setFailure(undefined)}
          // The first field with an error takes the focus (and comes into view).
          scrollToFirstError={{ focus: true, block: 'nearest' }}
        >
          {error && (
            <Suspense
              fallback={
                <div role="alert" className={styles.alert}>
                  {error}
                </div>
              }
            >
              <SignInError text={error} className={styles.alert} />
            </Suspense>
          )}
          <Form.Item
            name="account"
            label={t('login.account')}
            // The username may not be blank; a password is taken as typed.
            rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}
          >
            <Input
              prefix={<UserOutlined aria-hidden />}
              placeholder={t('login.account')}
              autoComplete="username"
              autoFocus
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password
              prefix={<LockOutlined aria-hidden />}
              placeholder={t('login.password')}
              autoComplete="current-password"
              iconRender={passwordIcon(t)}
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
