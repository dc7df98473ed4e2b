import { eq, sql } from 'drizzle-orm';
import { Switch } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { sites } from '../site/site.tables';
import { defaultAgreement } from '../site/site-defaults';
import { type SiteBasicSettingColumn, siteSettings, watermarkTypes } from './site-console.tables';

/** The settings page: the site's own name and description (read through site.tables) beside its settings. */
export async function findSiteSetting(db: Executor, siteId: number) {
  const [row] = await db
    .select({
      siteName: sites.name,
      siteDescription: sites.description,
      workOrderFunctionStatus: siteSettings.workOrderFunctionStatus,
      mallFunctionStatus: siteSettings.mallFunctionStatus,
      questionFunctionStatus: siteSettings.questionFunctionStatus,
      registerStatus: siteSettings.registerStatus,
      commentEditMinutes: siteSettings.commentEditMinutes,
      basic: siteSettings.basic,
      updatedAt: siteSettings.updatedAt,
    })
    .from(siteSettings)
    .innerJoin(sites, eq(sites.id, siteSettings.siteId))
    .where(eq(siteSettings.siteId, siteId));
  return row;
}

/** The current basic settings, locked until the caller's transaction ends so that partial updates merge safely. */
export async function lockBasicSetting(tx: Executor, siteId: number) {
  const [row] = await tx.select({ basic: siteSettings.basic }).from(siteSettings).where(eq(siteSettings.siteId, siteId)).for('update');
  return row?.basic;
}

export async function updateSiteSettingRow(
  tx: Executor,
  siteId: number,
  values: Partial<{
    workOrderFunctionStatus: number;
    mallFunctionStatus: number;
    questionFunctionStatus: number;
    registerStatus: number;
    commentEditMinutes: number;
    basic: SiteBasicSettingColumn;
  }>,
) {
  await tx
    .update(siteSettings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(siteSettings.siteId, siteId));
}

export async function watermarkTypeExists(db: Executor, value: number) {
  const [row] = await db.select({ value: watermarkTypes.value }).from(watermarkTypes).where(eq(watermarkTypes.value, value));
  return Boolean(row);
}

export function listWatermarkTypes(db: Executor) {
  return db
    .select({ value: watermarkTypes.value, label: watermarkTypes.label })
    .from(watermarkTypes)
    .orderBy(watermarkTypes.sort, watermarkTypes.value);
}

export async function findAgreement(db: Executor, siteId: number) {
  const [row] = await db
    .select({ title: siteSettings.agreementTitle, content: siteSettings.agreementContent, updatedAt: siteSettings.agreementUpdatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.siteId, siteId));
  return row;
}

export async function updateAgreement(db: Executor, siteId: number, agreement: { title: string; content: string }) {
  const [row] = await db
    .update(siteSettings)
    .set({ agreementTitle: agreement.title, agreementContent: agreement.content, agreementUpdatedAt: sql`now()` })
    .where(eq(siteSettings.siteId, siteId))
    .returning({ title: siteSettings.agreementTitle, content: siteSettings.agreementContent, updatedAt: siteSettings.agreementUpdatedAt });
  return row;
}

export async function isRegistrationOpen(db: Executor, siteId: number) {
  const [row] = await db.select({ registerStatus: siteSettings.registerStatus }).from(siteSettings).where(eq(siteSettings.siteId, siteId));
  return row?.registerStatus === Switch.on;
}

/** A new site's settings: the site's name as its watermark, the default agreement (site-defaults.ts). */
export async function provisionSiteSetting(tx: Executor, siteId: number, name: string) {
  const agreement = defaultAgreement(name);
  await insertSiteSetting(tx, siteId, {
    basic: { faviconUrl: '', logoUrl: '', giftStatus: Switch.off, watermarkType: 0, watermarkText: name, icpNumber: '' },
    agreementTitle: agreement.title,
    agreementContent: agreement.content,
  });
}

/** A new site's settings: every switch at its default, the given basics and agreement. */
export async function insertSiteSetting(
  tx: Executor,
  siteId: number,
  values: { basic: SiteBasicSettingColumn; agreementTitle: string; agreementContent: string },
) {
  await tx.insert(siteSettings).values({ siteId, ...values });
}

/**
 * The site's logo and favicon, written by the theme module when a theme is published (the settings stay their one
 * home: getMemberSite, getSitePublicInfo and the settings page read them here). The caller clears the settings cache.
 */
export async function updateSiteImages(tx: Executor, siteId: number, images: { logoUrl: string; faviconUrl: string }) {
  await tx
    .update(siteSettings)
    .set({ basic: sql`${siteSettings.basic} || ${JSON.stringify(images)}::jsonb`, updatedAt: sql`now()` })
    .where(eq(siteSettings.siteId, siteId));
}

/** Minutes after posting during which a member may edit their comment (0 never); the post module's edit rule reads it. */
export async function findCommentEditMinutes(db: Executor, siteId: number): Promise<number> {
  const [row] = await db.select({ minutes: siteSettings.commentEditMinutes }).from(siteSettings).where(eq(siteSettings.siteId, siteId));
  return row?.minutes ?? 0;
}
