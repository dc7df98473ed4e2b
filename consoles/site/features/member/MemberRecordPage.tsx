import { Button, MessageBar, MessageBarBody, makeStyles, Tab, TabList } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { useCan } from '#kit/permission/useCan';
import { api } from '#kit/request/api';
import type { Schema } from '#sdk';
import { userIdFrom } from './memberRequests';
import { Answers, Comments, Posts } from './RecordContentTabs';
import { RecordHead } from './RecordHead';
import { Points, Reports, Sanctions, SignIns } from './RecordHistoryTabs';

const useStyles = makeStyles({
  tabs: { overflowX: 'auto' },
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
      <RecordHead record={r} />
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
