// The sensitive words (敏感词) that send new or edited content to review: the site's own list and the platform's,
// each cached for a minute under its key; the modules that change a list drop its key.
import { eq } from 'drizzle-orm';
import { cacheKeys } from '../../cache/cache';
import type { ModuleDeps } from '../deps';
import { platformSensitiveWords, sensitiveWords } from './post.tables';

const TTL_SECONDS = 60;

async function cachedList(deps: Pick<ModuleDeps, 'cache'>, key: string, load: () => Promise<{ word: string }[]>): Promise<string[]> {
  const cached = await deps.cache.get<string[]>(key);
  if (cached) return cached;
  const words = [...new Set((await load()).map((r) => r.word.trim().toLowerCase()).filter(Boolean))];
  await deps.cache.set(key, words, TTL_SECONDS);
  return words;
}

export function siteSensitiveWords(deps: Pick<ModuleDeps, 'db' | 'cache'>, siteId: number) {
  return cachedList(deps, cacheKeys.sensitiveWords(siteId), () =>
    deps.db.select({ word: sensitiveWords.word }).from(sensitiveWords).where(eq(sensitiveWords.siteId, siteId)),
  );
}

export function platformWords(deps: Pick<ModuleDeps, 'db' | 'cache'>) {
  return cachedList(deps, cacheKeys.platformSensitiveWords(), () =>
    deps.db.select({ word: platformSensitiveWords.word }).from(platformSensitiveWords),
  );
}

/** The first sensitive word (site list, then platform list) found in `text`, ignoring case; `null` when none is. */
export async function findSensitiveWord(deps: Pick<ModuleDeps, 'db' | 'cache'>, siteId: number, text: string): Promise<string | null> {
  const lower = text.toLowerCase();
  for (const words of [await siteSensitiveWords(deps, siteId), await platformWords(deps)]) {
    const hit = words.find((word) => lower.includes(word));
    if (hit) return hit;
  }
  return null;
}
