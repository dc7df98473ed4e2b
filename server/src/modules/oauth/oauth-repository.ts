// SQL on the oauth module's own tables.
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { oauthClients, oauthKeys, oauthStore } from './oauth.tables';

export type ClientRow = typeof oauthClients.$inferSelect;
export type StoreRow = typeof oauthStore.$inferSelect;

export const MAX_CLIENTS = 50;

export function listClients(db: Executor, siteId: number) {
  return db.select().from(oauthClients).where(eq(oauthClients.siteId, siteId)).orderBy(asc(oauthClients.id)).limit(MAX_CLIENTS);
}

export async function countClients(db: Executor, siteId: number) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(oauthClients).where(eq(oauthClients.siteId, siteId));
  return row?.n ?? 0;
}

export async function findClient(db: Executor, siteId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(oauthClients)
    .where(and(eq(oauthClients.siteId, siteId), eq(oauthClients.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findClientByClientId(db: Executor, siteId: number, clientId: string) {
  const [row] = await db
    .select()
    .from(oauthClients)
    .where(and(eq(oauthClients.siteId, siteId), eq(oauthClients.clientId, clientId)));
  return row;
}

export async function insertClient(db: Executor, values: typeof oauthClients.$inferInsert) {
  const [row] = await db.insert(oauthClients).values(values).returning();
  return row!;
}

export async function setClientSecret(db: Executor, siteId: number, id: number, secretHash: Buffer) {
  const [row] = await db
    .update(oauthClients)
    .set({ secretHash, secretRotatedAt: sql`now()` })
    .where(and(eq(oauthClients.siteId, siteId), eq(oauthClients.id, id)))
    .returning();
  return row;
}

/** Deletes the app and everything its provider issued for it (grants, codes, tokens). */
export async function deleteClient(db: Executor, siteId: number, row: ClientRow) {
  await db.delete(oauthStore).where(and(eq(oauthStore.siteId, siteId), eq(oauthStore.clientId, row.clientId)));
  await db.delete(oauthClients).where(and(eq(oauthClients.siteId, siteId), eq(oauthClients.id, row.id)));
}

export function listKeys(db: Executor, siteId: number, use: 'sig' | 'cookie') {
  return db
    .select()
    .from(oauthKeys)
    .where(and(eq(oauthKeys.siteId, siteId), eq(oauthKeys.use, use)))
    .orderBy(desc(oauthKeys.createdAt), desc(oauthKeys.id));
}

export async function insertKey(db: Executor, values: typeof oauthKeys.$inferInsert) {
  await db.insert(oauthKeys).values(values);
}

/** Keeps the newest `keep` keys of a use. */
export async function pruneKeys(db: Executor, siteId: number, use: 'sig' | 'cookie', keep: number) {
  const rows = await listKeys(db, siteId, use);
  const old = rows.slice(keep).map((r) => r.id);
  if (old.length) await db.delete(oauthKeys).where(and(eq(oauthKeys.siteId, siteId), inArray(oauthKeys.id, old)));
}

const live = () => or(isNull(oauthStore.expiresAt), gt(oauthStore.expiresAt, sql`now()`));

export async function findStored(db: Executor, siteId: number, model: string, id: string) {
  const [row] = await db
    .select()
    .from(oauthStore)
    .where(and(eq(oauthStore.siteId, siteId), eq(oauthStore.model, model), eq(oauthStore.id, id), live()));
  return row;
}

export async function findStoredByUid(db: Executor, siteId: number, model: string, uid: string) {
  const [row] = await db
    .select()
    .from(oauthStore)
    .where(and(eq(oauthStore.siteId, siteId), eq(oauthStore.model, model), eq(oauthStore.uid, uid), live()));
  return row;
}

export async function upsertStored(db: Executor, values: typeof oauthStore.$inferInsert) {
  const { siteId: _s, model: _m, id: _i, ...rest } = values;
  await db
    .insert(oauthStore)
    .values(values)
    .onConflictDoUpdate({ target: [oauthStore.siteId, oauthStore.model, oauthStore.id], set: rest });
}

export async function consumeStored(db: Executor, siteId: number, model: string, id: string) {
  await db
    .update(oauthStore)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(oauthStore.siteId, siteId), eq(oauthStore.model, model), eq(oauthStore.id, id)));
}

export async function destroyStored(db: Executor, siteId: number, model: string, id: string) {
  await db.delete(oauthStore).where(and(eq(oauthStore.siteId, siteId), eq(oauthStore.model, model), eq(oauthStore.id, id)));
}

export async function destroyGrant(db: Executor, siteId: number, grantId: string) {
  await db
    .delete(oauthStore)
    .where(
      and(
        eq(oauthStore.siteId, siteId),
        or(eq(oauthStore.grantId, grantId), and(eq(oauthStore.model, 'Grant'), eq(oauthStore.id, grantId))),
      ),
    );
}

/** A member's live grants (one per app they approved), newest first. */
export function listMemberGrants(db: Executor, siteId: number, accountId: string) {
  return db
    .select()
    .from(oauthStore)
    .where(and(eq(oauthStore.siteId, siteId), eq(oauthStore.model, 'Grant'), eq(oauthStore.accountId, accountId), live()))
    .orderBy(desc(oauthStore.createdAt))
    .limit(200);
}

/** Everything the site's provider holds for the member: grants, tokens and sessions all carry the account (erasure). */
export async function deleteMemberState(db: Executor, siteId: number, accountId: string) {
  await db.delete(oauthStore).where(and(eq(oauthStore.siteId, siteId), eq(oauthStore.accountId, accountId)));
}

export async function deleteExpired(db: Executor) {
  await db.delete(oauthStore).where(lt(oauthStore.expiresAt, sql`now() - interval '1 hour'`));
}
