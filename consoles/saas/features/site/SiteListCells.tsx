import {
  Button,
  Caption1,
  Link,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowSwapRegular, DeleteRegular, GlobeRegular, MoreHorizontalRegular, PersonQuestionMarkRegular } from '@fluentui/react-icons';
import { RouteLink } from '#kit/pages/RouteLink';
import { licenseAllows, type Schema } from '#sdk';
import { canRenew, canUpgrade } from './siteRequests';

type Site = Schema<'Site'>;

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, alignItems: 'flex-start' },
  muted: { color: tokens.colorNeutralForeground3 },
  clip: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' },
  nowrap: { whiteSpace: 'nowrap' },
  actions: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, rowGap: '2px' },
  danger: { color: tokens.colorPaletteRedForeground1 },
});

/** Host linking to the front site, slug under it. */
export function SiteHostCell({ site }: { site: Site }) {
  const styles = useStyles();
  return (
    <div className={styles.stack}>
      <Link className={styles.clip} href={site.url} target="_blank" rel="noopener noreferrer" title="打开站点前台">
        {site.host}
      </Link>
      <Caption1 className={mergeClasses(styles.muted, styles.nowrap)}>{`标识 ${site.slug}`}</Caption1>
    </div>
  );
}

export type SiteAction = 'users' | 'domains' | 'anonymous' | 'transfer' | 'delete';

export interface SiteActionsProps {
  site: Site;
  /** The signed-in account: renewing and upgrading are the owner's. */
  accountId: number | undefined;
  onAction: (action: SiteAction, site: Site) => void;
}

/** 站点用户, 续费, 升级, and 更多 (域名, 匿名用户, 转让, 删除). */
export function SiteActions({ site, accountId, onAction }: SiteActionsProps) {
  const styles = useStyles();
  return (
    <div className={styles.actions}>
      <Link as="button" onClick={() => onAction('users', site)}>
        站点用户
      </Link>
      {canRenew(site, accountId) && <RouteLink to={`/order/renewProduct/${site.id}`}>续费</RouteLink>}
      {canUpgrade(site, accountId) && (
        <RouteLink to={`/order/buyProduct/${site.id}`}>{licenseAllows.upgrade(site.licenseType) ? '升级' : '购买'}</RouteLink>
      )}
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" size="small" icon={<MoreHorizontalRegular />} aria-label={`更多操作：${site.name}`} />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<GlobeRegular />} onClick={() => onAction('domains', site)}>
              域名
            </MenuItem>
            <MenuItem icon={<PersonQuestionMarkRegular />} onClick={() => onAction('anonymous', site)}>
              匿名用户
            </MenuItem>
            <MenuItem icon={<ArrowSwapRegular />} onClick={() => onAction('transfer', site)}>
              转让
            </MenuItem>
            <MenuItem className={styles.danger} icon={<DeleteRegular />} onClick={() => onAction('delete', site)}>
              删除
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
}
