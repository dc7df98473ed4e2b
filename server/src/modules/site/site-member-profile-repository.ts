// A site user as the member site (前台) shows and edits them.
import { and, eq } from 'drizzle-orm';
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
    })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
  return row;
}

export async function updateMemberProfileRow(
  db: Executor,
  siteId: number,
  userId: number,
  values: { userName?: string; avatarUrl?: string },
) {
  await db
    .update(siteUsers)
    .set(values)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
}
