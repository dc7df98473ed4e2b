// Handling reported objects (举报): acting on the content through the moderation transitions, closing every report of
// it, sanctioning the authors when asked, and telling each reporter the outcome.
import type { Schema } from '../../../../sdk';
import { formatBeijingDateTime } from '../../../../sdk/format';
import { recordSecurityEvent } from '../../audit/security-events';
import type { RequestInfo } from '../../context';
import type { Executor } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { imposeSanction } from '../member/member-sanctions';
import { type MemberNotice, notifyMembers } from '../notification/notify-member';
import type { ContentActor } from '../post/content-transitions';
import { groupBy } from './impeach-queue';
import * as repo from './impeach-repository';
import { type ImpeachTargetKind, impeachTargets } from './impeach-targets';

type Action = Schema<'ImpeachAction'>;

const ACTION_VERB: Record<Exclude<Action, 'keep'>, string> = { hide: '屏蔽', delete: '删除' };

const quote = (text: string) => (text.length > 30 ? `${text.slice(0, 30)}…` : text);

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
