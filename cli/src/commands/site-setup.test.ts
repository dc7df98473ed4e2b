// The refusals of `site-setup import` that must come before any write (the server-tier test in server/src/cli-e2e covers
// the round trip between two real sites).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_TOKEN, createHarness, fakeApi, type Harness, ok } from '../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
  await h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo2', token: CONSOLE_TOKEN });
});
afterEach(() => h.cleanup());

const slide = (title: string, image: string) => ({ position: 'home', image, title, link: '', status: 1 });
const existing = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    position: 'home',
    sectionId: null,
    image: `/files/2/2026/11/${'0'.repeat(31)}${i % 10}.webp`,
    title: `旧 ${i}`,
    link: '',
    startTime: null,
    endTime: null,
    sort: i,
    status: 1,
    createdAt: '2026-11-20T09:30:00+08:00',
  }));
const reads = (slides: number) => ({
  getNavigationTargetOptions: () => ok({ sections: [], ranks: [], posts: [] }),
  getSlideList: () => ok(existing(slides)),
});

describe('commctl site-setup import', () => {
  it('refuses, before any write, more slides than a site may hold; --replace makes room', async () => {
    const document = JSON.stringify({ version: 1, slides: [slide('一', '/files/2/a.webp'), slide('二', '/files/2/b.webp')] });
    const full = fakeApi(reads(49));
    expect(await h.run(['site-setup', 'import', '--file', '-'], { fetch: full.fetch, stdin: document })).toBe(1);
    expect(h.stderr).toContain('导入后幻灯片将有 51 个，超过每站 50 个的上限');
    expect(full.calls.map((c) => c.method)).toEqual(['GET', 'GET']);

    h.reset();
    const dry = fakeApi(reads(49));
    expect(await h.run(['site-setup', 'import', '--file', '-', '--replace', '--dry-run'], { fetch: dry.fetch, stdin: document })).toBe(0);
    expect(h.stdout).toContain('幻灯片：删除原有 49 张，新增 2 张');
    expect(dry.calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('stops with the site unchanged when a slide picture cannot be fetched', async () => {
    const document = JSON.stringify({
      version: 1,
      navigation: { footer: [{ name: '关于', targetKind: 'external', url: 'https://example.com/about' }] },
      slides: [slide('读书月', 'https://cdn.example.com/gone.webp')],
    });
    const api = fakeApi({ ...reads(0), getNavigationList: () => ok({ position: 'footer', list: [] }) });
    expect(await h.run(['site-setup', 'import', '--file', '-', '--replace'], { fetch: api.fetch, stdin: document })).toBe(1);
    expect(h.stderr).toContain('无法下载幻灯片「读书月」的图片 https://cdn.example.com/gone.webp');
    expect(h.stderr).toContain('没有做任何修改');
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
