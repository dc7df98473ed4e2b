import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { bodyRules } from '#kit/form/fieldRules';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { Field } from '../../shell/Field';
import { usePageTitle } from '../../shell/hooks';
import { type ForgotValues, mismatch, toResetPasswordInput, toVerifyResetInput } from './authRequests';
import { formInput } from './formInput';
import { SmsButton } from './SmsButton';

const rules = {
  ...bodyRules('verifyMemberResetCode', ['mobile', 'code']),
  ...bodyRules('resetMemberPassword', ['newPassword']),
};

/** 找回密码: a code sent to the account's mobile, then the new password; every sign-in of the account ends. */
export function ForgotPasswordPage() {
  usePageTitle('找回密码');
  const navigate = useNavigate();
  const form = useForm<ForgotValues>({ mobile: '', code: '', newPassword: '', confirm: '' }, rules);
  const [confirmError, setConfirmError] = useState<string>();
  const [verify, verifying] = api.useVerifyMemberResetCodeMutation();
  const [reset, resetting] = api.useResetMemberPasswordMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate();
    setConfirmError(mismatch(form.values));
    if (!valid || mismatch(form.values)) return;
    const ticket = await verify(toVerifyResetInput(form.values));
    const resetToken = ticket.data?.data?.resetToken;
    if (!resetToken) return;
    const done = await reset(toResetPasswordInput(resetToken, form.values));
    if (done.data?.type !== 1) return;
    notify.success(done.data.description || '密码已重置，请用新密码登录');
    navigate('/login', { replace: true });
  };
  const input = (key: keyof ForgotValues, type?: string, autoComplete?: string) => formInput(form, key, type, autoComplete);
  return (
    <form className="m-card m-form" noValidate onSubmit={submit}>
      <h1>找回密码</h1>
      <p className="m-muted">验证码发送到账号绑定的手机号。</p>
      <Field label="手机号" error={form.errors.mobile}>
        {input('mobile', 'tel', 'tel')}
      </Field>
      <Field label="验证码" error={form.errors.code}>
        <div className="m-row">
          <div className="m-spacer">{input('code', 'text', 'one-time-code')}</div>
          <SmsButton
            useSend={api.useSendMemberForgetSmsMutation}
            mobile={form.values.mobile}
            validateMobile={() => form.validate(['mobile'])}
          />
        </div>
      </Field>
      <Field label="新密码" error={form.errors.newPassword}>
        {input('newPassword', 'password', 'new-password')}
      </Field>
      <Field label="再次输入新密码" error={confirmError}>
        {input('confirm', 'password', 'new-password')}
      </Field>
      <button type="submit" className="m-btn m-btn-primary m-btn-block" disabled={verifying.isLoading || resetting.isLoading}>
        重置密码
      </button>
      <p className="m-muted">
        想起来了？<Link to="/login">登录</Link>
      </p>
    </form>
  );
}
