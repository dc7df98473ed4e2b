import { Badge, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { LicenseStatusLabels, LicenseTypeLabels } from '../../../../sdk';
import { Panel } from '../../../kit/app/Panel';
import { thousands } from '../../../kit/format/number';
import { formatDate } from '../../../kit/format/time';
import { sessionApi } from '../../../kit/request/sessionApi';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  rows: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  label: { color: tokens.colorNeutralForeground3 },
  counts: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' },
  figure: { fontSize: tokens.fontSizeHero800, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightHero800 },
});

const statusColor = { active: 'success', expiring: 'warning', expired: 'danger' } as const;

/** 首页: the site's name, licence (type, status, expiry) and its figures (`getIndexBase`). */
export function HomePage() {
  const styles = useStyles();
  const { data: base, isLoading } = sessionApi.useGetIndexBaseQuery();
  if (isLoading) return <Spinner label="正在加载站点信息…" />;
  if (!base) return <Text>站点信息暂时无法读取，请稍后刷新重试。</Text>;
  const figures: [string, number][] = [
    ['会员总数', base.counts.members],
    ['今日新增会员', base.counts.newMembersToday],
    ['今日积分流水', base.counts.pointRecordsToday],
    ['管理员', base.counts.administrators],
    ['版块', base.counts.sections],
    ['用户等级', base.counts.ranks],
  ];
  return (
    <div className={styles.page}>
      <Panel title={base.siteName} description={`站点标识：${base.slug}`}>
        <div className={styles.rows}>
          <Text className={styles.label}>授权类型</Text>
          <Text>{LicenseTypeLabels[base.licenseType]}</Text>
          <Text className={styles.label}>授权状态</Text>
          <span>
            <Badge appearance="tint" color={statusColor[base.licenseStatus]}>
              {LicenseStatusLabels[base.licenseStatus]}
            </Badge>
          </span>
          <Text className={styles.label}>到期时间</Text>
          <Text>{base.licenseExpiresAt ? formatDate(base.licenseExpiresAt) : '长期有效'}</Text>
        </div>
      </Panel>
      <div className={styles.counts}>
        {figures.map(([label, value]) => (
          <Panel key={label}>
            <Text className={styles.label}>{label}</Text>
            <Text className={styles.figure}>{thousands(value)}</Text>
          </Panel>
        ))}
      </div>
    </div>
  );
}
