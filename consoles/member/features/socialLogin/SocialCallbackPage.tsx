import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { bodyRules } from '#kit/form/fieldRules';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { useSmsCountdown } from '#kit/pages/useSmsCountdown';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { type Schema, SocialProviderLabels, SocialProviderValues } from '#sdk';
import { Field } from '../../shell/Field';
import { useMemberStore, usePageTitle } from '../../shell/hooks';
import { signIn } from '../../store';
import { type PendingFlow, takeFlow } from './socialFlow';
import './socialLogin.css';

const phoneRules = bodyRules('bindSocialPhone', ['mobile', 'code']);

type Outcome = Schema<'SocialLoginOutcome'>;

/** The provider sends the visitor back here (`/auth/social/callback/<provider>?code&state`): sign in, bind, or ask for a phone. */
export function SocialCallbackPage() {
  usePageTitle('第三方账号登录');
  const { provider } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const store = useMemberStore();
  const [complete] = api.useCompleteSocialLoginMutation();
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState<{ outcome: Outcome; flow: PendingFlow }>();
  const once = useRef(false);

  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const state = search.get('state') ?? '';
    const code = search.get('code') ?? '';
    const flow = state ? takeFlow(state) : undefined;
    const known = SocialProviderValues.find((p) => p === provider);
    if (!known || !flow || flow.provider !== known) {
      setProblem('登录请求已失效，请回到登录页重新开始');
      return;
    }
    if (!code) {
      setProblem('你没有同意授权，未登录');
      return;
    }
    (async () => {
      const result = await complete({ body: { provider: known, code, state, verifier: flow.verifier } });
      const outcome = result.data?.data;
      if (!outcome) {
        setProblem(result.error ? errorText(result.error) : '登录失败，请重新登录');
        return;
      }
      if (outcome.outcome === 'signedIn' && outcome.token) {
        signIn(store, outcome.token);
        navigate(flow.back, { replace: true });
      } else if (outcome.outcome === 'bound') {
        notify.success(`已绑定${SocialProviderLabels[known]}`);
        navigate('/me/social', { replace: true });
      } else setPending({ outcome, flow });
    })();
  }, [complete, navigate, provider, search, store]);

  if (problem) {
    return (
      <div className="m-card m-form">
        <h1>第三方账号登录</h1>
        <p role="alert">{problem}</p>
        <p>
          <Link to="/login">返回登录</Link>
        </p>
      </div>
    );
  }
  if (pending?.outcome.ticket) return <BindPhone outcome={pending.outcome} ticket={pending.outcome.ticket} back={pending.flow.back} />;
  return (
    <div className="m-card m-form">
      <p>正在登录…</p>
    </div>
  );
}

/** The site asks for a phone first: an SMS code proves it, then the member (new, or the one holding the number) signs in. */
function BindPhone({ outcome, ticket, back }: { outcome: Outcome; ticket: string; back: string }) {
  const store = useMemberStore();
  const navigate = useNavigate();
  const form = useForm({ mobile: '', code: '' }, phoneRules);
  const [sendSms] = api.useSendSocialPhoneSmsMutation();
  const [bind, { isLoading }] = api.useBindSocialPhoneMutation();
  const { left, sending, press } = useSmsCountdown(
    () => form.validate(['mobile']),
    async () => {
      const result = await sendSms({ body: { ticket, mobile: form.values.mobile.trim() } });
      const data = result.data?.data;
      return data ? { description: result.data?.description, cooldownSeconds: data.cooldownSeconds } : null;
    },
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const result = await bind({ body: { ticket, mobile: form.values.mobile.trim(), code: form.values.code.trim() } });
    const token = result.data?.data?.token;
    if (!token) return;
    signIn(store, token);
    navigate(back, { replace: true });
  };
  return (
    <form className="m-card m-form" noValidate onSubmit={submit}>
      <h1>绑定手机号</h1>
      <p className="m-social-who">
        {outcome.avatar ? <img src={outcome.avatar} alt="" width={40} height={40} /> : null}
        {SocialProviderLabels[outcome.provider]}：{outcome.nickname || '（无昵称）'}
      </p>
      <p className="m-muted">本站要求先绑定手机号。已注册本站的手机号将绑定到原账号。</p>
      <Field label="手机号" error={form.errors.mobile}>
        <input
          className="m-input"
          inputMode="numeric"
          autoComplete="tel"
          value={form.values.mobile}
          onChange={(e) => form.set('mobile', e.target.value)}
          onBlur={() => form.touch('mobile')}
        />
      </Field>
      <Field label="验证码" error={form.errors.code}>
        <div className="m-social-code">
          <input
            className="m-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={form.values.code}
            onChange={(e) => form.set('code', e.target.value)}
            onBlur={() => form.touch('code')}
          />
          <button type="button" className="m-btn" disabled={sending || left > 0} onClick={press}>
            {left > 0 ? `${left} 秒后重发` : '获取验证码'}
          </button>
        </div>
      </Field>
      <button type="submit" className="m-btn m-btn-primary m-btn-block" disabled={isLoading}>
        绑定并登录
      </button>
    </form>
  );
}
