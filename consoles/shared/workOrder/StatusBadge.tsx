import { Badge } from '@fluentui/react-components';
import { type Schema, WorkOrderStatusLabels } from '#sdk';

type Status = Schema<'WorkOrderStatus'>;

export const statusColor: Record<Status, 'warning' | 'brand' | 'success' | 'informative'> = {
  pending: 'warning',
  processing: 'brand',
  resolved: 'success',
  closed: 'informative',
};

export function StatusBadge({ status }: { status: Status }) {
  return (
    <Badge appearance="tint" color={statusColor[status]}>
      {WorkOrderStatusLabels[status]}
    </Badge>
  );
}

/** The queue's marks: 新 for an order nobody answered yet, 待回复 for one whose requester wrote last. */
export function QueueMarks({ order }: { order: { isNew: boolean; waiting: boolean } }) {
  if (order.isNew)
    return (
      <Badge appearance="filled" color="danger" size="small">
        新
      </Badge>
    );
  if (order.waiting)
    return (
      <Badge appearance="filled" color="warning" size="small">
        待回复
      </Badge>
    );
  return null;
}
