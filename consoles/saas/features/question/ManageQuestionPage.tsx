import { Button, Field, Input, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { DateField } from '#kit/form/DateField';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { useSelection } from '#kit/table/useSelection';
import { ContentStatusLabels, type Schema } from '#sdk';
import {
  ACTION_TEXT,
  emptyOversightFilters,
  type OversightAction,
  type OversightFilters,
  toSaasAnswerListInput,
  toSaasModerationInput,
  toSaasQuestionListInput,
} from './questionOversightRequests';

const useStyles = makeStyles({
  narrow: { width: '110px' },
  keyword: { width: '180px' },
  date: { width: '150px' },
  title: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  batch: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    margin: `${tokens.spacingVerticalS} 0`,
  },
  reason: { width: '220px' },
  short: { width: '96px', whiteSpace: 'nowrap' },
  check: { width: '40px' },
  table: { minWidth: '1000px' },
});

const ACTIONS: OversightAction[] = ['approve', 'reject', 'hide', 'restore', 'delete', 'purge'];
type Row = { siteId: number; id: number };
const keyOf = (r: Row) => `${r.siteId}:${r.id}`;
const picked = (rows: readonly Row[] | undefined, keys: string[]) => (rows ?? []).filter((r) => keys.includes(keyOf(r)));

function Batch({ kind, rows, done }: { kind: 'question' | 'answer'; rows: Row[]; done: () => void }) {
  const styles = useStyles();
  const [reason, setReason] = useState('');
  const [questions, q] = api.useModerateSaasQuestionsMutation();
  const [answers, a] = api.useModerateSaasAnswersMutation();
  const run = async (action: OversightAction) => {
    const built = toSaasModerationInput(rows, action, reason);
    if ('problem' in built) return notify.warning(built.problem);
    if ((action === 'delete' || action === 'purge') && !window.confirm(`代站点${ACTION_TEXT[action]}选中的 ${rows.length} 条吗？`)) return;
    const result = kind === 'question' ? await questions(built.input) : await answers(built.input);
    if (result.data?.description) notify.success(result.data.description);
    if (!result.error) {
      setReason('');
      done();
    }
  };
  return (
    <div className={styles.batch}>
      <Text>{`已选 ${rows.length} 条`}</Text>
      <Input
        className={styles.reason}
        placeholder="驳回或屏蔽的原因（必填，作者可见）"
        maxLength={200}
        value={reason}
        onChange={(_, d) => setReason(d.value)}
        aria-label="原因"
      />
      {ACTIONS.map((action) => (
        <Button key={action} size="small" disabled={rows.length === 0 || q.isLoading || a.isLoading} onClick={() => run(action)}>
          {ACTION_TEXT[action]}
        </Button>
      ))}
    </div>
  );
}

function Filters({
  draft,
  edit,
  search,
  reset,
  solved,
}: {
  draft: OversightFilters;
  edit: <K extends keyof OversightFilters>(k: K, v: OversightFilters[K]) => void;
  search: () => void;
  reset: () => void;
  solved: boolean;
}) {
  const styles = useStyles();
  return (
    <FilterBar onSearch={search} onReset={reset} label="筛选">
      <Field label="站点编号">
        <Input
          className={styles.narrow}
          inputMode="numeric"
          value={draft.siteId}
          placeholder="全部站点"
          onChange={(_, d) => edit('siteId', d.value.replace(/\D/g, ''))}
        />
      </Field>
      <Field label="关键词">
        <Input className={styles.keyword} maxLength={40} value={draft.keyword} onChange={(_, d) => edit('keyword', d.value)} />
      </Field>
      <Field label="状态">
        <EnumDropdown
          label="状态"
          value={draft.status}
          labels={ContentStatusLabels}
          onChange={(v) => edit('status', v)}
          allText="全部（不含已删除）"
        />
      </Field>
      {solved ? (
        <Field label="已解决">
          <EnumDropdown label="已解决" value={draft.solved} labels={{ true: '是', false: '否' }} onChange={(v) => edit('solved', v)} />
        </Field>
      ) : null}
      <Field label="开始日期">
        <DateField className={styles.date} value={draft.startDate} onChange={(value) => edit('startDate', value)} />
      </Field>
      <Field label="结束日期">
        <DateField className={styles.date} value={draft.endDate} onChange={(value) => edit('endDate', value)} />
      </Field>
    </FilterBar>
  );
}

function QuestionTab() {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getSaasQuestionList',
    empty: emptyOversightFilters,
    toInput: toSaasQuestionListInput,
    refetchOnMountOrArgChange: true,
  });
  const checked = useSelection(list.rows, (r) => `编号 ${r.id}`, keyOf);
  const columns: Column<Schema<'SaasQuestion'>>[] = [
    checked.column,
    { key: 'site', title: '站点', className: styles.short, render: (q) => q.siteName },
    {
      key: 'title',
      title: '问题',
      render: (q) => (
        <div className={styles.title}>
          <Text weight="semibold">{q.title}</Text>
          <Text className={styles.sub}>{q.excerpt}</Text>
          {q.reason ? <Text className={styles.sub}>{`原因：${q.reason}`}</Text> : null}
        </div>
      ),
    },
    { key: 'author', title: '提问者', className: styles.short, render: (q) => q.author.name },
    { key: 'status', title: '状态', className: styles.short, render: (q) => ContentStatusLabels[q.status] },
    { key: 'bounty', title: '悬赏', className: styles.short, render: (q) => (q.bounty ? String(q.bounty) : '—') },
    { key: 'solved', title: '解决', className: styles.short, render: (q) => (q.solved ? '已解决' : '未解决') },
    { key: 'createdAt', title: '提问时间', className: styles.short, render: (q) => <DateTimeCell time={q.createdAt} /> },
  ];
  return (
    <>
      <Filters draft={list.draft} edit={list.edit} search={list.search} reset={list.reset} solved />
      <Batch kind="question" rows={picked(list.rows, checked.ids)} done={checked.clear} />
      <DataTable
        stacked
        label="问题"
        className={styles.table}
        columns={columns}
        rowKey={keyOf}
        empty="没有符合条件的问题"
        {...list.table}
      />
      <Pager {...list.pager} />
    </>
  );
}

function AnswerTab() {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getSaasAnswerList',
    empty: emptyOversightFilters,
    toInput: toSaasAnswerListInput,
    refetchOnMountOrArgChange: true,
  });
  const checked = useSelection(list.rows, (r) => `编号 ${r.id}`, keyOf);
  const columns: Column<Schema<'SaasAnswer'>>[] = [
    checked.column,
    { key: 'site', title: '站点', className: styles.short, render: (a) => a.siteName },
    {
      key: 'excerpt',
      title: '回答',
      render: (a) => (
        <div className={styles.title}>
          <Text>{a.excerpt || '（无文字内容）'}</Text>
          <Text className={styles.sub}>{`回答《${a.questionTitle}》`}</Text>
          {a.reason ? <Text className={styles.sub}>{`原因：${a.reason}`}</Text> : null}
        </div>
      ),
    },
    { key: 'author', title: '回答者', className: styles.short, render: (a) => a.author.name },
    { key: 'status', title: '状态', className: styles.short, render: (a) => ContentStatusLabels[a.status] },
    { key: 'votes', title: '赞同/反对', className: styles.short, render: (a) => `${a.upCount} / ${a.downCount}` },
    { key: 'createdAt', title: '回答时间', className: styles.short, render: (a) => <DateTimeCell time={a.createdAt} /> },
  ];
  return (
    <>
      <Filters draft={list.draft} edit={list.edit} search={list.search} reset={list.reset} solved={false} />
      <Batch kind="answer" rows={picked(list.rows, checked.ids)} done={checked.clear} />
      <DataTable
        stacked
        label="回答"
        className={styles.table}
        columns={columns}
        rowKey={keyOf}
        empty="没有符合条件的回答"
        {...list.table}
      />
      <Pager {...list.pager} />
    </>
  );
}

/** 问答监管 (§2.1 `/siteContent/manageQuestion`): every site's questions and answers, moderated on a site's behalf. */
export function ManageQuestionPage() {
  const [tab, setTab] = useState<'questions' | 'answers'>('questions');
  return (
    <Panel
      title="问答监管"
      description="全部站点的问题与回答。勾选同一站点的内容后代站点处理，记入站点的审计记录，操作人为平台管理员；驳回与屏蔽须填写原因。"
    >
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as 'questions' | 'answers')}>
        <Tab value="questions">问题</Tab>
        <Tab value="answers">回答</Tab>
      </TabList>
      {tab === 'questions' ? <QuestionTab /> : <AnswerTab />}
    </Panel>
  );
}
