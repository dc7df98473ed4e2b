import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { hashSecret, verifySecret } from '../auth/secrets';
import type { Database, Executor } from '../db/database';
import { accounts } from '../modules/account/account.tables';
import { serverModules } from '../modules/index';
import { licenses } from '../modules/license/license.tables';
import { medalHolders, medals } from '../modules/medal/medal.tables';
import { pointRecords } from '../modules/point/point.tables';
import { applyPointChange, awardPointsForEvent, type PointItemCode } from '../modules/point/point-ledger';
import { sections } from '../modules/section/section.tables';
import { provisionSite } from '../modules/site/provision-site';
import { sites, siteUsers } from '../modules/site/site.tables';
import { siteSettings } from '../modules/site-console/site-console.tables';
import { settleUserRank } from '../modules/user-rank/rank-membership';
import { DEMO_PASSWORD, demoAccounts, demoMedals, demoSites, memberNames, postTitles, siteAdminRoles } from './demo-data';
import { seedDemoExports } from './demo-exports';
import { type DemoImageStore, demoScenes, renderLandscape, renderSectionIcon } from './demo-images';
import { seedDemoMall } from './demo-mall';
import { seedAutomaticMedals, seedLibraryMedals } from './demo-medals';
import { seedDemoMembers } from './demo-members';
import { seedDemoNotifications } from './demo-notifications';
import { demoReaders } from './demo-post-texts';
import { seedDemoPosts } from './demo-posts';
import { seedDemoQuestions } from './demo-questions';
import { seedDemoReports } from './demo-reports';
import { seedDemoSections } from './demo-sections';
import { seedDemoStatistics } from './demo-statistics';

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

/**
 * Seeds the demo platform: managers, account holders, four sites with members, points and ranks; with `images`, real
 * pictures (drawn here, see demo-images.ts) as section icons and in some posts.
 */
export async function seedDemo(db: Database, images?: DemoImageStore): Promise<void> {
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const landscapes = images ? await Promise.all(demoScenes.map((scene) => renderLandscape(scene))) : [];
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
    const library = await seedLibraryMedals(tx);
    for (const [index, site] of demoSites.entries()) {
      const owner = demoAccounts.find((a) => a.mobile === site.owner)!;
      const siteId = await provisionSite(
        tx,
        {
          name: site.name,
          slug: site.slug,
          description: site.description,
          categoryId: site.categoryId,
          owner: { accountId: ids.get(owner.mobile)!, mobile: owner.mobile, userName: owner.userName },
        },
        serverModules,
      );
      await seedSite(tx, siteId, site, passwordHash, random(index + 7), images && { store: images, landscapes });
      await seedAutomaticMedals(tx, siteId, library, index === 0);
      await seedDemoStatistics(tx, siteId, 1 / (index + 1));
    }
  });
}

async function seedSite(
  tx: Executor,
  siteId: number,
  site: (typeof demoSites)[number],
  passwordHash: string,
  rand: (max: number) => number,
  images?: { store: DemoImageStore; landscapes: Buffer[] },
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

  // Points come from the rules firing, as in a live site: each event goes through awardPointsForEvent (its record then
  // dated back to when it happened), the old forum's reputation through an administrator's adjustment.
  const events: { at: number; userId: number; code: PointItemCode; reason?: string }[] = [];
  const migrated: { at: number; userId: number; delta: number }[] = [];
  for (const member of members) {
    const activity = 3 + rand(40);
    for (let n = 0; n < activity; n++) {
      const code = (['post_create', 'reply_create', 'reply_create', 'daily_sign', 'post_liked', 'daily_sign'] as const)[rand(6)];
      const reason = code === 'post_create' ? `发表主题《${postTitles[rand(postTitles.length)]}》` : undefined;
      events.push({
        at: Math.max(member.createdAt.getTime(), now - rand(30) * DAY - rand(86_400) * 1000),
        userId: member.id,
        code,
        reason,
      });
    }
    if (rand(10) < 2)
      events.push({
        at: now - rand(60) * DAY,
        userId: member.id,
        code: 'post_essence',
        reason: `主题《${postTitles[rand(postTitles.length)]}》被设为精华`,
      });
    if (rand(10) < 6) events.push({ at: now - rand(6) * 3_600_000, userId: member.id, code: 'daily_sign' });
    // Long-standing members brought their reputation over from the community's old forum.
    if (rand(10) < 4) migrated.push({ at: member.createdAt.getTime(), userId: member.id, delta: 80 + rand(60) * 100 });
  }
  const timeline = [
    ...migrated.map((m) => ({ ...m, kind: 'migrated' as const })),
    ...events.map((e) => ({ ...e, kind: 'event' as const })),
  ].sort((x, y) => x.at - y.at);
  for (const [n, entry] of timeline.entries()) {
    const applied =
      entry.kind === 'migrated'
        ? await applyPointChange(tx, { siteId, userId: entry.userId, category: 'reputation', delta: entry.delta, reason: '旧论坛声望迁移' })
        : await awardPointsForEvent(tx, { siteId, userId: entry.userId, item: entry.code, eventKey: `demo:${n}`, reason: entry.reason });
    if (applied?.recordId)
      await tx
        .update(pointRecords)
        .set({ createdAt: new Date(entry.at) })
        .where(and(eq(pointRecords.siteId, siteId), eq(pointRecords.id, applied.recordId)));
  }
  await seedMedals(tx, siteId, admin.id, members, rand);
  await settleUserRank(tx, siteId, admin.id, 0);
  const pictures = images ? await seedDemoImages(tx, siteId, admin.id, images) : [];
  await seedDemoPosts(tx, siteId, site.slug, passwordHash, { memberIds: members.map((m) => m.id), adminId: admin.id }, rand, pictures);
  await seedDemoMembers(tx, siteId, { adminId: admin.id, adminName: '站点管理员', memberIds: members.map((m) => m.id) }, rand);
  await seedDemoReports(tx, siteId, admin.id);
  await seedDemoNotifications(tx, siteId, { adminId: admin.id, memberIds: members.map((m) => m.id) }, rand);
  if (site.license.type > 2 && site.gift) await seedDemoMall(tx, siteId, admin.id, members, rand);
  // Q&A only where the licence includes it and has not run out (an expired paid licence runs as the basic one).
  if (site.license.type > 1 && (site.license.days ?? 0) > 0)
    await seedDemoQuestions(
      tx,
      siteId,
      site.slug,
      members.map((m) => m.id),
      rand,
    );
  if (site.slug === 'demo')
    await seedDemoExports(tx, siteId, {
      adminId: admin.id,
      adminName: '站点管理员',
      member: { id: members[0].id, name: memberNames[0][1] },
    });
  // Areas whose demo steps live with them (their manifests' demoSeed), in the list's order.
  for (const module of serverModules) {
    await module.demoSeed?.(tx, {
      siteId,
      slug: site.slug,
      adminId: admin.id,
      memberIds: members.map((m) => m.id),
      licenseType: site.license.type,
      licensed: (site.license.days ?? 0) > 0,
      passwordHash,
      rand,
      pictures,
      files: images?.store.storage,
    });
  }
}

/** Every section gets its icon; answers the landscapes stored for the site's posts, with their captions. */
async function seedDemoImages(tx: Executor, siteId: number, adminId: number, images: { store: DemoImageStore; landscapes: Buffer[] }) {
  const rows = await tx
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .where(eq(sections.siteId, siteId))
    .orderBy(asc(sections.sort), asc(sections.id));
  for (const [i, row] of rows.entries()) {
    const icon = await images.store.put(tx, siteId, adminId, 'section', await renderSectionIcon(row.name, i));
    await tx
      .update(sections)
      .set({ icon })
      .where(and(eq(sections.siteId, siteId), eq(sections.id, row.id)));
  }
  const pictures: { url: string; caption: string }[] = [];
  for (const [i, image] of images.landscapes.entries()) {
    pictures.push({ url: await images.store.put(tx, siteId, adminId, 'post', image), caption: demoScenes[i].caption });
  }
  return pictures;
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
