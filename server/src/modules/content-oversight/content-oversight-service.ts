// The platform's view of every site's content (站点内容): lists across sites, and moderation on a site's behalf. State
// changes go through the post module's transition functions, so counters and the site's trail stay right; the trail
// names the platform (realm saas) and the manager.
import { type OperationBody, type OperationQuery, type Schema, Switch } from '../../../../sdk';
import { DATE_RANGE_MESSAGE } from '../../../../sdk/format';
import { recordSecurityEvent } from '../../audit/security-events';
import type { SaasPrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import { paging } from '../../db/paged-list';
import { badRequest, notFound } from '../../http/errors';
import { beijingDayEnd, beijingDayStart } from '../../lib/beijing-time';
import { containsPattern } from '../../lib/text';
import { highlight } from '../../search/chinese-search';
import type { ModuleDeps } from '../deps';
import { type ContentActor, transitionComments, transitionPosts } from '../post/content-transitions';
import { plainText } from '../post/post-text';
import { setSectionStatus } from '../section/section-status';
import * as repo from './oversight-repository';

const SITE_NOT_FOUND = '站点不存在';
const EXCERPT_CHARS = 200;
/** A comment's highlighted excerpt: a window around the first hit, short enough for a table cell. */
const HIGHLIGHT_AROUND = 120;

type ListQuery = OperationQuery<'getSaasPostList'>;

function contentFilter(query: ListQuery): repo.ContentFilter {
  const createdFrom = query.startDate ? beijingDayStart(query.startDate) : undefined;
  const createdBefore = query.endDate ? beijingDayEnd(query.endDate) : undefined;
  if (createdFrom === null) throw badRequest('开始日期不存在');
  if (createdBefore === null) throw badRequest('结束日期不存在');
  if (createdFrom && createdBefore && createdFrom >= createdBefore) throw badRequest(DATE_RANGE_MESSAGE);
  return {
    keyword: query.keyword,
    siteId: query.siteId,
    status: query.status,
    createdFrom,
    createdBefore,
    ...paging(query),
  };
}

export function createContentOversightService({ db }: Pick<ModuleDeps, 'db'>) {
  async function actorOf(principal: SaasPrincipal): Promise<ContentActor> {
    return { realm: 'saas', accountId: principal.accountId, name: await repo.managerName(db, principal.accountId) };
  }

  async function ensureSite(siteId: number) {
    if (!(await repo.siteExists(db, siteId))) throw notFound(SITE_NOT_FOUND);
  }

  async function moderate(
    kind: 'post' | 'comment',
    principal: SaasPrincipal,
    body: OperationBody<'moderateSaasPosts'>,
    request: RequestInfo,
  ): Promise<{ data: Schema<'SaasModerationResult'>; description: string }> {
    const reason = body.reason?.trim() ?? '';
    if ((body.action === 'reject' || body.action === 'hide') && !reason)
      throw badRequest(body.action === 'reject' ? '请填写驳回原因' : '请填写屏蔽原因');
    await ensureSite(body.siteId);
    const actor = await actorOf(principal);
    const transition = kind === 'post' ? transitionPosts : transitionComments;
    const data = await db.transaction((tx) =>
      transition(tx, body.siteId, { ids: body.ids, action: body.action, reason: reason || undefined, actor, from: request }),
    );
    const skipped = data.skipped.length ? `，${data.skipped.length} 条因状态不允许而跳过` : '';
    return { data, description: `已处理 ${data.changed.length} 条${skipped}` };
  }

  return {
    async posts(query: OperationQuery<'getSaasPostList'>): Promise<Schema<'SaasPostPage'>> {
      const filter = contentFilter(query);
      const { list, total, more } = await repo.listAllPosts(db, filter);
      const keyword = filter.keyword?.trim() ?? '';
      return { list: list.map((post) => ({ ...post, titleHighlight: highlight(post.title, keyword) })), total, more };
    },

    async comments(query: OperationQuery<'getSaasCommentList'>): Promise<Schema<'SaasCommentPage'>> {
      const filter = contentFilter(query);
      const { list, total, more } = await repo.listAllComments(db, filter);
      const keyword = filter.keyword?.trim() ?? '';
      return {
        list: list.map(({ content, ...comment }) => {
          const text = plainText(content);
          return { ...comment, excerpt: text.slice(0, EXCERPT_CHARS), contentHighlight: highlight(text, keyword, HIGHLIGHT_AROUND) };
        }),
        total,
        more,
      };
    },

    async sections(query: OperationQuery<'getSaasSectionList'>): Promise<Schema<'SaasSectionPage'>> {
      const keyword = query.keyword?.trim();
      return repo.listAllSections(db, {
        siteId: query.siteId,
        namePattern: keyword ? containsPattern(keyword) : undefined,
        ...paging(query),
      });
    },

    /** Hides or shows a section for the site; the change is in the site's trail as hiding or restoring content. */
    async setSectionStatus(principal: SaasPrincipal, body: OperationBody<'updateSaasSectionStatus'>, request: RequestInfo) {
      await ensureSite(body.siteId);
      const actor = await actorOf(principal);
      await db.transaction(async (tx) => {
        const before = await setSectionStatus(tx, body.siteId, body.id, body.status);
        if (before === undefined) throw notFound('版块不存在');
        if (before === body.status) return;
        await recordSecurityEvent(tx, request, {
          realm: 'saas',
          action: body.status === Switch.off ? 'contentHidden' : 'contentRestored',
          siteId: body.siteId,
          actorAccountId: actor.accountId,
          actorName: actor.name,
          targetType: 'section',
          targetId: body.id,
          detail: { from: before, to: body.status },
        });
      });
      return body.status === Switch.off ? '版块已隐藏' : '版块已显示';
    },

    moderatePosts: (principal: SaasPrincipal, body: OperationBody<'moderateSaasPosts'>, request: RequestInfo) =>
      moderate('post', principal, body, request),
    moderateComments: (principal: SaasPrincipal, body: OperationBody<'moderateSaasComments'>, request: RequestInfo) =>
      moderate('comment', principal, body, request),
  };
}
