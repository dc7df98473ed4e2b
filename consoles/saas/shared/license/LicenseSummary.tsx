import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { formatDateTime } from '#kit/format/time';
import { LicenseStatusLabels, LicenseTypeLabels, type Schema } from '#sdk';
import { type DetailRow, DetailRows } from '../DetailRows';
import { licenseStatusColor } from './licenseStatusColor';

const useStyles = makeStyles({
  status: { display: 'inline-flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

export function LicenseStatusBadge({ status }: { status: Schema<'LicenseStatus'> }) {
  return (
    <Badge appearance="tint" color={licenseStatusColor[status]}>
      {LicenseStatusLabels[status]}
    </Badge>
  );
}

/** `2027-11-21 10:32`, or 长期有效 for a basic licence without an end. */
export function expiryText(expiresAt: string | null): string {
  return expiresAt ? formatDateTime(expiresAt) : '长期有效';
}

/** A site's licence: plan bought, plan in effect, state and dates (`getLicense`). */
export function LicenseSummary({ license, withOwner = false }: { license: Schema<'LicenseDetail'>; withOwner?: boolean }) {
  const styles = useStyles();
  const rows: DetailRow[] = [['站点', `${license.siteName}（${license.siteSlug}）`]];
  if (withOwner) rows.push(['站长', license.masterName]);
  rows.push(
    ['当前套餐', LicenseTypeLabels[license.licenseType]],
    [
      '生效类型',
      license.effectiveType === license.licenseType
        ? LicenseTypeLabels[license.effectiveType]
        : `${LicenseTypeLabels[license.effectiveType]}（已过期，按${LicenseTypeLabels[license.effectiveType]}运行，数据保留）`,
    ],
    [
      '授权状态',
      <span key="status" className={styles.status}>
        <LicenseStatusBadge status={license.licenseStatus} />
      </span>,
    ],
    ['开始时间', formatDateTime(license.startsAt)],
    ['到期时间', expiryText(license.expiresAt)],
  );
  return <DetailRows rows={rows} label="站点授权" />;
}
