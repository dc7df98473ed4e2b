// SQL on the social-login module's own tables.
import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { IdentityProvider, SocialProviderName } from './providers/provider';
import { socialIdentities, socialLoginFlows, socialLoginProviders, socialLoginSettings } from './social-login.tables';

export async function readPolicy(db: Executor, siteId: number) {
  const [row] = await db.select().from(socialLoginSettings).where(eq(socialLoginSettings.siteId, siteId));
  return (row?.registerPolicy ?? 'bindPhone') as 'create' | 'bindPhone';
}

export async function writePolicy(db: Executor, siteId: number, registerPolicy: string) {
  await db
    .insert(socialLoginSettings)
    .values({ siteId, registerPolicy })
    .onConflictDoUpdate({ target: socialLoginSettings.siteId, set: { registerPolicy, updatedAt: sql`now()` } });
}

export type ProviderRow = typeof socialLoginProviders.$inferSelect;

export function listProviders(db: Executor, siteId: number): Promise<ProviderRow[]> {
  return db.select().from(socialLoginProviders).where(eq(socialLoginProviders.siteId, siteId));
}

export async function findProvider(db: Executor, siteId: number, provider: SocialProviderName) {
  const [row] = await db
    .select()
    .from(socialLoginProviders)
    .where(and(eq(socialLoginProviders.siteId, siteId), eq(socialLoginProviders.provider, provider)));
  return row;
}

export async function writeProvider(
  db: Executor,
  values: { siteId: number; provider: SocialProviderName; enabled: boolean; appId: string; secretEnc: string | null },
) {
  await db
    .insert(socialLoginProviders)
    .values(values)
    .onConflictDoUpdate({
      target: [socialLoginProviders.siteId, socialLoginProviders.provider],
      set: { enabled: values.enabled, appId: values.appId, secretEnc: values.secretEnc, updatedAt: sql`now()` },
    });
}

export type IdentityRow = typeof socialIdentities.$inferSelect;

export async function findIdentity(
  db: Executor,
  siteId: number,
  input: { provider: IdentityProvider; openid: string; unionid: string | null; family: readonly IdentityProvider[] },
): Promise<IdentityRow | undefined> {
  const [byOpenid] = await db
    .select()
    .from(socialIdentities)
    .where(
      and(eq(socialIdentities.siteId, siteId), eq(socialIdentities.provider, input.provider), eq(socialIdentities.openid, input.openid)),
    );
  if (byOpenid) return byOpenid;
  if (!input.unionid) return undefined;
  const [byUnionid] = await db
    .select()
    .from(socialIdentities)
    .where(
      and(
        eq(socialIdentities.siteId, siteId),
        eq(socialIdentities.unionid, input.unionid),
        inArray(socialIdentities.provider, [...input.family]),
      ),
    )
    .orderBy(socialIdentities.id)
    .limit(1);
  return byUnionid;
}

export async function findUserIdentity(db: Executor, siteId: number, siteUserId: number, provider: IdentityProvider) {
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.siteId, siteId), eq(socialIdentities.siteUserId, siteUserId), eq(socialIdentities.provider, provider)));
  return row;
}

export async function insertIdentity(
  db: Executor,
  values: {
    siteId: number;
    provider: IdentityProvider;
    appId: string;
    openid: string;
    unionid: string | null;
    siteUserId: number;
    nickname: string;
    avatarUrl: string;
  },
) {
  const [row] = await db
    .insert(socialIdentities)
    .values({ ...values, lastLoginAt: sql`now()` })
    .returning({ id: socialIdentities.id });
  return row.id;
}

export async function touchIdentity(db: Executor, siteId: number, id: number, nickname: string, avatarUrl: string) {
  await db
    .update(socialIdentities)
    .set({ lastLoginAt: sql`now()`, nickname, avatarUrl })
    .where(and(eq(socialIdentities.siteId, siteId), eq(socialIdentities.id, id)));
}

export function listUserIdentities(db: Executor, siteId: number, siteUserId: number, lock = false) {
  const query = db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.siteId, siteId), eq(socialIdentities.siteUserId, siteUserId)))
    .orderBy(socialIdentities.id);
  return lock ? query.for('update') : query;
}

export async function deleteIdentity(db: Executor, siteId: number, siteUserId: number, id: number) {
  const rows = await db
    .delete(socialIdentities)
    .where(and(eq(socialIdentities.siteId, siteId), eq(socialIdentities.siteUserId, siteUserId), eq(socialIdentities.id, id)))
    .returning({ id: socialIdentities.id });
  return rows.length > 0;
}

export async function deleteMemberIdentities(db: Executor, siteId: number, siteUserId: number) {
  await db.delete(socialIdentities).where(and(eq(socialIdentities.siteId, siteId), eq(socialIdentities.siteUserId, siteUserId)));
}

export async function insertFlow(
  db: Executor,
  values: {
    siteId: number;
    provider: IdentityProvider;
    stateHash: Buffer;
    verifierHash: Buffer;
    redirectUri: string;
    bindUserId: number | null;
    expiresAt: Date;
    /** A flow that starts already used (the mini-program's: no state to claim), with its ticket. */
    usedAt?: Date;
  } & Partial<TicketValues>,
) {
  await db.insert(socialLoginFlows).values(values);
}

export type FlowRow = typeof socialLoginFlows.$inferSelect;

/** Marks the state used, once: only an unused, unexpired state of this site and provider is claimed. */
export async function claimFlow(
  db: Executor,
  siteId: number,
  provider: SocialProviderName,
  stateHash: Buffer,
): Promise<FlowRow | undefined> {
  const [row] = await db
    .update(socialLoginFlows)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(socialLoginFlows.stateHash, stateHash),
        eq(socialLoginFlows.siteId, siteId),
        eq(socialLoginFlows.provider, provider),
        isNull(socialLoginFlows.usedAt),
        gt(socialLoginFlows.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** What a flow keeps once the provider vouched for a new visitor and the policy wants a phone number first. */
export interface TicketValues {
  ticketHash: Buffer;
  ticketExpiresAt: Date;
  appId: string;
  openid: string;
  unionid: string | null;
  nickname: string;
  avatarUrl: string;
}

export async function armTicket(db: Executor, flowId: number, values: TicketValues) {
  await db.update(socialLoginFlows).set(values).where(eq(socialLoginFlows.id, flowId));
}

export async function findTicket(db: Executor, siteId: number, ticketHash: Buffer) {
  const [row] = await db
    .select()
    .from(socialLoginFlows)
    .where(
      and(
        eq(socialLoginFlows.ticketHash, ticketHash),
        eq(socialLoginFlows.siteId, siteId),
        gt(socialLoginFlows.ticketExpiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Uses the ticket, once. */
export async function claimTicket(db: Executor, siteId: number, ticketHash: Buffer) {
  const [row] = await db
    .update(socialLoginFlows)
    .set({ ticketHash: null, ticketExpiresAt: null })
    .where(
      and(
        eq(socialLoginFlows.ticketHash, ticketHash),
        eq(socialLoginFlows.siteId, siteId),
        isNotNull(socialLoginFlows.openid),
        gt(socialLoginFlows.ticketExpiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Flows finished or expired a day ago. */
export async function deleteOldFlows(db: Executor) {
  const rows = await db
    .delete(socialLoginFlows)
    .where(
      sql`${socialLoginFlows.expiresAt} < now() - interval '1 day' and (${socialLoginFlows.ticketExpiresAt} is null or ${socialLoginFlows.ticketExpiresAt} < now() - interval '1 day')`,
    )
    .returning({ id: socialLoginFlows.id });
  return rows.length;
}
