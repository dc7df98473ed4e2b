import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ResultType } from '../../../sdk';
import { requestInfo } from '../contract/register-operations';
import type { SiteResolver } from '../tenancy/site-resolver';
import { type AppName, loadAppRoutes, NOT_FOUND_PAGE } from './app-routes';
import { createMemberPages, MEMBER_INDEX, type MemberPagesOptions } from './member-pages';

export type ServeConsolesOptions = Omit<MemberPagesOptions, 'staticDir'>;

/** The console pages as the build wrote them. */
const CONSOLE_INDEX: Record<Exclude<AppName, 'member'>, string> = { saas: 'index.html', console: 'console/index.html' };

/**
 * Serves the built apps: the SaaS console at `/` on the platform's host; on a site's host its console at `/console/`
 * and the member site (前台) at every other page path, `/post/:id` with the post written into the page.
 * Built files go out as the build's brotli or gzip copies when the browser accepts them (scripts/precompress.mjs).
 * A page path the app's router has (app-routes.ts) answers 200 with the app's page, any other 404 with it (the app
 * shows its own not-found page); unknown API paths answer with the envelope.
 */
export async function serveConsoles(app: FastifyInstance, staticDir: string, sites: SiteResolver, options: ServeConsolesOptions) {
  const built = existsSync(join(staticDir, 'index.html'));
  const memberBuilt = existsSync(join(staticDir, MEMBER_INDEX));
  const memberPage = createMemberPages({ staticDir, ...options });
  // Everything the build puts under static/ has its content's hash in its name (`static/js/index.4b998aee88.js`).
  const hashed = join(staticDir, 'static');
  const routes = built ? loadAppRoutes(staticDir) : undefined;
  if (built && !routes) app.log.warn('the build has no route manifest (routes.json): every page path answers 200');
  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ type: ResultType.notFound, description: '接口不存在' }));
  if (!built) return;
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    index: false,
    wildcard: false,
    // `x.js.br` beside `x.js` goes to a browser that accepts brotli, with `Vary: Accept-Encoding`.
    preCompressed: true,
    // Hashed assets never change; everything else (index.html, favicon) must be revalidated.
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes(`${hashed}/`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const consolePages: Partial<Record<string, Promise<string>>> = {};
  /** A console's page with `status`: read once, sent through the reply so that it is compressed like any answer. */
  const sendConsole = async (reply: FastifyReply, name: keyof typeof CONSOLE_INDEX, path: string) => {
    const page = routes?.[name](path);
    const file = CONSOLE_INDEX[name];
    consolePages[file] ??= readFile(join(staticDir, file), 'utf8').catch((error) => {
      delete consolePages[file];
      throw error;
    });
    const status = routes && (!page || page.path === NOT_FOUND_PAGE) ? 404 : 200;
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await consolePages[file]);
  };

  // A route rather than the not-found handler: the answer goes through the routes' hooks (compression among them).
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0];
    if (url.startsWith('/api/')) return reply.callNotFound();
    const info = requestInfo(request);
    const site = await sites.byHost(info.host);
    // A site with a verified custom domain lives there: its pages on `{slug}.{BASE_DOMAIN}` (or another of its
    // domains) move for good, path and query kept. The API answers on every host (clients keep working).
    if (site?.customDomain && info.host !== site.customDomain) {
      return reply.redirect(`${info.protocol}://${site.customDomain}${info.portSuffix}${request.url}`, 301);
    }
    if (url === '/console' || url.startsWith('/console/')) {
      if (!site) return reply.redirect('/');
      return sendConsole(reply, 'console', url.slice('/console'.length) || '/');
    }
    if (site) {
      if (!memberBuilt) return reply.redirect('/console/');
      const page = routes ? (routes.member(url) ?? null) : undefined;
      return memberPage(request, reply, site, url, page);
    }
    return sendConsole(reply, 'saas', url);
  });
}
