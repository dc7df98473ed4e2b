import { type FormEvent, lazy, Suspense, useState } from 'react';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { ContentStatus, type Schema } from '#sdk';

const RichEditor = lazy(async () => ({ default: (await import('../../shell/RichEditor')).RichEditor }));

/** Whether 编辑 shows on an answer: the viewer wrote it and it is not deleted or hidden (the server decides in the end). */
export function answerEditable(answer: Schema<'AnswerItem'>): boolean {
  return answer.mine && answer.status !== ContentStatus.deleted && answer.status !== ContentStatus.hidden;
}

/** The inline editor of one's own answer, as the comment's (CommentEditor): its HTML in the rich editor, saved with updateAnswer. */
export function AnswerEditor({ answer, onDone }: { answer: Schema<'AnswerItem'>; onDone(): void }) {
  const [content, setContent] = useState(answer.content);
  const [problem, setProblem] = useState('');
  const [update, updating] = api.useUpdateAnswerMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setProblem('请输入回答内容');
    setProblem('');
    const result = await update({ body: { id: answer.id, content } });
    const saved = result.data?.data;
    if (!saved) return;
    notify.success(saved.status === ContentStatus.published ? '回答已修改' : '回答已提交，等待审核');
    onDone();
  };
  return (
    <form className="m-answer-edit" noValidate onSubmit={submit} aria-label="修改回答">
      <Suspense fallback={<div className="m-loading">编辑器加载中…</div>}>
        <RichEditor initial={answer.content} onChange={setContent} />
      </Suspense>
      {problem ? <div className="m-error">{problem}</div> : null}
      <div className="m-row">
        <span className="m-spacer" />
        <button type="button" className="m-btn" onClick={onDone}>
          取消
        </button>
        <button type="submit" className="m-btn m-btn-primary" disabled={updating.isLoading}>
          保存
        </button>
      </div>
    </form>
  );
}
