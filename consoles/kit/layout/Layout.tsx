import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useLiveEvents } from '#kit/live/useLiveEvents';
import { useBadgeCounts } from '#kit/messages/useBadgeCounts';
import { useMessageCounts } from '#kit/messages/useMessages';
import { ReadOnlyBanner } from '#kit/readOnly/ReadOnlyBanner';
import { useKitDispatch, useKitSelector } from '#kit/store/hooks';
import { TagsView } from '#kit/tabs/TagsView';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '#kit/theme/theme';
import { AppMain } from './AppMain';
import { sidebarClosed } from './appSlice';
import { Navbar } from './Navbar';
import { Sidebar } from './Sidebar';
import { useSidebarStyles } from './Sidebar.styles';
import { useDevice, useNavigationEffects } from './useNavigationEffects';

const useStyles = makeStyles({
  root: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  main: { marginLeft: `${SIDEBAR_WIDTH}px`, minHeight: '100vh', transition: 'margin-left 0.28s' },
  mainRail: { marginLeft: `${SIDEBAR_COLLAPSED_WIDTH}px` },
  mainMobile: { marginLeft: 0 },
  header: { position: 'sticky', top: 0, zIndex: 9 },
});

/** The frame around every signed-in page: sidebar, navbar, the read-only banner, tabs, and the kept-alive page area. */
export function Layout() {
  const styles = useStyles();
  const sidebarStyles = useSidebarStyles();
  const dispatch = useKitDispatch();
  const { sidebar, device } = useKitSelector((s) => s.app);
  const messages = useMessageCounts();
  const badges = useBadgeCounts();
  const counts = useMemo(() => ({ ...messages, ...badges }), [messages, badges]);
  useDevice();
  useLiveEvents();
  // Only message types are cleared by opening their page; badges count what still waits.
  useNavigationEffects(messages);
  const mobile = device === 'mobile';
  return (
    <div className={styles.root} data-device={device}>
      {mobile && sidebar.opened && (
        <div className={sidebarStyles.backdrop} aria-hidden onClick={() => dispatch(sidebarClosed({ withoutAnimation: false }))} />
      )}
      <Sidebar counts={counts} />
      <div className={mergeClasses(styles.main, mobile ? styles.mainMobile : !sidebar.opened && styles.mainRail)}>
        <div className={styles.header}>
          <Navbar />
          <ReadOnlyBanner />
          <TagsView counts={counts} />
        </div>
        <AppMain />
      </div>
    </div>
  );
}
