import { Badge, Button, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { HistoryRegular, PlayRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { Pager } from '#kit/table/Pager';
import { type Schema, TaskOutcomeLabels, TaskTriggerLabels } from '#sdk';
import { duration, scheduleText } from './taskText';

const useStyles = makeStyles({
  table: { minWidth: '980px' },
  runs: { marginTop: tokens.spacingVerticalXL },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap', marginBottom: tokens.spacingVerticalS },
  title: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
  name: { display: 'flex', flexDirection: 'column' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

type Task = Schema<'Task'>;
type Run = Schema<'TaskRun'>;
const outcomeColor = { running: 'brand', success: 'success', failed: 'danger' } as const;

function Outcome({ outcome }: { outcome: Run['outcome'] | null }) {
  if (!outcome) return <Text>从未执行</Text>;
  return (
    <Badge appearance="tint" color={outcomeColor[outcome]}>
      {TaskOutcomeLabels[outcome]}
    </Badge>
  );
}

/** 后台任务: every background job with its schedule, switch, last and next run, run now, and the history of runs. */
export function ManageTaskPage() {
  const styles = useStyles();
  const tasks = api.useGetTaskListQuery(undefined, { pollingInterval: 10_000 });
  const [selected, setSelected] = useState('');
  const [at, setAt] = useState({ page: 1, pageSize: 20 });
  const runs = api.useGetTaskRunListQuery({ query: { ...at, ...(selected ? { name: selected } : {}) } }, { pollingInterval: 5_000 });
  const [run, running] = api.useRunTaskMutation();
  const [toggle, toggling] = api.useSetTaskEnabledMutation();

  const columns: Column<Task>[] = [
    {
      key: 'label',
      title: '任务',
      render: (t) => (
        <span className={styles.name}>
          <Text>{t.label}</Text>
          <Text className={styles.muted}>{t.name}</Text>
        </span>
      ),
    },
    {
      key: 'schedule',
      title: '执行计划',
      render: (t) => (
        <span className={styles.name}>
          <Text>{scheduleText(t.schedule)}</Text>
          <Text className={styles.muted}>{`${t.schedule}，失败重试 ${t.retryLimit} 次`}</Text>
        </span>
      ),
    },
    {
      key: 'enabled',
      title: '启用',
      render: (t) => (
        <Switch
          aria-label={`${t.label}按计划执行`}
          checked={t.enabled}
          disabled={toggling.isLoading}
          onChange={async (_, d) => {
            const result = await toggle({ body: { name: t.name, enabled: d.checked } });
            if (result.data?.type === 1) notify.success(result.data.description || '已保存');
          }}
        />
      ),
    },
    { key: 'lastRunAt', title: '上次执行', render: (t) => (t.lastRunAt ? <DateTimeCell time={t.lastRunAt} /> : '—') },
    { key: 'duration', title: '用时', render: (t) => duration(t.lastDurationMs) },
    {
      key: 'outcome',
      title: '结果',
      render: (t) => (
        <span className={styles.name}>
          <Outcome outcome={t.lastOutcome} />
          {t.lastError && <Text className={styles.error}>{t.lastError}</Text>}
        </span>
      ),
    },
    { key: 'nextRunAt', title: '下次执行', render: (t) => (t.nextRunAt ? <DateTimeCell time={t.nextRunAt} /> : '已停用') },
    {
      key: 'actions',
      title: '操作',
      render: (t) => (
        <span className={styles.actions}>
          <Button
            size="small"
            icon={<PlayRegular />}
            disabled={running.isLoading}
            onClick={async () => {
              const result = await run({ body: { name: t.name } });
              if (result.data?.type === 1) notify.success(result.data.description || '已开始执行');
              setSelected(t.name);
            }}
          >
            立即执行
          </Button>
          <Button
            size="small"
            icon={<HistoryRegular />}
            onClick={() => {
              setSelected(t.name);
              setAt({ ...at, page: 1 });
            }}
          >
            执行记录
          </Button>
        </span>
      ),
    },
  ];

  const runColumns: Column<Run>[] = [
    { key: 'startedAt', title: '开始时间', render: (r) => <DateTimeCell time={r.startedAt} /> },
    { key: 'label', title: '任务', render: (r) => r.label },
    { key: 'trigger', title: '触发', render: (r) => TaskTriggerLabels[r.trigger] },
    { key: 'attempt', title: '第几次', render: (r) => (r.attempt > 1 ? `重试第 ${r.attempt - 1} 次` : '首次') },
    { key: 'duration', title: '用时', render: (r) => duration(r.durationMs) },
    { key: 'outcome', title: '结果', render: (r) => <Outcome outcome={r.outcome} /> },
    { key: 'error', title: '错误信息', render: (r) => (r.error ? <Text className={styles.error}>{r.error}</Text> : '—') },
  ];
  const selectedLabel = tasks.data?.list.find((t) => t.name === selected)?.label;

  return (
    <Panel
      title="后台任务"
      description="后台任务在 PostgreSQL 作业队列上执行：多台服务器同时运行时每个计划时刻只执行一次，失败后自动重试。"
    >
      <DataTable
        label="后台任务"
        className={styles.table}
        columns={columns}
        rows={tasks.data?.list}
        rowKey={(t) => t.name}
        loading={tasks.isLoading}
        stacked
      />
      <div className={styles.runs}>
        <div className={styles.head}>
          <Text className={styles.title}>{selectedLabel ? `执行记录：${selectedLabel}` : '执行记录：全部任务'}</Text>
          {selected && (
            <Button
              size="small"
              appearance="subtle"
              onClick={() => {
                setSelected('');
                setAt({ ...at, page: 1 });
              }}
            >
              查看全部任务
            </Button>
          )}
        </div>
        <DataTable
          label="执行记录"
          className={styles.table}
          columns={runColumns}
          rows={runs.data?.list}
          rowKey={(r) => r.id}
          loading={runs.isLoading}
          empty="还没有执行记录"
          stacked
        />
        {(runs.data?.total ?? 0) > 0 && (
          <Pager
            page={at.page}
            pageSize={at.pageSize}
            total={runs.data?.total ?? 0}
            onChange={(page, pageSize) => setAt({ page, pageSize: pageSize ?? at.pageSize })}
          />
        )}
      </div>
    </Panel>
  );
}
