// Payment providers behind one interface. Only the sandbox exists today; a real provider implements the same two steps.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Schema } from '../../../../sdk';
import type { Config } from '../../config';

export type PaymentNotification = Schema<'PaymentNotification'>;
export type PaymentProviderName = PaymentNotification['provider'];
export type NotificationFields = Omit<PaymentNotification, 'signature'>;

/** A notification further than this from our clock, either way, is refused: one captured on the way cannot be replayed later. */
export const NOTIFY_MAX_SKEW_MS = 5 * 60 * 1000;

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens a payment with the provider; returns where the buyer goes to pay it. */
  open(payment: { paymentId: string; amountFen: number; subject: string; expiresAt: Date }): Promise<{ payUrl: string }>;
  /** True only when the notification really comes from this provider. */
  verify(notification: PaymentNotification): boolean;
}

/** Payment ids are unguessable: they appear in the pay page's address. */
export function newPaymentId(): string {
  return `pay_${randomBytes(18).toString('base64url')}`;
}

export function newNotifyId(): string {
  return `ntf_${randomBytes(18).toString('base64url')}`;
}

/** HMAC-SHA256 (hex) over `provider|paymentId|amountFen|status|notifyId|timestamp`, as the contract's PaymentNotification describes. */
export function signNotification(fields: NotificationFields, secret: string): string {
  const { provider, paymentId, amountFen, status, notifyId, timestamp } = fields;
  return createHmac('sha256', secret).update(`${provider}|${paymentId}|${amountFen}|${status}|${notifyId}|${timestamp}`).digest('hex');
}

export function signatureMatches(notification: PaymentNotification, secret: string): boolean {
  const expected = Buffer.from(signNotification(notification, secret), 'hex');
  const given = Buffer.from(notification.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether the notification's own timestamp (Unix seconds) is close enough to `now`. */
export function isFresh(notification: Pick<PaymentNotification, 'timestamp'>, now = Date.now()): boolean {
  return Math.abs(now - notification.timestamp * 1000) <= NOTIFY_MAX_SKEW_MS;
}

export type SandboxProvider = PaymentProvider & {
  notify(fields: Pick<NotificationFields, 'paymentId' | 'amountFen' | 'status'>): PaymentNotification;
};

/** The sandbox moves no money: the buyer confirms on a page of the SaaS console marked 模拟支付, and we sign its result. */
export function createSandboxProvider(secret: string): SandboxProvider {
  return {
    name: 'sandbox',
    open: async ({ paymentId }) => ({ payUrl: `/order/sandboxPay/${paymentId}` }),
    verify: (notification) => signatureMatches(notification, secret),
    notify(fields) {
      const unsigned = { provider: 'sandbox' as const, ...fields, notifyId: newNotifyId(), timestamp: Math.floor(Date.now() / 1000) };
      return { ...unsigned, signature: signNotification(unsigned, secret) };
    },
  };
}

/**
 * The provider the configuration names, and only it: with `none` there is no online payment at all, and a notification
 * naming a provider that is not running is refused whatever its signature.
 */
export function createPaymentProviders(config: Pick<Config, 'paymentNotifySecret'> & Partial<Pick<Config, 'paymentProvider'>>) {
  const sandbox = config.paymentProvider === 'sandbox' ? createSandboxProvider(config.paymentNotifySecret) : undefined;
  const providers: Partial<Record<PaymentProviderName, PaymentProvider>> = sandbox ? { sandbox } : {};
  return { providers, online: Object.keys(providers) as PaymentProviderName[], sandbox };
}
