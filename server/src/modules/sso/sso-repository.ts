// SQL on the sso module's own tables.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { ssoFlows, ssoIdentities, ssoSettings } from './sso.tables';

export type SettingRow = typeof ssoSettings.$inferSelect;
export type SettingValues = Omit<typeof ssoSettings.$inferInsert, 'siteId' | 'updatedAt'>;

export async function readSetting(db: Executor, siteId: number): Promise<SettingRow | undefined> {
  const [row] = await db.select().from(ssoSettings).where(eq(ssoSettings.siteId, siteId));
  return row;
}

export async function lockSetting(db: Executor, siteId: number): Promise<SettingRow | undefined> {
  const [row] = await db.select().from(ssoSettings).where(eq(ssoSettings.siteId, siteId)).for('update');
  return row;
}

export async function writeSetting(db: Executor, siteId: number, values: SettingValues) {
  await db
    .insert(ssoSettings)
    .values({ siteId, ...values })
    .onConflictDoUpdate({ target: ssoSettings.siteId, set: { ...values, updatedAt: sql`now()` } });
}

/** Whether the site lets members sign in only through SSO (member-auth's guard reads the same column). */
export async function isSsoOnly(db: Executor, siteId: number) {
  const [row] = await db.select({ ssoOnly: ssoSettings.ssoOnly }).from(ssoSettings).where(eq(ssoSettings.siteId, siteId));
  return row?.ssoOnly ?? false;
}

export type IdentityRow = typeof ssoIdentities.$inferSelect;

export async function findIdentity(db: Executor, siteId: number, method: string, issuer: string, subject: string) {
  const [row] = await db
    .select()
    .from(ssoIdentities)
    .where(
      and(
        eq(ssoIdentities.siteId, siteId),
        eq(ssoIdentities.method, method),
        eq(ssoIdentities.issuer, issuer),
        eq(ssoIdentities.subject, subject),
      ),
    );
  return row;
}

export async function insertIdentity(
  db: Executor,
  values: { siteId: number; method: string; issuer: string; subject: string; siteUserId: number; email: string },
) {
  const [row] = await db
    .insert(ssoIdentities)
    .values({ ...values, lastLoginAt: sql`now()` })
    .returning({ id: ssoIdentities.id });
  return row.id;
}

export async function touchIdentity(
  db: Executor,
  siteId: number,
  id: number,
  values: { email: string; idToken: string | null; sessionHash: Buffer },
) {
  await db
    .update(ssoIdentities)
    .set({ ...values, lastLoginAt: sql`now()` })
    .where(and(eq(ssoIdentities.siteId, siteId), eq(ssoIdentities.id, id)));
}

/** The OpenID Connect identity whose sign-in opened this session (for RP-initiated logout). */
export async function findBySession(db: Executor, siteId: number, siteUserId: number, sessionHash: Buffer) {
  const [row] = await db
    .select()
    .from(ssoIdentities)
    .where(
      and(
        eq(ssoIdentities.siteId, siteId),
        eq(ssoIdentities.siteUserId, siteUserId),
        eq(ssoIdentities.sessionHash, sessionHash),
        eq(ssoIdentities.method, 'oidc'),
      ),
    );
  return row;
}

export function listUserIdentities(db: Executor, siteId: number, siteUserId: number) {
  return db
    .select()
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.siteId, siteId), eq(ssoIdentities.siteUserId, siteUserId)))
    .orderBy(ssoIdentities.id);
}

export async function deleteMemberIdentities(db: Executor, siteId: number, siteUserId: number) {
  await db.delete(ssoIdentities).where(and(eq(ssoIdentities.siteId, siteId), eq(ssoIdentities.siteUserId, siteUserId)));
}

export async function insertFlow(db: Executor, values: typeof ssoFlows.$inferInsert) {
  await db.insert(ssoFlows).values(values);
}

export type FlowRow = typeof ssoFlows.$inferSelect;

/** Marks the state used, once: only an unused, unexpired state of this site and method is claimed. */
export async function claimFlow(db: Executor, siteId: number, method: string, stateHash: Buffer): Promise<FlowRow | undefined> {
  const [row] = await db
    .update(ssoFlows)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(ssoFlows.stateHash, stateHash),
        eq(ssoFlows.siteId, siteId),
        eq(ssoFlows.method, method),
        isNull(ssoFlows.usedAt),
        gt(ssoFlows.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Flows expired a day ago. */
export async function deleteOldFlows(db: Executor) {
  const rows = await db.delete(ssoFlows).where(sql`${ssoFlows.expiresAt} < now() - interval '1 day'`).returning({ id: ssoFlows.id });
  return rows.length;
}
