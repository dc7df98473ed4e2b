import { Badge, Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { AppletAuditStatusLabels, AppletRegisterKindLabels, AppletRegisterStatusLabels, AppletSiteActionLabels, type Schema } from '#sdk';

const useStyles = makeStyles({
  // Fits the console's content area at 1280 px; the narrow columns keep the wrapping text columns (reason, error) wide.
  table: { minWidth: '1000px' },
  // Widths only as a table: below 640 px the rows are stacked cards.
  narrow: { '@media (min-width: 640px)': { width: '88px' } },
  register: { '@media (min-width: 640px)': { width: '100px' } },
  time: { '@media (min-width: 640px)': { width: '140px' } },
  actionsColumn: { '@media (min-width: 640px)': { width: '112px' } },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  qr: { width: '160px', height: '160px' },
});

type Row = Schema<'AppletSummary'>;
type Action = Schema<'AppletSiteAction'>;
const registerColor = {
  unregistered: 'informative',
  registering: 'warning',
  registerFailed: 'danger',
  authorized: 'success',
  unauthorized: 'danger',
} as const;
const auditColor = {
  none: 'informative',
  auditing: 'warning',
  delayed: 'warning',
  passed: 'success',
  rejected: 'danger',
  withdrawn: 'informative',
} as const;

/**
 * The actions a row offers now, as WeChat would accept them for its state: while an audit runs, ask WeChat or withdraw
 * it; a passed version not yet online is released (one already online would answer 85052, so nothing to do); after
 * a rejection, a withdrawal or none, the committed code can be submitted; 回退 needs a version online.
 */
export function actionsFor(row: Row): Action[] {
  if (row.registerStatus !== 'authorized') return [];
  const actions: Action[] = [];
  const online = !row.auditVersion || row.auditVersion === row.releasedVersion;
  if (row.auditStatus === 'auditing' || row.auditStatus === 'delayed') actions.push('refreshAudit', 'undoAudit');
  else if (row.auditStatus === 'passed') {
    if (!online) actions.push('release');
  } else actions.push('submitAudit');
  if (row.releasedVersion) actions.push('revert');
  return actions;
}

/**
 * 小程序管理 (`/wechatApplet/manager`): every site's mini-program — registration and authorisation, name, the version
 * online and the one in audit with its state and reason, the last WeChat error explained — with filters and the
 * per-site steps (提审, 刷新审核, 撤回, 发布, 回退) and the 体验版 QR code.
 */
export function AppletManagerPage() {
  const styles = useStyles();
  const [draft, setDraft] = useState<{ keyword: string; registerStatus: string; auditStatus: string }>({
    keyword: '',
    registerStatus: '',
    auditStatus: '',
  });
  const [filters, setFilters] = useState(draft);
  const [at, setAt] = useState({ page: 1, pageSize: 20 });
  const list = api.useGetAppletListQuery(
    {
      query: {
        ...at,
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
        ...(filters.registerStatus ? { registerStatus: filters.registerStatus as Schema<'AppletRegisterStatus'> } : {}),
        ...(filters.auditStatus ? { auditStatus: filters.auditStatus as Schema<'AppletAuditStatus'> } : {}),
      },
    },
    { pollingInterval: 15_000 },
  );
  const [run, running] = api.useRunAppletSiteActionMutation();
  const [authorizeUrl, authorizing] = api.useGetSaasAppletAuthorizeUrlMutation();
  const [qrSite, setQrSite] = useState<number | null>(null);
  const qr = api.useGetAppletQrcodeQuery({ query: { siteId: qrSite ?? 0 } }, { skip: qrSite === null });

  const act = async (row: Row, action: Action) => {
    const result = await run({ body: { siteId: row.siteId, action } });
    if (result.data?.type === 1) notify.success(result.data.description || `${AppletSiteActionLabels[action]}：已完成`);
  };

  // WeChat's authorisation page, which comes back through /applet-redirect to this page. An authorised row offers it
  // again: WeChat answers 61003 for an account whose authorisation it no longer holds, and this is how it is renewed.
  const authorize = async (row: Row) => {
    const result = await authorizeUrl({ body: { siteId: row.siteId, returnPath: '/wechatApplet/manager' } });
    if (result.data?.type === 1 && result.data.data) window.location.assign(result.data.data.url);
  };

  const columns: Column<Row>[] = [
    {
      key: 'site',
      title: '站点',
      render: (r) => (
        <span className={styles.stack}>
          <Text>{r.siteName}</Text>
          <Text className={styles.muted}>{r.slug}</Text>
        </span>
      ),
    },
    {
      key: 'applet',
      title: '小程序',
      render: (r) => (
        <span className={styles.stack}>
          <Text>{r.nickname || '（未设置名称）'}</Text>
          <Text className={styles.muted}>{r.appid ?? '—'}</Text>
        </span>
      ),
    },
    {
      key: 'register',
      title: '注册与授权',
      className: styles.register,
      render: (r) => (
        <span className={styles.stack}>
          <Badge appearance="tint" color={registerColor[r.registerStatus]}>
            {AppletRegisterStatusLabels[r.registerStatus]}
          </Badge>
          {r.registerKind && <Text className={styles.muted}>{AppletRegisterKindLabels[r.registerKind]}</Text>}
        </span>
      ),
    },
    { key: 'released', title: '线上版本', className: styles.narrow, render: (r) => r.releasedVersion || '—' },
    {
      key: 'audit',
      title: '审核',
      render: (r) => (
        <span className={styles.stack}>
          <span>
            {r.auditVersion && <Text>{`${r.auditVersion} `}</Text>}
            <Badge appearance="tint" color={auditColor[r.auditStatus]}>
              {AppletAuditStatusLabels[r.auditStatus]}
            </Badge>
          </span>
          {r.auditReason && <Text className={styles.error}>{r.auditReason}</Text>}
        </span>
      ),
    },
    {
      key: 'error',
      title: '最近错误',
      render: (r) =>
        r.lastError ? (
          <span className={styles.stack}>
            <Text className={styles.error}>{`${r.lastError.explanation}（${r.lastError.errcode}）`}</Text>
            <DateTimeCell time={r.lastError.at} />
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'updatedAt',
      title: '更新时间',
      className: styles.time,
      // A site that never had a mini-program has no row: the API answers the epoch for it.
      render: (r) => (Date.parse(r.updatedAt) > 0 ? <DateTimeCell time={r.updatedAt} /> : '—'),
    },
    {
      key: 'actions',
      title: '操作',
      className: styles.actionsColumn,
      render: (r) => (
        <span className={styles.actions}>
          {actionsFor(r).map((action) => (
            <Button key={action} size="small" disabled={running.isLoading} onClick={() => act(r, action)}>
              {AppletSiteActionLabels[action]}
            </Button>
          ))}
          {r.registerStatus === 'authorized' && (
            <Button size="small" onClick={() => setQrSite(r.siteId)}>
              体验码
            </Button>
          )}
          {r.registerStatus !== 'registering' && (
            <Button
              size="small"
              disabled={authorizing.isLoading}
              aria-label={`${r.registerStatus === 'authorized' ? '重新授权' : '授权'} ${r.siteName}`}
              onClick={() => authorize(r)}
            >
              {r.registerStatus === 'authorized' ? '重新授权' : '授权'}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <Panel>
      <FilterBar
        onSearch={() => {
          setFilters(draft);
          setAt({ ...at, page: 1 });
        }}
        onReset={() => {
          const blank = { keyword: '', registerStatus: '', auditStatus: '' };
          setDraft(blank);
          setFilters(blank);
        }}
      >
        <Field label="站点">
          <Input
            value={draft.keyword}
            maxLength={60}
            placeholder="站点名称或二级域名"
            onChange={(_, d) => setDraft({ ...draft, keyword: d.value })}
          />
        </Field>
        <Field label="注册与授权">
          <EnumDropdown
            labels={AppletRegisterStatusLabels}
            value={draft.registerStatus}
            onChange={(value) => setDraft({ ...draft, registerStatus: value })}
          />
        </Field>
        <Field label="审核状态">
          <EnumDropdown
            labels={AppletAuditStatusLabels}
            value={draft.auditStatus}
            onChange={(value) => setDraft({ ...draft, auditStatus: value })}
          />
        </Field>
      </FilterBar>
      {qrSite !== null && (
        <Panel title="体验版二维码" description="用微信扫码打开体验版（需是小程序的体验者）。">
          {qr.data ? (
            <img className={styles.qr} src={qr.data.dataUrl} alt="体验版二维码" />
          ) : (
            <Text>{qr.error ? errorText(qr.error) : '加载中…'}</Text>
          )}
          <Button size="small" onClick={() => setQrSite(null)}>
            关闭
          </Button>
        </Panel>
      )}
      <DataTable
        label="站点小程序"
        className={styles.table}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.siteId}
        loading={list.isFetching}
        error={list.error ? errorText(list.error) : undefined}
        onRetry={list.refetch}
        stacked
      />
      <Pager
        page={at.page}
        pageSize={at.pageSize}
        total={list.data?.total ?? 0}
        onChange={(page, pageSize) => setAt({ page, pageSize: pageSize ?? at.pageSize })}
      />
    </Panel>
  );
}
