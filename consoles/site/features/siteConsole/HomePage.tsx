import { Badge, Link, MessageBar, MessageBarBody, makeStyles, mergeClasses, Spinner, Text, tokens } from '@fluentui/react-components';
import {
  CheckmarkCircleFilled,
  DismissCircleFilled,
  type FluentIcon,
  FolderRegular,
  PeopleRegular,
  PersonAddRegular,
  PersonStarRegular,
  RibbonRegular,
  TopSpeedRegular,
} from '@fluentui/react-icons';
import { Panel } from '#kit/app/Panel';
import { thousands } from '#kit/format/number';
import { formatDate } from '#kit/format/time';
import { RouteLink } from '#kit/pages/RouteLink';
import { useCan } from '#kit/permission/useCan';
import { api } from '#kit/request/api';
import { useKitSelector } from '#kit/store/hooks';
import { LicenseStatusLabels, LicenseType, LicenseTypeLabels, type Schema } from '#sdk';
import { capabilityText, daysLeft, siteCapabilities } from './capabilities';
import { RecentPointRecords } from './RecentPointRecords';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  rows: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    alignItems: 'center',
  },
  label: { color: tokens.colorNeutralForeground3 },
  counts: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' },
  card: { flexDirection: 'row', alignItems: 'center', gap: tokens.spacingHorizontalM },
  cardIcon: {
    fontSize: '28px',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusLarge,
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
    flexShrink: 0,
    // Phones: two cards a row leave no room for the icon beside the longer labels.
    '@media (max-width: 480px)': { display: 'none' },
  },
  cardText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  figure: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightHero700 },
  lower: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
    alignItems: 'start',
  },
  capabilities: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  capability: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  on: { color: tokens.colorPaletteGreenForeground1, fontSize: '20px', flexShrink: 0 },
  off: { color: tokens.colorNeutralForeground4, fontSize: '20px', flexShrink: 0 },
  offText: { color: tokens.colorNeutralForeground3 },
});

const statusColor = { active: 'success', expiring: 'warning', expired: 'danger' } as const;

type IndexBase = Schema<'IndexBase'>;
/** What staff get: the licence's state and the figures (a visitor gets neither, see getIndexBase). */
type StaffBase = IndexBase & { licenseStatus: NonNullable<IndexBase['licenseStatus']>; counts: NonNullable<IndexBase['counts']> };

const isStaffBase = (base: IndexBase): base is StaffBase => base.licenseStatus !== null && base.counts !== null;

function RenewHint({ base }: { base: StaffBase }) {
  const user = useKitSelector((s) => s.session.user) as Schema<'SiteUserInfo'> | null;
  if (base.licenseStatus === 'active') return null;
  const date = base.licenseExpiresAt ? formatDate(base.licenseExpiresAt) : '';
  const text =
    base.licenseStatus === 'expiring'
      ? `授权将于 ${date} 到期（还剩 ${Math.max(0, daysLeft(base.licenseExpiresAt ?? ''))} 天），请及时到站点管理中心续费，以免问答、积分商城等功能停用。`
      : `授权已于 ${date} 过期，站点已按基础版运行（数据保留）。请到站点管理中心续费以恢复全部功能。`;
  return (
    <MessageBar intent={base.licenseStatus === 'expired' ? 'error' : 'warning'}>
      <MessageBarBody>
        {text}
        {user?.userType === 1 ? (
          <Link href={user.centreUrl} target="_blank" rel="noopener noreferrer">
            前往站点管理中心
          </Link>
        ) : (
          '请联系站长续费。'
        )}
      </MessageBarBody>
    </MessageBar>
  );
}

function Licence({ base }: { base: StaffBase }) {
  const styles = useStyles();
  const left = base.licenseExpiresAt ? daysLeft(base.licenseExpiresAt) : null;
  return (
    <Panel title={base.siteName} description={`站点标识：${base.slug}`}>
      <div className={styles.rows}>
        <Text className={styles.label}>授权类型</Text>
        <Text weight="semibold">{LicenseTypeLabels[base.licenseType]}</Text>
        <Text className={styles.label}>授权状态</Text>
        <span>
          <Badge appearance="filled" color={statusColor[base.licenseStatus]}>
            {LicenseStatusLabels[base.licenseStatus]}
          </Badge>
        </span>
        <Text className={styles.label}>到期时间</Text>
        <Text>
          {base.licenseExpiresAt ? formatDate(base.licenseExpiresAt) : '长期有效'}
          {left !== null && left >= 0 ? `（还剩 ${left} 天）` : ''}
        </Text>
      </div>
      <RenewHint base={base} />
    </Panel>
  );
}

function Figures({ counts }: { counts: StaffBase['counts'] }) {
  const styles = useStyles();
  const figures: [string, number, FluentIcon][] = [
    ['会员总数', counts.members, PeopleRegular],
    ['今日新增会员', counts.newMembersToday, PersonAddRegular],
    ['今日积分流水', counts.pointRecordsToday, TopSpeedRegular],
    ['管理员', counts.administrators, PersonStarRegular],
    ['版块', counts.sections, FolderRegular],
    ['用户等级', counts.ranks, RibbonRegular],
  ];
  return (
    <div className={styles.counts}>
      {figures.map(([label, value, Icon]) => (
        <Panel key={label} className={styles.card}>
          <Icon className={styles.cardIcon} aria-hidden />
          <div className={styles.cardText}>
            <Text className={styles.label}>{label}</Text>
            <Text className={styles.figure}>{thousands(value)}</Text>
          </div>
        </Panel>
      ))}
    </div>
  );
}

/** What the licence opens for this account (§4 roles), so a licence change shows on the next load. */
function Capabilities() {
  const styles = useStyles();
  const roles = useKitSelector((s) => s.session.roles);
  const licenseType = useKitSelector((s) => s.session.indexBase?.licenseType ?? LicenseType.basic);
  const giftStatus = useKitSelector((s) => s.session.siteSetting?.siteBasicSetting.giftStatus ?? 0);
  const list = siteCapabilities({ roles, licenseType, giftStatus });
  const canSetUp = useCan('updateSiteSetting');
  return (
    <Panel title="功能开通情况" description={`当前授权：${LicenseTypeLabels[licenseType as 1 | 2 | 3] ?? ''}`}>
      <ul className={styles.capabilities} aria-label="功能开通情况">
        {list.map((capability) => (
          <li key={capability.key} className={styles.capability}>
            {capability.enabled ? (
              <CheckmarkCircleFilled className={styles.on} aria-hidden />
            ) : (
              <DismissCircleFilled className={styles.off} aria-hidden />
            )}
            <Text className={mergeClasses(!capability.enabled && styles.offText)}>{capabilityText(capability)}</Text>
          </li>
        ))}
      </ul>
      <Text className={styles.label}>
        升级或续费授权请到站点管理中心。
        {canSetUp && (
          <>
            开关各功能请到 <RouteLink to="/setting/settingFun">功能设置</RouteLink>。
          </>
        )}
      </Text>
    </Panel>
  );
}

/** A visitor's home (a site user without console roles): the site, and who to ask for a role. */
function VisitorWelcome({ base }: { base: IndexBase }) {
  return (
    <Panel title={base.siteName} description={`站点标识：${base.slug}`}>
      <MessageBar intent="info">
        <MessageBarBody>你的账号还没有管理角色，看不到本站的统计与授权信息。需要管理本站请联系站长分配角色。</MessageBarBody>
      </MessageBar>
    </Panel>
  );
}

/** 首页: the site, its licence and a renewal hint, its figures, what the licence opens, and the newest point records. */
export function HomePage() {
  const styles = useStyles();
  const { data: base, isLoading } = api.useGetIndexBaseQuery();
  if (isLoading) return <Spinner label="正在加载站点信息…" />;
  if (!base) return <Text>站点信息暂时无法读取，请稍后刷新重试。</Text>;
  if (!isStaffBase(base)) {
    return (
      <div className={styles.page}>
        <VisitorWelcome base={base} />
        <Capabilities />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <Licence base={base} />
      <Figures counts={base.counts} />
      <div className={styles.lower}>
        <Capabilities />
        <RecentPointRecords />
      </div>
    </div>
  );
}
