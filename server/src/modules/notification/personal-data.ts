// The notification module's list in a member's own-data file (user-export, through the manifest): their notifications.
import { and, asc, eq } from 'drizzle-orm';
import { exportTime } from '../../lib/personal-data-format';
import type { PersonalDataPart } from '../module';
import { memberNotifications } from './notification.tables';

export const notificationPersonalData: readonly PersonalDataPart[] = [
  {
    key: 'notifications',
    sheet: '通知',
    position: 60,
    headers: { id: '编号', title: '标题', content: '内容', createdAt: '时间' },
    async rows(db, siteId, userId, limit) {
      const rows = await db
        .select()
        .from(memberNotifications)
        .where(and(eq(memberNotifications.siteId, siteId), eq(memberNotifications.userId, userId)))
        .orderBy(asc(memberNotifications.id))
        .limit(limit);
      return rows.map((n) => ({ id: n.id, title: n.title, content: n.content, createdAt: exportTime(n.createdAt) }));
    },
  },
];
