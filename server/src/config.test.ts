import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('limits and timeouts from the environment', () => {
  it('has defaults that run on a fresh clone', () => {
    expect(loadConfig({})).toMatchObject({
      trustProxy: false,
      rateLimitPerMinute: 1200,
      rateLimitAnonymousPerMinute: 120,
      overloadEventLoopDelayMs: 500,
      requestTimeoutSeconds: 30,
      databaseStatementTimeoutSeconds: 15,
      shutdownGraceSeconds: 10,
    });
  });

  it('takes whole numbers, 0 turning a limit off', () => {
    const config = loadConfig({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_ANONYMOUS_PER_MINUTE: ' 30 ', TRUST_PROXY: '2' });
    expect(config).toMatchObject({ rateLimitPerMinute: 0, rateLimitAnonymousPerMinute: 30, trustProxy: 2 });
  });

  it('refuses to start on a setting it cannot read', () => {
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '1.5' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ TRUST_PROXY: 'all' })).toThrow(/TRUST_PROXY/);
  });
});
