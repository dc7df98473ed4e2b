import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { usePageTitle } from '../../shell/hooks';
import { SCOPE_TEXT } from './scopeText';
import './oauth.css';

/**
 * 授权登录 (`/oauth-consent/:uid`): where the site's OpenID Provider sends a member an app asked to sign in. The member
 * site's own session says who it is; the member agrees or refuses, and the browser goes back through the provider
 * (`/oauth/auth/…`) to the app. An app already authorised for these scopes goes through without asking again.
 */
export function OauthConsentPage() {
  usePageTitle('授权登录');
  const { uid = '' } = useParams();
  const consent = api.useGetOauthConsentQuery({ query: { uid } }, { skip: !uid, refetchOnMountOrArgChange: true });
  const [answer] = api.useAnswerOauthConsentMutation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const auto = useRef(false);

  const reply = async (approve: boolean) => {
    setBusy(true);
    const result = await answer({ body: { uid, approve } });
    if (result.data) {
      window.location.assign(result.data.data.redirectTo);
      return;
    }
    setFailed(errorText(result.error));
    setBusy(false);
  };

  const data = consent.data;
  useEffect(() => {
    if (data?.granted && !auto.current) {
      auto.current = true;
      void reply(true);
    }
  });

  if (consent.error) {
    return (
      <div className="m-card">
        <h1>授权登录</h1>
        <p>{errorText(consent.error)}</p>
      </div>
    );
  }
  if (!data) return <div className="m-card">加载中…</div>;
  return (
    <div className="m-card">
      <h1>授权登录</h1>
      <div className="m-oauth-app">
        {data.logoUrl ? <img src={data.logoUrl} alt="" /> : null}
        <p>
          <strong>{data.clientName}</strong> 请求使用你在本站的账号登录。
        </p>
      </div>
      <p>同意后，它将可以读取：</p>
      <ul className="m-oauth-scopes" aria-label="请求的权限">
        {data.scopes.map((s) => (
          <li key={s}>{SCOPE_TEXT[s]}</li>
        ))}
      </ul>
      {data.granted ? <p className="m-muted">你此前已授权，正在返回应用…</p> : null}
      {failed ? (
        <p className="m-error" role="alert">
          {failed}
        </p>
      ) : null}
      <div className="m-oauth-actions">
        <button type="button" className="m-btn m-btn-primary" disabled={busy} onClick={() => reply(true)}>
          同意并登录
        </button>
        <button type="button" className="m-btn" disabled={busy} onClick={() => reply(false)}>
          拒绝
        </button>
      </div>
      <p className="m-muted">你可以随时在「我的 › 已授权的应用」取消授权。</p>
    </div>
  );
}
