import { redirectTarget } from '#kit/pages/redirectTarget';
import type { OpArg } from '#kit/request/api';

export interface LoginValues {
  account: string;
  password: string;
}

export interface RegisterValues {
  mobile: string;
  code: string;
  userName: string;
  password: string;
}

export const toLoginInput = (values: LoginValues): OpArg<'memberLogin'> => ({
  body: { account: values.account.trim(), password: values.password },
});

export const toRegisterInput = (values: RegisterValues): OpArg<'memberRegister'> => ({
  body: { mobile: values.mobile.trim(), code: values.code.trim(), userName: values.userName.trim(), password: values.password },
});

/** Where the login page sends the member back to: a path of this site only (never another host). */
export function backTo(search: string): string {
  return redirectTarget(new URLSearchParams(search).get('redirect'));
}

export interface ForgotValues {
  mobile: string;
  code: string;
  newPassword: string;
  confirm: string;
}

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** The two passwords typed must agree; the message to show under the second, or undefined. */
export const mismatch = (values: { newPassword: string; confirm: string }): string | undefined =>
  values.confirm !== values.newPassword ? '两次输入的新密码不一致' : undefined;

export const toVerifyResetInput = (values: ForgotValues): OpArg<'verifyMemberResetCode'> => ({
  body: { mobile: values.mobile.trim(), code: values.code.trim() },
});

export const toResetPasswordInput = (resetToken: string, values: ForgotValues): OpArg<'resetMemberPassword'> => ({
  body: { resetToken, newPassword: values.newPassword },
});

export const toChangePasswordInput = (values: PasswordValues): OpArg<'changeMemberPassword'> => ({
  body: { oldPassword: values.oldPassword, newPassword: values.newPassword },
});
