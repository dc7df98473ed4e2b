import {
  Button,
  CounterBadge,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, DismissRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useConsoleConfig } from '#kit/app/context';
import { matchRoute } from '#kit/routes/table';
import { useKitSelector } from '#kit/store/hooks';
import { BRAND_TEXT_COLOR, TAGS_HEIGHT } from '#kit/theme/theme';
import type { VisitedView } from './tabsSlice';
import { useTabActions } from './useTabActions';

const useStyles = makeStyles({
  bar: {
    height: `${TAGS_HEIGHT}px`,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingInline: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: '0 1px 3px 0 rgba(0, 0, 0, 0.08)',
  },
  scroller: {
    flexGrow: 1,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollbarWidth: 'none',
  },
  tag: {
    flexShrink: 0,
    height: '26px',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2px',
    paddingInline: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  active: {
    backgroundColor: BRAND_TEXT_COLOR,
    borderTopColor: BRAND_TEXT_COLOR,
    borderRightColor: BRAND_TEXT_COLOR,
    borderBottomColor: BRAND_TEXT_COLOR,
    borderLeftColor: BRAND_TEXT_COLOR,
    color: '#ffffff',
  },
  link: { color: 'inherit', textDecorationLine: 'none', whiteSpace: 'nowrap', paddingBlock: '3px' },
  close: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    // WCAG 2.2 target size: 24 px to tap, reaching into the tab's own padding so the tab grows by little.
    width: '24px',
    height: '24px',
    marginInlineEnd: '-6px',
    padding: 0,
    border: 'none',
    borderRadius: '50%',
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    ':hover': { backgroundColor: 'rgba(0, 0, 0, 0.16)' },
  },
});

function Tag({ view, active, count }: { view: VisitedView; active: boolean; count: number }) {
  const styles = useStyles();
  const { close, closeOthers, closeAll, refresh } = useTabActions();
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    <Menu openOnContext>
      <MenuTrigger disableButtonEnhancement>
        <span ref={ref} className={mergeClasses(styles.tag, active && styles.active)} data-tab={view.path}>
          <Link className={styles.link} to={view.path} aria-current={active ? 'page' : undefined}>
            {view.title}
          </Link>
          {count > 0 && <CounterBadge count={count} size="extra-small" color="danger" />}
          {!view.affix && (
            <button type="button" className={styles.close} aria-label={`关闭 ${view.title}`} onClick={() => close(view)}>
              <DismissRegular fontSize={10} />
            </button>
          )}
        </span>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => refresh(view)}>刷新</MenuItem>
          {!view.affix && <MenuItem onClick={() => close(view)}>关闭</MenuItem>}
          <MenuItem onClick={() => closeOthers(view)}>关闭其他</MenuItem>
          <MenuItem onClick={() => closeAll()}>关闭所有</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** §2.3 visited-page tabs: right-click (or the menu at the end) to refresh, close, close others, close all. */
export function TagsView({ counts }: { counts: Readonly<Record<string, number>> }) {
  const styles = useStyles();
  const { routes } = useConsoleConfig();
  const views = useKitSelector((s) => s.tabs.visitedViews);
  const { currentPath, close, closeOthers, closeAll, refresh } = useTabActions();
  const current = views.find((v) => v.path === currentPath);
  const countOf = (view: VisitedView) => {
    const type = matchRoute(routes, view.path.split('?')[0])?.record.meta?.messageType;
    return type ? (counts[type] ?? 0) : 0;
  };
  return (
    <nav className={styles.bar} aria-label="已打开的页面">
      <div className={styles.scroller}>
        {views.map((view) => (
          <Tag key={view.path} view={view} active={view.path === currentPath} count={countOf(view)} />
        ))}
      </div>
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" size="small" icon={<MoreHorizontalRegular />} aria-label="标签页操作" />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<ArrowClockwiseRegular />} disabled={!current} onClick={() => current && refresh(current)}>
              刷新当前
            </MenuItem>
            <MenuItem disabled={!current || current.affix} onClick={() => current && close(current)}>
              关闭当前
            </MenuItem>
            <MenuItem disabled={!current} onClick={() => current && closeOthers(current)}>
              关闭其他
            </MenuItem>
            <MenuItem onClick={() => closeAll()}>关闭所有</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </nav>
  );
}
