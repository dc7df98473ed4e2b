import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FetchLike } from './io';

/** `localhost` and every name under it are loopback (RFC 6761 §6.3), as browsers treat them. */
export function isLoopbackName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

const LOOPBACK: LookupAddress[] = [
  { address: '127.0.0.1', family: 4 },
  { address: '::1', family: 6 },
];

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `dns.lookup` replacement that answers loopback for `*.localhost` without asking the system resolver,
 * which knows `localhost` but not `demo.localhost` (getaddrinfo ENOTFOUND).
 */
export function loopbackLookup(hostname: string, options: LookupOneOptions | LookupAllOptions | number, callback: LookupCallback): void {
  const opts = typeof options === 'number' ? { family: options } : options;
  const family = opts.family === 'IPv4' ? 4 : opts.family === 'IPv6' ? 6 : opts.family;
  const addresses = LOOPBACK.filter((a) => !family || a.family === family);
  if (!isLoopbackName(hostname) || addresses.length === 0) {
    const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
    error.code = 'ENOTFOUND';
    process.nextTick(() => callback(error, []));
    return;
  }
  if (opts.all) process.nextTick(() => callback(null, addresses));
  else process.nextTick(() => callback(null, addresses[0].address, addresses[0].family));
}

// Statuses whose Response must have no body.
const NULL_BODY = new Set([101, 204, 205, 304]);

function toHeaders(response: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = response.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
  return headers;
}

/**
 * fetch over node:http(s) with loopback resolution. Global fetch can neither resolve `*.localhost` nor be told another
 * Host header, so this is the one way to reach a site console at `http://demo.localhost:8080` from Node.
 */
export async function loopbackFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
  });
  if (body) headers['content-length'] = String(body.length);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Response>((resolve, reject) => {
    const outgoing = send(url, { method: request.method, headers, lookup: loopbackLookup, signal: request.signal }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const status = incoming.statusCode ?? 502;
        const payload = NULL_BODY.has(status) || request.method === 'HEAD' ? null : Buffer.concat(chunks);
        resolve(new Response(payload, { status, statusText: incoming.statusMessage, headers: toHeaders(incoming) }));
      });
    });
    outgoing.on('error', (error) => reject(new TypeError('fetch failed', { cause: error })));
    outgoing.end(body);
  });
}

/** Names under `localhost`: the system resolver knows `localhost` itself, but not these. */
export function isLocalhostSubdomain(hostname: string): boolean {
  return isLoopbackName(hostname) && hostname.toLowerCase().replace(/\.$/, '') !== 'localhost';
}

/** commctl's fetch: `*.localhost` through node:http with loopback resolution, everything else through the platform's fetch. */
export function createCommctlFetch(base: FetchLike = (request) => fetch(request)): FetchLike {
  return (request) => (isLocalhostSubdomain(new URL(request.url).hostname) ? loopbackFetch(request) : base(request));
}
