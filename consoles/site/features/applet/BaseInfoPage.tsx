import { Avatar, Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { AppletNicknameAuditStatusLabels, AppletRegisterKindLabels, type Schema } from '#sdk';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
    '@media (max-width: 639px)': { gridTemplateColumns: '1fr', rowGap: tokens.spacingVerticalXS },
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, wordBreak: 'break-word' },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

const nicknameAuditColor = { none: 'informative', auditing: 'warning', passed: 'success', rejected: 'danger' } as const;

/** `used/quota` as the owner reads it: how many changes are left in WeChat's period. */
export function quotaText(quota: Schema<'SiteApplet'>['nicknameQuota'], period: string): string {
  const left = Math.max(0, quota.quota - quota.used);
  return `${period}已用 ${quota.used} 次，还可 ${left} 次`;
}

/**
 * 基本信息 (`/setting/wechatApplet/baseInfo`): the mini-program as WeChat has it (getaccountbasicinfo through
 * getSiteApplet) — name with its review, avatar, signature, principal, AppID — and how many changes WeChat still allows.
 */
export function BaseInfoPage() {
  const styles = useStyles();
  const applet = api.useGetSiteAppletQuery(undefined, { pollingInterval: 15_000 });
  if (applet.error) return <Panel title="基本信息">{errorText(applet.error)}</Panel>;
  const a = applet.data;
  if (!a) return <Panel title="基本信息">加载中…</Panel>;
  if (a.registerStatus !== 'authorized') {
    return (
      <Panel title="基本信息" description="小程序注册并授权给本平台后，这里显示它在微信上的基本信息。">
        <RouterLink to="/setting/wechatApplet">去开通小程序</RouterLink>
      </Panel>
    );
  }
  const review = a.nicknameAudit;
  return (
    <Panel title="基本信息" description="以下为微信上的当前信息；名称、头像、简介的修改次数由微信限定。">
      <div className={styles.page}>
        <div className={styles.head}>
          <Avatar size={64} shape="circular" name={a.nickname || a.siteName} image={a.headImage ? { src: a.headImage } : undefined} />
          <span className={styles.value}>
            <Text size={500} weight="semibold">
              {a.nickname || '（未设置名称）'}
            </Text>
            <Text className={styles.muted}>{a.appid}</Text>
          </span>
        </div>
        <dl className={styles.list}>
          <dt className={styles.term}>名称</dt>
          <dd className={styles.value}>
            <Text>{a.nickname || '（未设置）'}</Text>
            {review.status !== 'none' && (
              <span>
                <Badge appearance="tint" color={nicknameAuditColor[review.status]}>
                  {`“${review.nickname}” ${AppletNicknameAuditStatusLabels[review.status]}`}
                </Badge>
              </span>
            )}
            {review.reason && <Text className={styles.error}>{review.reason}</Text>}
            <Text className={styles.muted}>{quotaText(a.nicknameQuota, '今年')}</Text>
          </dd>
          <dt className={styles.term}>头像</dt>
          <dd className={styles.value}>
            <Text>{a.headImage ? '已设置' : '（未设置）'}</Text>
            <Text className={styles.muted}>{quotaText(a.headImageQuota, '今年')}</Text>
          </dd>
          <dt className={styles.term}>简介</dt>
          <dd className={styles.value}>
            <Text>{a.signature || '（未设置）'}</Text>
            <Text className={styles.muted}>{quotaText(a.signatureQuota, '本月')}</Text>
          </dd>
          <dt className={styles.term}>主体</dt>
          <dd className={styles.value}>
            <Text>{a.principalName || '—'}</Text>
            {a.registerKind && <Text className={styles.muted}>{AppletRegisterKindLabels[a.registerKind]}</Text>}
          </dd>
          <dt className={styles.term}>AppID</dt>
          <dd className={styles.value}>
            <Text>{a.appid ?? '—'}</Text>
          </dd>
        </dl>
        <div className={styles.actions}>
          <RouterLink to="/setting/wechatApplet/setBaseInfo">修改名称、头像与简介</RouterLink>
          <RouterLink to="/setting/wechatApplet/serviceCategory">服务类目</RouterLink>
          <RouterLink to="/setting/wechatApplet">返回微信小程序</RouterLink>
        </div>
      </div>
    </Panel>
  );
}
