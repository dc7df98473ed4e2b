import { Badge, Caption1, Link, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { formatDate } from '#kit/format';
import { useKitSelector } from '#kit/store/hooks';
import { LicenseStatusLabels, LicenseTypeLabels, type Schema } from '#sdk';
import { licenseStatusColor } from '../license/licenseStatusColor';

// The cells of a site row that both site tables show (站点列表, 站点授权).

type Site = Schema<'Site'>;

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, alignItems: 'flex-start' },
  muted: { color: tokens.colorNeutralForeground3 },
  clip: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' },
  nowrap: { whiteSpace: 'nowrap' },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

/**
 * Name linking to the site's console (new tab), description under it. The owner enters through /auth-redirect,
 * signed in as the account (`#kit/session/handoff`); anyone else meets the console's login page.
 */
export function SiteNameCell({ site }: { site: Site }) {
  const styles = useStyles();
  const me = useKitSelector((s) => s.session.user?.id);
  const owned = me !== undefined && me === site.masterId;
  return (
    <div className={styles.stack}>
      <Link
        href={owned ? `${site.consoleUrl}auth-redirect` : site.consoleUrl}
        target="_blank"
        rel="noopener noreferrer"
        title={owned ? '进入站点控制台（以站长身份）' : '打开站点控制台'}
      >
        {site.name}
      </Link>
      {site.description && <Caption1 className={mergeClasses(styles.muted, styles.clip)}>{site.description}</Caption1>}
    </div>
  );
}

export function SiteOwnerCell({ site }: { site: Site }) {
  const styles = useStyles();
  return (
    <div className={styles.stack}>
      <Text>{site.masterName}</Text>
      <Caption1 className={mergeClasses(styles.muted, styles.nowrap)}>{site.masterMobile}</Caption1>
    </div>
  );
}

function expiryText(site: Site): string {
  if (!site.licenseExpiresAt) return '长期有效';
  const date = formatDate(site.licenseExpiresAt);
  return site.licenseStatus === 'expired' ? `已于 ${date} 过期` : `${date} 到期`;
}

/** Plan, state as a coloured badge, and expiry (the basic plan never expires). */
export function LicenseCell({ site }: { site: Site }) {
  const styles = useStyles();
  return (
    <div className={styles.stack}>
      <div className={styles.line}>
        <Text>{LicenseTypeLabels[site.licenseType]}</Text>
        <Badge appearance="tint" color={licenseStatusColor[site.licenseStatus]}>
          {LicenseStatusLabels[site.licenseStatus]}
        </Badge>
      </div>
      <Caption1 className={mergeClasses(styles.muted, styles.nowrap)}>{expiryText(site)}</Caption1>
    </div>
  );
}
