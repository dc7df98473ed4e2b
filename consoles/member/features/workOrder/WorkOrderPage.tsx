import { useState } from 'react';
import { useParams } from 'react-router';
import { formatDateTime } from '#kit/format/time';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { WorkOrderStatusLabels } from '#sdk';
import { usePageTitle } from '../../shell/hooks';
import { statusTag } from './MyWorkOrdersPage';
import { formatDuration, toRateInput } from './workOrderRequests';
import './workOrder.css';

/** An order's or a reply's images, each opening full size. */
function Thumbs({ urls }: { urls: string[] }) {
  if (!urls.length) return null;
  return (
    <div className="m-thumbs">
      {urls.map((url) => (
        <a key={url} href={url} target="_blank" rel="noreferrer">
          <img src={url} alt="附图" />
        </a>
      ))}
    </div>
  );
}

/** 工单 `/workorders/:id`: the member's order, the staff's replies (never internal notes), follow-ups, close, reopen, rating. */
export function WorkOrderPage() {
  const id = Number(useParams().id);
  const { data: order, error } = api.useGetMyWorkOrderQuery({ query: { id } }, { skip: !(id > 0), refetchOnMountOrArgChange: true });
  usePageTitle(order?.title ?? '工单');
  const [reply, replying] = api.useReplyMyWorkOrderMutation();
  const [act, acting] = api.useChangeMyWorkOrderStatusMutation();
  const [rate, rating] = api.useRateMyWorkOrderMutation();
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState('');
  const [score, setScore] = useState(5);
  const [comment, setComment] = useState('');
  if (!order) return <div className="m-card m-empty">{error ? '工单不存在' : '加载中…'}</div>;
  const toast = (r: { data?: { description?: string } }) => {
    if (r.data?.description) notify.success(r.data.description);
    return Boolean(r.data);
  };
  const send = async () => {
    if (!content.trim()) return setProblem('请输入回复内容');
    setProblem('');
    if (toast(await reply({ body: { id, content: content.trim() } }))) setContent('');
  };
  const canReopen = order.reopenUntil !== null && Date.parse(order.reopenUntil) > Date.now();
  return (
    <>
      <article className="m-card">
        <h1>
          <span className={statusTag[order.status]}>{WorkOrderStatusLabels[order.status]}</span> {order.title}
        </h1>
        <div className="m-meta">
          <span>{order.typeName}</span>
          <span>#{order.id}</span>
          <span>提交于 {formatDateTime(order.createdAt)}</span>
          {order.assigneeName ? <span>处理人 {order.assigneeName}</span> : null}
          {order.firstReplySeconds !== null ? <span>首次回复用时 {formatDuration(order.firstReplySeconds)}</span> : null}
          {order.resolutionSeconds !== null ? <span>解决用时 {formatDuration(order.resolutionSeconds)}</span> : null}
        </div>
        <p className="m-wo-text">{order.content}</p>
        <Thumbs urls={order.images} />
        {order.contact ? <div className="m-muted">联系方式：{order.contact}</div> : null}
      </article>
      <section className="m-card" aria-label="处理记录">
        <h2>处理记录</h2>
        {order.entries.length === 0 ? <div className="m-empty">客服还没有回复，请耐心等待</div> : null}
        {order.entries.map((e) =>
          e.kind === 'event' ? (
            <div key={e.id} className="m-muted m-wo-event">
              {formatDateTime(e.createdAt)} · {e.content}
            </div>
          ) : (
            <div key={e.id} className={e.author === 'staff' ? 'm-comment m-wo-staff' : 'm-comment'}>
              <div className="m-comment-head">
                <b>{e.author === 'requester' ? '我' : e.authorName}</b>
                <span className="m-muted">{formatDateTime(e.createdAt)}</span>
              </div>
              <div className="m-comment-body m-wo-text">{e.content}</div>
              <Thumbs urls={e.images} />
            </div>
          ),
        )}
      </section>
      {order.status !== 'closed' ? (
        <section className="m-card">
          <div className="m-field">
            <label>
              <span>补充说明</span>
              <textarea className="m-textarea" rows={3} maxLength={5000} value={content} onChange={(e) => setContent(e.target.value)} />
            </label>
            {problem ? <div className="m-error">{problem}</div> : null}
          </div>
          <div className="m-row">
            <button type="button" className="m-btn m-btn-primary" disabled={replying.isLoading} onClick={send}>
              发送
            </button>
            <span className="m-spacer" />
            <button
              type="button"
              className="m-btn"
              disabled={acting.isLoading}
              onClick={async () => toast(await act({ body: { id, action: 'close' } }))}
            >
              关闭工单
            </button>
          </div>
        </section>
      ) : null}
      {canReopen ? (
        <section className="m-card m-row">
          <span className="m-muted m-spacer">问题没解决？{formatDateTime(order.reopenUntil)} 前可以重新打开</span>
          <button
            type="button"
            className="m-btn"
            disabled={acting.isLoading}
            onClick={async () => toast(await act({ body: { id, action: 'reopen' } }))}
          >
            重新打开
          </button>
        </section>
      ) : null}
      {order.mayRate ? (
        <section className="m-card" aria-label="评价">
          <h2>评价这次服务</h2>
          <fieldset className="m-wo-stars">
            <legend className="m-muted">满意度</legend>
            {[1, 2, 3, 4, 5].map((n) => (
              <button
                key={n}
                type="button"
                aria-pressed={n === score}
                aria-label={`${n} 星`}
                className={n <= score ? 'm-wo-star m-wo-star-on' : 'm-wo-star'}
                onClick={() => setScore(n)}
              >
                ★
              </button>
            ))}
          </fieldset>
          <input
            className="m-input"
            maxLength={200}
            placeholder="说说你的感受（可不填）"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <button
            type="button"
            className="m-btn m-btn-primary m-btn-block"
            disabled={rating.isLoading}
            onClick={async () => toast(await rate(toRateInput(id, score, comment)))}
          >
            提交评价
          </button>
        </section>
      ) : order.rating ? (
        <section className="m-card">
          <span className="m-wo-star-on">{'★'.repeat(order.rating)}</span> {order.ratingComment}
        </section>
      ) : null}
    </>
  );
}
