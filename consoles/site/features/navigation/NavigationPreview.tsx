import { makeStyles, tokens } from '@fluentui/react-components';
import type { NavigationIconLabels } from '#sdk';
import { NavigationIcon } from '#shared/navigation/NavigationIcon';
import type { ItemValues, Position, TargetKind } from './navigationRequests';

const DEFAULT_ICON: Record<TargetKind, keyof typeof NavigationIconLabels> = {
  home: 'home',
  section: 'section',
  questionList: 'question',
  mall: 'mall',
  post: 'post',
  search: 'search',
  write: 'write',
  me: 'me',
  external: 'link',
};

const useStyles = makeStyles({
  frame: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'center',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  footer: { justifyContent: 'center', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  sub: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  phone: { maxWidth: '375px', display: 'flex', padding: tokens.spacingVerticalXS },
  tab: {
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    fontSize: tokens.fontSizeBase100,
    color: tokens.colorNeutralForeground3,
  },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** How the bar looks on the member site with these items (enabled ones, every visibility): a sketch, not the site itself. */
export function NavigationPreview({ position, items }: { position: Position; items: readonly ItemValues[] }) {
  const styles = useStyles();
  const shown = items.filter((item) => item.enabled);
  if (!shown.length) return <p className={styles.empty}>没有启用的导航项，前台不显示这一栏。</p>;
  if (position === 'tabBar') {
    return (
      <ul className={`${styles.frame} ${styles.bar} ${styles.phone}`} aria-label="预览">
        {shown.map((item) => (
          <li key={item.key} className={styles.tab}>
            <NavigationIcon icon={item.icon ?? DEFAULT_ICON[item.targetKind]} />
            <span>{item.name}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={`${styles.frame} ${styles.bar} ${position === 'footer' ? styles.footer : ''}`} aria-label="预览">
      {shown.map((item) => {
        const children = item.children.filter((c) => c.enabled);
        return (
          <li key={item.key}>
            {item.name}
            {position === 'top' && children.length ? (
              <span className={styles.sub}>{` ▾（${children.map((c) => c.name).join('、')}）`}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
