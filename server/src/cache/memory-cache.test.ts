// The in-process cache holds at most so many entries and so much JSON text: the oldest go first, and a value too big
// for the whole cache is not kept (nor is the older value of its key).
import { describe, expect, it } from 'vitest';
import { createMemoryCache } from './memory-cache';

const text = (n: number) => 'x'.repeat(n);

describe('memory cache bounds', () => {
  it('drops the oldest entries once the text they hold passes the bound', async () => {
    const cache = createMemoryCache(100, 1_000);
    for (const key of ['a', 'b', 'c']) await cache.set(key, text(400), 60);
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('b')).toBe(text(400));
    expect(await cache.get('c')).toBe(text(400));
  });

  it('counts what is deleted, replaced or cleared as freed', async () => {
    const cache = createMemoryCache(100, 1_000);
    await cache.set('a', text(400), 60);
    await cache.set('a', text(500), 60);
    await cache.set('b', text(500), 60);
    expect(await cache.get('a')).toBe(text(500));
    await cache.del('a');
    await cache.set('c', text(500), 60);
    expect(await cache.get('b')).toBe(text(500));
    await cache.clear();
    for (const key of ['d', 'e']) await cache.set(key, text(500), 60);
    expect(await cache.get('d')).toBe(text(500));
  });

  it('keeps no value bigger than the whole cache, and forgets the key it replaced', async () => {
    const cache = createMemoryCache(100, 1_000);
    await cache.set('a', text(10), 60);
    await cache.set('a', text(1_001), 60);
    expect(await cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry past the number of entries', async () => {
    const cache = createMemoryCache(2);
    for (const key of ['a', 'b', 'c']) await cache.set(key, { key }, 60);
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('c')).toEqual({ key: 'c' });
  });
});
