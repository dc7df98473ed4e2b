// Deprecated: field messages read straight from the contract's generated field rules, kept for the SaaS pages
// that still import them. New forms take `bodyRules(operationId, fields)` from `#kit/form/fieldRules` instead.
import { fieldRules } from '#sdk/generated/field-rules';

const { saasLogin, register, resetPassword, changePassword, updateAccount } = fieldRules;

/** @deprecated Use `bodyRules('register', ['mobile'])`. */
export const MOBILE_PATTERN = new RegExp(register.body.mobile.pattern);
/** @deprecated Use `bodyRules('register', ['code'])`. */
export const SMS_CODE_PATTERN = new RegExp(register.body.code.pattern);
/** @deprecated §5/§9: minimum password length; use `bodyRules(…, ['password'])`. */
export const PASSWORD_MIN = register.body.password.minLength;
/** @deprecated Use `maxLengthOf('register', 'body', 'password')`. */
export const PASSWORD_MAX = register.body.password.maxLength;

/** @deprecated Use `bodyRules(operationId, fields)`: the same words, from the same contract. */
export const messages = {
  account: saasLogin.body.account.messages,
  loginPassword: saasLogin.body.password.messages,
  mobile: register.body.mobile.messages,
  smsCode: register.body.code.messages,
  password: register.body.password.messages,
  newPassword: resetPassword.body.newPassword.messages,
  oldPassword: changePassword.body.oldPassword.messages,
  userName: updateAccount.body.userName.messages,
  gender: updateAccount.body.gender.messages,
} as const;
