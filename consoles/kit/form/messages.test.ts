import { describe, expect, it } from 'vitest';
import { contract } from '../../../openapi/validate';
import { MOBILE_PATTERN, messages, PASSWORD_MAX, PASSWORD_MIN, SMS_CODE_PATTERN } from './messages';
import { check, maxLength, minLength, pattern, required } from './rules';

type Schema = {
  'x-messages'?: Record<string, string>;
  properties?: Record<string, Schema>;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
};
const schema = (name: string) => contract.components.schemas[name] as Schema;
const xMessages = (name: string, property?: string) => (property ? schema(name).properties?.[property] : schema(name))?.['x-messages'];

describe('form messages match the contract', () => {
  it('login', () => {
    expect(xMessages('LoginInput', 'account')).toMatchObject(messages.account);
    expect(xMessages('LoginInput', 'password')).toMatchObject(messages.loginPassword);
  });
  it('mobile, SMS code and password', () => {
    expect(xMessages('Mobile')).toMatchObject(messages.mobile);
    expect(xMessages('SmsCode')).toMatchObject(messages.smsCode);
    expect(xMessages('Password')).toMatchObject(messages.password);
    expect(xMessages('ResetPasswordInput', 'newPassword')).toMatchObject({
      required: messages.newPassword.required,
      minLength: messages.newPassword.minLength,
    });
  });
  it('change password (§5 exact messages)', () => {
    expect(xMessages('ChangePasswordInput', 'oldPassword')?.minLength).toBe('密码不能少于6位');
    expect(xMessages('ChangePasswordInput', 'newPassword')?.minLength).toBe('新密码不能少于6位');
    expect(messages.oldPassword.minLength).toBe('密码不能少于6位');
    expect(messages.newPassword.minLength).toBe('新密码不能少于6位');
  });
  it('profile', () => {
    expect(xMessages('ProfileInput', 'userName')).toMatchObject(messages.userName);
    expect(xMessages('ProfileInput', 'gender')).toMatchObject(messages.gender);
  });
  it('patterns and lengths', () => {
    expect(new RegExp(schema('Mobile').pattern ?? '').source).toBe(MOBILE_PATTERN.source);
    expect(new RegExp(schema('SmsCode').pattern ?? '').source).toBe(SMS_CODE_PATTERN.source);
    expect(schema('Password')).toMatchObject({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });
  });
});

describe('rules', () => {
  it('check the first failing rule', () => {
    const rules = [required('必填'), pattern(MOBILE_PATTERN, '格式不对')];
    expect(check('', rules)).toBe('必填');
    expect(check('  ', rules)).toBe('必填');
    expect(check('12345', rules)).toBe('格式不对');
    expect(check('13800000002', rules)).toBeUndefined();
    expect(check('abcde', [minLength(6, '太短')])).toBe('太短');
    expect(check('', [minLength(6, '太短')])).toBe('太短');
    expect(check('abcdefg', [maxLength(6, '太长')])).toBe('太长');
    expect(check('', [pattern(SMS_CODE_PATTERN, 'x')])).toBeUndefined();
  });
});
