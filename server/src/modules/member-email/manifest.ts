import { and, eq } from 'drizzle-orm';
import { defineModule } from '../module';
import { siteUsers } from '../site/site.tables';
import { sendDailyDigests } from './digest';
import * as tables from './member-email.tables';
import { memberEmailHandlers } from './member-email-handlers';
import { eraseMemberEmail, memberEmailPersonalData } from './member-email-preferences';
import { unsubscribeRoutes } from './unsubscribe-routes';

export const memberEmailModule = defineModule({
  name: 'member-email',
  handlers: { memberEmail: memberEmailHandlers },
  tables,
  tasks: [
    {
      name: 'emailDigest',
      label: '发送每日邮件摘要（未读通知）',
      cron: '0 8 * * *',
      enabledByDefault: true,
      retryLimit: 2,
      // Each member is claimed once a day (last_digest_at), so a retry or a second server sends nobody twice.
      run: (deps) => sendDailyDigests(deps),
    },
  ],
  routes: unsubscribeRoutes,
  personalData: memberEmailPersonalData,
  erasure: { stage: 'activity', erase: (tx, { siteId, siteUserId }) => eraseMemberEmail(tx, siteId, siteUserId) },
  // The first reader of each demo site has a verified address: `npm start`'s loopback SMTP shows their mail.
  demoSeed: async (tx, site) => {
    const [reader] = await tx
      .select({ id: siteUsers.id })
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, site.siteId), eq(siteUsers.account, 'reader1')));
    if (!reader) return;
    await tx.insert(tables.memberEmails).values({
      siteId: site.siteId,
      userId: reader.id,
      email: `reader1.${site.slug}@example.com`,
      verifiedAt: new Date(Date.now() - 30 * 86_400_000),
    });
  },
});
