// A site user as the member site (前台) shows and edits them.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { siteUsers } from './site.tables';

export async function findMemberProfileRow(db: Executor, siteId: number, userId: number) {
  const [row] = await db
    .select({
      id: siteUsers.id,
      account: siteUsers.account,
      userName: siteUsers.userName,
      avatarUrl: siteUsers.avatarUrl,
      mobile: siteUsers.mobile,
      userType: siteUsers.userType,
      roles: siteUsers.roles,
      status: siteUsers.status,
      isAnonymous: siteUsers.isAnonymous,
      rankId: siteUsers.rankId,
      createdAt: siteUsers.createdAt,
      signature: siteUsers.signature,
      gender: siteUsers.gender,
      areaCode: siteUsers.areaCode,
      areaAddress: siteUsers.areaAddress,
      hideActivity: siteUsers.hideActivity,
    })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
  return row;
}

export interface MemberProfileValues {
  userName?: string;
  avatarUrl?: string;
  signature?: string;
  gender?: number;
  areaCode?: string;
  areaAddress?: string;
  hideActivity?: boolean;
}

/**
 * Whether another user of this site already goes by this nickname (compared as written, spaces trimmed). Holds a
 * lock on the name until the transaction ends, so two members taking one name at once cannot both succeed.
 */
export async function nicknameTaken(tx: Executor, siteId: number, userId: number, userName: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`nickname:${siteId}:${userName}`}, 0))`);
  const [row] = await tx
    .select({ id: siteUsers.id })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.userName, userName), ne(siteUsers.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function updateMemberProfileRow(db: Executor, siteId: number, userId: number, values: MemberProfileValues) {
  await db
    .update(siteUsers)
    .set(values)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
}
