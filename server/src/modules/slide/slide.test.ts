import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRefused, expectRejected } from '../../../test/refusals';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = (await twoSites(server)).sites);
});
afterAll(() => server?.close());

const asOwner = (site: ConsoleTestSite) => ({ token: site.tokens.owner, host: site.host });
let picture = 0;
/** An address of an image uploaded to the site (the key's shape is what the rule checks). */
const imageOf = (site: ConsoleTestSite) => `/files/${site.id}/2026/11/${(++picture).toString(16).padStart(32, '0')}.webp`;

async function createSlide(site: ConsoleTestSite, title: string, extra: Record<string, unknown> = {}) {
  const res = await server.call('createSlide', { ...asOwner(site), body: { position: 'home', image: imageOf(site), title, ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; sort: number; startTime: string | null; endTime: string | null };
}

const shownTitles = async (site: ConsoleTestSite, query: Record<string, unknown> = { position: 'home' }) => {
  const res = await server.call('getMemberSlideList', { host: site.host, query: query as never });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { title: string }[]).map((s) => s.title);
};

const hour = 3600 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

describe('slides', () => {
  it('shows visitors only enabled slides within their time window, in order', async () => {
    await createSlide(a, '一直显示');
    await createSlide(a, '已结束', { startTime: at(-3 * hour), endTime: at(-hour) });
    await createSlide(a, '未开始', { startTime: at(hour) });
    await createSlide(a, '进行中', { startTime: '2020-01-01T00:00:00+08:00', endTime: at(hour) });
    await createSlide(a, '已停用', { status: 0 });
    expect(await shownTitles(a)).toEqual(['一直显示', '进行中']);
    const list = await server.call('getSlideList', { ...asOwner(a), query: { position: 'home' } });
    expect((list.body.data as { title: string }[]).map((s) => s.title)).toEqual(['一直显示', '已结束', '未开始', '进行中', '已停用']);
  });

  it('keeps a Beijing time as the same instant', async () => {
    const slide = await createSlide(a, '北京时间', { startTime: '2026-12-01T08:00:00+08:00', status: 0 });
    expect(slide.startTime).toBe('2026-12-01T00:00:00.000Z');
  });

  it('reorders slides of one place and refuses slides of two places', async () => {
    const section = await server.call('createSection', { ...asOwner(b), body: { name: '排序版块' } });
    const sectionId = section.body.data.id as number;
    const x = await createSlide(b, '甲', { position: 'section', sectionId });
    const y = await createSlide(b, '乙', { position: 'section', sectionId });
    const z = await createSlide(b, '丙', { position: 'section', sectionId });
    const sorted = await server.call('sortSlides', { ...asOwner(b), body: { slideIds: [z.id, x.id, y.id] } });
    expect(sorted.status, JSON.stringify(sorted.body)).toBe(200);
    expect(await shownTitles(b, { position: 'section', sectionId })).toEqual(['丙', '甲', '乙']);
    expect(await shownTitles(b)).toEqual([]);
    const home = await createSlide(b, '首页');
    await expectRejected(server, 'sortSlides', { ...asOwner(b), body: { slideIds: [home.id, x.id] } }, '只能在同一位置的幻灯片之间排序');
  });

  it('rejects bad links, a foreign image, a reversed window and a missing section in Chinese', async () => {
    const base = { position: 'home' as const, image: imageOf(a), title: '坏链接' };
    const linkMessage = '链接只能是站内地址（以 / 开头）或以 http://、https:// 开头的网址';
    for (const link of ['javascript:alert(1)', '//evil.example/', 'data:text/html,x'])
      await expectRejected(server, 'createSlide', { ...asOwner(a), body: { ...base, link } }, linkMessage);
    await expectRejected(server, 'createSlide', { ...asOwner(a), body: { ...base, image: imageOf(b) } }, '幻灯片图片须是上传到本站的图片');
    await expectRejected(
      server,
      'createSlide',
      { ...asOwner(a), body: { ...base, startTime: at(2 * hour), endTime: at(hour) } },
      '结束时间不能早于开始时间',
    );
    await expectRejected(server, 'createSlide', { ...asOwner(a), body: { ...base, position: 'section' } }, '请选择版块');
    await expectRejected(
      server,
      'createSlide',
      { ...asOwner(a), body: { ...base, startTime: '明天' } },
      '时间格式应为 2026-12-01T08:00:00+08:00',
    );
  });

  it('answers 404 for another site’s slide or section, and changes nothing there', async () => {
    const theirs = await createSlide(b, '别人的');
    await expectRefused(server, 'updateSlide', { ...asOwner(a), body: { id: theirs.id, title: '改' } }, 404, '幻灯片不存在');
    await expectRefused(server, 'deleteSlide', { ...asOwner(a), query: { id: theirs.id } }, 404, '幻灯片不存在');
    const mine = await createSlide(a, '我的');
    await expectRefused(server, 'sortSlides', { ...asOwner(a), body: { slideIds: [mine.id, theirs.id] } }, 404);
    const section = await server.call('createSection', { ...asOwner(b), body: { name: '别站版块' } });
    await expectRefused(
      server,
      'createSlide',
      { ...asOwner(a), body: { position: 'section', sectionId: section.body.data.id, image: imageOf(a), title: '越界' } },
      404,
      '版块不存在',
    );
    expect(await shownTitles(b)).toContain('别人的');
  });

  it('edits and deletes a slide, clearing its window with an empty time', async () => {
    const slide = await createSlide(a, '待修改', { endTime: at(-hour) });
    const res = await server.call('updateSlide', { ...asOwner(a), body: { id: slide.id, title: '已修改', endTime: '' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ title: '已修改', endTime: null });
    expect(await shownTitles(a)).toContain('已修改');
    expect((await server.call('deleteSlide', { ...asOwner(a), query: { id: slide.id } })).status).toBe(200);
    expect(await shownTitles(a)).not.toContain('已修改');
  });
});
