import { Badge, type BadgeProps } from '@fluentui/react-components';
import { ContentStatusLabels } from '#sdk';
import type { ContentStatus } from './oversightRequests';

const colors: Record<ContentStatus, BadgeProps['color']> = {
  10: 'warning',
  20: 'success',
  30: 'danger',
  40: 'severe',
  50: 'subtle',
  60: 'important',
};

export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  return (
    <Badge appearance="tint" color={colors[status]}>
      {ContentStatusLabels[status]}
    </Badge>
  );
}
