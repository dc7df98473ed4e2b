import { useState } from 'react';
import { useLocation } from 'react-router';
import { api } from '#kit/request/api';
import type { Schema } from '#sdk';
import { newVerifier, rememberSso, safeBack } from './ssoFlow';
import './sso.css';

/** The owner's single sign-on buttons under the sign-in and registration forms, for what the site enabled. */
export function SsoButtons() {
  const options = api.useGetSsoOptionsQuery();
  const [start] = api.useStartSsoLoginMutation();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const methods = options.data?.methods ?? [];
  if (methods.length === 0) return null;

  const go = async (method: Schema<'SsoMethod'>) => {
    setBusy(true);
    const verifier = newVerifier();
    const result = await start({ body: { method, verifier } });
    const data = result.data?.data;
    if (!data) {
      setBusy(false);
      return;
    }
    rememberSso(data.state, { verifier, method, back: safeBack(new URLSearchParams(location.search).get('redirect')) });
    window.location.assign(data.authorizeUrl);
  };

  return (
    <section className="m-card m-sso" aria-label="单点登录">
      <div className="m-sso-buttons">
        {methods.map((m) => (
          <button key={m.method} type="button" className="m-btn m-btn-block m-sso-button" disabled={busy} onClick={() => go(m.method)}>
            {m.name}
          </button>
        ))}
      </div>
    </section>
  );
}
