// Opens a test site's points mall the way a site gets one: the flagship licence (type 3, in force) and the site's
// gift setting on (spec §4's Mall rule). Used by the mall's tests and by tenant-objects.ts.
import { eq, sql } from 'drizzle-orm';
import { licenses } from '../src/modules/license/license.tables';
import { siteSettings } from '../src/modules/site-console/site-console.tables';
import type { TestServer } from './harness';

export async function openMall(server: TestServer, siteId: number) {
  const { db } = server.database;
  await db
    .update(licenses)
    .set({ licenseType: 3, startsAt: new Date(Date.now() - 86_400_000), expiresAt: new Date(Date.now() + 365 * 86_400_000) })
    .where(eq(licenses.siteId, siteId));
  await db
    .update(siteSettings)
    .set({ basic: sql`jsonb_set(${siteSettings.basic}, '{giftStatus}', '1'::jsonb)` })
    .where(eq(siteSettings.siteId, siteId));
}
