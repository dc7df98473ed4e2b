import { Field, Input, Text } from '@fluentui/react-components';
import { FormDialog } from '#kit/dialog/FormDialog';
import type { useEditDialog } from '#kit/dialog/useEditDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import type { Schema } from '#sdk';
import type { ManagerValues } from './managerRequests';
import { PermissionChecklist } from './PermissionChecklist';

export interface ManagerDialogProps {
  /** Opened with `'new'` to add a manager (`createManager`) or with a manager to edit their permissions (`updateManager`). */
  dialog: ReturnType<typeof useEditDialog<'new' | Schema<'Manager'>, ManagerValues, 'createManager' | 'updateManager'>>;
  catalogue: readonly Schema<'PermissionItem'>[] | undefined;
}

/** 添加管理员 (mobile + permissions) or 编辑权限. */
export function ManagerDialog({ dialog, catalogue }: ManagerDialogProps) {
  const { form, shown } = dialog;
  const editing = shown !== null && shown !== 'new' ? shown : null;
  return (
    <FormDialog title={editing ? `编辑权限 · ${editing.userName}` : '添加管理员'} submitText={editing ? '保存' : '添加'} {...dialog.props}>
      {editing ? (
        <Text>{`${editing.userName}（${editing.accountMobile}）的权限修改后立即生效。`}</Text>
      ) : (
        <Field label="手机号" required hint="对方须先在站点管理中心注册；平台不代设密码" {...form.field('accountMobile')}>
          <Input
            {...form.text('accountMobile')}
            placeholder="请输入对方注册时的手机号"
            inputMode="numeric"
            maxLength={maxLengthOf('createManager', 'body', 'accountMobile')}
          />
        </Field>
      )}
      <Field label="权限" required {...form.field('permissionList')}>
        <PermissionChecklist
          catalogue={catalogue}
          value={form.values.permissionList}
          onChange={(list) => form.set('permissionList', list)}
        />
      </Field>
    </FormDialog>
  );
}
