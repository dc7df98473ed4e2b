// The point module's list in a member's own-data file (user-export, through the manifest): their point records.
import { and, desc, eq } from 'drizzle-orm';
import { exportTime } from '../../lib/personal-data-format';
import type { PersonalDataPart } from '../module';
import { pointCategories, pointRecords } from './point.tables';

export const pointPersonalData: readonly PersonalDataPart[] = [
  {
    key: 'pointRecords',
    sheet: '积分记录',
    position: 50,
    headers: { id: '编号', category: '类别', delta: '变动', balance: '余额', reason: '原因', createdAt: '时间' },
    async rows(db, siteId, userId, limit) {
      const rows = await db
        .select({ record: pointRecords, category: pointCategories.name })
        .from(pointRecords)
        .leftJoin(pointCategories, and(eq(pointCategories.siteId, pointRecords.siteId), eq(pointCategories.id, pointRecords.categoryId)))
        .where(and(eq(pointRecords.siteId, siteId), eq(pointRecords.userId, userId)))
        .orderBy(desc(pointRecords.id))
        .limit(limit);
      return rows.map(({ record, category }) => ({
        id: record.id,
        category: category ?? '',
        delta: record.delta,
        balance: record.balance,
        reason: record.reason,
        createdAt: exportTime(record.createdAt),
      }));
    },
  },
];
