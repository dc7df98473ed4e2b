import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Off, a number of proxy hops in front of the server, or the addresses/CIDRs of the proxies to believe. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for the private ranges, accepted in a list like addresses.
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: empty, `0` or `false` trusts no proxy; `1`/`true` one hop; a whole number that many hops; anything
 * else a comma-separated list of proxy addresses or CIDRs (`10.0.0.0/8, 192.168.1.7`, also `loopback`, `uniquelocal`).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = list.filter((entry) => !isProxyAddress(entry));
  if (bad.length) throw new Error(`TRUST_PROXY: not a hop count, address or CIDR: ${bad.join(', ')}`);
  return list;
}

/**
 * Fastify's `trustProxy` for a setting. A hop count is given as a function: Fastify 5 now reads a bare number as
 * "trust nothing" (it cannot tell the proxy from a direct client), while our setting means "this many proxies stand in
 * front of the server, and clients cannot reach it around them" — which is what the README asks of a deployment.
 */
export function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/**
 * The client's address as a valid IP, for limits, logs and every column that stores one. With trusted proxies
 * Fastify takes it from X-Forwarded-For, whose leftmost entries the client writes itself: anything that is not an
 * IP there (a 200-character string, a name) falls back to the nearest address that is one, ending at the socket's.
 */
export function clientIp(request: FastifyRequest): string {
  const ip = request.ip;
  if (ip && isIP(ip)) return ip;
  const chain = request.ips ?? [];
  for (let i = chain.length - 2; i >= 0; i--) if (isIP(chain[i])) return chain[i];
  return request.socket?.remoteAddress ?? '';
}
