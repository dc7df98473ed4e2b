import { useState } from 'react';
import { Link } from 'react-router';
import { timeAgo } from '#kit/format/time';
import { api } from '#kit/request/api';
import { usePageTitle } from '../../shell/hooks';
import { QuestionItem, StateTag } from './QuestionItem';

/** 我的问答 `/my-questions`: the member's own questions and answers, any state but deleted. */
export function MyQuestionsPage() {
  usePageTitle('我的问答');
  const [tab, setTab] = useState<'questions' | 'answers'>('questions');
  const questions = api.useGetMyQuestionListQuery({ query: { pageSize: 50 } }, { skip: tab !== 'questions' });
  const answers = api.useGetMyAnswerListQuery({ query: { pageSize: 50 } }, { skip: tab !== 'answers' });
  return (
    <div className="m-card">
      <div className="m-row">
        <h1 className="m-q-heading">我的问答</h1>
        <span className="m-spacer" />
        <Link className="m-btn m-btn-primary" to="/ask">
          提问
        </Link>
      </div>
      <div className="m-tabs-inline">
        <button type="button" aria-pressed={tab === 'questions'} onClick={() => setTab('questions')}>
          我的提问
        </button>
        <button type="button" aria-pressed={tab === 'answers'} onClick={() => setTab('answers')}>
          我的回答
        </button>
      </div>
      {tab === 'questions' ? (
        <>
          {questions.data?.list.map((q) => (
            <QuestionItem key={q.id} question={q} />
          ))}
          {questions.data?.list.length === 0 ? <div className="m-empty">还没有提过问题</div> : null}
        </>
      ) : (
        <>
          {answers.data?.list.map((a) => (
            <Link key={a.id} to={`/question/${a.questionId}`} className="m-post-item">
              <h2 className="m-post-title">
                {a.accepted ? <span className="m-tag m-tag-ok">已采纳</span> : null} {a.questionTitle} <StateTag status={a.status} />
              </h2>
              <p className="m-post-excerpt">{a.excerpt}</p>
              <div className="m-meta">
                <span>{timeAgo(a.createdAt)}</span>
                <span>赞同 {a.upCount}</span>
                {a.reason ? <span>原因：{a.reason}</span> : null}
              </div>
            </Link>
          ))}
          {answers.data?.list.length === 0 ? <div className="m-empty">还没有回答过问题</div> : null}
        </>
      )}
    </div>
  );
}
