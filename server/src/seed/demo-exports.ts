// Demo data of the export area: two finished member exports (real files, made by the export job itself) and one
// personal-information request of each kind — a member's download of their own data, and an erased account.
import { and, eq } from 'drizzle-orm';
import { SiteUserStatus } from '../../../sdk';
import type { Database, Executor } from '../db/database';
import type { ModuleDeps } from '../modules/deps';
import { siteUsers } from '../modules/site/site.tables';
import { privacyRequests, userExports } from '../modules/user-export/user-export.tables';
import { runUserExport } from '../modules/user-export/user-export-job';
import { fileStamp } from '../modules/user-export/user-export-service';

const DAY = 24 * 3600 * 1000;
const quiet = { warn() {} } as unknown as ModuleDeps['log'];

interface Cast {
  adminId: number;
  adminName: string;
  /** A member whose own data was downloaded. */
  member: { id: number; name: string };
}

export async function seedDemoExports(tx: Executor, siteId: number, cast: Cast) {
  const now = Date.now();
  const exportsToMake = [
    {
      at: new Date(now - 6 * DAY),
      format: 'xlsx',
      fields: ['id', 'account', 'userName', 'mobile', 'rank', 'points', 'posts', 'comments', 'createdAt', 'lastLoginAt', 'state'],
      filters: {},
    },
    { at: new Date(now - 2 * DAY), format: 'csv', fields: ['id', 'account', 'userName', 'rank', 'points'], filters: { state: 'normal' } },
  ] as const;
  for (const spec of exportsToMake) {
    const [row] = await tx
      .insert(userExports)
      .values({
        siteId,
        format: spec.format,
        fields: [...spec.fields],
        filters: spec.filters,
        fileName: `成员数据-${fileStamp(spec.at)}.${spec.format}`,
        requesterId: cast.adminId,
        requesterName: cast.adminName,
        createdAt: spec.at,
      })
      .returning({ id: userExports.id });
    await runUserExport({ db: tx as Database, log: quiet }, { siteId, exportId: row.id });
    await tx
      .update(userExports)
      .set({ finishedAt: new Date(spec.at.getTime() + 4000) })
      .where(and(eq(userExports.siteId, siteId), eq(userExports.id, row.id)));
  }
  // An account erased at its member's request: the row stays, anonymised, its name freed.
  const [erased] = await tx
    .insert(siteUsers)
    .values({ siteId, account: 'erased_demo', userName: '已注销用户', status: SiteUserStatus.banned, createdAt: new Date(now - 90 * DAY) })
    .returning({ id: siteUsers.id });
  await tx.insert(privacyRequests).values([
    {
      siteId,
      kind: 'export',
      userId: cast.member.id,
      userName: cast.member.name,
      format: 'xlsx',
      summary: '已生成个人数据文件（Excel）：资料、帖子 3 篇、评论 5 条等',
      createdAt: new Date(now - 3 * DAY),
      completedAt: new Date(now - 3 * DAY + 1000),
    },
    {
      siteId,
      kind: 'erasure',
      userId: erased.id,
      userName: '旧书摊主',
      content: 'keep',
      summary: '账号已注销：资料已清空，帖子与提问 0 篇、评论 0 条、回答 0 条归到匿名用户',
      createdAt: new Date(now - DAY),
      completedAt: new Date(now - DAY + 1000),
    },
  ]);
}
