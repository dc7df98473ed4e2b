import type { OperationBody, Schema } from '#sdk';

export const toRequestInput = (email: string): { body: OperationBody<'requestMemberEmailVerification'> } => ({
  body: { email: email.trim() },
});

export const toVerifyInput = (code: string): { body: OperationBody<'verifyMemberEmail'> } => ({ body: { code: code.trim() } });

export const toDigestInput = (digestEnabled: boolean): { body: OperationBody<'updateMemberEmailDigest'> } => ({ body: { digestEnabled } });

/** What the page says about the address. */
export function emailState(status: Schema<'MemberEmailStatus'> | undefined): string {
  if (!status) return '';
  if (status.verified && status.pending) return `已验证：${status.email}。新邮箱的验证码已发出，验证后替换。`;
  if (status.verified) return `已验证：${status.email}`;
  if (status.pending) return '验证码已发到邮箱，请在 15 分钟内填写。';
  return '还没有绑定邮箱。';
}
