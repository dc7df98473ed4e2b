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
