import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_TOKEN, createHarness, fakeApi, type Harness, ok, TOKEN } from '../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.cleanup());

const post = {
  id: 1024,
  sectionId: 4,
  sectionName: '科幻小说',
  title: '重读《三体》',
  excerpt: '第三次读',
  images: [],
  author: { id: 12, name: '林间读书人', avatar: '' },
  status: 20,
  pinned: true,
  featured: false,
  locked: false,
  commentCount: 3,
  likeCount: 5,
  viewCount: 80,
  createdAt: '2026-11-20T08:30:00.000Z',
  activeAt: '2026-11-20T08:30:00.000Z',
  reason: '',
  reviewedBy: '',
  reviewedAt: null,
  updatedAt: '2026-11-20T08:30:00.000Z',
  deletedAt: null,
};

const consoleProfile = () => h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN });
const saasProfile = () => h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });

describe('commctl posts', () => {
  it('lists the site console’s posts with the filters, states by their Chinese labels', async () => {
    await consoleProfile();
    const { fetch, calls } = fakeApi({ getConsolePostList: () => ok({ list: [post], total: 1 }) });
    expect(await h.run(['posts', 'list', '--keyword', '三体', '--status', '已发布'], { fetch })).toBe(0);
    expect(calls[0].url.href).toBe(`http://demo.localhost:8080/api/console/post-list?keyword=${encodeURIComponent('三体')}&status=20`);
    expect(h.stdout).toBe('1024\t重读《三体》\t科幻小说\t林间读书人\t已发布\t2026-11-20 16:30\n');
  });

  it('lists every site’s posts on a SaaS profile, naming the site', async () => {
    await saasProfile();
    const { fetch, calls } = fakeApi({ getSaasPostList: () => ok({ list: [{ ...post, siteId: 2, siteName: '读书会' }], total: 1 }) });
    expect(await h.run(['posts', 'list', '--site-id', '2'], { fetch })).toBe(0);
    expect(calls[0].url.pathname + calls[0].url.search).toBe('/api/saas/post-list?siteId=2');
    expect(h.stdout).toContain('读书会（2）\t重读《三体》');
  });

  it('hides with a reason in the site console and says how many changed', async () => {
    await consoleProfile();
    const { fetch, calls } = fakeApi({ hidePosts: () => ok({ changed: 1, skipped: 1 }) });
    expect(await h.run(['posts', 'hide', '1024', '1025', '--reason', '广告'], { fetch })).toBe(0);
    expect(calls[0].body).toEqual({ ids: [1024, 1025], reason: '广告' });
    expect(h.stdout).toBe('已屏蔽 1 篇，1 篇的状态不能屏蔽，已跳过\n');
  });

  it('acts on a site’s behalf from the SaaS console, which needs --site-id', async () => {
    await saasProfile();
    expect(await h.run(['posts', 'approve', '7'], { fetch: fakeApi({}).fetch })).toBe(2);
    expect(h.stderr).toContain('站点管理中心登录需要 --site-id');
    h.reset();
    const { fetch, calls } = fakeApi({ moderateSaasPosts: () => ok({ changed: [7], skipped: [] }) });
    expect(await h.run(['posts', 'approve', '7', '--site-id', '2'], { fetch })).toBe(0);
    expect(calls[0].body).toEqual({ ids: [7], siteId: 2, action: 'approve' });
    expect(h.stdout).toBe('已通过 1 篇\n');
  });

  it('refuses hide without a reason and delete without confirmation off a terminal, calling nothing', async () => {
    await consoleProfile();
    const { fetch, calls } = fakeApi({});
    expect(await h.run(['posts', 'hide', '1'], { fetch })).toBe(2);
    expect(h.stderr).toContain('屏蔽需要原因');
    h.reset();
    expect(await h.run(['posts', 'delete', '1'], { fetch })).toBe(2);
    expect(h.stderr).toContain('需要确认');
    expect(calls).toEqual([]);
  });

  it('shows one post with its text', async () => {
    await consoleProfile();
    const { fetch } = fakeApi({ getConsolePost: () => ok({ ...post, content: '<p>黑暗森林</p><p>第二段 &amp; 结尾</p>', history: [] }) });
    expect(await h.run(['posts', 'show', '1024'], { fetch, tty: true })).toBe(0);
    expect(h.stdout).toContain('标记');
    expect(h.stdout).toContain('置顶');
    expect(h.stdout).toContain('黑暗森林\n第二段 & 结尾\n');
  });
});
