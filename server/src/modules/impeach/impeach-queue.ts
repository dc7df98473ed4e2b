// The reports queue's items (举报): each reported object with its title and author, its reasons and latest reporters,
// read for a site's console and for the platform.
import type { Schema } from '../../../../sdk';
import type { Executor } from '../../db/database';
import * as repo from './impeach-repository';
import { type ImpeachTargetKind, impeachTargets, type TargetInfo } from './impeach-targets';

type Action = Schema<'ImpeachAction'>;
type Item = Schema<'ImpeachItem'>;
type Row = Awaited<ReturnType<typeof repo.listQueue>>['list'][number];

/** Map.groupBy (ES2024) for the ES2023 library the project compiles against. */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** The queue's items: each group with its target's title and author, its reasons and latest reporters. */
export async function describeRows(db: Executor, rows: Row[]): Promise<(Item & { siteId: number; siteName: string })[]> {
  const groups = rows.map((row) => ({ siteId: row.siteId, id: row.id }));
  const [reports, reasons] = await Promise.all([repo.latestReports(db, groups), repo.reasonCounts(db, groups)]);
  const infos = new Map<string, TargetInfo>();
  const authors = new Map<string, Schema<'ContentAuthor'>>();
  const bySite = groupBy(rows, (row) => row.siteId);
  for (const [siteId, siteRows] of bySite) {
    for (const [type, typed] of groupBy(siteRows, (row) => row.targetType as ImpeachTargetKind)) {
      const found = await impeachTargets[type].describe(
        db,
        siteId,
        typed.map((row) => row.targetId),
      );
      for (const [id, info] of found) infos.set(`${siteId}:${type}:${id}`, info);
    }
    const authorIds = [...new Set(siteRows.flatMap((row) => infos.get(`${siteId}:${row.targetType}:${row.targetId}`)?.authorId ?? []))];
    for (const user of await repo.usersOf(db, siteId, authorIds)) authors.set(`${siteId}:${user.id}`, user);
  }
  return rows.map((row) => {
    const info = infos.get(`${row.siteId}:${row.targetType}:${row.targetId}`);
    const mine = (x: { siteId: number; groupId: number }) => x.siteId === row.siteId && x.groupId === row.id;
    return {
      siteId: row.siteId,
      siteName: row.siteName,
      id: row.id,
      targetType: row.targetType as Schema<'ImpeachTargetType'>,
      targetId: row.targetId,
      title: info?.title ?? '',
      excerpt: info?.excerpt ?? '',
      link: info?.link ?? '',
      author: (info && authors.get(`${row.siteId}:${info.authorId}`)) ?? null,
      reportCount: row.reportCount,
      reasons: reasons.filter(mine).map((x) => ({ reason: x.reason, count: Number(x.count) })),
      reporters: reports.filter(mine).map((x) => ({
        id: x.id,
        userId: x.userId,
        name: x.name,
        reason: x.reason,
        reasonText: x.reasonText,
        createdAt: x.createdAt.toISOString(),
      })),
      firstReportedAt: row.firstReportedAt.toISOString(),
      lastReportedAt: row.lastReportedAt.toISOString(),
      state: row.state as Schema<'ImpeachState'>,
      action: (row.action as Action | null) ?? null,
      handledBy: row.handledBy,
      handledAt: row.handledAt ? row.handledAt.toISOString() : null,
      note: row.note,
    };
  });
}
