import { Link } from 'react-router';
import { timeAgo } from '#kit/format/time';
import { api } from '#kit/request/api';
import { Switch, WorkOrderStatusLabels } from '#sdk';
import { useMemberSite, usePageTitle } from '../../shell/hooks';
import './workOrder.css';

export const statusTag: Record<string, string> = {
  pending: 'm-tag m-tag-warn',
  processing: 'm-tag',
  resolved: 'm-tag m-tag-ok',
  closed: 'm-tag m-tag-muted',
};

/** 我的工单 `/workorders`: the member's own work orders, newest first. */
export function MyWorkOrdersPage() {
  usePageTitle('我的工单');
  const site = useMemberSite();
  const open = site?.workOrderFunctionStatus === Switch.on;
  const list = api.useGetMyWorkOrderListQuery({ query: { pageSize: 50 } }, { skip: !open, refetchOnMountOrArgChange: true });
  if (site && !open) return <div className="m-card m-empty">本站未开放工单</div>;
  return (
    <div className="m-card">
      <div className="m-row">
        <h1 className="m-q-heading">我的工单</h1>
        <span className="m-spacer" />
        <Link className="m-btn m-btn-primary" to="/workorders/new">
          提交工单
        </Link>
      </div>
      {list.isLoading ? <div className="m-loading">加载中…</div> : null}
      {list.data?.list.map((o) => (
        <Link key={o.id} to={`/workorders/${o.id}`} className="m-post-item">
          <h2 className="m-post-title">
            <span className={statusTag[o.status]}>{WorkOrderStatusLabels[o.status]}</span> {o.title}
          </h2>
          <div className="m-meta">
            <span>{o.typeName}</span>
            <span>提交于 {timeAgo(o.createdAt)}</span>
            <span>更新于 {timeAgo(o.updatedAt)}</span>
            {o.rating ? <span>{'★'.repeat(o.rating)}</span> : null}
          </div>
        </Link>
      ))}
      {list.data?.list.length === 0 ? <div className="m-empty">还没有提交过工单，遇到问题可以提交工单找客服</div> : null}
    </div>
  );
}
