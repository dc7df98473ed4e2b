import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { bodyRules } from '#kit/form/fieldRules';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { Switch } from '#sdk';
import { Field } from '../../shell/Field';
import { useMemberSite, useMemberStore, usePageTitle } from '../../shell/hooks';
import { Slot } from '../../shell/slots';
import { signIn } from '../../store';
import { backTo, type RegisterValues, toRegisterInput } from './authRequests';
import { formInput } from './formInput';
import { SmsButton } from './SmsButton';

const rules = bodyRules('memberRegister', ['mobile', 'code', 'userName', 'password']);

/** 注册 by SMS code, only while the site has registration open. */
export function RegisterPage() {
  usePageTitle('注册');
  const site = useMemberSite();
  const store = useMemberStore();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<RegisterValues>({ mobile: '', code: '', userName: '', password: '' }, rules);
  const [register, { isLoading }] = api.useMemberRegisterMutation();
  const sso = api.useGetSsoOptionsQuery();
  if (!site) return <div className="m-loading">加载中…</div>;
  if (sso.data?.passwordSignIn === false)
    return (
      <div className="m-card m-form m-empty">
        <p>本站仅支持单点登录，首次登录时自动注册</p>
        <Link to={`/login${location.search}`}>去登录</Link>
      </div>
    );
  if (site.registerStatus !== Switch.on)
    return (
      <div className="m-card m-form m-empty">
        <p>本站暂未开放注册</p>
        <Link to="/login">去登录</Link>
      </div>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const result = await register(toRegisterInput(form.values));
    const token = result.data?.data?.token;
    if (!token) return;
    notify.success(result.data?.description || '注册成功');
    signIn(store, token);
    navigate(backTo(location.search), { replace: true });
  };
  const input = (key: keyof RegisterValues, type?: string, autoComplete?: string) => formInput(form, key, type, autoComplete);
  return (
    <>
      <form className="m-card m-form" noValidate onSubmit={submit}>
        <h1>注册 {site.siteName}</h1>
        <Field label="手机号" error={form.errors.mobile}>
          {input('mobile', 'tel', 'tel')}
        </Field>
        <Field label="验证码" error={form.errors.code}>
          <div className="m-row">
            <div className="m-spacer">{input('code', 'text', 'one-time-code')}</div>
            <SmsButton
              useSend={api.useSendMemberRegisterSmsMutation}
              mobile={form.values.mobile}
              validateMobile={() => form.validate(['mobile'])}
            />
          </div>
        </Field>
        <Field label="昵称" error={form.errors.userName}>
          {input('userName', 'text', 'nickname')}
        </Field>
        <Field label="密码" error={form.errors.password}>
          {input('password', 'password', 'new-password')}
        </Field>
        <button type="submit" className="m-btn m-btn-primary m-btn-block" disabled={isLoading}>
          注册
        </button>
        <p className="m-muted">
          已有账号？<Link to={`/login${location.search}`}>登录</Link>
        </p>
      </form>
      <Slot name="signInMethods" />
    </>
  );
}
