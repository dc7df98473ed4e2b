import { type FormEvent, useState } from 'react';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { ContentStatus, type Schema } from '#sdk';
import { commentText } from './commentEdit';
import { commentHtml, savedMessage } from './postRequests';

/** The inline editor of one's own comment: its text in the comment box's form, saved with updateComment. */
export function CommentEditor({ comment, onDone }: { comment: Schema<'CommentReply'>; onDone(): void }) {
  const [text, setText] = useState(() => commentText(comment.content));
  const [update, updating] = api.useUpdateCommentMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    const result = await update({ body: { id: comment.id, content: commentHtml(text) } });
    const saved = result.data?.data;
    if (!saved) return;
    notify.success(saved.status === ContentStatus.published ? '评论已修改' : savedMessage('评论', saved.status));
    onDone();
  };
  return (
    <form className="m-comment-body m-comment-edit" noValidate onSubmit={submit}>
      <textarea
        className="m-textarea"
        aria-label="修改评论"
        maxLength={2000}
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="m-row">
        <span className="m-spacer" />
        <button type="button" className="m-btn" onClick={onDone}>
          取消
        </button>
        <button type="submit" className="m-btn m-btn-primary" disabled={updating.isLoading || !text.trim()}>
          保存
        </button>
      </div>
    </form>
  );
}
