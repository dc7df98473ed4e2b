// Field messages, the same words as the contract's `x-messages` (a unit test keeps them in step).

export const MOBILE_PATTERN = /^1[3-9][0-9]{9}$/;
export const SMS_CODE_PATTERN = /^[0-9]{6}$/;
/** §5/§9: minimum password length. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;

export const messages = {
  account: { required: '请输入账号' },
  loginPassword: { required: '请输入密码' },
  mobile: { required: '请输入手机号', pattern: '请输入正确的手机号' },
  smsCode: { required: '请输入验证码', pattern: '验证码为 6 位数字' },
  password: { required: '请输入密码', minLength: '密码不能少于6位', maxLength: '密码不能超过64位' },
  newPassword: { required: '请输入新密码', minLength: '新密码不能少于6位', maxLength: '新密码不能超过64位' },
  /** §5 change password: the original password's message. */
  oldPassword: { minLength: '密码不能少于6位' },
  userName: { required: '请输入姓名' },
  gender: { enum: '请选择性别' },
} as const;
