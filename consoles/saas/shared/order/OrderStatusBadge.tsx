import { Badge } from '@fluentui/react-components';
import { OrderStatusLabels, type Schema } from '#sdk';
import { orderStatusColor } from './orderText';

export function OrderStatusBadge({ status }: { status: Schema<'OrderStatus'> }) {
  return (
    <Badge appearance="tint" color={orderStatusColor[status]}>
      {OrderStatusLabels[status]}
    </Badge>
  );
}
