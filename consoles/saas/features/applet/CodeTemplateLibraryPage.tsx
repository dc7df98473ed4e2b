import { Badge, Button, Field, Input, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { CodeTemplateTypeLabels, FleetItemStatusLabels, FleetItemStatusValues, FleetReleaseStatusLabels, type Schema } from '#sdk';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  board: {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  count: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
});

type Template = Schema<'CodeTemplate'>;
type Item = Schema<'FleetReleaseItem'>;
const itemColor = {
  pending: 'informative',
  committed: 'informative',
  auditing: 'warning',
  passed: 'brand',
  rejected: 'danger',
  released: 'success',
  failed: 'danger',
  rolledBack: 'subtle',
} as const;

/** How far a fleet release is: the sites that reached an end (released, rejected, failed, rolled back) of all. */
export function fleetDone(counts: Schema<'FleetReleaseCounts'>, total: number): number {
  if (total === 0) return 1;
  return (counts.released + counts.rejected + counts.failed + counts.rolledBack) / total;
}

/** The live board of one fleet release: a count per state, then every site with its state and WeChat's reason. */
function FleetBoard({ id }: { id: number }) {
  const styles = useStyles();
  const release = api.useGetFleetReleaseQuery({ query: { id } }, { pollingInterval: 3_000 });
  const [rollback, rollingBack] = api.useRollbackFleetReleaseMutation();
  const [confirm, setConfirm] = useState(false);
  const data = release.data;
  if (!data) return <Panel title="发布进度">{release.error ? errorText(release.error) : '加载中…'}</Panel>;
  const columns: Column<Item>[] = [
    {
      key: 'site',
      title: '站点',
      render: (i) => (
        <span className={styles.stack}>
          <Text>{i.siteName}</Text>
          <Text className={styles.muted}>{i.appid}</Text>
        </span>
      ),
    },
    {
      key: 'status',
      title: '状态',
      render: (i) => (
        <Badge appearance="tint" color={itemColor[i.status]}>
          {FleetItemStatusLabels[i.status]}
        </Badge>
      ),
    },
    {
      key: 'reason',
      title: '原因',
      render: (i) =>
        i.reason || i.explanation ? (
          <Text className={styles.error}>
            {[i.reason, i.explanation && `${i.explanation}${i.errcode ? `（${i.errcode}）` : ''}`].filter(Boolean).join('；')}
          </Text>
        ) : (
          '—'
        ),
    },
    { key: 'previous', title: '原线上版本', render: (i) => i.previousVersion || '—' },
    { key: 'updatedAt', title: '更新时间', render: (i) => <DateTimeCell time={i.updatedAt} /> },
  ];
  return (
    <Panel
      title={`发布进度：${data.userVersion}（${FleetReleaseStatusLabels[data.status]}）`}
      description={`${data.userDesc || '无版本说明'} · 共 ${data.total} 个站点 · 开始于 ${new Date(data.createdAt).toLocaleString('zh-CN')}`}
    >
      <ProgressBar value={fleetDone(data.counts, data.total)} aria-label="发布进度" />
      <ul className={styles.board} aria-label="各状态站点数">
        {FleetItemStatusValues.map((status) => (
          <li key={status} className={styles.tile}>
            <Text className={styles.count}>{data.counts[status]}</Text>
            <Text className={styles.muted}>{FleetItemStatusLabels[status]}</Text>
          </li>
        ))}
      </ul>
      <DataTable label="各站点发布进度" columns={columns} rows={data.items} rowKey={(i) => i.siteId} stacked />
      {data.status === 'finished' && data.counts.released > 0 && (
        <div className={styles.actions}>
          <Button onClick={() => setConfirm(true)}>回退这次发布</Button>
        </div>
      )}
      <ConfirmDialog
        open={confirm}
        title="回退这次发布"
        danger
        busy={rollingBack.isLoading}
        confirmText="回退"
        onCancel={() => setConfirm(false)}
        onConfirm={async () => {
          const result = await rollback({ body: { id } });
          if (result.data?.type === 1) {
            notify.success(result.data.description || '已回退到上一个线上版本');
            setConfirm(false);
          }
        }}
      >
        {`已发布的 ${data.counts.released} 个站点的小程序将回到各自的上一个线上版本。`}
      </ConfirmDialog>
    </Panel>
  );
}

/**
 * 代码模板库 (`/wechatApplet/codeTemplateLibrary`): the templates with version and description, delete, and the fleet
 * release — one template to every site (or the sites named), each committed with its own ext_json, audited and
 * released as its audit passes — with its live board and rollback. The server keeps going after a restart.
 */
export function CodeTemplateLibraryPage() {
  const styles = useStyles();
  const templates = api.useGetCodeTemplateListQuery();
  // As often as the board while a release runs, so its chip (进行中 → 已完成) changes with the board; slowly after.
  const [running, setRunning] = useState(true);
  const releases = api.useGetFleetReleaseListQuery({ query: { page: 1, pageSize: 10 } }, { pollingInterval: running ? 3_000 : 30_000 });
  useEffect(() => setRunning(Boolean(releases.data?.list.some((r) => r.status === 'running'))), [releases.data]);
  const [remove, removing] = api.useDeleteCodeTemplateMutation();
  const [start, starting] = api.useStartFleetReleaseMutation();
  const [toDelete, setToDelete] = useState<Template | null>(null);
  const [toRelease, setToRelease] = useState<Template | null>(null);
  const [sites, setSites] = useState('');
  const [shown, setShown] = useState<number | null>(null);
  const latest = releases.data?.list[0]?.id ?? null;
  useEffect(() => {
    if (shown === null && latest !== null) setShown(latest);
  }, [latest, shown]);

  const siteIds = sites
    .split(/[,，\s]+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
  const sitesProblem = siteIds.some((n) => !Number.isInteger(n) || n < 1) ? '站点编号为正整数，以逗号分隔' : '';

  const columns: Column<Template>[] = [
    { key: 'templateId', title: '模板编号', render: (t) => t.templateId },
    {
      key: 'version',
      title: '版本',
      render: (t) => (
        <span className={styles.stack}>
          <Text>{t.userVersion}</Text>
          <Text className={styles.muted}>{t.userDesc}</Text>
        </span>
      ),
    },
    { key: 'type', title: '类型', render: (t) => CodeTemplateTypeLabels[t.templateType] },
    { key: 'source', title: '来源', render: (t) => `${t.sourceMiniprogram} · 草稿 ${t.draftId}` },
    { key: 'createTime', title: '加入时间', render: (t) => <DateTimeCell time={t.createTime} /> },
    {
      key: 'actions',
      title: '操作',
      render: (t) => (
        <span className={styles.actions}>
          <Button size="small" appearance="primary" onClick={() => setToRelease(t)}>
            发布到站点
          </Button>
          <Button size="small" onClick={() => setToDelete(t)}>
            删除
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <Panel title="代码模板">
        <DataTable
          label="代码模板"
          columns={columns}
          rows={templates.data}
          rowKey={(t) => t.templateId}
          loading={templates.isFetching}
          error={templates.error ? errorText(templates.error) : undefined}
          onRetry={templates.refetch}
          empty="模板库是空的：到“模板草稿”把草稿添加进来"
          stacked
        />
      </Panel>
      {(releases.data?.list.length ?? 0) > 1 && (
        <Panel title="发布记录">
          <div className={styles.actions}>
            {releases.data!.list.map((r) => (
              <Button key={r.id} size="small" appearance={r.id === shown ? 'primary' : 'secondary'} onClick={() => setShown(r.id)}>
                {`${r.userVersion} · ${FleetReleaseStatusLabels[r.status]}`}
              </Button>
            ))}
          </div>
        </Panel>
      )}
      {shown !== null && <FleetBoard id={shown} />}
      <ConfirmDialog
        open={toDelete !== null}
        title="删除模板"
        danger
        confirmText="删除"
        busy={removing.isLoading}
        onCancel={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          const result = await remove({ body: { templateId: toDelete.templateId } });
          if (result.data?.type === 1) {
            notify.success(result.data.description || '已删除');
            setToDelete(null);
          }
        }}
      >
        {toDelete ? `模板 ${toDelete.templateId}（${toDelete.userVersion}）将从模板库删除；已发布到站点的版本不受影响。` : ''}
      </ConfirmDialog>
      <ConfirmDialog
        open={toRelease !== null}
        title="发布到站点"
        busy={starting.isLoading}
        confirmText="开始发布"
        onCancel={() => setToRelease(null)}
        onConfirm={async () => {
          if (!toRelease || sitesProblem) return;
          const result = await start({
            body:
              siteIds.length > 0
                ? { templateId: toRelease.templateId, all: false, siteIds }
                : { templateId: toRelease.templateId, all: true },
          });
          if (result.data?.type === 1 && result.data.data) {
            notify.success(result.data.description || '已开始发布');
            setShown(result.data.data.id);
            setToRelease(null);
            setSites('');
          }
        }}
      >
        <Text>
          {toRelease
            ? `模板 ${toRelease.templateId}（${toRelease.userVersion}）将上传到每个已授权站点的小程序（各带本站的 ext_json），提交审核，审核通过后自动发布。`
            : ''}
        </Text>
        <Field label="站点编号（留空：全部已授权站点）" validationMessage={sitesProblem || undefined}>
          <Input value={sites} placeholder="例如 1, 2, 5" maxLength={2000} onChange={(_, d) => setSites(d.value)} />
        </Field>
      </ConfirmDialog>
    </div>
  );
}
