// Whether this start may serve the demo: its logins are published (README, the startup text), so a demo that others
// can reach hands them the platform. Pure, so that main.ts and its tests ask the same question.

import { isIP } from 'node:net';
import type { TrustProxy } from '../http/client-ip';

export const ALLOW_DEMO_SETTING = 'ALLOW_DEMO_ON_NETWORK';

/** 127.0.0.0/8, ::1 and localhost: only this machine reaches them. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h === '::1') return true;
  if (h.startsWith('::ffff:')) return isLoopbackHost(h.slice('::ffff:'.length));
  return isIP(h) === 4 && h.startsWith('127.');
}

/** Why others could reach this server, or null when only this machine can. */
export function exposure(start: { host: string; trustProxy: TrustProxy; env: NodeJS.ProcessEnv }): string | null {
  if (!isLoopbackHost(start.host)) return `HOST=${start.host}`;
  if (start.env.NODE_ENV === 'production') return 'NODE_ENV=production';
  // Behind a reverse proxy a loopback address is reachable from wherever the proxy is.
  if (start.trustProxy) return 'TRUST_PROXY';
  return null;
}

/** The refusal printed when demo logins would be served to the network, or null when this start may go on. */
export function demoRefusal(start: { host: string; trustProxy: TrustProxy; env: NodeJS.ProcessEnv }, openLogins: string[]): string | null {
  if (openLogins.length === 0 || start.env[ALLOW_DEMO_SETTING] === '1') return null;
  const why = exposure(start);
  if (!why) return null;
  const named = openLogins.length > 3 ? `${openLogins.slice(0, 3).join(', ')} … (${openLogins.length})` : openLogins.join(', ');
  return [
    `拒绝启动：数据库中有演示账号（${named}）仍使用公开的演示密码，而本次启动（${why}）可被其他机器访问。`,
    '请改用未导入演示数据的数据库，或修改这些账号的密码；确需在网络上演示时设置 ALLOW_DEMO_ON_NETWORK=1。',
    `Refusing to start: demo accounts (${named}) still use the published demo password, and this start (${why}) is reachable from other machines.`,
    'Use a database without the demo data or change those passwords; to demo on a network on purpose, set ALLOW_DEMO_ON_NETWORK=1.',
  ].join('\n');
}
