// Checks that whoever added a custom domain controls it: a TXT record `_commune-verify.<host>` holding
// `commune-verify=<token>`, or `http://<host>/.well-known/commune-verify.txt` answering the token. Lookups go through
// a resolver on DNS_SERVERS (the system's when empty), so that tests run their own DNS server on loopback.
import { Resolver } from 'node:dns/promises';
import { request } from 'node:http';

export const TXT_PREFIX = '_commune-verify.';
export const TXT_VALUE_PREFIX = 'commune-verify=';
export const FILE_PATH = '/.well-known/commune-verify.txt';

export const txtName = (hostname: string) => `${TXT_PREFIX}${hostname}`;
export const txtValue = (token: string) => `${TXT_VALUE_PREFIX}${token}`;
export const fileUrl = (hostname: string) => `http://${hostname}${FILE_PATH}`;

const TIMEOUT_MS = 5000;
/** A token is 32 hex characters: more of the file than this is not ours to read. */
const MAX_FILE_BYTES = 1024;

export interface DomainCheckOptions {
  /** `host:port` entries for the resolver; empty: the system's servers. */
  dnsServers: readonly string[];
  /** Port of the HTTP file check (80 outside tests). */
  httpPort: number;
}

/** Answers null when the domain proves the token, or why not (Chinese, for the owner). */
export type DomainCheck = (hostname: string, method: 'dns' | 'http', token: string) => Promise<string | null>;

function resolverOf(dnsServers: readonly string[]) {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: 2 });
  if (dnsServers.length) resolver.setServers([...dnsServers]);
  return resolver;
}

const DNS_MISSING = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

export function createDomainCheck(options: DomainCheckOptions): DomainCheck {
  async function checkTxt(hostname: string, token: string): Promise<string | null> {
    const name = txtName(hostname);
    let records: string[][];
    try {
      records = await resolverOf(options.dnsServers).resolveTxt(name);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (DNS_MISSING.has(code)) return `未找到 TXT 记录 ${name}`;
      return `查询 TXT 记录 ${name} 失败（${code || '未知错误'}），请稍后再试`;
    }
    // A long TXT record arrives in 255-byte pieces: each record is the pieces joined.
    const values = records.map((pieces) => pieces.join('').trim());
    if (values.includes(txtValue(token))) return null;
    return `TXT 记录 ${name} 的值不是 ${txtValue(token)}`;
  }

  async function checkFile(hostname: string, token: string): Promise<string | null> {
    let address: string;
    try {
      [address] = await resolverOf(options.dnsServers).resolve4(hostname);
    } catch {
      return `域名 ${hostname} 没有解析到 IPv4 地址`;
    }
    const url = fileUrl(hostname);
    // Asked at the address our resolver gave, with the domain as Host: the same answer a browser would get,
    // without following redirects or reading more than a token's worth.
    const body = await new Promise<string | { error: string }>((resolve) => {
      const req = request(
        { host: address, port: options.httpPort, path: FILE_PATH, method: 'GET', headers: { host: hostname }, timeout: TIMEOUT_MS },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            resolve({ error: `${url} 答复 HTTP ${res.statusCode}` });
            return;
          }
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            if (text.length > MAX_FILE_BYTES) req.destroy();
          });
          res.on('end', () => resolve(text));
          res.on('close', () => resolve(text));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve({ error: `无法访问 ${url}` }));
      req.end();
    });
    if (typeof body !== 'string') return body.error;
    return body.trim() === token ? null : `${url} 的内容不是验证令牌`;
  }

  return (hostname, method, token) => (method === 'dns' ? checkTxt(hostname, token) : checkFile(hostname, token));
}
