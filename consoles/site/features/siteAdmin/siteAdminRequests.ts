import { bodyRules } from '#kit/form/fieldRules';
import type { Rule } from '#kit/form/rules';
import { type OperationBody, type Schema, SiteAdminRoleValues } from '#sdk';
import type { PickedMember } from '#shared/members/MemberPicker';

type SiteAdminRole = Schema<'SiteAdminRole'>;

export interface AdminValues {
  /** The member (one) when appointing; the administrator's own id when changing. */
  members: PickedMember[];
  roles: SiteAdminRole[];
}

export const blankAdminValues: AdminValues = { members: [], roles: [] };

const pickOne: Rule<PickedMember[]> = (v) => (v.length ? undefined : '请选择成员');
export const adminRules = { members: [pickOne], ...bodyRules('grantSiteAdmin', ['roles'], { asTyped: ['roles'] }) };

/** The grantable roles an administrator may give or take away: all for the owner, else their own. */
export function assignableRoles(held: readonly string[]): SiteAdminRole[] {
  return held.includes('admin') ? [...SiteAdminRoleValues] : SiteAdminRoleValues.filter((r) => held.includes(r));
}

/** `grantSiteAdmin` / `updateSiteAdmin`: the member and the roles in the contract's order. */
export function toAdminInput(values: AdminValues): { body: OperationBody<'grantSiteAdmin'> } {
  const roles = SiteAdminRoleValues.filter((r) => values.roles.includes(r));
  return { body: { userId: values.members[0]?.id ?? 0, roles } };
}

export interface ProfileValues {
  userName: string;
  avatar: string;
}
export const profileRules = bodyRules('updateConsoleProfile', ['userName', 'avatar']);
export const toProfileInput = (v: ProfileValues): { body: OperationBody<'updateConsoleProfile'> } => ({
  body: { userName: v.userName.trim(), avatar: v.avatar.trim() },
});

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  again: string;
}
export const blankPasswordValues: PasswordValues = { oldPassword: '', newPassword: '', again: '' };
export const passwordRules = {
  ...bodyRules('changeConsolePassword', ['oldPassword', 'newPassword'], { asTyped: ['oldPassword', 'newPassword'] }),
};
export const againProblem = (v: PasswordValues) => (v.again === v.newPassword ? undefined : '两次输入的新密码不一致');
export const toPasswordInput = (v: PasswordValues): { body: OperationBody<'changeConsolePassword'> } => ({
  body: { oldPassword: v.oldPassword, newPassword: v.newPassword },
});
