// The site's apps (registered by the owner; a secret shown once and kept as its SHA-256) and the member's side of the
// provider: the consent page's request and answer, the list of authorised apps and their revocation. The provider
// itself is oauth-provider.ts; everything here goes through the site's own provider and tables.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { OperationBody, Schema } from '../../../../sdk';
import type { MemberPrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { addSigningKey, createProviders, issuerOf, type Providers, SCOPES } from './oauth-provider';
import * as repo from './oauth-repository';

type Scope = Schema<'OauthScope'>;

const REQUEST_GONE = '授权请求已失效，请回到应用重新登录';
const origin = (request: RequestInfo) => `${request.protocol}://${request.host}${request.portSuffix}`;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();
const scopeList = (text: unknown): Scope[] => (typeof text === 'string' ? SCOPES.filter((s) => text.split(/\s+/).includes(s)) : []);

/** One set of providers per app (the contract's handlers and the /oauth routes share it). */
const registry = new WeakMap<ModuleDeps, Providers>();
export function providersOf(deps: ModuleDeps): Providers {
  let found = registry.get(deps);
  if (!found) {
    found = createProviders(deps);
    registry.set(deps, found);
  }
  return found;
}

export function clientOf(row: repo.ClientRow): Schema<'OauthClient'> {
  return {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    logoUrl: row.logoUrl,
    redirectUris: row.redirectUris,
    scopes: scopeList(row.scopes),
    public: row.isPublic,
    secretSet: Boolean(row.secretHash),
    createdAt: row.createdAt.toISOString(),
    secretRotatedAt: row.secretRotatedAt?.toISOString() ?? null,
  };
}

export type OauthService = ReturnType<typeof createOauthService>;

export function createOauthService(deps: ModuleDeps) {
  const { db } = deps;
  const providers = providersOf(deps);

  async function clientList(siteId: number, request: RequestInfo): Promise<Schema<'OauthClientList'>> {
    const issuer = issuerOf(origin(request));
    const [key] = await repo.listKeys(db, siteId, 'sig');
    return {
      issuer,
      discoveryUrl: `${issuer}/.well-known/openid-configuration`,
      signingKeyCreatedAt: key?.createdAt.toISOString() ?? null,
      list: (await repo.listClients(db, siteId)).map(clientOf),
    };
  }

  async function interactionOf(siteId: number, uid: string, request: RequestInfo) {
    const provider = await providers.get(siteId, origin(request));
    const interaction = await provider.Interaction.find(uid);
    const clientId = typeof interaction?.params.client_id === 'string' ? interaction.params.client_id : '';
    const client = clientId ? await repo.findClientByClientId(db, siteId, clientId) : undefined;
    if (!interaction || !client) throw notFound(REQUEST_GONE);
    const allowed = scopeList(client.scopes);
    const scopes = scopeList(interaction.params.scope).filter((s) => allowed.includes(s));
    return { provider, interaction, client, scopes };
  }

  async function memberGrants(siteId: number, userId: number, clientId?: string) {
    const rows = await repo.listMemberGrants(db, siteId, String(userId));
    return clientId ? rows.filter((r) => r.clientId === clientId) : rows;
  }

  async function grantList(member: MemberPrincipal): Promise<Schema<'OauthGrantList'>> {
    const rows = await memberGrants(member.siteId, member.siteUserId);
    const clients = new Map((await repo.listClients(db, member.siteId)).map((c) => [c.clientId, c]));
    const list = new Map<number, Schema<'OauthGrant'>>();
    for (const row of rows) {
      const client = row.clientId ? clients.get(row.clientId) : undefined;
      if (!client || list.has(client.id)) continue;
      const openid = row.payload.openid as { scope?: string } | undefined;
      list.set(client.id, {
        id: client.id,
        name: client.name,
        logoUrl: client.logoUrl,
        scopes: scopeList(openid?.scope),
        grantedAt: row.createdAt.toISOString(),
      });
    }
    return { list: [...list.values()].slice(0, 50) };
  }

  return {
    clientList,

    async createClient(siteId: number, input: OperationBody<'createOauthClient'>) {
      const redirectUris = input.redirectUris.map((u) => u.trim());
      if (new Set(redirectUris).size !== redirectUris.length) throw badRequest('回调地址重复');
      const scopes = SCOPES.filter((s) => s === 'openid' || input.scopes.includes(s));
      const secret = input.public ? '' : `s_${randomBytes(32).toString('base64url')}`;
      const row = await db.transaction(async (tx) => {
        // One owner creating apps in two tabs: the count is taken under the site's lock on its own rows.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`oauthClients:${siteId}`}, 0))`);
        if ((await repo.countClients(tx, siteId)) >= repo.MAX_CLIENTS) throw conflict(`每个站点最多登记 ${repo.MAX_CLIENTS} 个应用`);
        return repo.insertClient(tx, {
          siteId,
          clientId: `c_${randomBytes(16).toString('base64url')}`,
          name: input.name.trim(),
          logoUrl: input.logoUrl,
          redirectUris,
          scopes: scopes.join(' '),
          isPublic: input.public,
          secretHash: secret ? sha256(secret) : null,
          secretRotatedAt: secret ? new Date() : null,
        });
      });
      return { client: clientOf(row), secret };
    },

    async rotateSecret(siteId: number, id: number) {
      const before = await repo.findClient(db, siteId, id);
      if (!before) throw notFound('应用不存在');
      if (before.isPublic) throw badRequest('公开客户端没有密钥');
      const secret = `s_${randomBytes(32).toString('base64url')}`;
      const after = await repo.setClientSecret(db, siteId, id, sha256(secret));
      if (!after) throw notFound('应用不存在');
      return { before: clientOf(before), after: clientOf(after), secret };
    },

    async deleteClient(siteId: number, id: number) {
      return db.transaction(async (tx) => {
        const row = await repo.findClient(tx, siteId, id, true);
        if (!row) throw notFound('应用不存在');
        await repo.deleteClient(tx, siteId, row);
        return clientOf(row);
      });
    },

    async rotateSigningKey(siteId: number) {
      const [before] = await repo.listKeys(db, siteId, 'sig');
      await addSigningKey(deps, siteId);
      providers.forget(siteId);
      const [after] = await repo.listKeys(db, siteId, 'sig');
      return { before: { kid: before?.kid ?? null }, after: { kid: after?.kid ?? null } };
    },

    async consent(member: MemberPrincipal, uid: string, request: RequestInfo): Promise<Schema<'OauthConsent'>> {
      const { interaction, client, scopes } = await interactionOf(member.siteId, uid, request);
      if (interaction.result) throw badRequest(REQUEST_GONE);
      const granted = (await memberGrants(member.siteId, member.siteUserId, client.clientId)).some((g) => {
        const have = scopeList((g.payload.openid as { scope?: string } | undefined)?.scope);
        return scopes.every((s) => have.includes(s));
      });
      return { uid, clientName: client.name, logoUrl: client.logoUrl, scopes, granted };
    },

    async answer(member: MemberPrincipal, input: OperationBody<'answerOauthConsent'>, request: RequestInfo) {
      const { provider, interaction, client, scopes } = await interactionOf(member.siteId, input.uid, request);
      if (interaction.result) throw badRequest(REQUEST_GONE);
      const ttl = interaction.exp - Math.floor(Date.now() / 1000);
      if (ttl <= 0) throw notFound(REQUEST_GONE);
      if (!input.approve) {
        interaction.result = { error: 'access_denied', error_description: 'End-User denied the request' };
      } else {
        const accountId = String(member.siteUserId);
        const [existing] = await memberGrants(member.siteId, member.siteUserId, client.clientId);
        const grant =
          (existing && (await provider.Grant.find(existing.id))) || new provider.Grant({ accountId, clientId: client.clientId });
        grant.addOIDCScope(scopes.join(' '));
        const grantId = await grant.save();
        interaction.result = { login: { accountId }, consent: { grantId } };
      }
      await interaction.save(ttl);
      return { redirectTo: interaction.returnTo };
    },

    grantList,

    async revokeGrant(member: MemberPrincipal, id: number) {
      const client = await repo.findClient(db, member.siteId, id);
      const grants = client ? await memberGrants(member.siteId, member.siteUserId, client.clientId) : [];
      if (!client || !grants.length) throw notFound('没有这个已授权的应用');
      for (const g of grants) await repo.destroyGrant(db, member.siteId, g.id);
      return grantList(member);
    },
  };
}
