import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { FormDialog } from '#kit/dialog/FormDialog';
import { api } from '#kit/request/api';
import { type Member, nameOf } from './memberPicks';

const useStyles = makeStyles({
  password: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase500, userSelect: 'all' },
});

/**
 * 重置密码 of one member (`resetSiteUserPassword`): a confirmation, then the new random password shown once.
 * `resetting` is the member asked about; the page sets it.
 */
export function ResetPasswordDialog({ resetting, onClose }: { resetting: Member | null; onClose: () => void }) {
  const styles = useStyles();
  const [resetPassword, resetState] = api.useResetSiteUserPasswordMutation();
  const [newPassword, setNewPassword] = useState<{ name: string; password: string } | null>(null);
  const confirmReset = async () => {
    if (!resetting) return;
    const result = await resetPassword({ body: { userId: resetting.id } });
    onClose();
    if (result.data?.data) setNewPassword({ name: nameOf(resetting), password: result.data.data.password });
  };
  return (
    <>
      <ConfirmDialog
        open={resetting !== null}
        title="重置密码"
        confirmText="重置"
        busy={resetState.isLoading}
        onConfirm={confirmReset}
        onCancel={onClose}
      >
        {resetting && <Text>{`给「${nameOf(resetting)}」生成新的随机密码？其已登录的前台与控制台会立即退出。`}</Text>}
      </ConfirmDialog>
      <FormDialog
        open={newPassword !== null}
        title={newPassword ? `「${newPassword.name}」的新密码` : '新密码'}
        submitText="我已记下"
        onSubmit={() => setNewPassword(null)}
        onCancel={() => setNewPassword(null)}
      >
        <Text>新密码只显示这一次，请转告该成员并请其登录后修改：</Text>
        <Text className={styles.password}>{newPassword?.password}</Text>
      </FormDialog>
    </>
  );
}
