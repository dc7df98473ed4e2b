// 我的 › 通知设置: a member switches each kind on or off per channel. No row: on. In-app is offered for every kind, SMS,
// WeChat and email only for the kinds the site sends that way (设置 › 通知渠道); email reaches a verified address only,
// and an email's one-click unsubscribe link (member-email) turns the same switch off. notifyMembers (notify-member.ts) reads the
// switches of the members it writes to, so a kind switched off on a channel never reaches them there.
import { and, eq, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { MemberNotificationKindValues } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { badRequest } from '../../http/errors';
import { memberNotificationPreferences as prefs } from './notification.tables';
import { channelSettingOf } from './notify-member';

type Preference = Schema<'MemberNotificationPreference'>;

export interface MemberKey {
  siteId: number;
  siteUserId: number;
}

/** Every kind on every channel this site offers, with the member's switch. */
export async function memberPreferenceList(db: Executor, me: MemberKey): Promise<Preference[]> {
  const [setting, rows] = await Promise.all([
    channelSettingOf(db, me.siteId),
    db
      .select({ kind: prefs.kind, channel: prefs.channel, enabled: prefs.enabled })
      .from(prefs)
      .where(and(eq(prefs.siteId, me.siteId), eq(prefs.userId, me.siteUserId))),
  ]);
  const switched = new Map(rows.map((r) => [`${r.kind}:${r.channel}`, r.enabled]));
  const list: Preference[] = [];
  for (const kind of MemberNotificationKindValues) {
    const channels: Preference['channel'][] = ['inApp'];
    if (setting.smsKinds.includes(kind)) channels.push('sms');
    if (setting.wechatKinds.includes(kind)) channels.push('wechat');
    if (setting.emailKinds.includes(kind)) channels.push('email');
    for (const channel of channels) list.push({ kind, channel, enabled: switched.get(`${kind}:${channel}`) ?? true });
  }
  return list;
}

export async function saveMemberPreference(db: Executor, me: MemberKey, input: Preference): Promise<Preference> {
  if (input.channel !== 'inApp') {
    const setting = await channelSettingOf(db, me.siteId);
    const offered = { sms: setting.smsKinds, wechat: setting.wechatKinds, email: setting.emailKinds }[input.channel];
    if (!offered.includes(input.kind)) throw badRequest('本站不通过这个渠道发送这类通知');
  }
  await setMemberSwitch(db, me, input);
  return { kind: input.kind, channel: input.channel, enabled: input.enabled };
}

/** Writes one switch without asking whether the site offers it: an unsubscribe link stays good after a setting changes. */
export async function setMemberSwitch(db: Executor, me: MemberKey, input: Preference) {
  await db
    .insert(prefs)
    .values({ siteId: me.siteId, userId: me.siteUserId, kind: input.kind, channel: input.channel, enabled: input.enabled })
    .onConflictDoUpdate({
      target: [prefs.siteId, prefs.userId, prefs.kind, prefs.channel],
      set: { enabled: input.enabled, updatedAt: sql`now()` },
    });
}

/** The (site, member, kind, channel) switches that are off among these members: `site:user:kind:channel`. */
export async function switchedOff(db: Executor, members: { siteId: number; userId: number }[]): Promise<Set<string>> {
  if (!members.length) return new Set();
  const rows = await db
    .select({ siteId: prefs.siteId, userId: prefs.userId, kind: prefs.kind, channel: prefs.channel })
    .from(prefs)
    .where(
      sql`${prefs.enabled} = false and (${prefs.siteId}, ${prefs.userId}) in (${sql.join(
        members.map((m) => sql`(${m.siteId}, ${m.userId})`),
        sql`, `,
      )})`,
    );
  return new Set(rows.map((r) => `${r.siteId}:${r.userId}:${r.kind}:${r.channel}`));
}
