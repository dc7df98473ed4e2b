import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { timeAgo } from '#kit/format/time';
import type { Schema } from '#sdk';
import { usePageTitle } from '../../shell/hooks';
import { followApi } from './cache';
import { Pager } from './Pager';
import './follow.css';

const PAGE_SIZE = 20;
type Tab = 'following' | 'followers';

function MemberRow({ member, tab }: { member: Schema<'FollowMember'>; tab: Tab }) {
  return (
    <li className="m-follow-item">
      <Link to={`/user/${member.id}`} className="m-follow-member">
        {member.avatar ? (
          <img className="m-avatar" src={member.avatar} alt="" />
        ) : (
          <span className="m-avatar" aria-hidden="true">
            {member.nickname.slice(0, 1)}
          </span>
        )}
        <span className="m-follow-title">{member.nickname}</span>
      </Link>
      <span className="m-muted m-follow-when">
        {timeAgo(member.followedAt)}
        {tab === 'following' ? '关注' : '关注了你'}
      </span>
    </li>
  );
}

function MemberList({ tab }: { tab: Tab }) {
  const [page, setPage] = useState(1);
  const args = { query: { page, pageSize: PAGE_SIZE } };
  const options = { refetchOnMountOrArgChange: true };
  const following = followApi.useGetMyFollowingListQuery(args, { ...options, skip: tab !== 'following' });
  const followers = followApi.useGetMyFollowerListQuery(args, { ...options, skip: tab !== 'followers' });
  const list = tab === 'following' ? following : followers;
  return (
    <>
      {list.isLoading ? <div className="m-loading">加载中…</div> : null}
      {list.isError && !list.data ? <div className="m-empty">列表没有读出来，请稍后再试</div> : null}
      <ul className="m-follow-list">
        {list.data?.list.map((m) => (
          <MemberRow key={m.id} member={m} tab={tab} />
        ))}
      </ul>
      {list.data?.list.length === 0 ? (
        <div className="m-empty">{tab === 'following' ? '还没有关注任何人，在成员主页点「关注」即可' : '还没有人关注你'}</div>
      ) : null}
      {list.data ? <Pager page={page} total={list.data.total} pageSize={PAGE_SIZE} onPage={setPage} /> : null}
    </>
  );
}

/** 我的关注 `/me/following`: whom I follow, and a tab of who follows me (`?tab=followers`). */
export function MyFollowingPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'followers' ? 'followers' : 'following';
  usePageTitle(tab === 'following' ? '我的关注' : '我的粉丝');
  return (
    <div className="m-card">
      <h1 className="m-follow-heading">我的关注</h1>
      <div className="m-tabs-inline" role="toolbar" aria-label="关注与粉丝">
        <button type="button" aria-pressed={tab === 'following'} onClick={() => setParams({}, { replace: true })}>
          我关注的
        </button>
        <button type="button" aria-pressed={tab === 'followers'} onClick={() => setParams({ tab: 'followers' }, { replace: true })}>
          我的粉丝
        </button>
      </div>
      <MemberList key={tab} tab={tab} />
    </div>
  );
}
