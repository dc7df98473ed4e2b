import { type FormEvent, useState } from 'react';
import { bodyRules } from '#kit/form/fieldRules';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { Field } from '../../shell/Field';
import { usePageTitle } from '../../shell/hooks';
import { emailState, toDigestInput, toRequestInput, toVerifyInput } from './emailRequests';
import './memberEmail.css';

const emailRules = bodyRules('requestMemberEmailVerification', ['email']);
const codeRules = bodyRules('verifyMemberEmail', ['code']);

/** 我的 › 邮箱 (`/me/email`): add an address and verify it with the code mailed to it, the daily digest, remove it. */
export function EmailPage() {
  usePageTitle('邮箱');
  const { data: status, refetch } = api.useGetMemberEmailQuery();
  const emailForm = useForm<{ email: string }>({ email: '' }, emailRules);
  const codeForm = useForm<{ code: string }>({ code: '' }, codeRules);
  const [requestCode, requesting] = api.useRequestMemberEmailVerificationMutation();
  const [verify, verifying] = api.useVerifyMemberEmailMutation();
  const [remove, removing] = api.useRemoveMemberEmailMutation();
  const [setDigest, saving] = api.useUpdateMemberEmailDigestMutation();
  const [confirmRemove, setConfirmRemove] = useState(false);

  const done = async (result: { data?: { type: number; description?: string } }, fallback: string) => {
    if (result.data?.type !== 1) return false;
    notify.success(result.data.description || fallback);
    await refetch();
    return true;
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!emailForm.validate()) return;
    await done(await requestCode(toRequestInput(emailForm.values.email)), '验证码已发送');
  };
  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!codeForm.validate()) return;
    if (await done(await verify(toVerifyInput(codeForm.values.code)), '邮箱已验证')) {
      codeForm.set('code', '');
      emailForm.set('email', '');
    }
  };

  if (!status) return <section className="m-card" aria-busy="true" />;
  return (
    <>
      <section className="m-card m-form">
        <h1>邮箱</h1>
        {status.channelOn ? null : (
          <p className="m-email-off" role="status">
            本站暂未开启邮件功能（服务器没有配置发信），现在不能绑定邮箱，也不会收到任何邮件。
          </p>
        )}
        <p className="m-muted">{emailState(status)}</p>
        {status.channelOn ? (
          <form noValidate onSubmit={send}>
            <Field label={status.verified ? '换一个邮箱' : '邮箱地址'} error={emailForm.errors.email}>
              <input
                className="m-input"
                type="email"
                autoComplete="email"
                value={emailForm.values.email}
                onChange={(e) => emailForm.set('email', e.target.value)}
                onBlur={() => emailForm.touch('email')}
              />
            </Field>
            <button type="submit" className="m-btn m-btn-block" disabled={requesting.isLoading}>
              {requesting.isLoading ? '正在发送…' : '发送验证码'}
            </button>
          </form>
        ) : null}
        {status.pending ? (
          <form noValidate onSubmit={check}>
            <Field label="邮件中的验证码" error={codeForm.errors.code}>
              <input
                className="m-input"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={codeForm.values.code}
                onChange={(e) => codeForm.set('code', e.target.value)}
                onBlur={() => codeForm.touch('code')}
              />
            </Field>
            <button type="submit" className="m-btn m-btn-primary m-btn-block" disabled={verifying.isLoading}>
              验证
            </button>
          </form>
        ) : null}
      </section>
      {status.verified ? (
        <section className="m-card m-form">
          <h2>邮件通知</h2>
          <p className="m-muted">站点开启了邮件渠道的通知类型会同时发到你的邮箱；每封邮件底部都有退订链接。</p>
          <label className="m-email-switch">
            <input
              type="checkbox"
              checked={status.digestEnabled}
              disabled={saving.isLoading}
              onChange={async (e) => done(await setDigest(toDigestInput(e.target.checked)), '已保存')}
            />
            每日摘要：每天早上 8 点把未读通知汇总发到邮箱（开启时也恢复经退订链接退订的通知邮件）
          </label>
          {confirmRemove ? <p className="m-error">解绑后不再给这个邮箱发送任何邮件。再点一次「确认解绑」。</p> : null}
          <button
            type="button"
            className="m-btn m-btn-block"
            disabled={removing.isLoading}
            onClick={async () => {
              if (!confirmRemove) return setConfirmRemove(true);
              setConfirmRemove(false);
              await done(await remove(), '邮箱已解绑');
            }}
          >
            {confirmRemove ? '确认解绑' : '解绑邮箱'}
          </button>
        </section>
      ) : null}
    </>
  );
}
