import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { bodyRules } from '#kit/form/fieldRules';
import { useForm } from '#kit/form/useForm';
import { api } from '#kit/request/api';
import { Switch } from '#sdk';
import { Field } from '../../shell/Field';
import { useMemberSite, useMemberStore, usePageTitle } from '../../shell/hooks';
import { Slot } from '../../shell/slots';
import { signIn } from '../../store';
import { backTo, type LoginValues, toLoginInput } from './authRequests';

const rules = bodyRules('memberLogin', ['account', 'password']);

/** 登录: account (login name or mobile) and password; back to where the reader came from. */
export function LoginPage() {
  usePageTitle('登录');
  const site = useMemberSite();
  const store = useMemberStore();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<LoginValues>({ account: '', password: '' }, rules);
  const [login, { isLoading }] = api.useMemberLoginMutation();
  // SSO-only mode (sso module): no password form, only the sign-in methods below.
  const sso = api.useGetSsoOptionsQuery();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const result = await login(toLoginInput(form.values));
    const token = result.data?.data?.token;
    if (!token) return;
    signIn(store, token);
    navigate(backTo(location.search), { replace: true });
  };
  if (sso.data?.passwordSignIn === false)
    return (
      <>
        <div className="m-card m-form">
          <h1>登录{site ? ` ${site.siteName}` : ''}</h1>
          <p className="m-muted">本站仅支持单点登录，请使用下方的按钮登录。</p>
        </div>
        <Slot name="signInMethods" />
      </>
    );
  return (
    <>
      <form className="m-card m-form" noValidate onSubmit={submit}>
        <h1>登录{site ? ` ${site.siteName}` : ''}</h1>
        <Field label="登录名或手机号" error={form.errors.account}>
          <input
            className="m-input"
            autoComplete="username"
            value={form.values.account}
            onChange={(e) => form.set('account', e.target.value)}
            onBlur={() => form.touch('account')}
          />
        </Field>
        <Field label="密码" error={form.errors.password}>
          <input
            className="m-input"
            type="password"
            autoComplete="current-password"
            value={form.values.password}
            onChange={(e) => form.set('password', e.target.value)}
            onBlur={() => form.touch('password')}
          />
        </Field>
        <button type="submit" className="m-btn m-btn-primary m-btn-block" disabled={isLoading}>
          登录
        </button>
        <p className="m-muted">
          <Link to="/forgot-password">忘记密码？</Link>
          {site?.registerStatus === Switch.on ? (
            <>
              {' · '}还没有账号？<Link to={`/register${location.search}`}>注册</Link>
            </>
          ) : null}
        </p>
      </form>
      <Slot name="signInMethods" />
    </>
  );
}
