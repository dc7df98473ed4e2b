import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build script without type declarations
import { readRouteManifest } from './route-manifest.mjs';

describe('route manifest', () => {
  it('lists each app’s pages from its own route table, with their titles', async () => {
    const manifest = await readRouteManifest(join(import.meta.dirname, '..'));
    const paths = (app: 'saas' | 'console' | 'member') => manifest[app].map((page: { path: string }) => page.path);
    expect(paths('member')).toEqual(expect.arrayContaining(['/', '/section/:id', '/post/:id', '/question/:id', '/search', '/login']));
    expect(manifest.member).toContainEqual({ path: '/search', title: '搜索', public: true });
    expect(manifest.member).toContainEqual({ path: '/write', title: '发帖', public: false });
    expect(paths('saas')).toEqual(expect.arrayContaining(['/login', '/404', '/redirect/*', '/site/siteList']));
    expect(paths('console')).toEqual(expect.arrayContaining(['/login', '/index', '/managePost']));
    // Nothing the router cannot open: no external links, no page twice.
    for (const app of ['saas', 'console', 'member'] as const) {
      expect(
        paths(app).every((path: string) => path.startsWith('/')),
        app,
      ).toBe(true);
      expect(new Set(paths(app)).size, app).toBe(paths(app).length);
    }
  }, 60_000);
});
