import type { Schema } from '#sdk';

/** What a page's call resolves to: RTK Query's `{ data }` or `{ error }` (the error was already shown as a toast). */
export interface Outcome<T> {
  data?: T;
  error?: unknown;
}

export interface LoginValues {
  account: string;
  password: string;
}

export interface RegisterValues {
  mobile: string;
  code: string;
  password: string;
  userName: string;
}

/** Login request of both consoles (`saasLogin`, `consoleLogin`). */
export function toLoginInput(values: LoginValues): { body: Schema<'LoginInput'> } {
  return { body: { account: values.account.trim(), password: values.password } };
}

export function toSmsInput(mobile: string): { body: Schema<'SmsSendInput'> } {
  return { body: { mobile: mobile.trim() } };
}

/** Registration request of both consoles (`register`, `consoleRegister`): the name is optional. */
export function toRegisterInput(values: RegisterValues): { body: Schema<'RegisterInput'> } {
  const userName = values.userName.trim();
  return {
    body: { mobile: values.mobile.trim(), code: values.code.trim(), password: values.password, ...(userName ? { userName } : {}) },
  };
}

export function toVerifyInput(mobile: string, code: string): { body: Schema<'VerifyCodeInput'> } {
  return { body: { mobile: mobile.trim(), code: code.trim() } };
}

export function toResetInput(resetToken: string, newPassword: string): { body: Schema<'ResetPasswordInput'> } {
  return { body: { resetToken, newPassword } };
}

/** A sent SMS code: how long until the next may be sent, and the server's words. */
export interface SmsSent {
  cooldownSeconds: number;
  description?: string;
}

type SmsEnvelope = { data?: Schema<'SmsSendResult'>; description?: string };

/** Turns an SMS envelope mutation (`sendRegisterSms`, `sendForgetSms` …) into the code button's `send`. */
export function smsSender(
  trigger: (input: { body: Schema<'SmsSendInput'> }) => PromiseLike<Outcome<SmsEnvelope>>,
): (mobile: string) => Promise<SmsSent | null> {
  return async (mobile) => {
    const result = await trigger(toSmsInput(mobile));
    const sent = result.data?.data;
    return sent ? { cooldownSeconds: sent.cooldownSeconds, description: result.data?.description } : null;
  };
}
