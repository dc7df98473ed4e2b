// 个人设置 › 通知偏好 of a site's administrators: the bell's kinds someone switched off are never sent to them
// (notifyConsoleUsers drops them), and the menu badges they switched off are not counted (the site console's badge
// service reads `hiddenConsoleBadges`). No row: everything on.
import { and, eq, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { ConsoleMessageTypeValues, ConsoleNotificationKindValues } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { consoleNotificationPreferences as prefs } from './notification.tables';

type Preference = Schema<'ConsoleNotificationPreference'>;

export async function consolePreferenceOf(db: Executor, siteId: number, userId: number): Promise<Preference> {
  const [row] = await db
    .select({ mutedNotices: prefs.mutedNotices, hiddenBadges: prefs.hiddenBadges })
    .from(prefs)
    .where(and(eq(prefs.siteId, siteId), eq(prefs.userId, userId)));
  return (row ?? { mutedNotices: [], hiddenBadges: [] }) as Preference;
}

export async function saveConsolePreference(db: Executor, siteId: number, userId: number, input: Preference): Promise<Preference> {
  // Kept in the enums' order, each once, whatever order the form sent.
  const values = {
    mutedNotices: ConsoleNotificationKindValues.filter((k) => input.mutedNotices.includes(k)),
    hiddenBadges: ConsoleMessageTypeValues.filter((k) => input.hiddenBadges.includes(k)),
  };
  await db
    .insert(prefs)
    .values({ siteId, userId, ...values })
    .onConflictDoUpdate({ target: [prefs.siteId, prefs.userId], set: { ...values, updatedAt: sql`now()` } });
  return values as Preference;
}

/** The badges this administrator switched off. */
export async function hiddenConsoleBadges(db: Executor, siteId: number, userId: number): Promise<string[]> {
  return (await consolePreferenceOf(db, siteId, userId)).hiddenBadges;
}

/** Of these (site, user, kind) notices, the ones whose recipient did not switch their kind off. */
export async function wantedNotices<N extends { siteId: number; userId: number; kind: string }>(db: Executor, notices: N[]): Promise<N[]> {
  if (!notices.length) return notices;
  const rows = await db
    .select({ siteId: prefs.siteId, userId: prefs.userId, muted: prefs.mutedNotices })
    .from(prefs)
    .where(
      sql`(${prefs.siteId}, ${prefs.userId}) in (${sql.join(
        notices.map((n) => sql`(${n.siteId}, ${n.userId})`),
        sql`, `,
      )})`,
    );
  const muted = new Map(rows.map((r) => [`${r.siteId}:${r.userId}`, new Set(r.muted)]));
  return notices.filter((n) => !muted.get(`${n.siteId}:${n.userId}`)?.has(n.kind));
}
