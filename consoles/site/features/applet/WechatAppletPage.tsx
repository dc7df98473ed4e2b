import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { AppletAuditStatusLabels, AppletNicknameAuditStatusLabels, AppletRegisterKindLabels, AppletRegisterStatusLabels } from '#sdk';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalL },
  // flex-start: a badge keeps its own width instead of stretching across the column.
  item: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  error: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
});

/**
 * 微信小程序 (`/setting/wechatApplet`): this site's mini-program — registration and authorisation, name and its review,
 * the version online and the one in audit with WeChat's reason, the quotas — and 授权已有小程序 (WeChat's
 * authorisation page, which comes back through /applet-redirect).
 */
export function WechatAppletPage() {
  const styles = useStyles();
  const applet = api.useGetSiteAppletQuery(undefined, { pollingInterval: 15_000 });
  const [authorize, authorizing] = api.useGetAppletAuthorizeUrlMutation();
  if (applet.error) return <Panel>{errorText(applet.error)}</Panel>;
  const a = applet.data;
  if (!a) return <Panel>加载中…</Panel>;
  const start = async () => {
    const result = await authorize({ body: { returnPath: '/setting/wechatApplet' } });
    if (result.data?.type === 1 && result.data.data) window.location.assign(result.data.data.url);
  };
  return (
    <div className={styles.page}>
      <Panel title="本站小程序">
        <div className={styles.grid}>
          <span className={styles.item}>
            <Text className={styles.muted}>注册与授权</Text>
            <Badge appearance="tint">{AppletRegisterStatusLabels[a.registerStatus]}</Badge>
            {a.registerKind && <Text className={styles.muted}>{AppletRegisterKindLabels[a.registerKind]}</Text>}
          </span>
          <span className={styles.item}>
            <Text className={styles.muted}>名称</Text>
            <Text>{a.nickname || '（未设置）'}</Text>
            {a.nicknameAudit.status !== 'none' && (
              <Text
                className={styles.muted}
              >{`“${a.nicknameAudit.nickname}” ${AppletNicknameAuditStatusLabels[a.nicknameAudit.status]}${a.nicknameAudit.reason ? `：${a.nicknameAudit.reason}` : ''}`}</Text>
            )}
          </span>
          <span className={styles.item}>
            <Text className={styles.muted}>AppID</Text>
            <Text>{a.appid ?? '—'}</Text>
          </span>
          <span className={styles.item}>
            <Text className={styles.muted}>线上版本</Text>
            <Text>{a.releasedVersion || '—'}</Text>
          </span>
          <span className={styles.item}>
            <Text className={styles.muted}>审核</Text>
            <Text>{`${a.auditVersion ? `${a.auditVersion} ` : ''}${AppletAuditStatusLabels[a.auditStatus]}`}</Text>
            {a.auditReason && <Text className={styles.error}>{a.auditReason}</Text>}
          </span>
          <span className={styles.item}>
            <Text className={styles.muted}>本年改名 / 本月改简介</Text>
            <Text>{`${a.nicknameQuota.used}/${a.nicknameQuota.quota} · ${a.signatureQuota.used}/${a.signatureQuota.quota}`}</Text>
          </span>
        </div>
        {a.registerStatus === 'authorized' && (
          <div className={styles.actions}>
            <RouterLink to="/setting/wechatApplet/baseInfo">基本信息</RouterLink>
            <RouterLink to="/setting/wechatApplet/setBaseInfo">设置名称、头像与简介</RouterLink>
            <RouterLink to="/setting/wechatApplet/serviceCategory">服务类目</RouterLink>
          </div>
        )}
        {a.lastError && <Text className={styles.error}>{`最近错误：${a.lastError.explanation}（${a.lastError.errcode}）`}</Text>}
      </Panel>
      {a.registerStatus !== 'authorized' && (
        <Panel title="开通小程序" description="已有小程序的，授权给本平台管理；没有的，可由本平台代为注册。">
          <div className={styles.actions}>
            <Button appearance="primary" disabled={authorizing.isLoading} onClick={start}>
              授权已有小程序
            </Button>
            <RouterLink to="/setting/wechatApplet/register/enterprise">企业注册</RouterLink>
            <RouterLink to="/setting/wechatApplet/register/personal">个人注册</RouterLink>
            <RouterLink to="/setting/wechatApplet/reuseOfficialAccount">复用公众号资质注册</RouterLink>
          </div>
        </Panel>
      )}
    </div>
  );
}
