import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { usePageTitle } from '../../shell/hooks';
import { type AskProblems, type AskValues, askProblems, toCreateQuestionInput } from './questionRequests';

const RichEditor = lazy(async () => ({ default: (await import('../../shell/RichEditor')).RichEditor }));

/** 提问 `/ask`: type, title, the rich description (the post editor), and an optional bounty held from the balance. */
export function AskPage() {
  usePageTitle('提问');
  const navigate = useNavigate();
  const options = api.useGetQuestionOptionsQuery().data;
  const [values, setValues] = useState<AskValues>({ typeId: 0, title: '', content: '', bounty: '' });
  const [problems, setProblems] = useState<AskProblems>({});
  const [create, creating] = api.useCreateQuestionMutation();
  const set = <K extends keyof AskValues>(key: K, value: AskValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  if (!options) return <div className="m-loading">加载中…</div>;
  if (!options.enabled) return <div className="m-card m-empty">本站未开放问答</div>;
  if (!options.mayAsk) return <div className="m-card m-empty">本站只允许管理员提问</div>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = askProblems(values, options);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const result = await create(toCreateQuestionInput(values));
    const saved = result.data?.data;
    if (!saved) return;
    notify.success(result.data?.description || '提问成功');
    navigate(`/question/${saved.id}`, { replace: true });
  };
  const unit = `${options.bountyUnit}${options.bountyCategoryName}`;
  return (
    <form className="m-card" noValidate onSubmit={submit}>
      <h1>提问</h1>
      <div className="m-field">
        <label>
          <span>分类</span>
          <select className="m-input" value={values.typeId || ''} onChange={(e) => set('typeId', Number(e.target.value))}>
            <option value="">选择分类</option>
            {options.types.map((t) => (
              <option key={t.id} value={t.id}>
                {t.icon} {t.name}
              </option>
            ))}
          </select>
        </label>
        {problems.typeId ? <div className="m-error">{problems.typeId}</div> : null}
      </div>
      <div className="m-field">
        <label>
          <span>标题</span>
          <input
            className="m-input"
            maxLength={100}
            placeholder="一句话说清你的问题"
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
          />
        </label>
        {problems.title ? <div className="m-error">{problems.title}</div> : null}
      </div>
      <div className="m-field">
        <Suspense fallback={<div className="m-loading">编辑器加载中…</div>}>
          <RichEditor initial="" onChange={(html) => set('content', html)} />
        </Suspense>
        {problems.content ? <div className="m-error">{problems.content}</div> : null}
      </div>
      {options.bountyMax > 0 ? (
        <div className="m-field">
          <label>
            <span>悬赏（{unit}，可不填）</span>
            <input
              className="m-input"
              inputMode="numeric"
              placeholder={`${options.bountyMin > 0 ? options.bountyMin : 1} 到 ${options.bountyMax}`}
              value={values.bounty}
              onChange={(e) => set('bounty', e.target.value)}
            />
          </label>
          <div className="m-muted">
            余额 {options.balance ?? 0} {unit}。悬赏提问时冻结，采纳回答时付给回答者；{options.settleDays} 天内未采纳则
            {options.settleRule === 'refund' ? '退还给你' : '付给得票最多的回答（没有则退还）'}。
          </div>
          {problems.bounty ? <div className="m-error">{problems.bounty}</div> : null}
        </div>
      ) : null}
      <div className="m-row">
        <span className="m-spacer" />
        <button type="submit" className="m-btn m-btn-primary" disabled={creating.isLoading}>
          发布问题
        </button>
      </div>
    </form>
  );
}
