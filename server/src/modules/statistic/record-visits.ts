// Counts member-site page views server-side: each answered read of a member page's data (a section's post list, a
// post, a search, a member's own posts) is one view of that site. Recording is a map increment after the answer has
// gone (onResponse), so pages never wait for it; the recorder flushes in batches.
import type { FastifyInstance } from 'fastify';
import { operationIndex } from '../../../../sdk';
import { clientIp } from '../../http/client-ip';
import type { SiteResolver } from '../../tenancy/site-resolver';
import type { VisitRecorder } from './visit-recorder';

/** The member site's page reads: one per page a member opens. */
export const pageViewOperations = ['getPostList', 'getPost', 'searchPosts', 'getMyPostList'] as const;

export function recordMemberVisits(app: FastifyInstance, sites: SiteResolver, visits: VisitRecorder) {
  const paths = new Set<string>(pageViewOperations.map((op) => operationIndex[op].path));
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return;
    const route = request.routeOptions.url;
    if (!route || !paths.has(route)) return;
    const host = (request.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const site = await sites.byHost(host).catch(() => null);
    if (!site) return;
    visits.record(site.id, clientIp(request), String(request.headers['user-agent'] ?? '').slice(0, 200));
  });
}
