import { Text } from '@fluentui/react-components';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import type { Schema } from '#sdk';
import { siteApi } from './siteApi';
import { toDeleteSiteInput } from './siteRequests';

export interface DeleteSiteDialogProps {
  site: Schema<'Site'> | null;
  onClose: () => void;
}

/** 删除站点: says it cannot be undone and asks for the slug before `deleteSite`. */
export function DeleteSiteDialog({ site, onClose }: DeleteSiteDialogProps) {
  const [deleteSite, { isLoading }] = siteApi.useDeleteSiteMutation();
  const confirm = async () => {
    if (!site) return;
    const result = await deleteSite(toDeleteSiteInput(site.id));
    // A refusal has been toasted by the request layer; the dialog stays for another try or 取消.
    if (result.error) return;
    notify.success(result.data.description || '站点已删除');
    onClose();
  };
  return (
    <ConfirmDialog
      open={site !== null}
      title={`删除站点「${site?.name ?? ''}」`}
      confirmText="永久删除"
      danger
      busy={isLoading}
      typeToConfirm={site?.slug}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <Text>将删除该站点的全部数据：帖子、评论、问答、用户、积分与授权，站点地址 {site?.host} 随即失效。此操作不可恢复。</Text>
    </ConfirmDialog>
  );
}
