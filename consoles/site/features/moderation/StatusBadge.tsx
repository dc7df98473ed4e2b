import { Badge, type BadgeProps } from '@fluentui/react-components';
import { ContentStatus, ContentStatusLabels, type ContentStatusValues } from '#sdk';

type Status = (typeof ContentStatusValues)[number];

const COLORS: Record<Status, BadgeProps['color']> = {
  [ContentStatus.pending]: 'warning',
  [ContentStatus.published]: 'success',
  [ContentStatus.rejected]: 'danger',
  [ContentStatus.hidden]: 'severe',
  [ContentStatus.deleted]: 'subtle',
  [ContentStatus.resubmitted]: 'important',
};

/** A review state as a coloured badge with its Chinese label (spec §2.2's approval icons 10 to 60). */
export function StatusBadge({ status }: { status: Status }) {
  return (
    <Badge appearance="tint" shape="rounded" color={COLORS[status]}>
      {ContentStatusLabels[status]}
    </Badge>
  );
}
