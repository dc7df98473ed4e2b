// oidc-provider's storage for one site: every model in oauth_store under the site's id, so a code, token, grant or
// interaction of one site is never found by another site's provider. Clients come from oauth_clients (the owner's
// registered apps), with the secret's SHA-256 in client_secret: oauth-provider.ts compares hashes.
import type { Database } from '../../db/database';
import {
  type ClientRow,
  consumeStored,
  destroyGrant,
  destroyStored,
  findClientByClientId,
  findStored,
  findStoredByUid,
  upsertStored,
} from './oauth-repository';

type Payload = Record<string, unknown>;

const text = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : null);

/** The provider's metadata of a registered app. */
export function clientMetadata(row: ClientRow): Payload {
  return {
    client_id: row.clientId,
    client_name: row.name,
    ...(row.logoUrl.startsWith('https://') ? { logo_uri: row.logoUrl } : {}),
    redirect_uris: row.redirectUris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    scope: row.scopes,
    id_token_signed_response_alg: 'RS256',
    ...(row.isPublic
      ? { token_endpoint_auth_method: 'none' }
      : { token_endpoint_auth_method: 'client_secret_basic', client_secret: row.secretHash?.toString('hex') ?? '' }),
  };
}

export function siteAdapter(db: Database, siteId: number) {
  return (model: string) => ({
    async upsert(id: string, payload: Payload, expiresIn?: number) {
      await upsertStored(db, {
        siteId,
        model,
        id,
        payload,
        grantId: text(payload.grantId, 128),
        uid: text(payload.uid, 128),
        accountId: text(payload.accountId, 32),
        clientId: text(payload.clientId, 64),
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      });
    },
    async find(id: string): Promise<Payload | undefined> {
      if (model === 'Client') {
        const row = await findClientByClientId(db, siteId, id);
        return row ? clientMetadata(row) : undefined;
      }
      const row = await findStored(db, siteId, model, id);
      if (!row) return undefined;
      return row.consumedAt ? { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : row.payload;
    },
    async findByUid(uid: string) {
      const row = await findStoredByUid(db, siteId, model, uid);
      return row?.payload;
    },
    async findByUserCode() {
      return undefined;
    },
    async consume(id: string) {
      await consumeStored(db, siteId, model, id);
    },
    async destroy(id: string) {
      await destroyStored(db, siteId, model, id);
    },
    async revokeByGrantId(grantId: string) {
      await destroyGrant(db, siteId, grantId);
    },
  });
}
