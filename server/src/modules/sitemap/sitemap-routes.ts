// `GET /robots.txt`, `/sitemap.xml` and its files on each site's host (the platform's host has none: 404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createSitemapReader } from './sitemap-store';
import { robotsTxt, withOrigin } from './sitemap-xml';

/** Crawlers may keep a file this long; the stored ones change hourly. */
const CACHE = 'public, max-age=600';

export function sitemapRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const read = createSitemapReader(deps);
  const siteOf = (request: FastifyRequest) => deps.sites.byHost((request.headers.host ?? '').replace(/:\d+$/, ''));
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  app.get('/robots.txt', async (request, reply) => {
    if (!(await siteOf(request))) return reply.callNotFound();
    return reply
      .header('cache-control', CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin(request)));
  });

  const serve = (name: (request: FastifyRequest) => string) => async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const site = await siteOf(request);
    const file = site && (await read(site.id, name(request)));
    if (!file) return reply.callNotFound();
    return reply
      .header('cache-control', CACHE)
      .type('application/xml; charset=utf-8')
      .send(withOrigin(file.xml, origin(request)));
  };
  app.get(
    '/sitemap.xml',
    serve(() => 'sitemap.xml'),
  );
  app.get(
    '/sitemap-:file',
    serve((request) => `sitemap-${(request.params as { file: string }).file}`),
  );
}
