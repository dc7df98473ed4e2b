import { Text } from '@fluentui/react-components';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import type { RouteActionProps } from '#kit/routes/types';

/** §8 the cancel message. */
export const CLEAR_CANCELLED = '已取消清除缓存';

/**
 * 清除缓存 (§2.2 `/setting/manageClear`, a menu action): asks first, as it cannot be undone, then `clearSiteCache`
 * and the server's description; cancelling says so.
 */
export function ClearCacheAction({ onClose }: RouteActionProps) {
  const [clear, { isLoading }] = api.useClearSiteCacheMutation();
  const confirm = async () => {
    const result = await clear();
    if (result.data) notify.success(result.data.description || '本站缓存已清除');
    onClose();
  };
  const cancel = () => {
    notify.info(CLEAR_CANCELLED);
    onClose();
  };
  return (
    <ConfirmDialog open title="清除缓存" confirmText="清除" danger busy={isLoading} onConfirm={confirm} onCancel={cancel}>
      <Text>将清除本站的全部缓存（不影响其他站点），此操作不可撤销。清除后的首次访问会稍慢。确定清除吗？</Text>
    </ConfirmDialog>
  );
}
