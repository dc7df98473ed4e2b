// Demo data of the members area: administrators with different role sets, a muted and a banned member (with an older,
// lifted mute), labels with members (reader1 wears one, holds a medal and has a past mute), and a few hundred
// operation-log entries on the site's chain, backdated over the last weeks, the latest with their before and after.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { medalHolders, medals } from '../modules/medal/medal.tables';
import { memberLabels, memberLabelUsers, memberSanctions } from '../modules/member/member.tables';
import { appendLogEntryIn } from '../modules/operation-log/operation-log-chain';
import { siteUsers } from '../modules/site/site.tables';

const DAY = 24 * 3600 * 1000;

interface Cast {
  adminId: number;
  adminName: string;
  memberIds: number[];
}

export async function seedDemoMembers(tx: Executor, siteId: number, cast: Cast, rand: (max: number) => number) {
  const now = Date.now();
  const [moderator, userAdmin, muted, banned, warned] = cast.memberIds.slice(1, 6) as [number, number, number, number, number];
  const setRoles = (id: number, roles: string[]) =>
    tx
      .update(siteUsers)
      .set({ roles })
      .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, id)));
  await setRoles(moderator, ['Post', 'Comment']);
  await setRoles(userAdmin, ['User', 'SiteBase']);
  const actor = { actorId: cast.adminId, actorName: cast.adminName };
  await tx.insert(memberSanctions).values([
    {
      siteId,
      userId: muted,
      kind: 'mute',
      reason: '在多个帖子下重复刷屏',
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 6 * DAY),
      ...actor,
    },
    {
      siteId,
      userId: banned,
      kind: 'ban',
      reason: '多次发布广告链接',
      startsAt: new Date(now - 2 * DAY),
      endsAt: new Date(now + 28 * DAY),
      ...actor,
    },
    {
      siteId,
      userId: warned,
      kind: 'mute',
      reason: '言语攻击其他书友',
      startsAt: new Date(now - 40 * DAY),
      endsAt: new Date(now - 33 * DAY),
      ...actor,
    },
    {
      siteId,
      userId: banned,
      kind: 'mute',
      reason: '发布广告',
      startsAt: new Date(now - 20 * DAY),
      endsAt: new Date(now - 17 * DAY),
      liftedAt: new Date(now - 19 * DAY),
      liftedBy: cast.adminId,
      ...actor,
    },
  ]);

  const kinds = [
    { operationId: 'approvePosts', summary: '审核通过帖子', input: () => ({ ids: [100 + rand(400)] }) },
    { operationId: 'hidePosts', summary: '屏蔽帖子', input: () => ({ ids: [100 + rand(400)], reason: '含有广告链接' }) },
    { operationId: 'pinPost', summary: '置顶帖子', input: () => ({ id: 100 + rand(400), pinned: 1 }) },
    { operationId: 'approveComments', summary: '审核通过评论', input: () => ({ ids: [500 + rand(900), 500 + rand(900)] }) },
    {
      operationId: 'grantMedal',
      summary: '授予勋章',
      input: () => ({ medalId: 1 + rand(4), userIds: [cast.memberIds[rand(cast.memberIds.length)]], reason: '活动奖励' }),
    },
    { operationId: 'updateSiteSetting', summary: '修改站点设置', input: () => ({ siteName: '青禾读书会' }) },
    { operationId: 'createSection', summary: '新增版块', input: () => ({ name: '新书速递' }) },
    {
      operationId: 'muteSiteUser',
      summary: '禁言成员',
      input: () => ({ userId: cast.memberIds[rand(cast.memberIds.length)], days: 3, reason: '刷屏' }),
    },
  ];
  const count = 240;
  for (let i = 0; i < count; i++) {
    const kind = kinds[rand(kinds.length)]!;
    const input = kind.input() as Record<string, unknown>;
    const ids = Object.entries(input)
      .filter(([k]) => k === 'id' || k === 'ids' || /[a-z]Ids?$/.test(k))
      .flatMap(([, v]) => (Array.isArray(v) ? v : [v]))
      .join(',');
    await appendLogEntryIn(tx, {
      chainId: siteId,
      at: new Date(now - (count - i) * 2.5 * 3_600_000),
      operationId: kind.operationId,
      summary: kind.summary,
      actorId: cast.adminId,
      actorName: cast.adminName,
      ip: `192.168.1.${10 + rand(40)}`,
      targetIds: ids,
      input,
    });
  }
  // The appointments and sanctions above, as the log would have recorded them.
  for (const [n, [operationId, summary, input]] of (
    [
      ['grantSiteAdmin', '任命管理员', { userId: moderator, roles: ['Post', 'Comment'] }],
      ['grantSiteAdmin', '任命管理员', { userId: userAdmin, roles: ['User', 'SiteBase'] }],
      ['banSiteUser', '封禁成员', { userId: banned, days: 30, reason: '多次发布广告链接' }],
      ['muteSiteUser', '禁言成员', { userId: muted, days: 7, reason: '在多个帖子下重复刷屏' }],
    ] as const
  ).entries()) {
    await appendLogEntryIn(tx, {
      chainId: siteId,
      at: new Date(now - (4 - n) * 7 * 60_000),
      operationId,
      summary,
      actorId: cast.adminId,
      actorName: cast.adminName,
      ip: '192.168.1.8',
      targetIds: String(input.userId),
      input: input as unknown as Record<string, unknown>,
    });
  }

  // Labels (标签) with members; reader1 and reader2 wear 核心书友.
  const readers = await tx
    .select({ id: siteUsers.id, account: siteUsers.account })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), inArray(siteUsers.account, ['reader1', 'reader2'])))
    .orderBy(asc(siteUsers.account));
  const labelled = await tx
    .insert(memberLabels)
    .values([
      { siteId, name: '核心书友', color: '#409EFF', description: '每月至少参加一次线下读书会的成员' },
      { siteId, name: '书评达人', color: '#E6A23C', description: '书评常被点赞的成员' },
      { siteId, name: '新人', color: '#67C23A', description: '最近一个月加入，值得多关照' },
      { siteId, name: '待观察', color: '#F56C6C', description: '有过违规，留意其发言' },
    ])
    .returning({ id: memberLabels.id });
  const [core, critic, newcomer, watch] = labelled.map((l) => l.id) as [number, number, number, number];
  const wearers = [
    ...readers.map((r) => ({ labelId: core, userId: r.id })),
    ...cast.memberIds.slice(6, 14).map((userId) => ({ labelId: core, userId })),
    ...cast.memberIds.slice(10, 16).map((userId) => ({ labelId: critic, userId })),
    ...cast.memberIds.slice(-5).map((userId) => ({ labelId: newcomer, userId })),
    ...[muted, banned, warned].map((userId) => ({ labelId: watch, userId })),
  ];
  if (readers[0]) wearers.push({ labelId: critic, userId: readers[0].id });
  await tx
    .insert(memberLabelUsers)
    .values(wearers.map((w) => ({ siteId, ...w })))
    .onConflictDoNothing();
  const reader1 = readers.find((r) => r.account === 'reader1')?.id;
  if (reader1) {
    // A past mute, lifted early, and a medal.
    await tx.insert(memberSanctions).values({
      siteId,
      userId: reader1,
      kind: 'mute',
      reason: '在书评区与人争吵',
      startsAt: new Date(now - 60 * DAY),
      endsAt: new Date(now - 57 * DAY),
      liftedAt: new Date(now - 59 * DAY),
      liftedBy: cast.adminId,
      ...actor,
    });
    const [medal] = await tx.select({ id: medals.id }).from(medals).where(eq(medals.siteId, siteId)).orderBy(asc(medals.id)).limit(1);
    if (medal)
      await tx
        .insert(medalHolders)
        .values({ siteId, medalId: medal.id, userId: reader1, grantedBy: cast.adminId, reason: '读书月活动一等奖' })
        .onConflictDoNothing();
    await appendLogEntryIn(tx, {
      chainId: siteId,
      at: new Date(now - 3 * 60_000),
      operationId: 'setSiteUserLabels',
      summary: '设置成员标签',
      actorId: cast.adminId,
      actorName: cast.adminName,
      ip: '192.168.1.8',
      targetIds: String(reader1),
      input: { userIds: [reader1], labelIds: [critic], mode: 'add' },
      change: { before: { [reader1]: ['核心书友'] }, after: { [reader1]: ['核心书友', '书评达人'] } },
    });
  }
  await appendLogEntryIn(tx, {
    chainId: siteId,
    at: new Date(now - 2 * 60_000),
    operationId: 'updateSiteAdmin',
    summary: '修改管理员权限',
    actorId: cast.adminId,
    actorName: cast.adminName,
    ip: '192.168.1.8',
    targetIds: String(userAdmin),
    input: { userId: userAdmin, roles: ['User', 'SiteBase'] },
    change: { before: { roles: ['User'] }, after: { roles: ['User', 'SiteBase'] } },
  });
}
