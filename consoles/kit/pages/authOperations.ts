import type { ConsoleTokenKind } from '#kit/permission/useCan';
import type { OperationId } from '#sdk';

/** The public pages' operations in each console: the same pages, the same inputs, one set per kind of token. */
export const authOperations = {
  saas: {
    login: 'saasLogin',
    sendRegisterSms: 'sendRegisterSms',
    register: 'register',
    sendForgetSms: 'sendForgetSms',
    verifyResetCode: 'verifyResetCode',
    resetPassword: 'resetPassword',
  },
  console: {
    login: 'consoleLogin',
    sendRegisterSms: 'sendConsoleRegisterSms',
    register: 'consoleRegister',
    sendForgetSms: 'sendConsoleForgetSms',
    verifyResetCode: 'verifyConsoleResetCode',
    resetPassword: 'resetConsolePassword',
  },
} as const satisfies Record<ConsoleTokenKind, Record<string, OperationId>>;

/** What the public pages say in each console. */
export const authTexts = {
  saas: { accountLabel: '手机号或邮箱', login: '登录', register: '注册账号', reset: '找回密码' },
  console: { accountLabel: '登录名或手机号', login: '站点控制台登录', register: '注册站点账号', reset: '找回密码' },
} as const satisfies Record<ConsoleTokenKind, Record<string, string>>;
