import { Field, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '#kit/dialog/FormDialog';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { toMoveInput } from './moderationRequests';
import { SectionPicker } from './Pickers';

/** 移动到版块: the selected posts to another section of the site. */
export function MoveDialog({ ids, onClose, onMoved }: { ids: number[] | null; onClose: () => void; onMoved: () => void }) {
  const [sectionId, setSectionId] = useState('');
  const [error, setError] = useState<string>();
  const [move, moving] = api.useMovePostsMutation();
  const open = ids !== null;
  useEffect(() => {
    if (open) {
      setSectionId('');
      setError(undefined);
    }
  }, [open]);

  const submit = async () => {
    if (!ids) return;
    if (!sectionId) {
      setError('请选择目标版块');
      return;
    }
    const result = await move(toMoveInput(ids, Number(sectionId)));
    if (!result.data) return;
    notify.success(result.data.description || '帖子已移动');
    onMoved();
    onClose();
  };

  return (
    <FormDialog open={open} title="移动帖子" submitText="移动" busy={moving.isLoading} onSubmit={submit} onCancel={onClose}>
      <Text>{`把选中的 ${ids?.length ?? 0} 篇帖子移到：`}</Text>
      <Field label="目标版块" required validationState={error ? 'error' : 'none'} validationMessage={error}>
        <SectionPicker label="目标版块" value={sectionId} onChange={setSectionId} />
      </Field>
    </FormDialog>
  );
}
