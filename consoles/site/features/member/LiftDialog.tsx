import { Text } from '@fluentui/react-components';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { SanctionKindLabels } from '#sdk';
import { nameOf, type SanctionTarget } from './memberPicks';
import { toLiftInput } from './memberRequests';

/** 解除禁言 / 解除封禁 of one member (`liftSiteUserSanction`); the record stays. */
export function LiftDialog({ lifting, onClose }: { lifting: SanctionTarget | null; onClose: () => void }) {
  const [lift, liftState] = api.useLiftSiteUserSanctionMutation();
  const confirmLift = async () => {
    if (!lifting) return;
    const result = await lift(toLiftInput(lifting.member.id, lifting.kind));
    onClose();
    if (result.data) notify.success(result.data.description || '已解除');
  };
  return (
    <ConfirmDialog
      open={lifting !== null}
      title={lifting ? `解除${SanctionKindLabels[lifting.kind]}` : '解除'}
      confirmText="解除"
      busy={liftState.isLoading}
      onConfirm={confirmLift}
      onCancel={onClose}
    >
      {lifting && <Text>{`确定解除「${nameOf(lifting.member)}」的${SanctionKindLabels[lifting.kind]}吗？记录会保留。`}</Text>}
    </ConfirmDialog>
  );
}
