import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import type { Schema } from '#sdk';
import { usePageTitle } from '../../shell/hooks';
import { SCOPE_TEXT } from './scopeText';
import './oauth.css';

/** 我的 › 已授权的应用 (`/me/oauth`): the apps the member let sign in with their account; revoking ends their tokens. */
export function OauthGrantsPage() {
  usePageTitle('已授权的应用');
  const grants = api.useGetMyOauthGrantListQuery();
  const [revoke, revoking] = api.useRevokeMyOauthGrantMutation();
  const list = grants.data?.list ?? [];

  const remove = async (grant: Schema<'OauthGrant'>) => {
    if (!window.confirm(`确定取消对「${grant.name}」的授权吗？它将不能再用你的账号登录或读取你的资料。`)) return;
    const result = await revoke({ query: { id: grant.id } });
    if (result.data) notify.success(result.data.description || '已取消授权');
  };

  return (
    <div className="m-card">
      <h1>已授权的应用</h1>
      {grants.isLoading ? <p>加载中…</p> : null}
      <ul className="m-oauth-list" aria-label="已授权的应用">
        {list.map((g) => (
          <li key={g.id}>
            <span className="m-oauth-app">
              {g.logoUrl ? <img src={g.logoUrl} alt="" /> : null}
              <span>
                <strong>{g.name}</strong>
                <br />
                <span className="m-muted">{g.scopes.map((s) => SCOPE_TEXT[s]).join('；')}</span>
              </span>
            </span>
            <button type="button" className="m-btn" disabled={revoking.isLoading} onClick={() => remove(g)}>
              取消授权
            </button>
          </li>
        ))}
        {!grants.isLoading && list.length === 0 ? <li className="m-muted">还没有授权任何应用</li> : null}
      </ul>
    </div>
  );
}
