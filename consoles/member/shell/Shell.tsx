import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Bell } from './Bell';
import { useMember } from './hooks';
import { usePageViews } from './pageView';
import { Toasts } from './Toasts';
import { useSiteHead } from './useSiteHead';

const TABS = [
  { to: '/', label: '首页', icon: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z', end: true },
  {
    to: '/search',
    label: '搜索',
    icon: 'M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.8 4.8-1.4 1.4-4.8-4.8A7.5 7.5 0 1 1 10.5 3zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z',
  },
  {
    to: '/questions',
    label: '问答',
    icon: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 13.5a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5zM12 6a3.5 3.5 0 0 0-3.5 3.5h2a1.5 1.5 0 1 1 2.2 1.3c-.9.5-1.7 1.2-1.7 2.7h2c0-.7.3-1 .9-1.4A3.5 3.5 0 0 0 12 6z',
    question: true,
  },
  { to: '/write', label: '发帖', icon: 'M11 4h2v7h7v2h-7v7h-2v-7H4v-2h7z' },
  { to: '/me', label: '我的', icon: 'M12 12a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm-8 9a8 8 0 0 1 16 0z' },
] as const;

function TabIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/** Phones: a bottom tab bar; desktops: the same four places in the top bar. */
export function Shell() {
  const site = useSiteHead();
  usePageViews();
  const { signedIn, profile } = useMember();
  // 问答 shows where the site has it switched on (the licence is checked by the pages and the server).
  const tabs = TABS.filter((tab) => !('question' in tab) || site?.questionFunctionStatus === 1);
  return (
    <div className="m-app">
      <header className="m-top">
        <div className="m-top-inner">
          <Link to="/" className="m-brand">
            {site?.logoUrl ? <img src={site.logoUrl} alt="" className="m-logo" /> : null}
            <span>{site?.siteName ?? ''}</span>
          </Link>
          <nav className="m-top-nav" aria-label="主导航">
            {tabs.map((tab) => (
              <NavLink key={tab.to} to={tab.to} end={'end' in tab}>
                {tab.to === '/me' && !signedIn ? '登录' : tab.label}
              </NavLink>
            ))}
            {profile?.isAdmin ? (
              <a href="/console/" className="m-top-admin">
                管理后台
              </a>
            ) : null}
          </nav>
          {signedIn ? <Bell /> : null}
        </div>
      </header>
      <main className="m-main">
        <Suspense fallback={<div className="m-loading">加载中…</div>}>
          <Outlet />
        </Suspense>
      </main>
      <nav className="m-tabs" aria-label="底部导航">
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={'end' in tab}>
            <TabIcon path={tab.icon} />
            <span>{tab.label}</span>
          </NavLink>
        ))}
      </nav>
      <Toasts />
    </div>
  );
}
