// Caddy's on-demand TLS asks before it requests a certificate for a name it has never seen: only names this platform
// serves get one (the platform's host, a site's `{slug}.{BASE_DOMAIN}`, a verified custom domain), so that anyone
// pointing a name at the server cannot make it exhaust the certificate authority's rate limits.
import { notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';

export function createTlsAsk({ sites, config }: ModuleDeps) {
  return async (domain: string) => {
    const host = domain.trim().toLowerCase().replace(/\.$/, '');
    if (host === config.baseDomain || (await sites.byHost(host))) return { domain: host };
    throw notFound('该域名不由本平台提供服务');
  };
}
