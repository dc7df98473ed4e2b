import { describe, expect, it } from 'vitest';
import { createPageMatcher } from './app-routes';

describe('page matching', () => {
  const match = createPageMatcher([
    { path: '/section/:id', title: '版块' },
    { path: '/post/:id/edit', title: '编辑帖子' },
    { path: '/redirect/*', title: '' },
    { path: '/order/seeOrder/:id?', title: '订单' },
    { path: '/ActivateLicense', title: '激活授权' },
  ]);

  it('matches as react-router does: a parameter is one segment, `*` the rest, case and a trailing slash ignored', () => {
    expect(match('/')?.path).toBe('/');
    expect(match('/section/12')?.title).toBe('版块');
    expect(match('/section/12/')?.title).toBe('版块');
    expect(match('/post/3/edit')?.title).toBe('编辑帖子');
    expect(match('/redirect/a/b/c')?.path).toBe('/redirect/*');
    expect(match('/redirect')?.path).toBe('/redirect/*');
    expect(match('/activatelicense')?.title).toBe('激活授权');
    expect(match('/order/seeOrder')?.title).toBe('订单');
    expect(match('/order/seeOrder/5')?.title).toBe('订单');
  });

  it('finds nothing for any other path', () => {
    for (const path of ['/section', '/section/1/2', '/post/3', '/robots.txt', '/sitemap.xml', '/ActivateLicense.x', '/sectionx/1'])
      expect(match(path), path).toBeUndefined();
  });
});
