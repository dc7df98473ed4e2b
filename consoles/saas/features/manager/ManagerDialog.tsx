import { Field, Input, Text } from '@fluentui/react-components';
import { FormDialog } from '#kit/dialog/FormDialog';
import type { useEditDialog } from '#kit/dialog/useEditDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { ADMIN_ROLE } from '#kit/permission/access';
import { useKitSelector } from '#kit/store/hooks';
import { SaasRoleLabels, type Schema } from '#sdk';
import type { AssignableRole, ManagerValues } from './managerRequests';
import { PermissionChecklist } from './PermissionChecklist';

export interface ManagerDialogProps {
  /** Opened with `'new'` to add a manager (`createManager`) or with a manager to edit their permissions (`updateManager`). */
  dialog: ReturnType<typeof useEditDialog<'new' | Schema<'Manager'>, ManagerValues, 'createManager' | 'updateManager'>>;
  catalogue: readonly Schema<'PermissionItem'>[] | undefined;
}

const MANAGES_MANAGERS: AssignableRole = 'AccountManager';
// Named as the checkbox is (and as the server's 403 says it), not 账号管理, which reads like the 用户管理 box.
export const GRANT_NOTE = `只能授予自己拥有的权限；“${SaasRoleLabels.AccountManager}”权限只能由主管理员授予`;
export const MANAGER_OF_MANAGERS_NOTE = `只有主管理员可以修改拥有“${SaasRoleLabels.AccountManager}”权限的管理员`;

/**
 * What a manager may not tick, as the server's grant rule has it (manager-service `checkGrant`): the main manager
 * (`admin`) grants everything; another manager only roles it holds, never AccountManager. A role the edited manager
 * already has stays free to untick (taking away is not granting), and ticking it again adds nothing.
 */
export function lockedRoles(myRoles: readonly string[], catalogue: readonly Schema<'PermissionItem'>[], current: readonly string[]) {
  if (myRoles.includes(ADMIN_ROLE)) return [];
  const names = catalogue.map((item) => item.name as AssignableRole);
  // A manager who manages managers is the main manager's to change, all of it.
  if (current.includes(MANAGES_MANAGERS)) return names;
  return names.filter((name) => (name === MANAGES_MANAGERS || !myRoles.includes(name)) && !current.includes(name));
}

/** 添加管理员 (mobile + permissions) or 编辑权限. */
export function ManagerDialog({ dialog, catalogue }: ManagerDialogProps) {
  const { form, shown } = dialog;
  const editing = shown !== null && shown !== 'new' ? shown : null;
  const myRoles = useKitSelector((s) => s.session.roles);
  const locked = catalogue ? lockedRoles(myRoles, catalogue, editing?.permissionList ?? []) : [];
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
      <Field
        label="权限"
        required
        hint={locked.length === 0 ? undefined : editing?.permissionList.includes(MANAGES_MANAGERS) ? MANAGER_OF_MANAGERS_NOTE : GRANT_NOTE}
        {...form.field('permissionList')}
      >
        <PermissionChecklist
          catalogue={catalogue}
          value={form.values.permissionList}
          onChange={(list) => form.set('permissionList', list)}
          locked={locked}
        />
      </Field>
    </FormDialog>
  );
}
