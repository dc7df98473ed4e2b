import { useState } from 'react';
import { Link } from 'react-router';
import { signed } from '#kit/format';
import { formatDateTime } from '#kit/format/time';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { usePageTitle } from '../../shell/hooks';
import './mall.css';

function History({ cursor, onMore }: { cursor?: string; onMore: (next: string) => void }) {
  const { data } = api.useGetMyPointRecordListQuery({ query: { limit: 20, ...(cursor ? { cursor } : {}) } });
  if (!data) return <div className="m-loading">加载中…</div>;
  if (!cursor && data.list.length === 0) return <div className="m-empty">还没有积分记录</div>;
  return (
    <>
      {data.list.map((r) => (
        <div key={r.id} className="m-point-row">
          <div className="m-spacer">
            <div>{r.reason || r.itemName}</div>
            <div className="m-muted">
              {r.itemName} · {formatDateTime(r.createdAt)}
            </div>
          </div>
          <div className={r.delta >= 0 ? 'm-point-plus' : 'm-point-minus'}>
            {signed(r.delta)} <small>{r.categoryName}</small>
          </div>
        </div>
      ))}
      {data.nextCursor ? (
        <button type="button" className="m-btn m-more" onClick={() => onMore(data.nextCursor!)}>
          加载更多
        </button>
      ) : null}
    </>
  );
}

/** 我的积分: my balance of each kind, the daily sign-in with its streak, and my point history. */
export function PointsPage() {
  usePageTitle('我的积分');
  const { data } = api.useGetMyPointsQuery();
  const [sign, { isLoading }] = api.useDailySignMutation();
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  const signIn = async () => {
    const result = await sign();
    if (result.data) notify.success(result.data.description || '签到成功');
  };
  if (!data) return <div className="m-loading">加载中…</div>;
  return (
    <>
      <section className="m-card m-points-head">
        <h1 className="m-sr-only">我的积分</h1>
        <div className="m-balances">
          {data.list.map((p) => (
            <div key={p.categoryId} className="m-balance">
              <div className="m-balance-num">{p.balance}</div>
              <div className="m-muted">
                {p.name}（{p.unit}）
              </div>
            </div>
          ))}
        </div>
        <div className="m-sign">
          <div className="m-muted">{data.streak > 0 ? `已连续签到 ${data.streak} 天` : '今天还没有签到'}</div>
          <button type="button" className="m-btn m-btn-primary" disabled={data.signedToday || isLoading} onClick={signIn}>
            {data.signedToday ? '今日已签到' : `签到${data.signPoints > 0 ? ` +${data.signPoints}` : ''}`}
          </button>
        </div>
        <Link to="/mall" className="m-btn m-btn-block">
          去积分商城兑换
        </Link>
      </section>
      <section className="m-card">
        <h2>积分记录</h2>
        {pages.map((cursor) => (
          <History key={cursor ?? 'first'} cursor={cursor} onMore={(next) => setPages((p) => (p.includes(next) ? p : [...p, next]))} />
        ))}
      </section>
    </>
  );
}
