import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { beijingDayEnd, beijingDayStart, DATE_RANGE_MESSAGE } from '../../../../sdk/format';
import { ModerationActionValues } from '../../../../sdk/generated/enums';
import { recordSecurityEvent } from '../../audit/security-events';
import type { ConsolePrincipal } from '../../auth/principal';
import { cacheKeys } from '../../cache/cache';
import type { RequestInfo } from '../../context';
import { paging } from '../../db/paged-list';
import { badRequest, notFound } from '../../http/errors';
import { highlight, matches } from '../../search/chinese-search';
import type { ModuleDeps } from '../deps';
import { type ContentAction, type ContentActor, transitionComments, transitionPosts } from '../post/content-transitions';
import { comments, posts } from '../post/post.tables';
import { movePostsToSection, type PostFlag, setPostFlag } from '../post/post-flags';
import { plainText } from '../post/post-text';
import { addSiteSensitiveWords, listSiteSensitiveWords, removeSiteSensitiveWords } from '../post/site-sensitive-word-store';
import * as repo from './moderation-repository';

type Batch = { changed: number; skipped: number };

/** Beijing calendar days as an instant range; a day that does not exist or a reversed range is refused. */
function createdRange(query: { startDate?: string; endDate?: string }) {
  const createdFrom = query.startDate ? beijingDayStart(query.startDate) : undefined;
  const createdBefore = query.endDate ? beijingDayEnd(query.endDate) : undefined;
  if (createdFrom === null) throw badRequest('开始日期不存在');
  if (createdBefore === null) throw badRequest('结束日期不存在');
  if (createdFrom && createdBefore && createdFrom >= createdBefore) throw badRequest(DATE_RANGE_MESSAGE);
  return { createdFrom, createdBefore };
}

const keywordOf = (keyword?: string) => keyword?.trim() || undefined;

export type ModerationService = ReturnType<typeof createModerationService>;

export function createModerationService({ db, cache }: Pick<ModuleDeps, 'db' | 'cache'>) {
  async function actorOf(principal: ConsolePrincipal): Promise<ContentActor> {
    return {
      realm: 'console',
      siteUserId: principal.siteUserId,
      name: await repo.siteUserName(db, principal.siteId, principal.siteUserId),
    };
  }

  async function transition(
    kind: 'post' | 'comment',
    principal: ConsolePrincipal,
    action: ContentAction,
    body: { ids: number[]; reason?: string },
    from: RequestInfo,
  ): Promise<Batch> {
    const actor = await actorOf(principal);
    const reason = body.reason?.trim() || undefined;
    const request = { ids: body.ids, action, reason, actor, from };
    const run = kind === 'post' ? transitionPosts : transitionComments;
    const result = await db.transaction((tx) => run(tx, principal.siteId, request));
    return { changed: result.changed.length, skipped: result.skipped.length };
  }

  return {
    async listPosts(siteId: number, query: OperationQuery<'getConsolePostList'>) {
      const keyword = keywordOf(query.keyword);
      const { list, total, more } = await repo.listConsolePosts(db, siteId, {
        ...paging(query),
        ...createdRange(query),
        match: keyword ? matches(posts.searchVector, keyword) : undefined,
        status: query.status,
        authorId: query.authorId,
        sectionId: query.sectionId,
        pinned: query.pinned,
        featured: query.featured,
      });
      return { list: keyword ? list.map((p) => ({ ...p, titleHighlight: highlight(p.title, keyword) })) : list, total, more };
    },

    async post(siteId: number, id: number): Promise<Schema<'ConsolePostDetail'>> {
      const row = await repo.findConsolePost(db, siteId, id);
      if (!row) throw notFound('帖子不存在');
      const history = await repo.postHistory(db, siteId, id, ModerationActionValues);
      return { ...row, history: history.map((h) => ({ ...h, action: h.action as Schema<'ModerationAction'> })) };
    },

    async listComments(siteId: number, query: OperationQuery<'getConsoleCommentList'>) {
      const keyword = keywordOf(query.keyword);
      const { list, total, more } = await repo.listConsoleComments(db, siteId, {
        ...paging(query),
        ...createdRange(query),
        match: keyword ? matches(comments.searchVector, keyword) : undefined,
        status: query.status,
        authorId: query.authorId,
        postId: query.postId,
      });
      return {
        list: list.map((c) => {
          const text = plainText(c.content);
          return { ...c, excerpt: text.slice(0, 200), ...(keyword ? { contentHighlight: highlight(text, keyword, 120) } : {}) };
        }),
        total,
        more,
      };
    },

    async recycle(siteId: number, query: OperationQuery<'getRecycleList'>) {
      const keyword = keywordOf(query.keyword);
      const type = query.type ?? 'post';
      const filter = {
        ...paging(query),
        match: keyword ? matches(type === 'post' ? posts.searchVector : comments.searchVector, keyword) : undefined,
      };
      const { list, total } = await (type === 'post'
        ? repo.listDeletedPosts(db, siteId, filter)
        : repo.listDeletedComments(db, siteId, filter));
      return {
        list: list.map(({ content, ...item }) => (type === 'post' ? item : { ...item, excerpt: plainText(content).slice(0, 200) })),
        total,
      };
    },

    pendingCount: (siteId: number) => repo.countPending(db, siteId),

    posts: (principal: ConsolePrincipal, action: ContentAction, body: { ids: number[]; reason?: string }, from: RequestInfo) =>
      transition('post', principal, action, body, from),
    comments: (principal: ConsolePrincipal, action: ContentAction, body: { ids: number[]; reason?: string }, from: RequestInfo) =>
      transition('comment', principal, action, body, from),

    async flag(principal: ConsolePrincipal, flag: PostFlag, body: OperationBody<'pinPosts'>, from: RequestInfo): Promise<Batch> {
      const actor = await actorOf(principal);
      const result = await db.transaction((tx) => setPostFlag(tx, principal.siteId, flag, body.value, { ids: body.ids, actor, from }));
      return { changed: result.changed.length, skipped: result.skipped.length };
    },

    async move(principal: ConsolePrincipal, body: OperationBody<'movePosts'>, from: RequestInfo): Promise<Batch> {
      const actor = await actorOf(principal);
      const result = await db.transaction(async (tx) => {
        if (!(await repo.findSection(tx, principal.siteId, body.sectionId))) throw notFound('版块不存在');
        return movePostsToSection(tx, principal.siteId, body.sectionId, { ids: body.ids, actor, from });
      });
      return { changed: result.changed.length, skipped: result.skipped.length };
    },

    listWords: (siteId: number, query: OperationQuery<'getSensitiveWordList'>) =>
      listSiteSensitiveWords(db, siteId, { ...paging(query), keyword: query.keyword }),

    async addWords(principal: ConsolePrincipal, body: OperationBody<'createSensitiveWords'>, from: RequestInfo) {
      const seen = new Set<string>();
      const words = body.words
        .map((w) => w.trim())
        .filter((w) => {
          const key = w.toLowerCase();
          if (!w || seen.has(key)) return false;
          seen.add(key);
          return true;
        });
      if (!words.length) throw badRequest('请填写敏感词');
      const actor = await actorOf(principal);
      const added = await db.transaction(async (tx) => {
        const rows = await addSiteSensitiveWords(tx, principal.siteId, words);
        if (rows.length) await auditWords(tx, principal, actor.name, from, { added: rows });
        return rows.length;
      });
      if (added) await cache.del(cacheKeys.sensitiveWords(principal.siteId));
      return { added };
    },

    async removeWords(principal: ConsolePrincipal, body: OperationBody<'deleteSensitiveWords'>, from: RequestInfo) {
      const ids = [...new Set(body.ids)];
      const actor = await actorOf(principal);
      await db.transaction(async (tx) => {
        const found = await removeSiteSensitiveWords(tx, principal.siteId, ids);
        if (found.length !== ids.length) throw notFound('敏感词不存在');
        await auditWords(tx, principal, actor.name, from, { removed: found.map((f) => f.word) });
      });
      await cache.del(cacheKeys.sensitiveWords(principal.siteId));
    },
  };
}

async function auditWords(
  tx: Parameters<typeof recordSecurityEvent>[0],
  principal: ConsolePrincipal,
  name: string,
  from: RequestInfo,
  detail: Record<string, unknown>,
) {
  await recordSecurityEvent(tx, from, {
    realm: 'console',
    action: 'sensitiveWordsChanged',
    siteId: principal.siteId,
    actorSiteUserId: principal.siteUserId,
    actorName: name,
    targetType: 'sensitiveWords',
    targetId: 'site',
    detail,
  });
}
