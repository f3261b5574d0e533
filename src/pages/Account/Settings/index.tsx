import { ProForm, ProFormText } from '@ant-design/pro-components';
import { useIntl, useModel } from '@umijs/max';
import { Alert, Card, Col, Form, type FormRule, Row } from 'antd';
import { useRef, useState } from 'react';
import { alertIcon } from '@/components/alertIcons';
import { changedFields } from '@/components/crud/changedFields';
import { useFieldStates } from '@/components/crud/fieldStates';
import { normalizeFor } from '@/components/crud/fieldUtils';
import { draftKey } from '@/components/crud/formDraft';
import { rulesFor, sentValues } from '@/components/crud/rules';
import { applyServerErrors, FIRST_ERROR, focusFirstError } from '@/components/crud/serverErrors';
import { namedClear } from '@/components/fieldIcons';
import Page from '@/components/Page';
import { passwordIcon } from '@/components/passwordIcon';
import { useFeedback } from '@/components/useFeedback';
import { useFormDraft } from '@/components/useFormDraft';
import { useErrorsInLanguage } from '@/locales/useErrorsInLanguage';
import { useT } from '@/locales/useT';
import { accountSchema, PASSWORD_PATTERN } from '@/schema/account';
import { ApiError } from '@/services/errors';
import { changePassword, type ProfileParams, updateProfile } from '@/services/profile';
import { clearTokens, goLogin } from '@/services/session';
import { useOwnProfile } from '../useOwnProfile';

/** Personal settings: own name, phone and e-mail; change password (then sign in again). */
export default function AccountSettings() {
  const intl = useIntl();
  const { message } = useFeedback();
  const { initialState, setInitialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const ownProfileSaved = useOwnProfile();
  const [profileForm] = Form.useForm<ProfileParams>();
  const [passwordForm] = Form.useForm();
  useErrorsInLanguage(profileForm);
  useErrorsInLanguage(passwordForm);
  /** The current password the server last refused (1004). */
  const refusedOldPassword = useRef<string>();
  // What was typed when the session ended under the form comes back on return.
  const draft = useFormDraft(draftKey('dataAccountInfo-own', user?.id ?? 0));
  // Read once: the form owns the values afterwards (a new initialValues object would not apply).
  const [profileInitial] = useState(
    () => draft.initial ?? { name: user?.name, phone: user?.phone, email: user?.email },
  );
  /**
   * The stored values the form opened on (then the last saved): only what differs from them is
   * sent, so a save never puts back a name or phone an administrator changed meanwhile.
   */
  const stored = useRef<Record<string, unknown>>({ name: user?.name, phone: user?.phone, email: user?.email });
  const t = useT();
  const f = accountSchema.fields;
  const cleared = { allowClear: namedClear(t) };
  const profileStates = useFieldStates();
  const passwordStates = useFieldStates();
  const rules = (name: 'name' | 'phone' | 'email') =>
    rulesFor(name, f[name], accountSchema, t(`account.${name}`), intl, (n) => t(`account.${n}`));
  const oldPasswordRules: FormRule[] = [
    { required: true, message: t('validation.required', { label: t('settings.oldPassword') }) },
    {
      validator: (_, v) =>
        v && v === refusedOldPassword.current ? Promise.reject(new Error(t('error.1004'))) : Promise.resolve(),
    },
  ];
  const newPasswordRules: FormRule[] = [
    { required: true, message: t('validation.required', { label: t('settings.newPassword') }) },
    { pattern: new RegExp(PASSWORD_PATTERN), message: t('validation.password') },
    ({ getFieldValue }) => ({
      validator: (_, v) =>
        !v || v !== getFieldValue('oldPassword')
          ? Promise.resolve()
          : Promise.reject(new Error(t('validation.samePassword'))),
    }),
  ];
  const confirmPasswordRules: FormRule[] = [
    { required: true, message: t('validation.required', { label: t('settings.confirmPassword') }) },
    ({ getFieldValue }) => ({
      validator: (_, v) =>
        !v || v === getFieldValue('newPassword')
          ? Promise.resolve()
          : Promise.reject(new Error(t('validation.confirm'))),
    }),
  ];
  if (!user) return null;

  return (
    <Page>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('settings.profile')} role="region" aria-label={t('settings.profile')}>
            {draft.initial && (
              <Alert
                type="info"
                showIcon
                icon={alertIcon('info')}
                message={t('settings.draftBack')}
                style={{ marginBottom: 16 }}
              />
            )}
            {/* No field takes the focus on load (ProForm's default): the focus stays where the user
                put it, on the header's user menu when the page was chosen there. */}
            {/* isKeyPressSubmit: Enter in a field saves, as in the sign-in form and the add and edit
                dialogs (ProForm's buttons are not submit buttons, so the browser does not). */}
            <ProForm<ProfileParams>
              autoFocusFirstInput={false}
              isKeyPressSubmit
              scrollToFirstError={FIRST_ERROR}
              form={profileForm}
              initialValues={profileInitial}
              onValuesChange={(_, all) => draft.save(all)}
              onFieldsChange={profileStates.onFieldsChange}
              submitter={{ searchConfig: { submitText: t('common.save') }, resetButtonProps: false }}
              onFinish={async (values) => {
                // (ProForm leaves an emptied field out of `values`: it is sent as empty.)
                const { name = '', phone = '', email = '' } = sentValues(values, accountSchema.fields);
                const changed = changedFields({ name, phone, email }, stored.current);
                if (!Object.keys(changed).length) {
                  message.info(t('crud.nothingChanged'));
                  return true;
                }
                try {
                  const saved = await updateProfile(changed, { fieldErrorsInForm: true });
                  stored.current = { name: saved.name, phone: saved.phone, email: saved.email };
                  await ownProfileSaved(saved);
                  // The fields show what was stored (trimmed), not what was typed.
                  profileForm.setFieldsValue({ name: saved.name, phone: saved.phone, email: saved.email });
                  draft.drop();
                  message.success(t('crud.saved'));
                  return true;
                } catch (e) {
                  applyServerErrors(profileForm, e);
                  return false;
                }
              }}
            >
              <ProFormText
                name="name"
                label={t('account.name')}
                rules={rules('name')}
                fieldProps={{ ...cleared, ...profileStates.of('name', rules('name')) }}
              />
              <ProFormText
                name="phone"
                label={t('account.phone')}
                rules={rules('phone')}
                normalize={normalizeFor(f.phone)}
                fieldProps={{ ...cleared, ...profileStates.of('phone', rules('phone')) }}
              />
              <ProFormText
                name="email"
                label={t('account.email')}
                rules={rules('email')}
                fieldProps={{ ...cleared, ...profileStates.of('email', rules('email')) }}
              />
            </ProForm>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('settings.password')} role="region" aria-label={t('settings.password')}>
            <ProForm
              autoFocusFirstInput={false}
              isKeyPressSubmit
              scrollToFirstError={FIRST_ERROR}
              form={passwordForm}
              onFieldsChange={passwordStates.onFieldsChange}
              submitter={{ searchConfig: { submitText: t('settings.changePassword') }, resetButtonProps: false }}
              onFinish={async ({ oldPassword, newPassword }: Record<string, string>) => {
                try {
                  await changePassword({ oldPassword, newPassword }, { deferErrorHandler: true, keepsInput: true });
                } catch (e) {
                  if (e instanceof ApiError && e.code === 1004) {
                    // A rule of the field from now on, so it is said again in another language
                    // and goes once the password typed is another.
                    refusedOldPassword.current = oldPassword;
                    passwordForm.validateFields(['oldPassword']).catch(() => focusFirstError(passwordForm));
                  } else if (!applyServerErrors(passwordForm, e)) {
                    // Shown as every failed call is (a notice of an HTTP error, a network failure...).
                    if (e instanceof ApiError && e.show) e.show();
                    else message.error(e instanceof Error ? e.message : t('request.retry'));
                  }
                  return false;
                }
                // The server ended every session of this account: sign in again with the new password.
                clearTokens();
                await setInitialState((s) => ({ ...s, currentUser: undefined }));
                goLogin();
                // After the session's end, which takes its short messages with it: this one
                // explains the sign-in page.
                message.success(t('settings.passwordChanged'));
                return true;
              }}
            >
              <ProFormText.Password
                name="oldPassword"
                label={t('settings.oldPassword')}
                fieldProps={{
                  autoComplete: 'current-password',
                  iconRender: passwordIcon(t),
                  ...passwordStates.of('oldPassword', oldPasswordRules),
                }}
                rules={oldPasswordRules}
              />
              <ProFormText.Password
                name="newPassword"
                label={t('settings.newPassword')}
                dependencies={['oldPassword']}
                fieldProps={{
                  autoComplete: 'new-password',
                  iconRender: passwordIcon(t),
                  ...passwordStates.of('newPassword', newPasswordRules),
                }}
                rules={newPasswordRules}
              />
              <ProFormText.Password
                name="confirmPassword"
                label={t('settings.confirmPassword')}
                dependencies={['newPassword']}
                fieldProps={{
                  autoComplete: 'new-password',
                  iconRender: passwordIcon(t),
                  ...passwordStates.of('confirmPassword', confirmPasswordRules),
                }}
                rules={confirmPasswordRules}
              />
            </ProForm>
          </Card>
        </Col>
      </Row>
    </Page>
  );
}
