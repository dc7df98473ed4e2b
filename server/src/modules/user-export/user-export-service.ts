// Member data exports (site console, role User) and the members' personal-information requests (member site).
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { beijingParts } from '../../../../sdk/format';
import type { ConsolePrincipal, MemberPrincipal } from '../../auth/principal';
import { verifyAgainstNothing, verifySecret } from '../../auth/secrets';
import { cacheKeys } from '../../cache/cache';
import type { RequestInfo } from '../../context';
import type { Executor } from '../../db/database';
import { paging } from '../../db/paged-list';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { memberFilterWhere } from '../member/member-filter';
import type { ErasedMember, ErasureTally, MemberErasure } from '../module';
import { countMemberPosts } from '../post/personal-data';
import { clearErasedProfile, findAnonymousUser, findSiteUserRow } from '../site/site-user-repository';
import { issueDownload } from './download-tickets';
import { privacyRequests, userExports } from './user-export.tables';
import { exportMemberFilter } from './user-export-filter';
import { USER_EXPORT_JOB } from './user-export-job';

const NOT_FOUND = '导出记录不存在';
const { file: _file, ...exportColumns } = getTableColumns(userExports);
type ExportRow = Omit<typeof userExports.$inferSelect, 'file'>;

/** `20261121-1000` in Beijing time, for file names. */
export function fileStamp(now = new Date()) {
  const [day, time] = beijingParts(now) ?? ['', ''];
  return `${day.replace(/-/g, '')}-${time.slice(0, 5).replace(':', '')}`;
}

export function toUserExport(row: ExportRow): Schema<'UserExport'> {
  return {
    id: row.id,
    status: row.status as Schema<'UserExportStatus'>,
    progress: row.progress,
    rows: row.rows,
    size: row.size,
    format: row.format as Schema<'UserExportFormat'>,
    fields: row.fields as Schema<'UserExportField'>[],
    mobile: row.mobile as Schema<'UserExportMobile'>,
    filters: row.filters,
    fileName: row.fileName,
    error: row.error,
    requesterId: row.requesterId,
    requesterName: row.requesterName,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function toPrivacyRequest(row: typeof privacyRequests.$inferSelect): Schema<'PrivacyRequest'> {
  return {
    id: row.id,
    kind: row.kind as Schema<'PrivacyRequestKind'>,
    userId: row.userId,
    userName: row.userName,
    format: row.format,
    content: row.content,
    summary: row.summary,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

async function userName(db: Executor, siteId: number, userId: number) {
  return (await findSiteUserRow(db, siteId, userId))?.userName ?? '';
}

/** Drops empty strings so that the stored filter says only what was chosen. */
function cleanFilters(filters: Schema<'UserExportFilters'> = {}): Schema<'UserExportFilters'> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== undefined && v !== null));
}

const ERASURE_STAGES: readonly MemberErasure['stage'][] = ['content', 'activity', 'ledger'];

export function createUserExportService(deps: ModuleDeps) {
  const { db } = deps;

  async function findExport(siteId: number, id: number) {
    const [row] = await db
      .select(exportColumns)
      .from(userExports)
      .where(and(eq(userExports.siteId, siteId), eq(userExports.id, id)));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  return {
    async create(principal: ConsolePrincipal, body: OperationBody<'createUserExport'>): Promise<Schema<'UserExport'>> {
      const filters = cleanFilters(body.filters);
      memberFilterWhere(principal.siteId, exportMemberFilter(filters)); // 400 for a bad date range, before anything is written
      const format = body.format;
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(userExports)
          .values({
            siteId: principal.siteId,
            format,
            fields: body.fields,
            mobile: body.mobile ?? 'masked',
            filters,
            fileName: `成员数据-${fileStamp()}.${format}`,
            requesterId: principal.siteUserId,
            requesterName: (await userName(tx, principal.siteId, principal.siteUserId)).slice(0, 32),
          })
          .returning(exportColumns);
        return created;
      });
      try {
        await deps.jobs.send(USER_EXPORT_JOB, { siteId: principal.siteId, exportId: row.id });
      } catch (error) {
        deps.log.warn({ err: error }, 'could not queue a user export');
        const [failed] = await db
          .update(userExports)
          .set({ status: 'failed', error: '导出任务未能排队，请重试', finishedAt: sql`now()` })
          .where(and(eq(userExports.siteId, row.siteId), eq(userExports.id, row.id)))
          .returning(exportColumns);
        return toUserExport(failed);
      }
      return toUserExport(row);
    },

    get: async (siteId: number, id: number) => toUserExport(await findExport(siteId, id)),

    async list(siteId: number, query: OperationQuery<'getUserExportList'>): Promise<Schema<'UserExportPage'>> {
      const { page, pageSize } = paging(query);
      const where = eq(userExports.siteId, siteId);
      const [rows, [total]] = await Promise.all([
        db
          .select(exportColumns)
          .from(userExports)
          .where(where)
          .orderBy(desc(userExports.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(userExports).where(where),
      ]);
      return { list: rows.map(toUserExport), total: total?.n ?? 0 };
    },

    async download(siteId: number, id: number): Promise<Schema<'DownloadLink'>> {
      const row = await findExport(siteId, id);
      if (row.status !== 'done') throw conflict(row.status === 'failed' ? '这次导出失败了，没有文件可下载' : '导出尚未完成，请稍候');
      return db.transaction((tx) => issueDownload(tx, siteId, { kind: 'userExport', exportId: id }, row.fileName));
    },

    async privacyList(siteId: number, query: OperationQuery<'getPrivacyRequestList'>): Promise<Schema<'PrivacyRequestPage'>> {
      const { page, pageSize } = paging(query);
      const where = and(eq(privacyRequests.siteId, siteId), query.kind ? eq(privacyRequests.kind, query.kind) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(privacyRequests)
          .where(where)
          .orderBy(desc(privacyRequests.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(privacyRequests).where(where),
      ]);
      return { list: rows.map(toPrivacyRequest), total: total?.n ?? 0 };
    },

    /** A member's own data: a completion record and a one-time link; the file is made when the link is used. */
    async exportMyData(member: MemberPrincipal, format: Schema<'MyDataFormat'>): Promise<Schema<'DownloadLink'>> {
      return db.transaction(async (tx) => {
        const name = await userName(tx, member.siteId, member.siteUserId);
        const counted = await countMemberPosts(tx, member.siteId, member.siteUserId);
        await tx.insert(privacyRequests).values({
          siteId: member.siteId,
          kind: 'export',
          userId: member.siteUserId,
          userName: name.slice(0, 32),
          format,
          summary: `已生成个人数据文件（${format === 'json' ? 'JSON' : 'Excel'}）：资料、帖子 ${counted.posts} 篇、评论 ${counted.comments} 条等`,
          completedAt: sql`now()`,
        });
        return issueDownload(
          tx,
          member.siteId,
          { kind: 'personalData', userId: member.siteUserId, format },
          `我的数据-${fileStamp().slice(0, 8)}.${format}`,
        );
      });
    },

    /**
     * Erasure (PIPL): after the password, in one transaction: the content goes to the site's anonymous user (kept, or
     * deleted first through the content transitions so counters follow), points and notifications are deleted, the
     * profile is cleared (the sign-in name and number freed, no password, disabled), every session ends, and a
     * completion record is written with the id and the name at the time.
     */
    async eraseMyAccount(
      member: MemberPrincipal,
      body: OperationBody<'eraseMyAccount'>,
      request: Pick<RequestInfo, 'ip' | 'userAgent'>,
    ): Promise<Schema<'PrivacyRequest'>> {
      const { siteId, siteUserId } = member;
      const user = await findSiteUserRow(db, siteId, siteUserId);
      if (!user) throw notFound('账号不存在');
      if (user.userType === 1 || user.roles.length > 0 || user.isAnonymous)
        throw forbidden('站长与管理员不能在前台注销账号，请先由站长取消管理员身份');
      const ok = user.passwordHash ? await verifySecret(user.passwordHash, body.password) : await verifyAgainstNothing(body.password);
      if (!ok) throw badRequest('密码不正确');
      const row = await db.transaction(async (tx) => {
        const anonymous = await findAnonymousUser(tx, siteId);
        if (!anonymous) throw conflict('本站没有匿名用户，暂时无法注销');
        const erased: ErasedMember = {
          siteId,
          siteUserId,
          userName: user.userName,
          rankId: user.rankId,
          anonymousId: anonymous.id,
          content: body.content,
          request,
        };
        // Each module erases its own data (its manifest's erasure), stage by stage; the profile goes last.
        const counts = { posts: 0, comments: 0, answers: 0, questions: 0, cancelledOrders: 0 };
        for (const stage of ERASURE_STAGES) {
          for (const module of deps.modules) {
            if (module.erasure?.stage !== stage) continue;
            const tally = (await module.erasure.erase(tx, erased, deps)) as ErasureTally | undefined;
            for (const [key, n] of Object.entries(tally ?? {})) counts[key as keyof typeof counts] += n ?? 0;
          }
        }
        const cancelledOrders = counts.cancelledOrders;
        await clearErasedProfile(tx, siteId, siteUserId);
        await deps.sessions.revokeSiteUser(tx, siteId, siteUserId);
        const total = counts.posts + counts.questions;
        const orders = cancelledOrders ? `，待发货的兑换单 ${cancelledOrders} 张已取消` : '';
        const summary =
          body.content === 'remove'
            ? `账号已注销：资料已清空，帖子与提问 ${total} 篇、评论 ${counts.comments} 条、回答 ${counts.answers} 条已删除${orders}`
            : `账号已注销：资料已清空，帖子与提问 ${total} 篇、评论 ${counts.comments} 条、回答 ${counts.answers} 条归到匿名用户${orders}`;
        const [record] = await tx
          .insert(privacyRequests)
          .values({
            siteId,
            kind: 'erasure',
            userId: siteUserId,
            userName: user.userName,
            content: body.content,
            summary,
            completedAt: sql`now()`,
          })
          .returning();
        return record;
      });
      if (user.rankId) await deps.cache.del(cacheKeys.userRanks(siteId));
      return toPrivacyRequest(row);
    },
  };
}
