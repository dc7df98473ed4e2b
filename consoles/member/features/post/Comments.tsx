import { type FormEvent, useRef, useState } from 'react';
import { timeAgo } from '#kit/format/time';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { ContentStatus, type Schema } from '#sdk';
import { AuthorLink } from '../../shell/AuthorLink';
import { countText } from '../../shell/count';
import { useMember, useMemberSite, useRequireMember } from '../../shell/hooks';
import { useMentionSuggest } from '../../shell/Mention';
import { ReportButton } from '../../shell/ReportButton';
import { CommentEditor } from './CommentEditor';
import { commentEditable } from './commentEdit';
import { commentHtml, savedMessage } from './postRequests';
import { StatusMark } from './StatusMark';
import './post.css';

type Reply = Schema<'CommentReply'>;
export interface ReplyTarget {
  commentId: number;
  name: string;
}

function Avatar({ author }: { author: Schema<'ContentAuthor'> }) {
  return author.avatar ? (
    <img className="m-avatar" src={author.avatar} alt="" />
  ) : (
    <span className="m-avatar" aria-hidden="true">
      {author.name.slice(0, 1)}
    </span>
  );
}

function CommentLike({ comment }: { comment: Reply }) {
  const requireMember = useRequireMember();
  const [like] = api.useLikeCommentMutation();
  const [unlike] = api.useUnlikeCommentMutation();
  const toggle = () => {
    if (!requireMember()) return;
    if (comment.liked) unlike({ query: { commentId: comment.id } });
    else like({ body: { commentId: comment.id } });
  };
  return (
    <button type="button" className={`m-btn m-btn-text${comment.liked ? ' m-btn-on' : ''}`} aria-pressed={comment.liked} onClick={toggle}>
      赞 {comment.likeCount > 0 ? countText(comment.likeCount) : ''}
    </button>
  );
}

/** One comment or reply: author, time, its text (sanitised HTML from the server), 审核中 on one's own, like and reply. */
function CommentBody({ comment, onReply }: { comment: Reply; onReply(target: ReplyTarget): void }) {
  const [editing, setEditing] = useState(false);
  const viewerId = useMember().profile?.id;
  const editable = commentEditable(comment, viewerId, useMemberSite()?.commentEditMinutes);
  return (
    <div className="m-comment" data-comment-id={comment.id}>
      <div className="m-comment-head">
        <Avatar author={comment.author} />
        <strong>
          <AuthorLink author={comment.author} />
        </strong>
        {comment.replyTo ? <span className="m-muted">回复 @{comment.replyTo.name}</span> : null}
        <StatusMark status={comment.status} />
        <span className="m-spacer" />
        {comment.editedAt ? <span className="m-edited">已编辑</span> : null}
        <span className="m-muted">{timeAgo(comment.createdAt)}</span>
      </div>
      {editing ? (
        <CommentEditor comment={comment} onDone={() => setEditing(false)} />
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised it (server/src/http/sanitize-html.ts).
        <div className="m-comment-body m-content" dangerouslySetInnerHTML={{ __html: comment.content }} />
      )}
      <div className="m-row m-comment-body">
        <CommentLike comment={comment} />
        <button type="button" className="m-btn m-btn-text" onClick={() => onReply({ commentId: comment.id, name: comment.author.name })}>
          回复
        </button>
        {editable && !editing ? (
          <button type="button" className="m-btn m-btn-text" onClick={() => setEditing(true)}>
            编辑
          </button>
        ) : null}
        <span className="m-spacer" />
        {comment.status === ContentStatus.published ? (
          <ReportButton targetType="comment" targetId={comment.id} what="评论" authorId={comment.author.id} />
        ) : null}
      </div>
    </div>
  );
}

function MoreReplies({
  commentId,
  cursor,
  onReply,
}: {
  commentId: number;
  cursor: string | undefined;
  onReply(target: ReplyTarget): void;
}) {
  const [next, setNext] = useState<string | null>(null);
  const { data } = api.useGetCommentRepliesQuery({ query: { commentId, cursor } });
  if (!data) return <div className="m-muted">加载中…</div>;
  return (
    <>
      {data.list.map((reply) => (
        <CommentBody key={reply.id} comment={reply} onReply={onReply} />
      ))}
      {next ? (
        <MoreReplies commentId={commentId} cursor={next} onReply={onReply} />
      ) : data.nextCursor ? (
        <button type="button" className="m-btn m-btn-text" onClick={() => setNext(data.nextCursor)}>
          查看更多回复
        </button>
      ) : null}
    </>
  );
}

/** A comment with its first replies; 查看更多回复 reads the rest from the start, a page at a time. */
function Thread({ comment, onReply }: { comment: Schema<'CommentItem'>; onReply(target: ReplyTarget): void }) {
  const [expanded, setExpanded] = useState(false);
  const hidden = comment.replyCount - comment.replies.filter((r) => r.status === ContentStatus.published).length;
  return (
    <div>
      <CommentBody comment={comment} onReply={onReply} />
      {comment.replies.length > 0 || expanded ? (
        <div className="m-replies">
          {expanded ? (
            <MoreReplies commentId={comment.id} cursor={undefined} onReply={onReply} />
          ) : (
            comment.replies.map((reply) => <CommentBody key={reply.id} comment={reply} onReply={onReply} />)
          )}
          {!expanded && hidden > 0 ? (
            <button type="button" className="m-btn m-btn-text" onClick={() => setExpanded(true)}>
              查看更多回复（{hidden}）
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function CommentPage({
  postId,
  cursor,
  last,
  onMore,
  onReply,
}: {
  postId: number;
  cursor?: string;
  last: boolean;
  onMore(c: string): void;
  onReply(t: ReplyTarget): void;
}) {
  const { data } = api.useGetCommentListQuery({ query: { postId, cursor } });
  if (!data) return <div className="m-loading">加载中…</div>;
  return (
    <>
      {!cursor && data.list.length === 0 ? <div className="m-empty">还没有评论，来说两句吧</div> : null}
      {data.list.map((comment) => (
        <Thread key={comment.id} comment={comment} onReply={onReply} />
      ))}
      {last && data.nextCursor ? (
        <button type="button" className="m-btn m-more" onClick={() => onMore(data.nextCursor as string)}>
          更多评论
        </button>
      ) : null}
    </>
  );
}

/** The reply box: a comment on the post, or a reply to the comment or reply chosen (回复 @name). */
function ReplyBox({ postId, locked, target, onClear }: { postId: number; locked: boolean; target: ReplyTarget | null; onClear(): void }) {
  const requireMember = useRequireMember();
  const [text, setText] = useState('');
  const [create, { isLoading }] = api.useCreateCommentMutation();
  // @mentions: a choice replaces the typed `@…` before the caret with `@昵称 `.
  const box = useRef<HTMLTextAreaElement>(null);
  const mention = useMentionSuggest((nickname, typed) => {
    const caret = box.current?.selectionStart ?? text.length;
    const start = caret - typed.length - 1;
    const inserted = `@${nickname} `;
    setText(text.slice(0, start) + inserted + text.slice(caret));
    requestAnimationFrame(() => box.current?.setSelectionRange(start + inserted.length, start + inserted.length));
  });
  if (locked) return <div className="m-muted m-reply-box">帖子已锁定，不能再评论</div>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!requireMember()) return;
    if (!text.trim()) {
      notify.warning('请输入评论内容');
      return;
    }
    const result = await create({ body: { postId, content: commentHtml(text), ...(target ? { parentId: target.commentId } : {}) } });
    const saved = result.data?.data;
    if (!saved) return;
    notify.success(savedMessage('评论', saved.status));
    setText('');
    onClear();
  };
  return (
    <form className="m-reply-box" noValidate onSubmit={submit}>
      {target ? (
        <div className="m-row m-muted">
          回复 @{target.name}
          <button type="button" className="m-btn m-btn-text" onClick={onClear}>
            取消
          </button>
        </div>
      ) : null}
      <div className="m-row">
        <div className="m-mention-box m-spacer">
          <textarea
            ref={box}
            className="m-textarea"
            rows={1}
            maxLength={2000}
            aria-label={target ? `回复 @${target.name}` : '写评论'}
            placeholder={target ? `回复 @${target.name}` : '写评论…'}
            value={text}
            {...mention.inputProps}
            onFocus={() => requireMember()}
            onChange={(e) => {
              setText(e.target.value);
              mention.update(e.target.value.slice(0, e.target.selectionStart));
            }}
            onKeyDown={(e) => {
              if (mention.onKey(e.key)) e.preventDefault();
            }}
            onBlur={mention.close}
          />
          {mention.popup}
        </div>
        <button type="submit" className="m-btn m-btn-primary" disabled={isLoading}>
          发送
        </button>
      </div>
    </form>
  );
}

export function Comments({ postId, locked, commentCount }: { postId: number; locked: boolean; commentCount: number }) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [target, setTarget] = useState<ReplyTarget | null>(null);
  return (
    <section className="m-card" id="comments">
      <h2>评论 {countText(commentCount)}</h2>
      {cursors.map((cursor, index) => (
        <CommentPage
          key={cursor ?? 'first'}
          postId={postId}
          cursor={cursor}
          last={index === cursors.length - 1}
          onMore={(next) => setCursors([...cursors, next])}
          onReply={setTarget}
        />
      ))}
      <ReplyBox postId={postId} locked={locked} target={target} onClear={() => setTarget(null)} />
    </section>
  );
}
