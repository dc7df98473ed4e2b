import { Badge, Button, MessageBar, MessageBarBody, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { useCan } from '#kit/permission/useCan';
import { api } from '#kit/request/api';
import { CursorPager } from '#kit/table/CursorPager';
import { DateTimeCell, SignedNumber } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { ContentStatusLabels, ImpeachStateLabels, ImpeachTargetTypeLabels, SanctionKindLabels, type Schema } from '#sdk';
import { formatBeijingDateTime } from '#sdk/format';
import { LabelChip, LabelChips } from './LabelChips';
import { userIdFrom } from './memberRequests';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, alignItems: 'flex-start' },
  who: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: '220px' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
    gap: tokens.spacingHorizontalM,
    flexGrow: 1,
    minWidth: '240px',
  },
  fact: {
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  number: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  tabs: { overflowX: 'auto' },
  table: { minWidth: '640px' },
  time: { width: '150px' },
});

type Record_ = Schema<'MemberRecord'>;
type Tab_ = 'posts' | 'comments' | 'answers' | 'points' | 'sanctions' | 'reports' | 'signIns';

/** 成员档案 (`/user/manageUserInfo?userId=12`): one member's whole record, the long lists page by page in tabs. */
export function MemberRecordPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const userId = userIdFrom(search);
  const record = api.useGetSiteUserRecordQuery(
    { query: { userId: userId ?? 0 } },
    { skip: userId === null, refetchOnMountOrArgChange: true },
  );
  if (userId === null || record.error) {
    return (
      <Panel title="成员档案">
        <MessageBar intent="warning">
          <MessageBarBody>{userId === null ? '没有指定成员，请从用户管理进入。' : '这位成员不存在或已被删除。'}</MessageBarBody>
        </MessageBar>
        <div>
          <Button icon={<ArrowLeftRegular />} onClick={() => navigate('/user/manageUser')}>
            返回用户管理
          </Button>
        </div>
      </Panel>
    );
  }
  if (!record.data) return <Panel title="成员档案">加载中…</Panel>;
  return <RecordView record={record.data} />;
}

function RecordView({ record: r }: { record: Record_ }) {
  const styles = useStyles();
  const can = {
    posts: useCan('getConsolePostList'),
    comments: useCan('getConsoleCommentList'),
    answers: useCan('getConsoleAnswerList'),
    points: useCan('getPointRecordList'),
  };
  const tabs: [Tab_, string, boolean][] = [
    ['posts', `帖子 ${r.counts.posts}`, can.posts],
    ['comments', `评论 ${r.counts.comments}`, can.comments],
    ['answers', `回答 ${r.counts.answers}`, can.answers],
    ['points', '积分记录', can.points],
    ['sanctions', `禁言与封禁 ${r.counts.sanctions}`, true],
    ['reports', `举报 ${r.counts.reportsMade + r.counts.reportsReceived}`, true],
    ['signIns', '登录记录', true],
  ];
  const shown = tabs.filter(([, , ok]) => ok);
  const [tab, setTab] = useState<Tab_>(shown[0][0]);
  return (
    <Panel title={`成员档案：${r.userName || r.account}`}>
      <div className={styles.head}>
        <div className={styles.who}>
          <Text size={500} weight="semibold">
            {r.userName || '—'}
          </Text>
          <Text className={styles.sub}>{`${r.account}${r.mobile ? ` · ${r.mobile}` : ''} · 编号 ${r.id}`}</Text>
          <div className={styles.row}>
            {r.bannedUntil && <Badge color="danger">{`封禁至 ${formatBeijingDateTime(r.bannedUntil)}`}</Badge>}
            {r.mutedUntil && <Badge color="warning">{`禁言至 ${formatBeijingDateTime(r.mutedUntil)}`}</Badge>}
            {!r.bannedUntil && !r.mutedUntil && <Badge color="success">正常</Badge>}
            {r.isAdmin && <Badge color="brand">管理员</Badge>}
            {r.rankName && <Badge appearance="outline">{r.rankName}</Badge>}
          </div>
          <Text className={styles.sub}>{`注册于 ${formatBeijingDateTime(r.createdAt)}`}</Text>
          <Text className={styles.sub}>{r.lastLoginAt ? `最近登录 ${formatBeijingDateTime(r.lastLoginAt)}` : '从未登录'}</Text>
          <div className={styles.row}>
            <Text>标签</Text>
            <LabelChips labels={r.labels} empty="无" />
          </div>
          <div className={styles.row}>
            <Text>勋章</Text>
            {r.medals.length ? r.medals.map((m) => <LabelChip key={m.id} name={m.name} color={m.color} />) : <span>无</span>}
          </div>
        </div>
        <div className={styles.facts}>
          {r.points.map((p) => (
            <div key={p.category} className={styles.fact}>
              <Text className={styles.sub}>{p.name}</Text>
              <Text className={styles.number}>{p.balance}</Text>
            </div>
          ))}
          {(
            [
              ['帖子', r.counts.posts],
              ['评论', r.counts.comments],
              ['提问', r.counts.questions],
              ['回答', r.counts.answers],
              ['举报他人', r.counts.reportsMade],
              ['被举报', r.counts.reportsReceived],
            ] as const
          ).map(([label, n]) => (
            <div key={label} className={styles.fact}>
              <Text className={styles.sub}>{label}</Text>
              <Text className={styles.number}>{n}</Text>
            </div>
          ))}
        </div>
      </div>
      <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as Tab_)}>
        {shown.map(([value, label]) => (
          <Tab key={value} value={value}>
            {label}
          </Tab>
        ))}
      </TabList>
      {tab === 'posts' && <Posts userId={r.id} />}
      {tab === 'comments' && <Comments userId={r.id} />}
      {tab === 'answers' && <Answers userId={r.id} />}
      {tab === 'points' && <Points userId={r.id} />}
      {tab === 'sanctions' && <Sanctions userId={r.id} />}
      {tab === 'reports' && <Reports record={r} />}
      {tab === 'signIns' && <SignIns record={r} />}
    </Panel>
  );
}

const status = (s: number) => ContentStatusLabels[s as keyof typeof ContentStatusLabels] ?? String(s);

function Posts({ userId }: { userId: number }) {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getConsolePostList',
    empty: null,
    pageSize: 10,
    toInput: (_, at) => ({ query: { authorId: userId, ...at } }),
  });
  const columns: Column<Schema<'ConsolePost'>>[] = [
    { key: 'title', title: '标题', render: (p) => p.title },
    { key: 'section', title: '版块', render: (p) => p.sectionName },
    { key: 'status', title: '状态', render: (p) => status(p.status) },
    { key: 'at', title: '发布时间', className: styles.time, render: (p) => <DateTimeCell time={p.createdAt} /> },
  ];
  return (
    <>
      <DataTable stacked label="帖子" className={styles.table} columns={columns} rowKey={(p) => p.id} empty="没有帖子" {...list.table} />
      <Pager {...list.pager} />
    </>
  );
}

function Comments({ userId }: { userId: number }) {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getConsoleCommentList',
    empty: null,
    pageSize: 10,
    toInput: (_, at) => ({ query: { authorId: userId, ...at } }),
  });
  const columns: Column<Schema<'ConsoleComment'>>[] = [
    { key: 'content', title: '评论', render: (c) => c.excerpt },
    { key: 'post', title: '帖子', render: (c) => c.postTitle },
    { key: 'status', title: '状态', render: (c) => status(c.status) },
    { key: 'at', title: '时间', className: styles.time, render: (c) => <DateTimeCell time={c.createdAt} /> },
  ];
  return (
    <>
      <DataTable stacked label="评论" className={styles.table} columns={columns} rowKey={(c) => c.id} empty="没有评论" {...list.table} />
      <Pager {...list.pager} />
    </>
  );
}

function Answers({ userId }: { userId: number }) {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getConsoleAnswerList',
    empty: null,
    pageSize: 10,
    toInput: (_, at) => ({ query: { authorId: userId, ...at } }),
  });
  const columns: Column<Schema<'ConsoleAnswer'>>[] = [
    { key: 'content', title: '回答', render: (a) => a.excerpt },
    { key: 'status', title: '状态', render: (a) => status(a.status) },
    { key: 'at', title: '时间', className: styles.time, render: (a) => <DateTimeCell time={a.createdAt} /> },
  ];
  return (
    <>
      <DataTable stacked label="回答" className={styles.table} columns={columns} rowKey={(a) => a.id} empty="没有回答" {...list.table} />
      <Pager {...list.pager} />
    </>
  );
}

function Points({ userId }: { userId: number }) {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getPointRecordList',
    paging: 'cursor',
    empty: null,
    pageSize: 10,
    toInput: (_, { cursor, limit }) => ({ query: { userId, limit, ...(cursor ? { cursor } : {}) } }),
  });
  const columns: Column<Schema<'PointRecord'>>[] = [
    { key: 'category', title: '类型', render: (p) => p.categoryName },
    { key: 'delta', title: '变动', render: (p) => <SignedNumber value={p.delta} /> },
    { key: 'balance', title: '余额', render: (p) => p.balance },
    { key: 'reason', title: '原因', render: (p) => p.reason || p.itemName || '—' },
    { key: 'at', title: '时间', className: styles.time, render: (p) => <DateTimeCell time={p.createdAt} /> },
  ];
  return (
    <>
      <DataTable
        stacked
        label="积分记录"
        className={styles.table}
        columns={columns}
        rowKey={(p) => p.id}
        empty="没有积分记录"
        {...list.table}
      />
      <CursorPager {...list.pager} />
    </>
  );
}

function Sanctions({ userId }: { userId: number }) {
  const styles = useStyles();
  const { data, isFetching } = api.useGetSiteUserSanctionListQuery({ query: { userId } }, { refetchOnMountOrArgChange: true });
  const columns: Column<Schema<'Sanction'>>[] = [
    {
      key: 'kind',
      title: '处罚',
      render: (s) => (
        <Badge color={s.kind === 'ban' ? 'danger' : 'warning'} appearance={s.active ? 'filled' : 'outline'}>
          {`${SanctionKindLabels[s.kind]}${s.active ? '（生效中）' : s.liftedAt ? '（已解除）' : '（已到期）'}`}
        </Badge>
      ),
    },
    { key: 'reason', title: '原因', render: (s) => s.reason },
    { key: 'range', title: '期间', render: (s) => `${formatBeijingDateTime(s.startsAt)} 至 ${formatBeijingDateTime(s.endsAt)}` },
    { key: 'actor', title: '处理人', render: (s) => s.actorName || '—' },
  ];
  return (
    <DataTable
      stacked
      label="禁言与封禁"
      className={styles.table}
      columns={columns}
      rowKey={(s) => s.id}
      rows={data?.list ?? []}
      loading={isFetching && !data}
      empty="没有禁言或封禁记录"
    />
  );
}

function Reports({ record }: { record: Record_ }) {
  const styles = useStyles();
  const columns: Column<Schema<'MemberReportRef'>>[] = [
    {
      key: 'target',
      title: '对象',
      render: (x) => `${ImpeachTargetTypeLabels[x.targetType as keyof typeof ImpeachTargetTypeLabels] ?? x.targetType} #${x.targetId}`,
    },
    { key: 'reason', title: '理由', render: (x) => x.reason },
    { key: 'state', title: '状态', render: (x) => ImpeachStateLabels[x.state as keyof typeof ImpeachStateLabels] ?? x.state },
    { key: 'at', title: '时间', className: styles.time, render: (x) => <DateTimeCell time={x.at} /> },
  ];
  return (
    <>
      <Text weight="semibold">{`提交的举报（最近 ${record.reportsMade.length} 条，共 ${record.counts.reportsMade} 条）`}</Text>
      <DataTable
        stacked
        label="提交的举报"
        className={styles.table}
        columns={columns}
        rowKey={(x) => x.id}
        rows={record.reportsMade}
        empty="没有提交过举报"
      />
      <Text weight="semibold">{`收到的举报（最近 ${record.reportsReceived.length} 条，共 ${record.counts.reportsReceived} 条）`}</Text>
      <DataTable
        stacked
        label="收到的举报"
        className={styles.table}
        columns={columns}
        rowKey={(x) => x.id}
        rows={record.reportsReceived}
        empty="没有被举报过"
      />
    </>
  );
}

function SignIns({ record }: { record: Record_ }) {
  const styles = useStyles();
  const columns: Column<Schema<'MemberRecord'>['signIns'][number]>[] = [
    { key: 'at', title: '时间', className: styles.time, render: (s) => <DateTimeCell time={s.at} /> },
    { key: 'door', title: '入口', render: (s) => (s.door === 'console' ? '控制台' : '前台') },
    { key: 'ip', title: 'IP', render: (s) => s.ip },
  ];
  return (
    <DataTable
      stacked
      label="登录记录"
      className={styles.table}
      columns={columns}
      rowKey={(s) => `${s.at}${s.ip}`}
      rows={record.signIns}
      empty="没有登录记录"
    />
  );
}
