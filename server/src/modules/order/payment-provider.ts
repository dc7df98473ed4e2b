// Payment providers behind one interface. Only the sandbox exists today; a real provider implements the same two steps.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Schema } from '../../../../sdk';
import type { Config } from '../../config';

export type PaymentNotification = Schema<'PaymentNotification'>;
export type PaymentProviderName = PaymentNotification['provider'];
export type NotificationFields = Omit<PaymentNotification, 'signature'>;

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

/** HMAC-SHA256 (hex) over `provider|paymentId|amountFen|status`, as the contract's PaymentNotification describes. */
export function signNotification(fields: NotificationFields, secret: string): string {
  return createHmac('sha256', secret).update(`${fields.provider}|${fields.paymentId}|${fields.amountFen}|${fields.status}`).digest('hex');
}

export function signatureMatches(notification: PaymentNotification, secret: string): boolean {
  const expected = Buffer.from(signNotification(notification, secret), 'hex');
  const given = Buffer.from(notification.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The sandbox moves no money: the buyer confirms on a page of the SaaS console marked 模拟支付, and we sign its result. */
export function createSandboxProvider(
  secret: string,
): PaymentProvider & { notify(fields: Omit<NotificationFields, 'provider'>): PaymentNotification } {
  return {
    name: 'sandbox',
    open: async ({ paymentId }) => ({ payUrl: `/order/sandboxPay/${paymentId}` }),
    verify: (notification) => signatureMatches(notification, secret),
    notify(fields) {
      const unsigned = { provider: 'sandbox' as const, ...fields };
      return { ...unsigned, signature: signNotification(unsigned, secret) };
    },
  };
}

export function createPaymentProviders(config: Pick<Config, 'paymentProvider' | 'paymentNotifySecret'>) {
  const sandbox = createSandboxProvider(config.paymentNotifySecret);
  const providers: Record<PaymentProviderName, PaymentProvider> = { sandbox };
  return { providers, sandbox: config.paymentProvider === 'sandbox' ? sandbox : undefined };
}
