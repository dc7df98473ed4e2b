import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, timeAgo } from '#kit/format/time';
import { notify } from '#kit/notify/notify';
import { usePageTitle } from '../../shell/hooks';
import { followApi } from './cache';
import { Pager } from './Pager';
import './follow.css';

const PAGE_SIZE = 20;

/** 我的收藏 `/me/bookmarks`: the posts I bookmarked, latest first; posts no longer public drop out on the server. */
export function MyBookmarksPage() {
  usePageTitle('我的收藏');
  const [page, setPage] = useState(1);
  const list = followApi.useGetMyBookmarkListQuery({ query: { page, pageSize: PAGE_SIZE } }, { refetchOnMountOrArgChange: true });
  const [remove, removing] = followApi.useRemoveBookmarkMutation();
  const onRemove = async (postId: number) => {
    const result = await remove({ body: { postId } });
    if (!result.error) notify.success(result.data?.description || '已取消收藏');
  };
  return (
    <div className="m-card">
      <h1 className="m-follow-heading">我的收藏</h1>
      {list.isLoading ? <div className="m-loading">加载中…</div> : null}
      {list.isError && !list.data ? <div className="m-empty">收藏没有读出来，请稍后再试</div> : null}
      <ul className="m-follow-list">
        {list.data?.list.map((b) => (
          <li key={b.postId} className="m-follow-item">
            <div className="m-follow-main">
              <Link to={`/post/${b.postId}`} className="m-follow-title">
                {b.title}
              </Link>
              <div className="m-meta">
                <Link to={`/section/${b.sectionId}`}>{b.sectionName}</Link>
                {b.author.home ? <Link to={`/user/${b.author.id}`}>{b.author.name}</Link> : <span>{b.author.name}</span>}
                <time dateTime={b.createdAt} title={formatDateTime(b.createdAt)}>
                  {timeAgo(b.createdAt)}
                </time>
              </div>
            </div>
            <button type="button" className="m-btn m-btn-text" disabled={removing.isLoading} onClick={() => onRemove(b.postId)}>
              取消收藏
            </button>
          </li>
        ))}
      </ul>
      {list.data?.list.length === 0 ? (
        <div className="m-empty">
          还没有收藏帖子，在帖子页点「收藏」就会出现在这里 · <Link to="/">去逛逛</Link>
        </div>
      ) : null}
      {list.data ? <Pager page={page} total={list.data.total} pageSize={PAGE_SIZE} onPage={setPage} /> : null}
    </div>
  );
}
