import { useState } from 'react';
import { api, type OpArg } from '#kit/request/api';
import { PostItem } from './PostItem';

export type PostListQuery = Omit<NonNullable<Exclude<OpArg<'getPostList'>, void>['query']>, 'cursor'>;

function Page({
  query,
  cursor,
  last,
  onMore,
  showSection,
}: {
  query: PostListQuery;
  cursor?: string;
  last: boolean;
  onMore(cursor: string): void;
  showSection: boolean;
}) {
  const { data, isFetching, isError, refetch } = api.useGetPostListQuery({ query: { ...query, cursor } });
  if (!data) {
    if (isError)
      return (
        <div className="m-empty">
          加载失败{' '}
          <button type="button" className="m-btn-text m-btn" onClick={() => refetch()}>
            重试
          </button>
        </div>
      );
    return <div className="m-loading">加载中…</div>;
  }
  return (
    <>
      {data.list.map((post) => (
        <PostItem key={post.id} post={post} showSection={showSection} />
      ))}
      {!cursor && data.list.length === 0 ? <div className="m-empty">还没有帖子</div> : null}
      {last && data.nextCursor ? (
        <button type="button" className="m-btn m-more" disabled={isFetching} onClick={() => onMore(data.nextCursor as string)}>
          加载更多
        </button>
      ) : null}
      {last && cursor && !data.nextCursor ? <div className="m-empty">没有更多了</div> : null}
    </>
  );
}

/**
 * A list of posts paged by cursor: each page its own cached query, the next one added under the last by 加载更多.
 * A new query (another sort or filter) starts again from the first page.
 */
export function PostListPages({ query, showSection = true }: { query: PostListQuery; showSection?: boolean }) {
  const key = JSON.stringify(query);
  const [state, setState] = useState<{ key: string; cursors: (string | undefined)[] }>({ key, cursors: [undefined] });
  const cursors = state.key === key ? state.cursors : [undefined];
  return (
    <div>
      {cursors.map((cursor, index) => (
        <Page
          key={cursor ?? 'first'}
          query={query}
          cursor={cursor}
          last={index === cursors.length - 1}
          showSection={showSection}
          onMore={(next) => setState({ key, cursors: [...cursors, next] })}
        />
      ))}
    </div>
  );
}
