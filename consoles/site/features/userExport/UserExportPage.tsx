import { Badge, Button, Field, Input, makeStyles, ProgressBar, Radio, RadioGroup, Select, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentTableRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { CheckboxGroup } from '#kit/form/CheckboxGroup';
import { notify } from '#kit/notify/notify';
import { useCan } from '#kit/permission/useCan';
import { api } from '#kit/request/api';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import {
  ErasureContentLabels,
  MemberStateLabels,
  PrivacyRequestKindLabels,
  type Schema,
  UserExportFormatLabels,
  UserExportMobileLabels,
  UserExportStatusLabels,
} from '#sdk';
import {
  blankExportValues,
  type ExportValues,
  emptyPrivacyFilters,
  exportFields,
  fieldsProblem,
  fieldsText,
  filtersText,
  formatSize,
  toCreateExportInput,
  toExportListInput,
  toPrivacyListInput,
} from './userExportRequests';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  keyword: { width: '200px' },
  date: { width: '150px' },
  fields: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  progress: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    maxWidth: '640px',
  },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  table: { minWidth: '900px' },
  wrap: { maxWidth: '280px', wordBreak: 'break-all' },
  time: { width: '150px' },
});

type Export = Schema<'UserExport'>;
type Request = Schema<'PrivacyRequest'>;
const STATUS_COLORS = { queued: 'informative', running: 'brand', done: 'success', failed: 'danger' } as const;

function saveFile(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** A finished export's download: a one-time link from the server, opened at once. */
function useDownload() {
  const [getLink, state] = api.useCreateUserExportDownloadMutation();
  const download = async (id: number) => {
    const result = await getLink({ body: { id } });
    const link = result.data?.data;
    if (link) saveFile(link.url, link.fileName);
  };
  return { download, busy: state.isLoading };
}

interface ProgressProps {
  id: number;
  onDownload: (id: number) => void;
  busy: boolean;
  /** Once, when the export is done or failed (the history shows it then). */
  onSettled: () => void;
}

function ExportProgress({ id, onDownload, busy, onSettled }: ProgressProps) {
  const styles = useStyles();
  const [settled, setSettled] = useState(false);
  const { data } = api.useGetUserExportQuery({ query: { id } }, { pollingInterval: settled ? 0 : 1000, refetchOnMountOrArgChange: true });
  const finished = data?.status === 'done' || data?.status === 'failed';
  useEffect(() => {
    if (finished && !settled) {
      setSettled(true);
      onSettled();
    }
  }, [finished, settled, onSettled]);
  if (!data) return <Text>正在读取导出进度…</Text>;
  return (
    <div className={styles.progress} aria-live="polite">
      <Field
        label={`${data.fileName} · ${UserExportStatusLabels[data.status]}`}
        validationState={data.status === 'failed' ? 'error' : data.status === 'done' ? 'success' : 'none'}
        validationMessage={
          data.status === 'failed'
            ? data.error
            : data.status === 'done'
              ? `共 ${data.rows} 位成员，${formatSize(data.size)}`
              : `已写入 ${data.rows} 位成员`
        }
      >
        <ProgressBar value={data.progress / 100} thickness="large" color={data.status === 'failed' ? 'error' : undefined} />
      </Field>
      <Text className={styles.sub}>{`进度 ${data.progress}%`}</Text>
      {data.status === 'done' && (
        <div>
          <Button appearance="primary" icon={<ArrowDownloadRegular />} onClick={() => onDownload(data.id)} disabled={busy}>
            下载文件
          </Button>
        </div>
      )}
    </div>
  );
}

/** 用户数据导出 (`/user/mangeUserDataExport`): the form, the running export's progress and download, the history, and members' PIPL requests. */
export function UserExportPage() {
  const styles = useStyles();
  const [values, setValues] = useState<ExportValues>(blankExportValues);
  const [problem, setProblem] = useState<string | null>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const [create, createState] = api.useCreateUserExportMutation();
  const { download, busy } = useDownload();
  const ranks = api.useGetUserRankListQuery({});
  const rankList = (ranks.data as { list?: { id: number; name: string }[] } | undefined)?.list ?? [];
  const history = useListPage({ operation: 'getUserExportList', empty: {} as Record<string, never>, toInput: toExportListInput });
  const canSeeRequests = useCan('getPrivacyRequestList');
  const requests = useListPage({
    operation: 'getPrivacyRequestList',
    empty: emptyPrivacyFilters,
    toInput: toPrivacyListInput,
    skip: !canSeeRequests,
  });
  const set = <K extends keyof ExportValues>(key: K, value: ExportValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const wrong = fieldsProblem(values);
    setProblem(wrong);
    if (wrong) return;
    const result = await create(toCreateExportInput(values));
    const created = result.data?.data;
    if (created) {
      setCurrent(created.id);
      history.refetch();
      notify.success(result.data?.description || '已开始导出');
    }
  };

  const columns: Column<Export>[] = [
    { key: 'createdAt', title: '导出时间', className: styles.time, render: (e) => <DateTimeCell time={e.createdAt} /> },
    { key: 'who', title: '导出人', render: (e) => e.requesterName || '—' },
    {
      key: 'filters',
      title: '筛选',
      render: (e) => <span className={styles.wrap}>{filtersText(e.filters, (id) => rankList.find((r) => r.id === id)?.name)}</span>,
    },
    { key: 'fields', title: '字段', render: (e) => <span className={styles.wrap}>{fieldsText(e.fields, e.mobile)}</span> },
    { key: 'rows', title: '行数', render: (e) => e.rows },
    {
      key: 'size',
      title: '大小',
      render: (e) => (e.size ? `${UserExportFormatLabels[e.format]} · ${formatSize(e.size)}` : UserExportFormatLabels[e.format]),
    },
    {
      key: 'status',
      title: '状态',
      render: (e) => (
        <Badge appearance="tint" color={STATUS_COLORS[e.status]}>
          {e.status === 'running' ? `${UserExportStatusLabels[e.status]} ${e.progress}%` : UserExportStatusLabels[e.status]}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (e) =>
        e.status === 'done' ? (
          <Button size="small" appearance="subtle" icon={<ArrowDownloadRegular />} onClick={() => download(e.id)} disabled={busy}>
            下载
          </Button>
        ) : (
          '—'
        ),
    },
  ];

  const requestColumns: Column<Request>[] = [
    { key: 'createdAt', title: '提出时间', className: styles.time, render: (r) => <DateTimeCell time={r.createdAt} /> },
    { key: 'kind', title: '请求', render: (r) => PrivacyRequestKindLabels[r.kind] },
    { key: 'who', title: '成员', render: (r) => `${r.userName || '—'}（编号 ${r.userId}）` },
    {
      key: 'how',
      title: '方式',
      render: (r) =>
        r.kind === 'export' ? r.format.toUpperCase() : (ErasureContentLabels[r.content as keyof typeof ErasureContentLabels] ?? r.content),
    },
    { key: 'summary', title: '完成情况', render: (r) => <span className={styles.wrap}>{r.summary}</span> },
    {
      key: 'completedAt',
      title: '完成时间',
      className: styles.time,
      render: (r) => (r.completedAt ? <DateTimeCell time={r.completedAt} /> : '处理中'),
    },
  ];

  return (
    <>
      <Panel
        title="用户数据导出"
        description="按条件导出本站成员为 Excel 或 CSV，在后台生成；文件只有本站有成员管理权限的管理员能下载，每次下载都记入操作日志。"
      >
        <form noValidate className={styles.form} onSubmit={submit}>
          <div className={styles.row}>
            <Field label="关键词">
              <Input
                className={styles.keyword}
                value={values.keyword}
                maxLength={40}
                placeholder="登录名、昵称或手机号"
                onChange={(_, d) => set('keyword', d.value)}
              />
            </Field>
            <Field label="状态">
              <EnumDropdown label="状态" value={values.state} labels={MemberStateLabels} onChange={(v) => set('state', v)} />
            </Field>
            <Field label="等级">
              <Select value={values.rankId} onChange={(_, d) => set('rankId', d.value)}>
                <option value="">全部</option>
                {rankList.map((r) => (
                  <option key={r.id} value={String(r.id)}>
                    {r.name}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <div className={styles.row}>
            <Field label="注册日期从">
              <Input
                className={styles.date}
                type="date"
                value={values.registeredFrom}
                onChange={(_, d) => set('registeredFrom', d.value)}
              />
            </Field>
            <Field label="至">
              <Input className={styles.date} type="date" value={values.registeredTo} onChange={(_, d) => set('registeredTo', d.value)} />
            </Field>
            <Field label="最近活跃从">
              <Input className={styles.date} type="date" value={values.activeFrom} onChange={(_, d) => set('activeFrom', d.value)} />
            </Field>
            <Field label="至">
              <Input className={styles.date} type="date" value={values.activeTo} onChange={(_, d) => set('activeTo', d.value)} />
            </Field>
          </div>
          <Field label="导出字段" validationMessage={problem ?? undefined} validationState={problem ? 'error' : 'none'}>
            <CheckboxGroup
              label="导出字段"
              className={styles.fields}
              options={exportFields}
              value={values.fields}
              onChange={(f) => set('fields', f)}
            />
          </Field>
          <div className={styles.row}>
            <Field label="手机号">
              <RadioGroup layout="horizontal" value={values.mobile} onChange={(_, d) => set('mobile', d.value as ExportValues['mobile'])}>
                {Object.entries(UserExportMobileLabels).map(([value, label]) => (
                  <Radio key={value} value={value} label={label} />
                ))}
              </RadioGroup>
            </Field>
            <Field label="文件格式">
              <RadioGroup layout="horizontal" value={values.format} onChange={(_, d) => set('format', d.value as ExportValues['format'])}>
                {Object.entries(UserExportFormatLabels).map(([value, label]) => (
                  <Radio key={value} value={value} label={label} />
                ))}
              </RadioGroup>
            </Field>
          </div>
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" icon={<DocumentTableRegular />} disabled={createState.isLoading}>
              {createState.isLoading ? '正在提交…' : '开始导出'}
            </Button>
            <Button onClick={() => setValues(blankExportValues)}>重置</Button>
          </div>
        </form>
        {current !== null && <ExportProgress key={current} id={current} onDownload={download} busy={busy} onSettled={history.refetch} />}
      </Panel>
      <Panel title="导出记录" description="每次导出：谁、何时、按什么条件、导出了哪些字段、多少行。">
        <DataTable
          stacked
          label="导出记录"
          className={styles.table}
          columns={columns}
          rowKey={(e) => e.id}
          empty="还没有导出记录"
          {...history.table}
        />
        <Pager {...history.pager} />
      </Panel>
      {canSeeRequests && (
        <Panel title="个人信息请求" description="成员依《个人信息保护法》在前台提出的请求：下载个人数据、注销账号，以及完成记录。">
          <FilterBar onSearch={requests.search} onReset={requests.reset} label="筛选个人信息请求">
            <EnumDropdown
              label="请求"
              value={requests.draft.kind}
              labels={PrivacyRequestKindLabels}
              onChange={(v) => requests.edit('kind', v)}
            />
          </FilterBar>
          <DataTable
            stacked
            label="个人信息请求"
            className={styles.table}
            columns={requestColumns}
            rowKey={(r) => r.id}
            empty="还没有成员提出个人信息请求"
            {...requests.table}
          />
          <Pager {...requests.pager} />
        </Panel>
      )}
    </>
  );
}
