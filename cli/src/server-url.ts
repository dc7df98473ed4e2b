import { isIP } from 'node:net';
import { usageError } from './errors';

export const DEFAULT_SERVER = 'http://localhost:8080';

/** An http(s) URL without a trailing slash, query or fragment; anything else is a usage error. */
export function normalizeServer(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw usageError(`服务器地址无效：${raw}（应以 http:// 或 https:// 开头）`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw usageError(`服务器地址无效：${raw}（应以 http:// 或 https:// 开头）`);
  if (url.username || url.password) throw usageError('服务器地址中不能包含用户名或密码');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function checkSiteSlug(slug: string): string {
  if (!DNS_LABEL.test(slug)) throw usageError(`站点标识无效：${slug}（只能包含小写字母、数字和连字符）`);
  return slug;
}

/**
 * A site's console is chosen by host name, `{slug}.{BASE_DOMAIN}`, and the SaaS server answers on BASE_DOMAIN itself:
 * the site's base URL is the server's with the slug in front of its host name (`http://localhost:8080` → `http://demo.localhost:8080`).
 */
export function siteUrl(server: string, slug: string): string {
  const url = new URL(server);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(hostname))
    throw usageError(
      `服务器地址 ${server} 是 IP 地址，无法得出站点 ${slug} 的域名`,
      '请改用域名作为 --server（例如 http://localhost:8080），或用 --console --server <站点地址> 直接指定站点的地址',
    );
  url.hostname = `${checkSiteSlug(slug)}.${url.hostname}`;
  return normalizeServer(url.href);
}
