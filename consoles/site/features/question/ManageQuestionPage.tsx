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
import { RevisionButton } from '#shared/revisions/RevisionDialog';
import {
  ACTION_TEXT,
  emptyAnswerFilters,
  emptyQuestionFilters,
  type QaAction,
  toAnswerListInput,
  toModerationInput,
  toQuestionListInput,
} from './questionRequests';

const useStyles = makeStyles({
  narrow: { width: '120px' },
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
  check: { width: '40px' },
  short: { width: '96px', whiteSpace: 'nowrap' },
  table: { minWidth: '960px' },
});

const ACTIONS: QaAction[] = ['approve', 'reject', 'hide', 'restore', 'delete', 'purge'];
const YES_NO = { true: '是', false: '否' };

/** 编辑历史 of an answer: its versions, read when the dialog opens. */
function AnswerRevisions({ answerId }: { answerId: number }) {
  const [open, setOpen] = useState(false);
  const { data, isFetching } = api.useGetAnswerRevisionListQuery({ query: { answerId } }, { skip: !open });
  return <RevisionButton noun="回答" open={open} onOpenChange={setOpen} revisions={data?.list} loading={isFetching && !data} />;
}

function BatchActions({ kind, ids, done }: { kind: 'question' | 'answer'; ids: number[]; done: () => void }) {
  const styles = useStyles();
  const [reason, setReason] = useState('');
  const [moderateQuestions, q] = api.useModerateQuestionsMutation();
  const [moderateAnswers, a] = api.useModerateAnswersMutation();
  const run = async (action: QaAction) => {
    if ((action === 'delete' || action === 'purge') && !window.confirm(`确定${ACTION_TEXT[action]}选中的 ${ids.length} 条吗？`)) return;
    const input = toModerationInput(ids, action, reason);
    const result = kind === 'question' ? await moderateQuestions(input) : await moderateAnswers(input);
    if (result.data?.description) notify.success(result.data.description);
    if (!result.error) {
      setReason('');
      done();
    }
  };
  return (
    <div className={styles.batch}>
      <Text>{`已选 ${ids.length} 条`}</Text>
      <Input
        className={styles.reason}
        placeholder="驳回或屏蔽的原因（作者可见）"
        maxLength={200}
        value={reason}
        onChange={(_, d) => setReason(d.value)}
        aria-label="原因"
      />
      {ACTIONS.map((action) => (
        <Button key={action} size="small" disabled={ids.length === 0 || q.isLoading || a.isLoading} onClick={() => run(action)}>
          {ACTION_TEXT[action]}
        </Button>
      ))}
    </div>
  );
}

function QuestionTab() {
  const styles = useStyles();
  const types = api.useGetConsoleQuestionTypeListQuery().data?.list ?? [];
  const typeLabels = Object.fromEntries(types.map((t) => [t.id, t.name]));
  const list = useListPage({
    operation: 'getConsoleQuestionList',
    empty: emptyQuestionFilters,
    toInput: toQuestionListInput,
    refetchOnMountOrArgChange: true,
  });
  const { draft, edit } = list;
  const checked = useSelection(list.rows, (r) => `问题 ${r.id}`);
  const columns: Column<Schema<'ConsoleQuestion'>>[] = [
    checked.column,
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
    { key: 'type', title: '分类', className: styles.short, render: (q) => q.typeName },
    { key: 'author', title: '提问者', className: styles.short, render: (q) => q.author.name },
    { key: 'status', title: '状态', className: styles.short, render: (q) => ContentStatusLabels[q.status] },
    { key: 'bounty', title: '悬赏', className: styles.short, render: (q) => (q.bounty ? String(q.bounty) : '—') },
    { key: 'solved', title: '解决', className: styles.short, render: (q) => (q.solved ? '已解决' : '未解决') },
    { key: 'answers', title: '回答', className: styles.short, render: (q) => String(q.answerCount) },
    { key: 'createdAt', title: '提问时间', className: styles.short, render: (q) => <DateTimeCell time={q.createdAt} /> },
  ];
  return (
    <>
      <FilterBar onSearch={list.search} onReset={list.reset} label="筛选问题">
        <Field label="关键词">
          <Input
            className={styles.keyword}
            value={draft.keyword}
            maxLength={40}
            placeholder="标题或描述中的词"
            onChange={(_, d) => edit('keyword', d.value)}
          />
        </Field>
        <Field label="分类">
          <EnumDropdown label="分类" value={draft.typeId} labels={typeLabels} onChange={(v) => edit('typeId', v)} />
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
        <Field label="已解决">
          <EnumDropdown label="已解决" value={draft.solved} labels={YES_NO} onChange={(v) => edit('solved', v)} />
        </Field>
        <Field label="有悬赏">
          <EnumDropdown label="有悬赏" value={draft.hasBounty} labels={YES_NO} onChange={(v) => edit('hasBounty', v)} />
        </Field>
        <Field label="提问者编号">
          <Input
            className={styles.narrow}
            inputMode="numeric"
            value={draft.authorId}
            placeholder="全部"
            onChange={(_, d) => edit('authorId', d.value.replace(/\D/g, ''))}
          />
        </Field>
        <Field label="开始日期">
          <DateField className={styles.date} value={draft.startDate} onChange={(value) => edit('startDate', value)} />
        </Field>
        <Field label="结束日期">
          <DateField className={styles.date} value={draft.endDate} onChange={(value) => edit('endDate', value)} />
        </Field>
      </FilterBar>
      <BatchActions kind="question" ids={checked.ids} done={checked.clear} />
      <DataTable
        stacked
        label="问题"
        className={styles.table}
        columns={columns}
        rowKey={(q) => q.id}
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
    operation: 'getConsoleAnswerList',
    empty: emptyAnswerFilters,
    toInput: toAnswerListInput,
    refetchOnMountOrArgChange: true,
  });
  const { draft, edit } = list;
  const checked = useSelection(list.rows, (r) => `回答 ${r.id}`);
  const columns: Column<Schema<'ConsoleAnswer'>>[] = [
    checked.column,
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
    { key: 'accepted', title: '采纳', className: styles.short, render: (a) => (a.accepted ? '已采纳' : '—') },
    { key: 'createdAt', title: '回答时间', className: styles.short, render: (a) => <DateTimeCell time={a.createdAt} /> },
    { key: 'history', title: '编辑历史', className: styles.short, render: (a) => <AnswerRevisions answerId={a.id} /> },
  ];
  return (
    <>
      <FilterBar onSearch={list.search} onReset={list.reset} label="筛选回答">
        <Field label="关键词">
          <Input
            className={styles.keyword}
            value={draft.keyword}
            maxLength={40}
            placeholder="回答中的词"
            onChange={(_, d) => edit('keyword', d.value)}
          />
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
        <Field label="问题编号">
          <Input
            className={styles.narrow}
            inputMode="numeric"
            value={draft.questionId}
            placeholder="全部"
            onChange={(_, d) => edit('questionId', d.value.replace(/\D/g, ''))}
          />
        </Field>
        <Field label="回答者编号">
          <Input
            className={styles.narrow}
            inputMode="numeric"
            value={draft.authorId}
            placeholder="全部"
            onChange={(_, d) => edit('authorId', d.value.replace(/\D/g, ''))}
          />
        </Field>
        <Field label="开始日期">
          <DateField className={styles.date} value={draft.startDate} onChange={(value) => edit('startDate', value)} />
        </Field>
        <Field label="结束日期">
          <DateField className={styles.date} value={draft.endDate} onChange={(value) => edit('endDate', value)} />
        </Field>
      </FilterBar>
      <BatchActions kind="answer" ids={checked.ids} done={checked.clear} />
      <DataTable
        stacked
        label="回答"
        className={styles.table}
        columns={columns}
        rowKey={(a) => a.id}
        empty="没有符合条件的回答"
        {...list.table}
      />
      <Pager {...list.pager} />
    </>
  );
}

/** 问答管理 (§2.2 `/manageQuestion`): the site's questions and answers, filtered and moderated in batches. */
export function ManageQuestionPage() {
  const [tab, setTab] = useState<'questions' | 'answers'>('questions');
  return (
    <Panel
      title="问答管理"
      description="本站的问题与回答（已删除的按状态“已删除”筛选，可恢复或彻底删除）。勾选后批量处理；驳回与屏蔽的原因会告知作者，每次操作都记入审计记录。"
    >
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as 'questions' | 'answers')}>
        <Tab value="questions">问题</Tab>
        <Tab value="answers">回答</Tab>
      </TabList>
      {tab === 'questions' ? <QuestionTab /> : <AnswerTab />}
    </Panel>
  );
}
