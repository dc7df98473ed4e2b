import { bodyRules } from '#kit/form/fieldRules';
import type { Rules } from '#kit/form/useForm';
import { ADMIN_ROLE } from '#kit/permission/access';
import type { Schema } from '#sdk';

type Manager = Schema<'Manager'>;
export type AssignableRole = Schema<'ManagerPermissions'>[number];

export interface ManagerValues {
  accountMobile: string;
  permissionList: AssignableRole[];
}

export const emptyManager: ManagerValues = { accountMobile: '', permissionList: [] };

/** Adding checks both fields; editing sends the permissions only (the mobile shown is the manager's own). */
export const managerRules: Rules<ManagerValues> = bodyRules('createManager', ['accountMobile', 'permissionList']);

/** The assignable permissions a manager holds (the main manager's `admin` is not one). */
export function assignedRoles(manager: Manager): AssignableRole[] {
  return manager.permissionList.filter((role): role is AssignableRole => role !== ADMIN_ROLE);
}

/** `createManager`: a registered account by mobile, with its permissions. */
export function toCreateManagerInput(values: ManagerValues): { body: Schema<'ManagerCreateInput'> } {
  return { body: { accountMobile: values.accountMobile.trim(), permissionList: [...new Set(values.permissionList)] } };
}

/** `updateManager`: the whole new set of permissions. */
export function toUpdateManagerInput(id: number, permissionList: readonly AssignableRole[]): { body: Schema<'ManagerUpdateInput'> } {
  return { body: { id, permissionList: [...new Set(permissionList)] } };
}

/** `deleteManager`. */
export function toDeleteManagerInput(id: number): { query: { id: number } } {
  return { query: { id } };
}

/** `transferMainManager`: to another manager. */
export function toTransferMainInput(id: number): { body: Schema<'IdInput'> } {
  return { body: { id } };
}

/** Whose permissions can be edited or who can be removed: not the main manager, not oneself (the server's rules). */
export function isEditableManager(manager: Manager, myId: number | undefined): boolean {
  return manager.isMainManager !== 1 && manager.id !== myId;
}

/** Only the main manager hands the role on, and only to another manager. */
export function canReceiveMain(manager: Manager, me: { id: number; isMainManager: number } | null): boolean {
  return me?.isMainManager === 1 && manager.id !== me.id && manager.isMainManager !== 1;
}
