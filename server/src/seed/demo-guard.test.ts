import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { demoRefusal, isLoopbackHost } from './demo-guard';

const demo = ['13800000000', '13800000001'];

describe('serving the demo', () => {
  it('listens on loopback by default', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['[::1]', true],
    ['localhost', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['127.example.com', false],
  ])('%s is loopback: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });

  it('refuses demo logins with the published password where others can reach them, in Chinese and English', () => {
    const refusal = demoRefusal({ host: '0.0.0.0', trustProxy: false, env: {} }, demo);
    expect(refusal).toContain('拒绝启动');
    expect(refusal).toContain('Refusing to start');
    expect(refusal).toContain('13800000000');
    expect(refusal).toContain('ALLOW_DEMO_ON_NETWORK=1');
    // Behind a proxy, or in production, loopback is no protection.
    expect(demoRefusal({ host: '127.0.0.1', trustProxy: 1, env: {} }, demo)).toContain('TRUST_PROXY');
    expect(demoRefusal({ host: '127.0.0.1', trustProxy: false, env: { NODE_ENV: 'production' } }, demo)).toContain('NODE_ENV=production');
  });

  it('lets the demo run on this machine, a network without demo logins, and a demo on a network on purpose', () => {
    expect(demoRefusal({ host: '127.0.0.1', trustProxy: false, env: {} }, demo)).toBeNull();
    expect(demoRefusal({ host: '0.0.0.0', trustProxy: false, env: {} }, [])).toBeNull();
    expect(demoRefusal({ host: '0.0.0.0', trustProxy: 1, env: { ALLOW_DEMO_ON_NETWORK: '1' } }, demo)).toBeNull();
  });
});
