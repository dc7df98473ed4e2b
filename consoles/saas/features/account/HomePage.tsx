import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useAccessibleRoutes } from '#kit/app/context';
import { Panel } from '#kit/app/Panel';
import { formatDate } from '#kit/format/time';
import { RouteLink } from '#kit/pages/RouteLink';
import { affixRoutes } from '#kit/routes/table';
import { useKitSelector } from '#kit/store/hooks';
import { SaasRoleLabels, type Schema } from '#sdk';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    alignItems: 'start',
  },
  rows: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  label: { color: tokens.colorNeutralForeground3 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  links: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

function roleLabel(role: string): string {
  if (role === 'visitor') return '访客（暂无管理权限）';
  return SaasRoleLabels[role as keyof typeof SaasRoleLabels] ?? role;
}

/** 首页: who is signed in, what they may do, and where to go next (pinned pages, own settings). */
export function HomePage() {
  const styles = useStyles();
  const account = useKitSelector((s) => s.session.user) as Schema<'AccountInfo'> | null;
  const roles = useKitSelector((s) => s.session.roles);
  const routes = useAccessibleRoutes();
  const pinned = useMemo(() => affixRoutes(routes), [routes]);
  const rows: [string, string][] = [
    ['手机号', account?.accountMobile ?? ''],
    ['邮箱', account?.accountEmail || '未设置'],
    ['公司', account?.company || '未填写'],
    ['职位', account?.position || '未填写'],
    ['所在城市', account?.areaAddress || '未填写'],
    ['注册时间', formatDate(account?.createdAt)],
  ];
  return (
    <div className={styles.grid}>
      <Panel title={`你好，${account?.userName ?? ''}`} description="欢迎使用站点管理中心">
        <div className={styles.rows}>
          {rows.flatMap(([label, value]) => [
            <Text key={`${label}-label`} className={styles.label}>
              {label}
            </Text>,
            <Text key={`${label}-value`}>{value}</Text>,
          ])}
        </div>
      </Panel>
      <Panel title="我的权限">
        <div className={styles.badges}>
          {roles.map((role) => (
            <Badge key={role} appearance="tint" color={role === 'admin' ? 'brand' : 'informative'}>
              {roleLabel(role)}
            </Badge>
          ))}
        </div>
      </Panel>
      <Panel title="常用入口">
        <div className={styles.links}>
          {pinned.map((p) => (
            <RouteLink key={p.fullPath} to={p.fullPath}>
              {p.record.meta?.title}
            </RouteLink>
          ))}
          <RouteLink to="/profile">个人资料</RouteLink>
          <RouteLink to="/password">修改密码</RouteLink>
        </div>
      </Panel>
    </div>
  );
}
