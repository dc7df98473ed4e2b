import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '#kit/request/api';
import { usePageTitle } from '../../shell/hooks';
import { QuestionItem } from './QuestionItem';
import { toQuestionListInput } from './questionRequests';
import './question.css';

const SOLVED = [
  ['all', '全部'],
  ['open', '待解决'],
  ['solved', '已解决'],
] as const;

/** 问答 `/questions`: published questions by type, solved or not, newest activity first. */
export function QuestionListPage() {
  usePageTitle('问答');
  const options = api.useGetQuestionOptionsQuery().data;
  const [filter, setFilter] = useState<{ typeId: number; solved: 'all' | 'solved' | 'open'; page: number }>({
    typeId: 0,
    solved: 'all',
    page: 1,
  });
  const enabled = options?.enabled ?? false;
  const { data, isFetching } = api.useGetQuestionListQuery(toQuestionListInput(filter), { skip: !enabled });
  if (options && !enabled) return <div className="m-card m-empty">本站未开放问答</div>;
  const pages = data ? Math.max(1, Math.ceil(data.total / 20)) : 1;
  return (
    <div className="m-card">
      <div className="m-row">
        <h1 className="m-q-heading">问答</h1>
        <span className="m-spacer" />
        <Link className="m-btn m-btn-text" to="/my-questions">
          我的问答
        </Link>
        <Link className="m-btn m-btn-primary" to="/ask">
          提问
        </Link>
      </div>
      <div className="m-chips">
        <button type="button" aria-pressed={filter.typeId === 0} onClick={() => setFilter({ ...filter, typeId: 0, page: 1 })}>
          全部分类
        </button>
        {options?.types.map((t) => (
          <button
            key={t.id}
            type="button"
            aria-pressed={filter.typeId === t.id}
            onClick={() => setFilter({ ...filter, typeId: t.id, page: 1 })}
          >
            {t.icon} {t.name}
          </button>
        ))}
      </div>
      <div className="m-tabs-inline">
        {SOLVED.map(([key, label]) => (
          <button
            key={key}
            type="button"
            aria-pressed={filter.solved === key}
            onClick={() => setFilter({ ...filter, solved: key, page: 1 })}
          >
            {label}
          </button>
        ))}
      </div>
      {data?.list.map((q) => (
        <QuestionItem key={q.id} question={q} />
      ))}
      {data && data.list.length === 0 ? <div className="m-empty">还没有问题，来提第一个吧</div> : null}
      {!data && isFetching ? <div className="m-loading">加载中…</div> : null}
      {pages > 1 ? (
        <div className="m-row">
          <button
            type="button"
            className="m-btn"
            disabled={filter.page <= 1}
            onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
          >
            上一页
          </button>
          <span className="m-spacer m-muted">
            第 {filter.page} / {pages} 页
          </span>
          <button
            type="button"
            className="m-btn"
            disabled={filter.page >= pages}
            onClick={() => setFilter({ ...filter, page: filter.page + 1 })}
          >
            下一页
          </button>
        </div>
      ) : null}
    </div>
  );
}
