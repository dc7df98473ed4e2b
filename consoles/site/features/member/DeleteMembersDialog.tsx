import { Radio, RadioGroup, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { MemberContentModeLabels } from '#sdk';
import type { Picked } from './memberPicks';

/** 删除 the picked members (`deleteSiteUsers`), keeping or removing what they wrote. */
export function useDeleteMembersDialog(onDeleted: () => void) {
  const [removeMembers, removeState] = api.useDeleteSiteUsersMutation();
  const [deleting, setDeleting] = useState<Picked | null>(null);
  const [contentMode, setContentMode] = useState<'keep' | 'remove'>('keep');
  const open = (picked: Picked) => {
    setContentMode('keep');
    setDeleting(picked);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await removeMembers({ body: { userIds: deleting.ids, content: contentMode } });
    setDeleting(null);
    if (result.data) {
      notify.success(result.data.description || '已删除');
      onDeleted();
    }
  };
  return { open, deleting, setDeleting, contentMode, setContentMode, busy: removeState.isLoading, confirmDelete };
}

/** 删除成员: cannot be undone; asks what becomes of their posts, comments, questions and answers. */
export function DeleteMembersDialog({ dialog }: { dialog: ReturnType<typeof useDeleteMembersDialog> }) {
  const { deleting, setDeleting, contentMode, setContentMode } = dialog;
  return (
    <ConfirmDialog
      open={deleting !== null}
      title={deleting ? `删除${deleting.names}` : '删除成员'}
      confirmText="删除"
      danger
      busy={dialog.busy}
      onConfirm={dialog.confirmDelete}
      onCancel={() => setDeleting(null)}
    >
      <Text>删除后不能恢复；站长与管理员不能这样删除。他们的帖子、评论、提问和回答：</Text>
      <RadioGroup value={contentMode} onChange={(_, d) => setContentMode(d.value as 'keep' | 'remove')} aria-label="内容">
        <Radio value="keep" label={MemberContentModeLabels.keep} />
        <Radio value="remove" label={MemberContentModeLabels.remove} />
      </RadioGroup>
    </ConfirmDialog>
  );
}
