import { Text } from '@fluentui/react-components';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { SanctionKindLabels } from '#sdk';
import type { BatchSanction } from './memberPicks';

/** 解除禁言 / 解除封禁 of the picked members (`liftSiteUserSanctions`); `onLifted` runs after the server agrees. */
export function LiftManyDialog({
  liftingMany,
  onClose,
  onLifted,
}: {
  liftingMany: BatchSanction | null;
  onClose: () => void;
  onLifted: () => void;
}) {
  const [liftMany, liftManyState] = api.useLiftSiteUserSanctionsMutation();
  const confirmLiftMany = async () => {
    if (!liftingMany) return;
    const result = await liftMany({ body: { userIds: liftingMany.ids, kind: liftingMany.kind } });
    onClose();
    if (result.data) {
      notify.success(result.data.description || '已解除');
      onLifted();
    }
  };
  return (
    <ConfirmDialog
      open={liftingMany !== null}
      title={liftingMany ? `解除${SanctionKindLabels[liftingMany.kind]}` : '解除'}
      confirmText="解除"
      busy={liftManyState.isLoading}
      onConfirm={confirmLiftMany}
      onCancel={onClose}
    >
      {liftingMany && <Text>{`确定解除${liftingMany.names}正在生效的${SanctionKindLabels[liftingMany.kind]}吗？记录会保留。`}</Text>}
    </ConfirmDialog>
  );
}
