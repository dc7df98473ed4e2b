import { Hamburger, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useConsoleConfig } from '#kit/app/context';
import { useKitDispatch, useKitSelector } from '#kit/store/hooks';
import { NAVBAR_HEIGHT } from '#kit/theme/theme';
import { Breadcrumbs } from './Breadcrumbs';
import { FullscreenButton } from './FullscreenButton';
import { toggleSidebar } from './sidebarThunks';
import { UserMenu } from './UserMenu';

// Only loaded once something went wrong: most sessions never need the dialog and its table.
const ErrorLogButton = lazy(async () => ({ default: (await import('#kit/errorLog/ErrorLogButton')).ErrorLogButton }));

const useStyles = makeStyles({
  navbar: {
    height: `${NAVBAR_HEIGHT}px`,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingInline: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
  },
  crumbs: { flexGrow: 1, minWidth: 0, display: 'flex' },
  right: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
  desktopOnly: { display: 'contents', '@media (max-width: 991.98px)': { display: 'none' } },
});

/** §2.3 navbar: hamburger, breadcrumb, error log, fullscreen, user menu. */
export function Navbar() {
  const styles = useStyles();
  const dispatch = useKitDispatch();
  const opened = useKitSelector((s) => s.app.sidebar.opened);
  const hasErrors = useKitSelector((s) => s.errorLog.logs.length > 0);
  const { navbarExtra: Extra } = useConsoleConfig();
  return (
    <header className={styles.navbar}>
      <Hamburger aria-label={opened ? '收起侧边栏' : '展开侧边栏'} aria-expanded={opened} onClick={() => dispatch(toggleSidebar())} />
      <div className={styles.crumbs}>
        <Breadcrumbs />
      </div>
      <div className={styles.right}>
        {hasErrors && (
          <Suspense fallback={null}>
            <ErrorLogButton />
          </Suspense>
        )}
        <span className={styles.desktopOnly}>
          <FullscreenButton />
        </span>
        {Extra && <Extra />}
        <UserMenu />
      </div>
    </header>
  );
}
