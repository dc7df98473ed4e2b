import { Field, Input, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { errorText } from '#kit/request/errors';
import type { Schema } from '#sdk';
import { managerApi } from './managerApi';
import {
  assignedRoles,
  createManagerRules,
  emptyManager,
  type ManagerValues,
  toCreateManagerInput,
  toUpdateManagerInput,
  updateManagerRules,
} from './managerRequests';
import { PermissionChecklist } from './PermissionChecklist';

export interface ManagerDialogProps {
  /** `'new'` adds a manager; a manager edits their permissions; `null` is closed. */
  target: 'new' | Schema<'Manager'> | null;
  catalogue: readonly Schema<'PermissionItem'>[] | undefined;
  onClose: () => void;
}

/** 添加管理员 (mobile + permissions → `createManager`) or 编辑权限 (`updateManager`). */
export function ManagerDialog({ target, catalogue, onClose }: ManagerDialogProps) {
  const editing = target !== null && target !== 'new' ? target : null;
  const form = useForm<ManagerValues>(emptyManager, editing ? updateManagerRules : createManagerRules);
  const [create, { isLoading: creating }] = managerApi.useCreateManagerMutation();
  const [update, { isLoading: updating }] = managerApi.useUpdateManagerMutation();
  const [failure, setFailure] = useState('');
  const { reset } = form;

  useEffect(() => {
    if (target === null) return;
    setFailure('');
    reset(target === 'new' ? emptyManager : { accountMobile: target.accountMobile, permissionList: assignedRoles(target) });
  }, [target, reset]);

  const submit = async () => {
    if (!form.validate()) return;
    setFailure('');
    const result = editing
      ? await update(toUpdateManagerInput(editing.id, form.values.permissionList))
      : await create(toCreateManagerInput(form.values));
    if (result.error) {
      setFailure(errorText(result.error));
      return;
    }
    notify.success(result.data.description || (editing ? '权限已更新' : '管理员已添加'));
    onClose();
  };

  return (
    <FormDialog
      open={target !== null}
      title={editing ? `编辑权限 · ${editing.userName}` : '添加管理员'}
      submitText={editing ? '保存' : '添加'}
      busy={creating || updating}
      error={failure || undefined}
      onSubmit={submit}
      onCancel={onClose}
    >
      {editing ? (
        <Text>{`${editing.userName}（${editing.accountMobile}）的权限修改后立即生效。`}</Text>
      ) : (
        <Field label="手机号" required hint="对方须先在站点管理中心注册；平台不代设密码" {...form.field('accountMobile')}>
          <Input {...form.text('accountMobile')} placeholder="请输入对方注册时的手机号" inputMode="numeric" maxLength={11} />
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
