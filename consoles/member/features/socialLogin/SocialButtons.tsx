import { useState } from 'react';
import { useLocation } from 'react-router';
import { api } from '#kit/request/api';
import type { Schema } from '#sdk';
import { inWechat, newVerifier, rememberFlow, safeBack, shownProviders } from './socialFlow';

/** The 「微信登录 / QQ登录 / 微博登录」 buttons under the sign-in and registration forms, for what the site enabled. */
export function SocialButtons() {
  const options = api.useGetSocialLoginOptionsQuery();
  const [start] = api.useStartSocialLoginMutation();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const providers = shownProviders(options.data?.providers ?? [], inWechat());
  if (providers.length === 0) return null;

  const go = async (provider: Schema<'SocialProvider'>) => {
    setBusy(true);
    const verifier = newVerifier();
    const result = await start({ body: { provider, verifier } });
    const data = result.data?.data;
    if (!data) {
      setBusy(false);
      return;
    }
    rememberFlow(data.state, { verifier, provider, mode: 'login', back: safeBack(new URLSearchParams(location.search).get('redirect')) });
    window.location.assign(data.authorizeUrl);
  };

  return (
    <section className="m-card m-social" aria-label="第三方账号登录">
      <p className="m-muted">其他登录方式</p>
      <div className="m-social-buttons">
        {providers.map((p) => (
          <button key={p.provider} type="button" className={`m-btn m-social-${p.provider}`} disabled={busy} onClick={() => go(p.provider)}>
            {p.name}
            {p.sandbox ? '（模拟）' : ''}
          </button>
        ))}
      </div>
    </section>
  );
}
