import { Link, useNavigate, useParams } from 'react-router';
import { formatDateTime, timeAgo } from '#kit/format/time';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import type { Schema } from '#sdk';
import { AuthorLink } from '../../shell/AuthorLink';
import { countText } from '../../shell/count';
import { usePageTitle, useRequireMember } from '../../shell/hooks';
import { NotFound } from '../../shell/NotFound';
import { ReportButton } from '../../shell/ReportButton';
import { Slot } from '../../shell/slots';
import { Comments } from './Comments';
import { StatusMark } from './StatusMark';

function LikeButton({ post }: { post: Schema<'PostDetail'> }) {
  const requireMember = useRequireMember();
  const [like, liking] = api.useLikePostMutation();
  const [unlike, unliking] = api.useUnlikePostMutation();
  const toggle = () => {
    if (!requireMember()) return;
    if (post.liked) unlike({ query: { postId: post.id } });
    else like({ body: { postId: post.id } });
  };
  return (
    <button
      type="button"
      className={`m-btn${post.liked ? ' m-btn-on' : ''}`}
      aria-pressed={post.liked}
      disabled={liking.isLoading || unliking.isLoading}
      onClick={toggle}
    >
      {post.liked ? '已赞' : '点赞'} {countText(post.likeCount)}
    </button>
  );
}

function AuthorActions({ post }: { post: Schema<'PostDetail'> }) {
  const navigate = useNavigate();
  const [remove, { isLoading }] = api.useDeleteMyPostMutation();
  const onDelete = async () => {
    if (!window.confirm('确定删除这篇帖子吗？')) return;
    const result = await remove({ query: { id: post.id } });
    if (result.error) return;
    notify.success(result.data?.description || '帖子已删除');
    navigate('/me', { replace: true });
  };
  return (
    <>
      <Link className="m-btn m-btn-text" to={`/post/${post.id}/edit`}>
        编辑
      </Link>
      <button type="button" className="m-btn m-btn-text" disabled={isLoading} onClick={onDelete}>
        删除
      </button>
    </>
  );
}

/** 帖子: title, author, time, the sanitised content with its images, like, and the comments. */
export function PostPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: post, error, isLoading } = api.useGetPostQuery({ query: { id } }, { skip: !valid });
  usePageTitle(post?.title);
  if (!valid || (error && !post)) return <NotFound what="帖子" />;
  if (isLoading || !post) return <div className="m-loading">加载中…</div>;
  return (
    <>
      <article className="m-card m-article">
        <div className="m-meta">
          <Link to={`/section/${post.sectionId}`}>{post.sectionName}</Link>
        </div>
        <h1>
          {post.pinned ? <span className="m-tag m-tag-danger">置顶</span> : null}{' '}
          {post.featured ? <span className="m-tag m-tag-warn">精华</span> : null} {post.title} <StatusMark status={post.status} />
        </h1>
        {post.mine && post.reason ? <p className="m-error">原因：{post.reason}</p> : null}
        <div className="m-row m-muted">
          {post.author.avatar ? (
            <img className="m-avatar" src={post.author.avatar} alt="" />
          ) : (
            <span className="m-avatar" aria-hidden="true">
              {post.author.name.slice(0, 1)}
            </span>
          )}
          <AuthorLink author={post.author} />
          <time dateTime={post.createdAt} title={formatDateTime(post.createdAt)}>
            {timeAgo(post.createdAt)}
          </time>
          {post.editedAt ? (
            <span className="m-edited" title={`编辑于 ${formatDateTime(post.editedAt)}`}>
              已编辑
            </span>
          ) : null}
          <span>阅读 {countText(post.viewCount)}</span>
        </div>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised it (server/src/http/sanitize-html.ts). */}
        <div className="m-content" dangerouslySetInnerHTML={{ __html: post.content }} />
        <Slot name="postBody" post={post} />
        <div className="m-row">
          <LikeButton post={post} />
          <Slot name="postActions" post={post} />
          <span className="m-spacer" />
          {post.mine ? (
            <AuthorActions post={post} />
          ) : (
            <ReportButton targetType="post" targetId={post.id} what="帖子" authorId={post.author.id} />
          )}
        </div>
      </article>
      <Comments postId={post.id} locked={post.locked} commentCount={post.commentCount} />
    </>
  );
}
