import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { loadPaymentConfig, RETIRED_NOTIFY_SECRET } from './payment-config';

const strong = 'k'.repeat(32);

describe('which payment provider runs', () => {
  it('the embedded demo (no DATABASE_URL) runs the sandbox, signed with a key of its own that nobody can know', () => {
    const a = loadPaymentConfig({});
    const b = loadPaymentConfig({});
    expect(a.paymentProvider).toBe('sandbox');
    expect(a.paymentNotifySecret).toMatch(/^[0-9a-f]{64}$/);
    expect(a.paymentNotifySecret).not.toBe(b.paymentNotifySecret);
    expect(a.paymentNotifySecret).not.toBe(RETIRED_NOTIFY_SECRET);
  });

  it('a production start runs none unless told: a PostgreSQL server, or NODE_ENV=production', () => {
    expect(loadPaymentConfig({ DATABASE_URL: 'postgres://db/commune' }).paymentProvider).toBe('none');
    expect(loadPaymentConfig({ NODE_ENV: 'production' }).paymentProvider).toBe('none');
    expect(loadPaymentConfig({ PAYMENT_PROVIDER: 'none' }).paymentProvider).toBe('none');
  });

  it('the sandbox runs beside a real database only when asked for, and then only with a strong secret', () => {
    for (const production of [{ DATABASE_URL: 'postgres://db/commune' }, { NODE_ENV: 'production' }]) {
      expect(() => loadPaymentConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(/PAYMENT_NOTIFY_SECRET/);
      expect(loadPaymentConfig({ ...production, PAYMENT_PROVIDER: 'sandbox', PAYMENT_NOTIFY_SECRET: strong })).toEqual({
        paymentProvider: 'sandbox',
        paymentNotifySecret: strong,
      });
    }
  });

  it('refuses the published old default and short secrets, anywhere', () => {
    for (const env of [{}, { DATABASE_URL: 'postgres://db/commune', PAYMENT_PROVIDER: 'sandbox' }]) {
      expect(() => loadPaymentConfig({ ...env, PAYMENT_NOTIFY_SECRET: RETIRED_NOTIFY_SECRET })).toThrow(/PAYMENT_NOTIFY_SECRET/);
      expect(() => loadPaymentConfig({ ...env, PAYMENT_NOTIFY_SECRET: 'k'.repeat(31) })).toThrow(/至少 32 个字符/);
    }
  });

  it('refuses a provider it does not have, rather than guessing', () => {
    expect(() => loadPaymentConfig({ PAYMENT_PROVIDER: 'alipay' })).toThrow(/sandbox 或 none/);
  });

  it('is part of loadConfig', () => {
    expect(loadConfig({}).paymentProvider).toBe('sandbox');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/commune' }).paymentProvider).toBe('none');
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(/PAYMENT_NOTIFY_SECRET/);
  });
});
