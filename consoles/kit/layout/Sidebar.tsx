import { mergeClasses } from '@fluentui/react-components';
import { ChatMultipleFilled } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useAccessibleRoutes, useConsoleConfig } from '#kit/app/context';
import { useCurrentRoute } from '#kit/app/handle';
import { buildMenu } from '#kit/routes/menu';
import { useKitSelector } from '#kit/store/hooks';
import { useSidebarStyles } from './Sidebar.styles';
import { SidebarMenu } from './SidebarMenu';

function Logo({ rail }: { rail: boolean }) {
  const styles = useSidebarStyles();
  const config = useConsoleConfig();
  const siteSetting = useKitSelector((s) => s.session.siteSetting);
  const logoUrl = siteSetting?.siteBasicSetting.logoUrl;
  const title = siteSetting?.siteName ?? config.name;
  return (
    <Link to="/" className={styles.logo} aria-label={title}>
      {logoUrl ? <img className={styles.logoImage} src={logoUrl} alt="" /> : <ChatMultipleFilled className={styles.logoMark} />}
      {!rail && <span className={styles.logoText}>{title}</span>}
    </Link>
  );
}

/** §2.3 sidebar: 200 px with logo and menu; a 54 px icon rail when collapsed; a drawer in mobile mode. */
export function Sidebar({ counts }: { counts: Readonly<Record<string, number>> }) {
  const styles = useSidebarStyles();
  const routes = useAccessibleRoutes();
  const menu = useMemo(() => buildMenu(routes), [routes]);
  const { sidebar, device } = useKitSelector((s) => s.app);
  const current = useCurrentRoute();
  const activePath = current?.record.meta?.activeMenu ?? current?.fullPath ?? '';
  const mobile = device === 'mobile';
  const rail = !mobile && !sidebar.opened;
  return (
    <aside
      className={mergeClasses(
        styles.sidebar,
        rail && styles.collapsed,
        mobile && !sidebar.opened && styles.mobileClosed,
        sidebar.withoutAnimation && styles.noAnimation,
      )}
      aria-label="侧边栏"
      inert={mobile && !sidebar.opened}
      data-state={rail ? 'collapsed' : sidebar.opened ? 'open' : 'closed'}
    >
      <Logo rail={rail} />
      <nav className={styles.scroll} aria-label="主菜单">
        <SidebarMenu nodes={menu} activePath={activePath} counts={counts} rail={rail} />
      </nav>
    </aside>
  );
}
