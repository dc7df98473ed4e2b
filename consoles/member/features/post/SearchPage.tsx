import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { timeAgo } from '#kit/format/time';
import { api } from '#kit/request/api';
import { countText } from '../../shell/count';
import { usePageTitle } from '../../shell/hooks';
import './post.css';

const PAGE_SIZE = 20;

const pageNumbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

function Results({ keyword, page }: { keyword: string; page: number }) {
  const { data, isFetching } = api.useSearchPostsQuery({ query: { keyword, page, pageSize: PAGE_SIZE } });
  if (!data) return <div className="m-loading">{isFetching ? '搜索中…' : ''}</div>;
  if (data.total === 0) return <div className="m-empty">没有找到与「{keyword}」相关的帖子</div>;
  return (
    <>
      {page === 1 ? (
        <div className="m-muted">
          {data.more
            ? `结果较多，按相关度列出最近的 ${countText(data.total)} 篇帖子；再加一个关键词可以缩小范围`
            : `找到 ${countText(data.total)} 篇帖子`}
        </div>
      ) : null}
      {data.list.map((hit) => (
        <Link key={hit.id} to={`/post/${hit.id}`} className="m-post-item m-highlight">
          {/* The server escaped everything but its <em> marks (searchPosts). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the server, <em> only. */}
          <h2 className="m-post-title" dangerouslySetInnerHTML={{ __html: hit.titleHighlight }} />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the server, <em> only. */}
          <p className="m-post-excerpt" dangerouslySetInnerHTML={{ __html: hit.excerptHighlight }} />
          {hit.matchedComment ? (
            <p className="m-post-excerpt">
              评论：
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the server, <em> only. */}
              <span dangerouslySetInnerHTML={{ __html: hit.matchedComment }} />
            </p>
          ) : null}
          <div className="m-meta">
            <span>{hit.sectionName}</span>
            <span>{hit.author.name}</span>
            <span>{timeAgo(hit.createdAt)}</span>
            <span>评论 {countText(hit.commentCount)}</span>
            <span>赞 {countText(hit.likeCount)}</span>
          </div>
        </Link>
      ))}
    </>
  );
}

/** 搜索 `/search?keyword=`: results with the server's highlights, more pages by 加载更多. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const [draft, setDraft] = useState(keyword);
  const [pages, setPages] = useState({ keyword, count: 1 });
  const count = pages.keyword === keyword ? pages.count : 1;
  usePageTitle(keyword ? `搜索：${keyword}` : '搜索');
  const total = api.useSearchPostsQuery({ query: { keyword, page: 1, pageSize: PAGE_SIZE } }, { skip: !keyword }).data?.total ?? 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (next) setParams({ keyword: next });
  };
  return (
    <section className="m-card">
      <h1 className="m-sr-only">搜索</h1>
      <form className="m-search-bar" onSubmit={submit}>
        <input
          className="m-input"
          type="search"
          aria-label="搜索关键词"
          placeholder="搜索帖子"
          maxLength={50}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="m-btn m-btn-primary">
          搜索
        </button>
      </form>
      {keyword ? (
        pageNumbers(count).map((page) => <Results key={`${keyword}-${page}`} keyword={keyword} page={page} />)
      ) : (
        <div className="m-empty">输入关键词搜索帖子</div>
      )}
      {keyword && count * PAGE_SIZE < total ? (
        <button type="button" className="m-btn m-more" onClick={() => setPages({ keyword, count: count + 1 })}>
          加载更多
        </button>
      ) : null}
    </section>
  );
}
