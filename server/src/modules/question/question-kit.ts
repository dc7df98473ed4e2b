// What the question module's tests (and the tenancy test's objects) share: opening Q&A on a test site (a paid
// licence, the switch on) and a question type.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { LicenseType } from '../../../../sdk/generated/enums';
import type { TestServer } from '../../../test/harness';
import { licenses } from '../license/license.tables';

/** Gives the site a licence that includes Q&A (type 2, a year), as buying the standard plan would. */
export async function openQa(server: TestServer, siteId: number) {
  await server.database.db
    .update(licenses)
    .set({ licenseType: LicenseType.professional, expiresAt: new Date(Date.now() + 365 * 86_400_000) })
    .where(eq(licenses.siteId, siteId));
}

export async function questionType(server: TestServer, site: { host: string; tokens: { owner: string } }, name = '技术求助') {
  const res = await server.call('createQuestionType', {
    token: site.tokens.owner,
    host: site.host,
    body: { name, icon: '💻', sort: 1, enabled: 1 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}
