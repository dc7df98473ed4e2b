// The daily digest (task `emailDigest`, 08:00 Beijing): one email per member with a verified address, the digest on
// and unread notifications since their last digest (or since they verified). Each member is claimed by a conditional
// update of last_digest_at (null or before today's start in Beijing), so a second run, a retry or a second server the
// same day finds nobody; the claim and the queued send are one transaction; the delivery sends after the commit.
import { sql } from 'drizzle-orm';
import type { ModuleDeps } from '../deps';
import { queueEmailDigests } from '../notification/notify-member';

const BATCH = 200;
const BEIJING = 8 * 3600_000;

/** The start of `now`'s day in Beijing. */
export function beijingDayStart(now: Date): Date {
  const local = new Date(now.getTime() + BEIJING);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - BEIJING);
}

/** Queues today's digests; answers how many members got one. */
export async function sendDailyDigests(deps: Pick<ModuleDeps, 'db' | 'mailer' | 'deliveries'>, now = new Date()): Promise<number> {
  if (!deps.mailer.on) return 0;
  const dayStart = beijingDayStart(now);
  let total = 0;
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const result = await tx.execute(sql`
        with due as (
          select m.site_id, m.user_id, coalesce(m.last_digest_at, m.verified_at) as since
          from member_emails m
          where m.email is not null and m.digest_enabled
            and (m.last_digest_at is null or m.last_digest_at < ${dayStart.toISOString()}::timestamptz)
            and exists (
              select 1 from member_notifications n
              where n.site_id = m.site_id and n.user_id = m.user_id and n.read_at is null
                and n.created_at > coalesce(m.last_digest_at, m.verified_at)
            )
          order by m.site_id, m.user_id
          limit ${BATCH}
          for update of m skip locked
        )
        update member_emails m set last_digest_at = ${now.toISOString()}::timestamptz
        from due, site_users u
        where m.site_id = due.site_id and m.user_id = due.user_id and u.site_id = m.site_id and u.id = m.user_id
        returning m.site_id, m.user_id, due.since, u.account`);
      const rows = (
        result as unknown as { rows: { site_id: number | string; user_id: number | string; since: Date | string; account: string }[] }
      ).rows;
      await queueEmailDigests(
        tx,
        rows.map((r) => ({ siteId: Number(r.site_id), userId: Number(r.user_id), account: r.account, since: new Date(r.since) })),
      );
      return rows.length;
    });
    total += claimed;
    if (claimed < BATCH) break;
  }
  if (total) await deps.deliveries.run();
  return total;
}
