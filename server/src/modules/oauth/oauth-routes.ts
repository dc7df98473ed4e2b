// Each site's OpenID Provider on its own host at /oauth (discovery at /oauth/.well-known/openid-configuration, JWKS,
// authorize, token, userinfo, revocation): the request is handed, unread, to the site's oidc-provider. A host that
// names no site answers 404; the body is left to the provider's own parser (urlencoded/JSON, 56 KiB at most).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestInfo } from '../../contract/register-operations';
import type { ModuleDeps } from '../deps';
import { OAUTH_MOUNT } from './oauth-provider';
import { providersOf } from './oauth-service';

export function oauthRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const providers = providersOf(deps);
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const info = requestInfo(request);
    const site = info.host ? await deps.sites.byHost(info.host) : null;
    if (!site) return reply.status(404).send({ type: 404, description: '站点不存在' });
    const provider = await providers.get(site.id, `${info.protocol}://${info.host}${info.portSuffix}`);
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = (raw.url ?? '').slice(OAUTH_MOUNT.length) || '/';
    provider.callback()(raw, reply.raw);
  };
  app.register(async (scope) => {
    // The provider reads its own bodies: Fastify's parsers leave the stream alone here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.all(OAUTH_MOUNT, handle);
    scope.all(`${OAUTH_MOUNT}/*`, handle);
  });
}
