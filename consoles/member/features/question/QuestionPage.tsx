import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDateTime, timeAgo } from '#kit/format/time';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { ContentStatus, type Schema } from '#sdk';
import { AuthorLink } from '../../shell/AuthorLink';
import { DraftStatus, useDraftAutosave, useStoredDraft } from '../../shell/draft';
import { useMember, usePageTitle, useRequireMember } from '../../shell/hooks';
import { NotFound } from '../../shell/NotFound';
import { AnswerEditor, answerEditable } from './AnswerEditor';
import { StateTag } from './QuestionItem';
import { nextVote, toCreateAnswerInput } from './questionRequests';
import './question.css';

const RichEditor = lazy(async () => ({ default: (await import('../../shell/RichEditor')).RichEditor }));

function Avatar({ author }: { author: Schema<'ContentAuthor'> }) {
  return author.avatar ? (
    <img className="m-avatar" src={author.avatar} alt="" />
  ) : (
    <span className="m-avatar" aria-hidden="true">
      {author.name.slice(0, 1)}
    </span>
  );
}

function AnswerComments({ answerId }: { answerId: number }) {
  const requireMember = useRequireMember();
  const { data } = api.useGetAnswerCommentListQuery({ query: { answerId, pageSize: 50 } });
  const [send, sending] = api.useCreateAnswerCommentMutation();
  const [text, setText] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!requireMember() || !text.trim()) return;
    const result = await send({ body: { answerId, content: text.trim() } });
    if (result.data?.data) setText('');
  };
  return (
    <div className="m-replies">
      {data?.list.map((c) => (
        <div key={c.id} className="m-q-comment">
          <b>
            <AuthorLink author={c.author} />
          </b>
          ：{c.content} <span className="m-muted">{timeAgo(c.createdAt)}</span>
        </div>
      ))}
      <form className="m-row" noValidate onSubmit={submit}>
        <input
          className="m-input"
          maxLength={500}
          placeholder="评论这个回答"
          aria-label="评论这个回答"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="m-btn" disabled={sending.isLoading}>
          发送
        </button>
      </form>
    </div>
  );
}

function AnswerCard({ answer, question }: { answer: Schema<'AnswerItem'>; question: Schema<'QuestionDetail'> }) {
  const requireMember = useRequireMember();
  const [vote, voting] = api.useVoteAnswerMutation();
  const [accept, accepting] = api.useAcceptAnswerMutation();
  const [showComments, setShowComments] = useState(false);
  const [editing, setEditing] = useState(false);
  const press = (pressed: 'up' | 'down') => {
    if (!requireMember()) return;
    vote({ body: { answerId: answer.id, vote: nextVote(answer.myVote, pressed) } });
  };
  const onAccept = async () => {
    const bounty = question.bountyState === 'held' ? `，悬赏 ${question.bounty} 将付给 ${answer.author.name}` : '';
    if (!window.confirm(`采纳这个回答${bounty}？采纳后不能更改。`)) return;
    const result = await accept({ body: { questionId: question.id, answerId: answer.id } });
    if (result.data?.data) notify.success(result.data.description || '已采纳');
  };
  const canAccept =
    question.mine &&
    question.acceptedAnswerId === null &&
    answer.status === ContentStatus.published &&
    question.status === ContentStatus.published;
  return (
    <article className={`m-card m-answer${answer.accepted ? ' m-answer-accepted' : ''}`}>
      <div className="m-row m-muted">
        <Avatar author={answer.author} />
        <AuthorLink author={answer.author} />
        <time dateTime={answer.createdAt} title={formatDateTime(answer.createdAt)}>
          {timeAgo(answer.createdAt)}
        </time>
        {answer.editedAt ? (
          <span className="m-edited" title={`编辑于 ${formatDateTime(answer.editedAt)}`}>
            已编辑
          </span>
        ) : null}
        {answer.accepted ? <span className="m-tag m-tag-ok">已采纳</span> : null}
        <StateTag status={answer.status} />
      </div>
      {answer.mine && answer.reason ? <p className="m-error">原因：{answer.reason}</p> : null}
      {editing ? (
        <AnswerEditor answer={answer} onDone={() => setEditing(false)} />
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised it (server/src/http/sanitize-html.ts).
        <div className="m-content" dangerouslySetInnerHTML={{ __html: answer.content }} />
      )}
      <div className="m-row">
        <button
          type="button"
          className={`m-btn${answer.myVote === 'up' ? ' m-btn-on' : ''}`}
          aria-pressed={answer.myVote === 'up'}
          disabled={voting.isLoading || answer.mine}
          onClick={() => press('up')}
        >
          赞同 {answer.upCount}
        </button>
        <button
          type="button"
          className={`m-btn${answer.myVote === 'down' ? ' m-btn-on' : ''}`}
          aria-pressed={answer.myVote === 'down'}
          disabled={voting.isLoading || answer.mine}
          onClick={() => press('down')}
        >
          反对 {answer.downCount}
        </button>
        <button type="button" className="m-btn m-btn-text" onClick={() => setShowComments((v) => !v)}>
          评论 {answer.commentCount}
        </button>
        {answerEditable(answer) && !editing ? (
          <button type="button" className="m-btn m-btn-text" onClick={() => setEditing(true)}>
            编辑
          </button>
        ) : null}
        <span className="m-spacer" />
        {canAccept ? (
          <button type="button" className="m-btn m-btn-primary" disabled={accepting.isLoading} onClick={onAccept}>
            采纳
          </button>
        ) : null}
      </div>
      {showComments ? <AnswerComments answerId={answer.id} /> : null}
    </article>
  );
}

function AnswerForm({ question, mayAnswer }: { question: Schema<'QuestionDetail'>; mayAnswer: boolean }) {
  const requireMember = useRequireMember();
  const { signedIn } = useMember();
  // The member's answer draft (one per member): restored when it is this question's, saved while they write.
  const stored = useStoredDraft('answer', !signedIn);
  const [restored, setRestored] = useState<Schema<'Draft'> | null | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState('');
  const [create, creating] = api.useCreateAnswerMutation();
  const [discard] = api.useDeleteDraftMutation();
  const [key, setKey] = useState(0);
  useEffect(() => {
    if (restored !== undefined || stored.loading || !signedIn) return;
    const draft = stored.draft?.questionId === question.id ? stored.draft : null;
    setRestored(draft);
    if (draft) {
      setContent(draft.content);
      setOpen(true);
    }
  }, [restored, stored.loading, stored.draft, signedIn, question.id]);
  const autosave = useDraftAutosave(
    'answer',
    { content, questionId: question.id },
    { enabled: open && restored !== undefined, restoredAt: restored?.updatedAt ?? null },
  );
  if (question.mine || question.acceptedAnswerId !== null || question.status !== ContentStatus.published) return null;
  if (!open)
    return (
      <button type="button" className="m-btn m-btn-primary m-btn-block" onClick={() => requireMember() && setOpen(true)}>
        写回答
      </button>
    );
  if (!mayAnswer) return <div className="m-card m-empty">本站只允许管理员回答</div>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setProblem('请输入回答内容');
    setProblem('');
    const result = await create(toCreateAnswerInput(question.id, content));
    if (!result.data?.data) return;
    autosave.settle();
    notify.success(result.data.description || '回答成功');
    setContent('');
    setKey((k) => k + 1);
    setOpen(false);
  };
  const onDiscard = async () => {
    await discard({ query: { kind: 'answer' } });
    notify.success('草稿已丢弃');
    setRestored(null);
    setContent('');
    autosave.settle();
    setKey((k) => k + 1);
  };
  return (
    <form className="m-card" noValidate onSubmit={submit}>
      <h3>写回答</h3>
      <Suspense fallback={<div className="m-loading">编辑器加载中…</div>}>
        <RichEditor key={key} initial={restored?.content ?? ''} onChange={setContent} />
      </Suspense>
      {problem ? <div className="m-error">{problem}</div> : null}
      <DraftStatus
        savedAt={autosave.savedAt}
        restored={Boolean(restored) && autosave.savedAt === restored?.updatedAt}
        onDiscard={() => void onDiscard()}
      />
      <div className="m-row">
        <span className="m-spacer" />
        <button type="button" className="m-btn" onClick={() => setOpen(false)}>
          取消
        </button>
        <button type="submit" className="m-btn m-btn-primary" disabled={creating.isLoading}>
          发布回答
        </button>
      </div>
    </form>
  );
}

const BOUNTY_STATE: Record<Schema<'QuestionDetail'>['bountyState'], string> = {
  none: '',
  held: '悬赏中',
  paid: '悬赏已付给采纳的回答',
  refunded: '悬赏已退还',
};

/** 问题 `/question/:id`: the question, its bounty, the answers (the accepted first), voting, comments, accepting and answering. */
export function QuestionPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: question, error, isLoading } = api.useGetQuestionQuery({ query: { id } }, { skip: !valid });
  const options = api.useGetQuestionOptionsQuery().data;
  const [page, setPage] = useState(1);
  const answers = api.useGetAnswerListQuery({ query: { questionId: id, page, pageSize: 20 } }, { skip: !question });
  usePageTitle(question?.title);
  if (!valid || (error && !question)) return <NotFound what="问题" />;
  if (isLoading || !question) return <div className="m-loading">加载中…</div>;
  const pages = answers.data ? Math.max(1, Math.ceil(answers.data.total / 20)) : 1;
  const unit = options ? `${options.bountyUnit}${options.bountyCategoryName}` : '';
  return (
    <>
      <article className="m-card m-article">
        <div className="m-meta">
          <Link to="/questions">问答</Link>
          <span>
            {question.typeIcon} {question.typeName}
          </span>
          {question.sectionName ? <span>{question.sectionName}</span> : null}
        </div>
        <h1>
          {question.solved ? <span className="m-tag m-tag-ok">已解决</span> : null} {question.title} <StateTag status={question.status} />
        </h1>
        {question.mine && question.reason ? <p className="m-error">原因：{question.reason}</p> : null}
        {question.bounty > 0 ? (
          <p className="m-q-bounty">
            悬赏 {question.bounty} {unit} · {BOUNTY_STATE[question.bountyState]}
            {question.bountyState === 'held' && question.settleAt ? `，${formatDateTime(question.settleAt)} 到期结算` : ''}
          </p>
        ) : null}
        <div className="m-row m-muted">
          <Avatar author={question.author} />
          <AuthorLink author={question.author} />
          <time dateTime={question.createdAt} title={formatDateTime(question.createdAt)}>
            {timeAgo(question.createdAt)}
          </time>
          <span>回答 {question.answerCount}</span>
        </div>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised it (server/src/http/sanitize-html.ts). */}
        <div className="m-content" dangerouslySetInnerHTML={{ __html: question.content }} />
      </article>
      <AnswerForm question={question} mayAnswer={options?.mayAnswer ?? false} />
      <h2 className="m-q-heading m-q-answers">{answers.data ? `${answers.data.total} 个回答` : '回答'}</h2>
      {answers.data?.list.map((a) => (
        <AnswerCard key={a.id} answer={a} question={question} />
      ))}
      {answers.data && answers.data.list.length === 0 ? <div className="m-card m-empty">还没有回答</div> : null}
      {pages > 1 ? (
        <div className="m-row">
          <button type="button" className="m-btn" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            上一页
          </button>
          <span className="m-spacer m-muted">
            第 {page} / {pages} 页
          </span>
          <button type="button" className="m-btn" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            下一页
          </button>
        </div>
      ) : null}
    </>
  );
}
