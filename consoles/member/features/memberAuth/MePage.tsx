import { Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '#kit/format/time';
import { api } from '#kit/request/api';
import { useMember, useMemberSite, useMemberStore, usePageTitle } from '../../shell/hooks';
import { useMine } from '../../shell/mine';
import { signOut } from '../../store';
import { MyPosts } from './MyPosts';
import './memberAuth.css';

/**
 * 我的: who is signed in, what the features put here (their manifests' `mine`: cards, links, buttons), their posts,
 * the way to the console for administrators, and signing out.
 */
export function MePage() {
  usePageTitle('我的');
  const { profile } = useMember();
  const site = useMemberSite();
  const store = useMemberStore();
  const navigate = useNavigate();
  const mine = useMine(site);
  const [logout, { isLoading }] = api.useMemberLogoutMutation();
  // Signed in through the owner's identity provider: after signing out here, sign out there too (RP-initiated logout).
  // Asked only when the member signs out, not on every visit to 我的.
  const [ssoLogoutUrl] = api.useLazyGetSsoLogoutUrlQuery();
  const leave = async () => {
    const providerLogout = (await ssoLogoutUrl()).data?.logoutUrl;
    await logout();
    if (providerLogout) {
      signOut(store);
      window.location.assign(providerLogout);
      return;
    }
    await navigate('/', { replace: true });
    signOut(store);
  };
  if (!profile) return <div className="m-loading">加载中…</div>;
  return (
    <>
      <h1 className="m-sr-only">我的</h1>
      <section className="m-card m-profile">
        {profile.avatar ? (
          <img className="m-avatar" src={profile.avatar} alt="" />
        ) : (
          <span className="m-avatar" aria-hidden="true">
            {profile.userName.slice(0, 1)}
          </span>
        )}
        <div className="m-spacer">
          <div className="m-post-title">{profile.userName}</div>
          <div className="m-muted">
            {profile.rankName ? `${profile.rankName} · ` : ''}
            {formatDate(profile.createdAt)} 加入
          </div>
        </div>
        {profile.isAdmin ? (
          <a className="m-btn" href="/console/">
            管理后台
          </a>
        ) : null}
      </section>
      <Suspense fallback={null}>
        {mine.cards.map((Card, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the cards are a fixed list from the manifests
          <Card key={index} />
        ))}
      </Suspense>
      {mine.links.length ? (
        <nav className="m-card m-me-links" aria-label="我的功能">
          {mine.links.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
      ) : null}
      <MyPosts />
      {mine.buttons.map((link) => (
        <Link key={link.to} className="m-btn m-btn-block" to={link.to}>
          {link.label}
        </Link>
      ))}
      <Link className="m-btn m-btn-block" to="/me/password">
        修改密码
      </Link>
      <button type="button" className="m-btn m-btn-block" disabled={isLoading} onClick={leave}>
        退出登录
      </button>
    </>
  );
}
