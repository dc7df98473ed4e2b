import { useState } from 'react';
import { Link } from 'react-router';
import { timeAgo } from '#kit/format/time';
import { api } from '#kit/request/api';
import { ContentStatus, ContentStatusLabels } from '#sdk';

const PAGE_SIZE = 20;

const pageNumbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

function tone(status: number): string {
  if (status === ContentStatus.published) return '';
  if (status === ContentStatus.pending || status === ContentStatus.resubmitted) return ' m-tag-warn';
  return ' m-tag-danger';
}

function MyPostPage({ page }: { page: number }) {
  const { data } = api.useGetMyPostListQuery({ query: { page, pageSize: PAGE_SIZE } });
  if (!data) return <div className="m-loading">加载中…</div>;
  if (page === 1 && data.total === 0)
    return (
      <div className="m-empty">
        还没有发过帖子，<Link to="/write">去发帖</Link>
      </div>
    );
  return (
    <>
      {data.list.map((post) => (
        <Link key={post.id} to={`/post/${post.id}`} className="m-post-item">
          <h2 className="m-post-title">
            <span className={`m-tag${tone(post.status)}`}>{ContentStatusLabels[post.status]}</span> {post.title}
          </h2>
          {post.reason ? <p className="m-error">原因：{post.reason}</p> : null}
          <div className="m-meta">
            <span>{post.sectionName}</span>
            <span>{timeAgo(post.createdAt)}</span>
            <span>评论 {post.commentCount}</span>
            <span>赞 {post.likeCount}</span>
          </div>
        </Link>
      ))}
    </>
  );
}

/** 我的帖子 with their review state (已发布, 待审核, 未通过 and why …), newest first. */
export function MyPosts() {
  const [pages, setPages] = useState(1);
  const total = api.useGetMyPostListQuery({ query: { page: 1, pageSize: PAGE_SIZE } }).data?.total ?? 0;
  return (
    <section className="m-card">
      <h2>我的帖子</h2>
      {pageNumbers(pages).map((page) => (
        <MyPostPage key={page} page={page} />
      ))}
      {pages * PAGE_SIZE < total ? (
        <button type="button" className="m-btn m-more" onClick={() => setPages(pages + 1)}>
          加载更多
        </button>
      ) : null}
    </section>
  );
}
