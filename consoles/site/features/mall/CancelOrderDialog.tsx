import { Field, Input, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import type { Schema } from '#sdk';
import { toCancelInput } from './mallRequests';

type Order = Schema<'MallOrder'>;

/** 取消兑换单 (`cancelMallOrder`) with a reason; points and stock go back in the same transaction. */
export function CancelOrderDialog({ cancelling_, onClose }: { cancelling_: Order | null; onClose: () => void }) {
  const [cancel, cancelling] = api.useCancelMallOrderMutation();
  const [reason, setReason] = useState('');
  const doCancel = async () => {
    if (!cancelling_) return;
    if (!reason.trim()) return notify.error('请填写取消原因');
    const result = await cancel(toCancelInput(cancelling_.id, reason));
    if (result.data) {
      notify.success(result.data.description || '兑换单已取消');
      onClose();
      setReason('');
    }
  };
  return (
    <ConfirmDialog
      open={cancelling_ !== null}
      title="取消兑换单"
      confirmText="取消兑换单"
      danger
      busy={cancelling.isLoading}
      onConfirm={doCancel}
      onCancel={onClose}
    >
      <Text>
        {cancelling_
          ? `取消「${cancelling_.giftName}」（#${cancelling_.id}），退回 ${cancelling_.points} ${cancelling_.pointCategoryName}给 ${cancelling_.userName}，库存加 1。`
          : ''}
      </Text>
      <Field label="取消原因" required>
        <Input value={reason} onChange={(_, d) => setReason(d.value)} maxLength={100} />
      </Field>
    </ConfirmDialog>
  );
}
