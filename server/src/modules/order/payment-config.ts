// Which payment provider runs, and the secret its notifications are signed with. Read from the environment by
// config.ts; a setting that would let anyone pay for a licence without paying refuses to start.
import { randomBytes } from 'node:crypto';

/** `sandbox`: the 模拟支付 page moves no money. `none`: no online payment; managers mark orders paid offline, or licence codes. */
export type PaymentProviderSetting = 'sandbox' | 'none';

export interface PaymentConfig {
  paymentProvider: PaymentProviderSetting;
  /** HMAC-SHA256 key of payment notifications. */
  paymentNotifySecret: string;
}

/** The default of earlier versions, published in the source: whoever knows it can forge a notification. */
export const RETIRED_NOTIFY_SECRET = 'commune-sandbox-notify-secret';
export const MIN_NOTIFY_SECRET_LENGTH = 32;

const SECRET_ADVICE = 'openssl rand -hex 32';

/** A production start: told so, or pointed at a real PostgreSQL server rather than the embedded demo database. */
export function isProductionStart(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production' || Boolean(env.DATABASE_URL);
}

export function loadPaymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  const production = isProductionStart(env);
  const setting = env.PAYMENT_PROVIDER?.trim();
  if (setting && setting !== 'sandbox' && setting !== 'none') {
    throw new Error(`PAYMENT_PROVIDER 只能是 sandbox 或 none / PAYMENT_PROVIDER must be sandbox or none, not "${setting}"`);
  }
  // The sandbox lets every buyer mark their own order paid, so it is on by itself only in the embedded demo.
  const paymentProvider: PaymentProviderSetting = (setting as PaymentProviderSetting | undefined) || (production ? 'none' : 'sandbox');
  const given = env.PAYMENT_NOTIFY_SECRET;
  if (given !== undefined && given !== '') {
    if (given === RETIRED_NOTIFY_SECRET || given.length < MIN_NOTIFY_SECRET_LENGTH) {
      throw new Error(
        `PAYMENT_NOTIFY_SECRET 太弱：至少 ${MIN_NOTIFY_SECRET_LENGTH} 个字符的随机值，且不能是旧的默认值（生成：${SECRET_ADVICE}）/ ` +
          `PAYMENT_NOTIFY_SECRET is too weak: use a random value of at least ${MIN_NOTIFY_SECRET_LENGTH} characters, not the old default (${SECRET_ADVICE})`,
      );
    }
    return { paymentProvider, paymentNotifySecret: given };
  }
  if (production && paymentProvider !== 'none') {
    throw new Error(
      `生产环境中支付渠道 ${paymentProvider} 接收支付通知，需要设置 PAYMENT_NOTIFY_SECRET（至少 ${MIN_NOTIFY_SECRET_LENGTH} 个字符的随机值，生成：${SECRET_ADVICE}），` +
        `或设置 PAYMENT_PROVIDER=none 关闭在线支付 / ` +
        `payment provider ${paymentProvider} takes payment notifications: a production start needs PAYMENT_NOTIFY_SECRET ` +
        `(a random value of at least ${MIN_NOTIFY_SECRET_LENGTH} characters: ${SECRET_ADVICE}), or PAYMENT_PROVIDER=none`,
    );
  }
  // Only this process signs and checks sandbox notifications, so a key nobody else knows is all the demo needs.
  return { paymentProvider, paymentNotifySecret: randomBytes(32).toString('hex') };
}
