import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { bodyRules } from '#kit/form/fieldRules';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { Field } from '../../shell/Field';
import { usePageTitle } from '../../shell/hooks';
import { mismatch, type PasswordValues, toChangePasswordInput } from './authRequests';
import { formInput } from './formInput';

const rules = bodyRules('changeMemberPassword', ['oldPassword', 'newPassword']);

/** 修改密码: the old password, then the new one twice; other sign-ins of the account end, this one stays. */
export function PasswordPage() {
  usePageTitle('修改密码');
  const navigate = useNavigate();
  const form = useForm<PasswordValues>({ oldPassword: '', newPassword: '', confirm: '' }, rules);
  const [confirmError, setConfirmError] = useState<string>();
  const [change, { isLoading }] = api.useChangeMemberPasswordMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate();
    setConfirmError(mismatch(form.values));
    if (!valid || mismatch(form.values)) return;
    const result = await change(toChangePasswordInput(form.values));
    if (result.data?.type !== 1) return;
    notify.success(result.data.description || '密码已修改');
    navigate('/me', { replace: true });
  };
  const input = (key: keyof PasswordValues, autoComplete: string) => formInput(form, key, 'password', autoComplete);
  return (
    <form className="m-card m-form" noValidate onSubmit={submit}>
      <h1>修改密码</h1>
      <Field label="原密码" error={form.errors.oldPassword}>
        {input('oldPassword', 'current-password')}
      </Field>
      <Field label="新密码" error={form.errors.newPassword}>
        {input('newPassword', 'new-password')}
      </Field>
      <Field label="再次输入新密码" error={confirmError}>
        {input('confirm', 'new-password')}
      </Field>
      <button type="submit" className="m-btn m-btn-primary m-btn-block" disabled={isLoading}>
        保存新密码
      </button>
      <p className="m-muted">
        忘记原密码？<Link to="/forgot-password">用手机验证码找回</Link>
      </p>
    </form>
  );
}
