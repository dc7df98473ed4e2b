import { useState } from 'react';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { type Schema, SocialProviderLabels } from '#sdk';
import { usePageTitle } from '../../shell/hooks';
import { inWechat, newVerifier, rememberFlow, shownProviders } from './socialFlow';
import './socialLogin.css';

type Provider = Schema<'SocialProvider'>;

/** 我的 › 账号绑定 (`/me/social`): the bound WeChat, QQ and Weibo accounts; bind another, unbind (never the last way in). */
export function SocialBindingsPage() {
  usePageTitle('账号绑定');
  const bindings = api.useGetMySocialBindingListQuery();
  const options = api.useGetSocialLoginOptionsQuery();
  const [start] = api.useStartSocialBindingMutation();
  const [unbind, unbinding] = api.useUnbindSocialAccountMutation();
  const [busy, setBusy] = useState(false);
  const list = bindings.data?.list ?? [];
  const wechatApp = inWechat();
  const family = (p: Provider): Provider[] => (p === 'wechat' || p === 'wechatMp' ? ['wechat', 'wechatMp'] : [p]);
  const bindable = shownProviders(options.data?.providers ?? [], wechatApp).filter(
    (o) => !list.some((b) => family(o.provider).includes(b.provider)),
  );

  const bind = async (provider: Provider) => {
    setBusy(true);
    const verifier = newVerifier();
    const result = await start({ body: { provider, verifier } });
    const data = result.data?.data;
    if (!data) {
      setBusy(false);
      return;
    }
    rememberFlow(data.state, { verifier, provider, mode: 'bind', back: '/me/social' });
    window.location.assign(data.authorizeUrl);
  };
  const remove = async (binding: Schema<'SocialBinding'>) => {
    if (!window.confirm(`确定解绑${SocialProviderLabels[binding.provider]}（${binding.nickname || '无昵称'}）吗？`)) return;
    const result = await unbind({ query: { id: binding.id } });
    if (result.data) notify.success(result.data.description || '已解绑');
  };

  return (
    <div className="m-card">
      <h1>账号绑定</h1>
      {bindings.isLoading ? <p>加载中…</p> : null}
      <ul className="m-social-list" aria-label="已绑定的账号">
        {list.map((b) => (
          <li key={b.id}>
            <span className="m-social-who">
              {b.avatar ? <img src={b.avatar} alt="" width={32} height={32} /> : null}
              <strong>{SocialProviderLabels[b.provider]}</strong> {b.nickname || '（无昵称）'}
            </span>
            <button type="button" className="m-btn" disabled={unbinding.isLoading} onClick={() => remove(b)}>
              解绑
            </button>
          </li>
        ))}
        {!bindings.isLoading && list.length === 0 ? <li className="m-muted">还没有绑定第三方账号</li> : null}
      </ul>
      {bindable.length > 0 ? (
        <div className="m-social-buttons">
          {bindable.map((o) => (
            <button key={o.provider} type="button" className="m-btn" disabled={busy} onClick={() => bind(o.provider)}>
              绑定{o.name.replace('登录', '')}
              {o.sandbox ? '（模拟）' : ''}
            </button>
          ))}
        </div>
      ) : null}
      {bindings.data && !bindings.data.hasPassword ? (
        <p className="m-muted">你还没有设置登录密码：最后一个绑定不能解绑，否则将无法登录。</p>
      ) : null}
    </div>
  );
}
