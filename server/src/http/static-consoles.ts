import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ResultType } from '../../../sdk';
import type { SiteResolver } from '../tenancy/site-resolver';

/**
 * Serves the built consoles: the SaaS console at `/` on the platform's host, each site's console at `/console/` on the site's host.
 * Unknown API paths answer with the envelope; unknown page paths fall back to the console's index.html (client-side routing).
 */
export async function serveConsoles(app: FastifyInstance, staticDir: string, sites: SiteResolver) {
  const built = existsSync(join(staticDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // Hashed assets never change; everything else (index.html, favicon) must be revalidated.
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes(`${join(staticDir, 'static')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    if (url.startsWith('/api/') || !built || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ type: ResultType.notFound, description: '接口不存在' });
    }
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    const site = await sites.byHost(host);
    if (url === '/console' || url.startsWith('/console/')) {
      if (!site) return reply.redirect('/');
      return reply.header('cache-control', 'no-cache').sendFile('console/index.html');
    }
    // A site's host has no front pages of its own yet: its root is its console.
    if (site) return reply.redirect('/console/');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
