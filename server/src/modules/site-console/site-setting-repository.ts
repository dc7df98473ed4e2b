import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { type SiteBasicSettingColumn, siteSettings, sites, watermarkTypes } from '../../db/schema';

export async function findSiteSetting(db: Executor, siteId: number) {
  const [row] = await db
    .select({
      siteName: sites.name,
      siteDescription: sites.description,
      workOrderFunctionStatus: siteSettings.workOrderFunctionStatus,
      mallFunctionStatus: siteSettings.mallFunctionStatus,
      questionFunctionStatus: siteSettings.questionFunctionStatus,
      registerStatus: siteSettings.registerStatus,
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
    basic: SiteBasicSettingColumn;
  }>,
) {
  await tx
    .update(siteSettings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(siteSettings.siteId, siteId));
}

export async function updateSiteRow(tx: Executor, siteId: number, values: Partial<{ name: string; description: string }>) {
  await tx
    .update(sites)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(sites.id, siteId));
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
