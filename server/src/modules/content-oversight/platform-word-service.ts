// The platform's sensitive words (平台敏感词): applied on every site besides the site's own list. Every change drops
// the cached list, so the next post anywhere is checked against it.
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import type { SaasPrincipal } from '../../auth/principal';
import { cacheKeys } from '../../cache/cache';
import type { RequestInfo } from '../../context';
import type { Executor } from '../../db/database';
import { paging } from '../../db/paged-list';
import { badRequest } from '../../http/errors';
import { containsPattern } from '../../lib/text';
import type { ModuleDeps } from '../deps';
import { deletePlatformWords, insertPlatformWords, listPlatformWords } from '../post/platform-sensitive-word-store';
import { managerName } from './oversight-repository';

const MAX_WORD = 30;

/** Trimmed, empty ones dropped, each word once whatever its case. */
export function distinctWords(words: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of words) {
    const word = raw.trim();
    if (word && !seen.has(word.toLowerCase())) seen.set(word.toLowerCase(), word);
  }
  return [...seen.values()];
}

export function createPlatformWordService({ db, cache }: Pick<ModuleDeps, 'db' | 'cache'>) {
  async function changed(tx: Executor, principal: SaasPrincipal, request: RequestInfo, detail: Record<string, string[]>) {
    await recordSecurityEvent(tx, request, {
      realm: 'saas',
      action: 'sensitiveWordsChanged',
      siteId: null,
      actorAccountId: principal.accountId,
      actorName: await managerName(tx, principal.accountId),
      targetType: 'platformSensitiveWords',
      detail,
    });
  }

  return {
    async list(query: OperationQuery<'getPlatformSensitiveWordList'>): Promise<Schema<'PlatformSensitiveWordPage'>> {
      const keyword = query.keyword?.trim();
      return listPlatformWords(db, { wordPattern: keyword ? containsPattern(keyword) : undefined, ...paging(query) });
    },

    async add(principal: SaasPrincipal, body: OperationBody<'createPlatformSensitiveWords'>, request: RequestInfo) {
      const words = distinctWords(body.words);
      if (!words.length) throw badRequest('敏感词不能为空');
      if (words.some((word) => word.length > MAX_WORD)) throw badRequest('每个敏感词最多 30 个字');
      const added = await db.transaction(async (tx) => {
        const inserted = await insertPlatformWords(tx, words);
        if (inserted.length) await changed(tx, principal, request, { added: inserted });
        return inserted.length;
      });
      if (added) await cache.del(cacheKeys.platformSensitiveWords());
      return { data: { added }, description: added ? `已添加 ${added} 个敏感词` : '这些敏感词都已存在' };
    },

    async remove(principal: SaasPrincipal, body: OperationBody<'deletePlatformSensitiveWords'>, request: RequestInfo) {
      const removed = await db.transaction(async (tx) => {
        const words = await deletePlatformWords(tx, body.ids);
        if (words.length) await changed(tx, principal, request, { removed: words });
        return words.length;
      });
      if (removed) await cache.del(cacheKeys.platformSensitiveWords());
      return removed ? `已删除 ${removed} 个敏感词` : '没有可删除的敏感词';
    },
  };
}
