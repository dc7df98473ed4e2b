import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '#kit/format/time';
import { api } from '#kit/request/api';
import { MallOrderStatus, MallOrderStatusLabels, MallOrderStatusValues } from '#sdk';
import { usePageTitle } from '../../shell/hooks';
import { GiftImage } from './GiftImage';
import './mall.css';

function tone(status: number) {
  if (status === MallOrderStatus.awaitingShipment) return ' m-tag-warn';
  if (status === MallOrderStatus.cancelled) return ' m-tag-danger';
  return '';
}

/** 我的兑换: my redemptions and their states: the address, the carrier and tracking number, or the code. */
export function MyRedemptionsPage() {
  usePageTitle('我的兑换');
  const [status, setStatus] = useState<(typeof MallOrderStatusValues)[number] | undefined>();
  const { data } = api.useGetMyRedemptionListQuery({ query: { pageSize: 50, ...(status ? { status } : {}) } });
  return (
    <>
      <section className="m-card">
        <h1 className="m-mall-title">我的兑换</h1>
        <div className="m-tabs-inline">
          {[undefined, ...MallOrderStatusValues].map((s) => (
            <button key={s ?? 0} type="button" aria-pressed={status === s} onClick={() => setStatus(s)}>
              {s ? MallOrderStatusLabels[s] : '全部'}
            </button>
          ))}
        </div>
      </section>
      {!data ? (
        <div className="m-loading">加载中…</div>
      ) : data.list.length === 0 ? (
        <div className="m-empty">
          还没有兑换记录，<Link to="/mall">去积分商城看看</Link>
        </div>
      ) : (
        data.list.map((order) => (
          <section key={order.id} className="m-card m-order">
            <div className="m-row">
              <GiftImage images={order.giftImage ? [order.giftImage] : []} name={order.giftName} className="m-order-img" />
              <div className="m-spacer">
                <div className="m-post-title">
                  <span className={`m-tag${tone(order.status)}`}>{MallOrderStatusLabels[order.status]}</span> {order.giftName}
                </div>
                <div className="m-meta">
                  <span>
                    {order.points} {order.pointCategoryName}
                  </span>
                  <span>{formatDateTime(order.createdAt)}</span>
                  <span>#{order.id}</span>
                </div>
              </div>
            </div>
            {order.code ? (
              <div className="m-order-line">
                兑换码：<span className="m-code m-code-inline">{order.code}</span>
              </div>
            ) : null}
            {order.status === MallOrderStatus.shipped || (order.status === MallOrderStatus.completed && order.trackingNo) ? (
              <div className="m-order-line">
                {order.carrier}：{order.trackingNo}
              </div>
            ) : null}
            {order.address ? (
              <div className="m-order-line m-muted">
                {order.address.name} {order.address.mobile} · {order.address.regionName} {order.address.detail}
              </div>
            ) : null}
            {order.status === MallOrderStatus.cancelled ? (
              <div className="m-order-line m-error">已取消：{order.cancelReason}（积分已退回）</div>
            ) : null}
          </section>
        ))
      )}
    </>
  );
}
