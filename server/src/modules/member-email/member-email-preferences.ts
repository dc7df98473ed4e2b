// What an unsubscribe link stops, and the member-email module's part of a member's own data and erasure.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { exportTime } from '../../lib/personal-data-format';
import type { PersonalDataPart } from '../module';
import { setMemberSwitch } from '../notification/member-preferences';
import { memberEmails } from './member-email.tables';
import type { UnsubscribeTarget } from './unsubscribe-token';

/** Stops the digest or one kind of notification email for the member (idempotent: a second click changes nothing). */
export async function unsubscribe(db: Executor, target: UnsubscribeTarget) {
  const mine = and(eq(memberEmails.siteId, target.siteId), eq(memberEmails.userId, target.userId));
  if (target.what === 'digest') {
    await db.update(memberEmails).set({ digestEnabled: false, updatedAt: sql`now()` }).where(mine);
  } else {
    // The kind's email switch of 我的 › 通知设置, where the member can turn it on again.
    await setMemberSwitch(
      db,
      { siteId: target.siteId, siteUserId: target.userId },
      { kind: target.what, channel: 'email', enabled: false },
    );
  }
}

export const memberEmailPersonalData: readonly PersonalDataPart[] = [
  {
    key: 'email',
    sheet: '邮箱',
    position: 15,
    headers: { email: '邮箱', verifiedAt: '验证时间', digestEnabled: '每日摘要' },
    async rows(db, siteId, userId) {
      const rows = await db
        .select()
        .from(memberEmails)
        .where(and(eq(memberEmails.siteId, siteId), eq(memberEmails.userId, userId)));
      return rows
        .filter((r) => r.email || r.pendingEmail)
        .map((r) => ({
          email: r.email ?? `${r.pendingEmail}（待验证）`,
          verifiedAt: r.verifiedAt ? exportTime(r.verifiedAt) : '',
          digestEnabled: r.digestEnabled ? '开启' : '关闭',
        }));
    },
  },
];

/** Erasure: the address and every choice go. */
export async function eraseMemberEmail(tx: Executor, siteId: number, userId: number) {
  await tx.delete(memberEmails).where(and(eq(memberEmails.siteId, siteId), eq(memberEmails.userId, userId)));
}
