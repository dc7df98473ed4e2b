import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Bell } from './Bell';
import { useMember } from './hooks';
import { useMemberNavigation } from './navigation/defaults';
import { FooterNavigation, TabBar, TopNavigation } from './navigation/NavigationBars';
import { usePageViews } from './pageView';
import { ReadOnlyBanner } from './ReadOnlyBanner';
import { Slot } from './slots';
import { Toasts } from './Toasts';
import { useSiteHead } from './useSiteHead';

/** Phones: the site's tab bar at the bottom; desktops: its top navigation; both: its footer navigation (getMemberNavigation). */
export function Shell() {
  const site = useSiteHead();
  usePageViews();
  const { signedIn, profile } = useMember();
  // The server leaves out what this viewer may not see and features the site has switched off.
  const navigation = useMemberNavigation();
  return (
    <div className="m-app">
      <header className="m-top">
        <div className="m-top-inner">
          {/* Named before the site's details arrive too: a link without a name is all a screen reader would meet. */}
          <Link to="/" className="m-brand" aria-label={site?.siteName || '首页'}>
            {site?.logoUrl ? <img src={site.logoUrl} alt="" className="m-logo" /> : null}
            <span>{site?.siteName ?? ''}</span>
          </Link>
          <nav className="m-top-nav" aria-label="主导航">
            <TopNavigation items={navigation.top} signedIn={signedIn} />
            {profile?.isAdmin ? (
              <a href="/console/" className="m-top-admin">
                管理后台
              </a>
            ) : null}
          </nav>
          {signedIn ? <Slot name="header" /> : null}
          {signedIn ? <Bell /> : null}
        </div>
        <ReadOnlyBanner />
      </header>
      <main className="m-main">
        <Suspense fallback={<div className="m-loading">加载中…</div>}>
          <Outlet />
        </Suspense>
      </main>
      <FooterNavigation items={navigation.footer} />
      <Slot name="footer" />
      <TabBar items={navigation.tabBar} />
      <Toasts />
    </div>
  );
}
