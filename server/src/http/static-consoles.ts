import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ResultType } from '../../../sdk';
import type { PostPage } from '../modules/post/post-page';
import type { SiteResolver } from '../tenancy/site-resolver';
import { createMemberPages, MEMBER_INDEX } from './member-pages';

export interface ServeConsolesOptions {
  /** A post anyone may read, for the member site's post pages (server/src/modules/post/post-page.ts). */
  readPost(siteId: number, postId: number): Promise<PostPage | undefined>;
}

/**
 * Serves the built apps: the SaaS console at `/` on the platform's host; on a site's host its console at `/console/`
 * and the member site (前台) at every other page path, `/post/:id` with the post written into the page.
 * Unknown API paths answer with the envelope; unknown page paths fall back to the app's index.html (client-side routing).
 */
export async function serveConsoles(app: FastifyInstance, staticDir: string, sites: SiteResolver, options: ServeConsolesOptions) {
  const built = existsSync(join(staticDir, 'index.html'));
  const memberBuilt = existsSync(join(staticDir, MEMBER_INDEX));
  const memberPage = createMemberPages({ staticDir, readPost: options.readPost });
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
    if (site) return memberBuilt ? memberPage(request, reply, site, url) : reply.redirect('/console/');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
