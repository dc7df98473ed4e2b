// Reports (举报): members report an object once each; the site console and the platform handle an object's reports
// together, acting on the content through the moderation transitions, closing every report of it and telling each
// reporter the outcome.
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { formatBeijingDateTime } from '../../../../sdk/format';
import { recordSecurityEvent } from '../../audit/security-events';
import type { ConsolePrincipal, MemberPrincipal, SaasPrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import type { Executor } from '../../db/database';
import { paging } from '../../db/paged-list';
import { badRequest, conflict, notFound } from '../../http/errors';
import { managerName } from '../content-oversight/oversight-repository';
import type { ModuleDeps } from '../deps';
import { imposeSanction } from '../member/member-sanctions';
import { type MemberNotice, notifyMembers } from '../notification/notify-member';
import type { ContentActor } from '../post/content-transitions';
import { type ImpeachReason, readReasons, writeReasons } from './impeach-reasons';
import * as repo from './impeach-repository';
import { type ImpeachTargetKind, impeachTargets, type TargetInfo } from './impeach-targets';

type Action = Schema<'ImpeachAction'>;
type Item = Schema<'ImpeachItem'>;
type Row = Awaited<ReturnType<typeof repo.listQueue>>['list'][number];

const ACTION_VERB: Record<Exclude<Action, 'keep'>, string> = { hide: '屏蔽', delete: '删除' };
/** Map.groupBy (ES2024) for the ES2023 library the project compiles against. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

const quote = (text: string) => (text.length > 30 ? `${text.slice(0, 30)}…` : text);

/** The queue's items: each group with its target's title and author, its reasons and latest reporters. */
async function describeRows(db: Executor, rows: Row[]): Promise<(Item & { siteId: number; siteName: string })[]> {
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

function outcomeText(action: Action): string {
  switch (action) {
    case 'hide':
      return '经核实违反社区规定，已被屏蔽。感谢你维护社区';
    case 'delete':
      return '经核实违反社区规定，已被删除。感谢你维护社区';
    case 'keep':
      return '经核实未发现违规，予以保留。感谢你的反馈';
  }
}

export interface HandleRequest {
  ids: number[];
  action: Action;
  note?: string;
  /** Mute or ban the authors (the reported users) too. */
  authorAction?: Schema<'ImpeachAuthorAction'>;
}

/**
 * Handles reported objects of one site in the caller's transaction: acts on the content, closes every report of each
 * object, audits it and notifies the reporters. Another site's or a missing id answers 404 (the caller's transaction
 * then changes nothing).
 */
export async function handleReports(
  tx: Executor,
  siteId: number,
  actor: ContentActor,
  body: HandleRequest,
  from: RequestInfo | null,
  deps: Pick<ModuleDeps, 'sessions'> | null = null,
) {
  const ids = [...new Set(body.ids)];
  const note = body.note?.trim() ?? '';
  const handledBy = actor.realm === 'saas' ? `平台：${actor.name}` : actor.name;
  const groups = await repo.lockGroups(tx, siteId, ids);
  if (groups.length !== ids.length) throw notFound('举报不存在');
  const open = groups.filter((g) => g.state === 'open');
  const action = body.action;
  if (action !== 'keep') {
    const refused = open.find((g) => !impeachTargets[g.targetType as ImpeachTargetKind][action]);
    if (refused)
      throw badRequest(`被举报的${impeachTargets[refused.targetType as ImpeachTargetKind].label}不能${ACTION_VERB[action]}，请选择保留`);
  }
  const notices: MemberNotice[] = [];
  /** Authors to mute or ban, each once, with what of theirs was reported. */
  const authors = new Map<number, string>();
  for (const [type, typed] of groupBy(open, (g) => g.targetType as ImpeachTargetKind)) {
    const target = impeachTargets[type];
    const infos = await target.describe(
      tx,
      siteId,
      typed.map((g) => g.targetId),
    );
    const present = typed.filter((g) => infos.has(g.targetId)).map((g) => g.targetId);
    if (action !== 'keep' && present.length)
      await target[action]?.(tx, siteId, { ids: present, action, reason: note || '经举报核实违反社区规定', actor, from });
    for (const group of typed) {
      const reporters = await repo.closeGroup(tx, siteId, group.id, { action, handledBy, note });
      const info = infos.get(group.targetId);
      await recordSecurityEvent(tx, from, {
        realm: actor.realm,
        action: 'impeachHandled',
        siteId,
        actorAccountId: actor.accountId ?? null,
        actorSiteUserId: actor.siteUserId ?? null,
        actorName: actor.name,
        targetType: group.targetType,
        targetId: group.targetId,
        detail: { impeachId: group.id, action, reports: reporters.length, ...(note ? { note } : {}) },
      });
      const what = info?.title ? `${target.label}“${quote(info.title)}”` : target.label;
      if (info && !authors.has(info.authorId)) authors.set(info.authorId, type === 'user' ? '' : `你的${what}`);
      for (const reporter of reporters)
        notices.push({
          siteId,
          userId: reporter.reporterId,
          kind: 'reportResolved',
          title: '你的举报已处理',
          content: `你举报的${what}${outcomeText(action)}。${note ? `处理说明：${note}` : ''}`,
          link: action === 'keep' ? (info?.link ?? '') : '',
        });
    }
  }
  const sanction = body.authorAction;
  if (sanction && deps)
    for (const [userId, what] of authors) {
      const imposed = await imposeSanction(deps, tx, {
        siteId,
        userId,
        kind: sanction.kind,
        days: sanction.days,
        reason: sanction.reason,
        actor: { siteUserId: actor.siteUserId ?? null, name: actor.realm === 'saas' ? `平台：${actor.name}` : actor.name },
        request: from,
      });
      const until = formatBeijingDateTime(imposed.endsAt);
      const verb = sanction.kind === 'ban' ? '封禁' : '禁言';
      notices.push({
        siteId,
        userId,
        kind: sanction.kind === 'ban' ? 'memberBanned' : 'memberMuted',
        title: sanction.kind === 'ban' ? '你的账号已被封禁' : '你已被禁言',
        content: `${what ? `因${what}被举报，` : '因被举报，'}你已被${verb} ${sanction.days} 天，至 ${until}（北京时间）${
          sanction.kind === 'mute' ? '，期间只能浏览' : ''
        }。原因：${sanction.reason.trim()}`,
      });
    }
  await notifyMembers(tx, notices);
  return { changed: open.length, skipped: groups.length - open.length };
}

export type ImpeachService = ReturnType<typeof createImpeachService>;

export function createImpeachService({ db, sessions }: Pick<ModuleDeps, 'db' | 'sessions'>) {
  const handle = (siteId: number, actor: ContentActor, body: HandleRequest, from: RequestInfo) =>
    db.transaction((tx) => handleReports(tx, siteId, actor, body, from, { sessions }));

  return {
    async create(me: MemberPrincipal, body: OperationBody<'createImpeach'>) {
      const { siteId, siteUserId } = me;
      const reasons = await readReasons(db, siteId);
      const reason = reasons.find((x) => x.name === body.reason.trim());
      if (!reason) throw badRequest('请从列表中选择举报理由');
      const reasonText = body.reasonText?.trim() ?? '';
      if (reason.takesText && !reasonText) throw badRequest('请填写补充说明');
      const target = impeachTargets[body.targetType];
      const info = (await target.describe(db, siteId, [body.targetId])).get(body.targetId);
      if (!info?.visible) throw notFound(`${target.label}不存在`);
      if (info.authorId === siteUserId) throw badRequest(body.targetType === 'user' ? '不能举报自己' : '不能举报自己的内容');
      return db.transaction(async (tx) => {
        const group = await repo.joinOpenGroup(tx, siteId, body.targetType, body.targetId);
        const report = await repo.insertReport(tx, {
          siteId,
          groupId: group.id,
          targetType: body.targetType,
          targetId: body.targetId,
          reporterId: siteUserId,
          reason: reason.name,
          reasonText,
        });
        // Throwing rolls the count back with it.
        if (!report) throw conflict(`你已经举报过这个${target.label}了，无需重复举报`);
        return { id: report.id, reportCount: group.reportCount };
      });
    },

    reasons: (siteId: number) => readReasons(db, siteId).then((list) => ({ list })),

    async updateReasons(principal: ConsolePrincipal, body: OperationBody<'updateImpeachReasons'>, from: RequestInfo) {
      const reasons: ImpeachReason[] = body.reasons.map((x) => ({ name: x.name.trim(), takesText: x.takesText }));
      if (reasons.some((x) => !x.name)) throw badRequest('举报理由不能为空');
      if (new Set(reasons.map((x) => x.name)).size !== reasons.length) throw badRequest('举报理由不能重复');
      const name = await repo.siteUserName(db, principal.siteId, principal.siteUserId);
      await db.transaction(async (tx) => {
        const before = await readReasons(tx, principal.siteId);
        await writeReasons(tx, principal.siteId, reasons);
        await recordSecurityEvent(tx, from, {
          realm: 'console',
          action: 'impeachReasonsChanged',
          siteId: principal.siteId,
          actorSiteUserId: principal.siteUserId,
          actorName: name,
          targetType: 'impeachReasons',
          targetId: 'site',
          detail: { before, after: reasons },
        });
      });
      return { list: reasons };
    },

    async list(siteId: number, query: OperationQuery<'getImpeachList'>): Promise<Schema<'ImpeachPage'>> {
      const { list, total } = await repo.listQueue(db, {
        ...paging(query),
        siteId,
        state: query.state ?? 'open',
        targetType: query.targetType,
        reason: query.reason?.trim() || undefined,
        sort: query.sort,
      });
      const items = await describeRows(db, list);
      return { list: items.map(({ siteId: _, siteName: __, ...item }) => item), total };
    },

    async listAll(query: OperationQuery<'getSaasImpeachList'>): Promise<Schema<'SaasImpeachPage'>> {
      const { list, total } = await repo.listQueue(db, {
        ...paging(query),
        siteId: query.siteId,
        state: 'open',
        targetType: query.targetType,
        reason: query.reason?.trim() || undefined,
        sort: query.sort ?? 'oldest',
      });
      return { list: await describeRows(db, list), total };
    },

    openCount: async (siteId: number) => ({ open: await repo.openCount(db, siteId) }),

    async handleForSite(principal: ConsolePrincipal, body: OperationBody<'handleImpeach'>, from: RequestInfo) {
      const name = await repo.siteUserName(db, principal.siteId, principal.siteUserId);
      return handle(principal.siteId, { realm: 'console', siteUserId: principal.siteUserId, name }, body, from);
    },

    async handleForPlatform(principal: SaasPrincipal, body: OperationBody<'handleSaasImpeach'>, from: RequestInfo) {
      if (!(await repo.siteExists(db, body.siteId))) throw notFound('站点不存在');
      const name = await managerName(db, principal.accountId);
      return handle(body.siteId, { realm: 'saas', accountId: principal.accountId, name }, body, from);
    },
  };
}
