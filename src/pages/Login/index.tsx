/**
 * The sign-in page, the first page most visits load, so it carries little (issue 6 budget: 260 KB
 * gzip of JS): a native form with antd inputs and its own two required-field checks, rather than
 * antd Form (rc-field-form and async-validator, ~25 KB gzip) or pro-components' LoginForm (every
 * ProForm field type).
 */
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { history, useIntl, useModel, useSearchParams } from '@umijs/max';
import { Alert, App, Button, Input, type InputRef, theme } from 'antd';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import LangMenu from '@/components/HeaderRight/LangMenu';
import { fetchCurrentUser, type LoginParams, login } from '@/services/auth';
import { publicBase } from '@/services/config';
import { ApiError } from '@/services/errors';
import { showError } from '@/services/request';
import { safeRedirect } from '@/services/session';
import styles from './index.less';

type Field = keyof LoginParams;
type Errors = Partial<Record<Field, string>>;
const FIELDS: Field[] = ['account', 'password'];
const REQUIRED_MESSAGE: Record<Field, string> = {
  account: 'login.accountRequired',
  password: 'login.passwordRequired',
};

/** Required-field check (the username may not be blank; a password is taken as typed). */
const missing = (field: Field, value: string) => (field === 'account' ? !value.trim() : !value);

export default function Login() {
  const intl = useIntl();
  const { message } = App.useApp();
  const { setInitialState } = useModel('@@initialState');
  const [params] = useSearchParams();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const { token } = theme.useToken();
  const [values, setValues] = useState<LoginParams>({ account: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const inputs = { account: useRef<InputRef>(null), password: useRef<InputRef>(null) };

  const check = (field: Field, value: string) => (missing(field, value) ? t(REQUIRED_MESSAGE[field]) : undefined);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Like a form library: once a field has shown its error, it is checked again as the user types.
    if (errors[field] !== undefined) setErrors((e) => ({ ...e, [field]: check(field, value) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found: Errors = Object.fromEntries(FIELDS.map((f) => [f, check(f, values[f])]));
    setErrors(found);
    const firstInvalid = FIELDS.find((f) => found[f]);
    if (firstInvalid) inputs[firstInvalid].current?.focus();
    else onFinish(values);
  };

  const field = (name: Field, input: (props: Record<string, unknown>) => JSX.Element) => {
    const id = `login-${name}`;
    const error = errors[name];
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={`${styles.label} ${styles.required}`}>
          {t(`login.${name}`)}
        </label>
        {input({
          id,
          name,
          ref: inputs[name],
          size: 'large',
          value: values[name],
          status: error ? 'error' : undefined,
          'aria-required': true,
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? `${id}-error` : undefined,
          placeholder: t(`login.${name}`),
          onChange: (e: { target: { value: string } }) => change(name, e.target.value),
        })}
        <div id={`${id}-error`} className={styles.error} style={{ color: token.colorError }}>
          {error}
        </div>
      </div>
    );
  };

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
        <form className={styles.form} noValidate onSubmit={submit}>
          {error && <Alert role="alert" className={styles.alert} type="error" showIcon message={error} />}
          {field('account', (props) => (
            <Input {...props} prefix={<UserOutlined />} autoComplete="username" autoFocus />
          ))}
          {field('password', (props) => (
            <Input.Password {...props} prefix={<LockOutlined />} autoComplete="current-password" />
          ))}
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </form>
      </main>
    </div>
  );
}
