import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { hashSecret, verifySecret } from '../auth/secrets';
import type { Database, Executor } from '../db/database';
import {
  accounts,
  licenses,
  medalHolders,
  medals,
  pointCategories,
  pointItems,
  pointRecords,
  sections,
  siteSettings,
  sites,
  siteUsers,
  userPoints,
} from '../db/schema';
import { provisionSite } from '../modules/site/provision-site';
import { settleUserRank } from '../modules/user-rank/rank-membership';
import { DEMO_PASSWORD, demoAccounts, demoMedals, demoSites, memberNames, postTitles, siteAdminRoles } from './demo-data';
import { seedDemoMembers } from './demo-members';
import { demoReaders } from './demo-post-texts';
import { seedDemoPosts } from './demo-posts';
import { seedDemoSections } from './demo-sections';

const DAY = 86_400_000;

/** Deterministic pseudo-random numbers, so every fresh install shows the same demo. */
function random(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % max;
  };
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(accounts);
  return row.n === 0;
}

export async function hasDemoData(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(accounts).where(eq(accounts.mobile, demoAccounts[0].mobile));
  return row.n > 0;
}

/**
 * The demo's logins that still open with the published password: its SaaS accounts (by mobile) and its sites'
 * administrators (`admin@slug`) and readers (`reader1@slug`). A demo whose passwords were all changed opens nothing this way.
 */
export async function openDemoLogins(db: Database): Promise<string[]> {
  const saas = await db
    .select({ login: accounts.mobile, hash: accounts.passwordHash })
    .from(accounts)
    .where(
      inArray(
        accounts.mobile,
        demoAccounts.map((a) => a.mobile),
      ),
    );
  const site = await db
    .select({ login: sql<string>`${siteUsers.account} || '@' || ${sites.slug}`, hash: siteUsers.passwordHash })
    .from(siteUsers)
    .innerJoin(sites, eq(sites.id, siteUsers.siteId))
    .where(
      and(
        inArray(siteUsers.account, ['admin', ...demoReaders.map((r) => r.account)]),
        inArray(
          sites.slug,
          demoSites.map((d) => d.slug),
        ),
      ),
    );
  // The seed gives every demo login one hash: usually a single argon2 check.
  const opens = new Map<string, boolean>();
  const logins = [...saas, ...site];
  for (const { hash } of logins) if (hash && !opens.has(hash)) opens.set(hash, await verifySecret(hash, DEMO_PASSWORD));
  return logins.filter((l) => l.hash && opens.get(l.hash)).map((l) => l.login);
}

/** Seeds the demo platform: managers, account holders, four sites with members, points and ranks. */
export async function seedDemo(db: Database): Promise<void> {
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const a of demoAccounts) {
      const [row] = await tx
        .insert(accounts)
        .values({
          mobile: a.mobile,
          email: a.email || null,
          passwordHash,
          userName: a.userName,
          gender: a.gender,
          position: a.position,
          company: a.company,
          areaCode: a.areaCode,
          areaAddress: a.areaAddress,
          userType: 'main' in a || a.permissions.length ? 1 : 0,
          isMainManager: 'main' in a ? 1 : 0,
          permissions: a.permissions,
          createdAt: new Date(Date.now() - (120 - ids.size * 9) * DAY),
        })
        .returning({ id: accounts.id });
      ids.set(a.mobile, row.id);
    }
    for (const [index, site] of demoSites.entries()) {
      const owner = demoAccounts.find((a) => a.mobile === site.owner)!;
      const siteId = await provisionSite(tx, {
        name: site.name,
        slug: site.slug,
        description: site.description,
        categoryId: site.categoryId,
        owner: { accountId: ids.get(owner.mobile)!, mobile: owner.mobile, userName: owner.userName },
      });
      await seedSite(tx, siteId, site, passwordHash, random(index + 7));
    }
  });
}

async function seedSite(
  tx: Executor,
  siteId: number,
  site: (typeof demoSites)[number],
  passwordHash: string,
  rand: (max: number) => number,
) {
  const now = Date.now();
  if (site.license.type > 1) {
    await tx
      .update(licenses)
      .set({
        licenseType: site.license.type,
        startsAt: new Date(now - 200 * DAY),
        expiresAt: new Date(now + (site.license.days ?? 0) * DAY),
      })
      .where(eq(licenses.siteId, siteId));
  }
  await tx
    .update(siteSettings)
    .set({ basic: sql`jsonb_set(${siteSettings.basic}, '{giftStatus}', ${String(site.gift)}::jsonb)` })
    .where(eq(siteSettings.siteId, siteId));
  await tx.insert(sections).values(site.sections.map(([name, description], i) => ({ siteId, name, description, sort: 100 + i * 10 })));
  const [admin] = await tx
    .insert(siteUsers)
    .values({ siteId, account: 'admin', userName: '站点管理员', passwordHash, roles: siteAdminRoles, createdAt: new Date(now - 100 * DAY) })
    .returning({ id: siteUsers.id });

  const members = await tx
    .insert(siteUsers)
    .values(
      memberNames.map(([account, userName], i) => ({
        siteId,
        account,
        userName,
        mobile: i % 3 === 0 ? `139${String(10_000_000 + siteId * 1000 + i).slice(-8)}` : null,
        passwordHash,
        createdAt: new Date(now - (i < 4 ? i * 3_600_000 : (5 + rand(170)) * DAY)),
        lastLoginAt: new Date(now - rand(20) * DAY - rand(20) * 3_600_000),
      })),
    )
    .returning({ id: siteUsers.id, userName: siteUsers.userName, createdAt: siteUsers.createdAt });
  await seedDemoSections(
    tx,
    siteId,
    site,
    members.map((m) => m.id),
  );

  const items = await tx
    .select({
      id: pointItems.id,
      code: pointItems.code,
      name: pointItems.name,
      points: pointItems.points,
      categoryId: pointItems.categoryId,
      code2: pointCategories.code,
    })
    .from(pointItems)
    .innerJoin(pointCategories, and(eq(pointCategories.siteId, pointItems.siteId), eq(pointCategories.id, pointItems.categoryId)))
    .where(eq(pointItems.siteId, siteId));
  const item = (code: string) => items.find((i) => i.code === code)!;
  const reputation = items.find((i) => i.code2 === 'reputation')!.categoryId;
  const records: (typeof pointRecords.$inferInsert)[] = [];
  const balances = new Map<string, number>();
  for (const member of members) {
    const events: { at: number; code: string; reason: string }[] = [];
    const activity = 3 + rand(40);
    for (let n = 0; n < activity; n++) {
      const code = ['post_create', 'reply_create', 'reply_create', 'daily_sign', 'post_liked', 'daily_sign'][rand(6)];
      const reason = code === 'post_create' ? `发表主题《${postTitles[rand(postTitles.length)]}》` : item(code).name;
      events.push({ at: Math.max(member.createdAt.getTime(), now - rand(30) * DAY - rand(86_400) * 1000), code, reason });
    }
    if (rand(10) < 2)
      events.push({ at: now - rand(60) * DAY, code: 'post_essence', reason: `主题《${postTitles[rand(postTitles.length)]}》被设为精华` });
    if (rand(10) < 6) events.push({ at: now - rand(6) * 3_600_000, code: 'daily_sign', reason: '每日签到' });
    events.sort((a, b) => a.at - b.at);
    // Long-standing members brought their reputation over from the community's old forum.
    if (rand(10) < 4) {
      const delta = 80 + rand(60) * 100;
      const key = `${member.id}:${reputation}`;
      balances.set(key, delta);
      records.push({
        siteId,
        userId: member.id,
        categoryId: reputation,
        itemId: null,
        delta,
        balance: delta,
        reason: '旧论坛声望迁移',
        createdAt: member.createdAt,
      });
    }
    for (const event of events) {
      const it = item(event.code);
      const key = `${member.id}:${it.categoryId}`;
      const balance = (balances.get(key) ?? 0) + it.points;
      balances.set(key, balance);
      records.push({
        siteId,
        userId: member.id,
        categoryId: it.categoryId,
        itemId: it.id,
        delta: it.points,
        balance,
        reason: event.reason,
        createdAt: new Date(event.at),
      });
    }
  }
  // The ledger is written oldest first, so ids follow time as they do in a live site.
  records.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  for (let i = 0; i < records.length; i += 500) await tx.insert(pointRecords).values(records.slice(i, i + 500));
  await tx.insert(userPoints).values(
    [...balances].map(([key, balance]) => {
      const [userId, categoryId] = key.split(':').map(Number);
      return { siteId, userId, categoryId, balance };
    }),
  );
  await seedMedals(tx, siteId, admin.id, members, rand);
  await settleUserRank(tx, siteId, admin.id, 0);
  for (const member of members) await settleUserRank(tx, siteId, member.id, balances.get(`${member.id}:${reputation}`) ?? 0);
  await seedDemoPosts(tx, siteId, site.slug, passwordHash, { memberIds: members.map((m) => m.id), adminId: admin.id }, rand);
  await seedDemoMembers(tx, siteId, { adminId: admin.id, adminName: '站点管理员', memberIds: members.map((m) => m.id) }, rand);
}

async function seedMedals(tx: Executor, siteId: number, grantedBy: number, members: { id: number }[], rand: (max: number) => number) {
  const now = Date.now();
  for (const [i, medal] of demoMedals.entries()) {
    const [row] = await tx
      .insert(medals)
      .values({
        siteId,
        name: medal.name,
        description: medal.description,
        color: medal.color,
        status: 'off' in medal ? 0 : 1,
        createdAt: new Date(now - (90 - i * 10) * DAY),
      })
      .returning({ id: medals.id });
    const holders = members.slice(i * 2, i * 2 + medal.holders);
    await tx.insert(medalHolders).values(
      holders.map((member) => ({
        siteId,
        medalId: row.id,
        userId: member.id,
        grantedBy,
        reason: medal.reason,
        grantedAt: new Date(now - rand(60) * DAY - rand(86_400) * 1000),
      })),
    );
  }
}
