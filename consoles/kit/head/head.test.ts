import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FAVICON, resolveFavicon } from './favicon';
import { pageTitle } from './title';

describe('resolveFavicon (§4)', () => {
  const setting =
    (faviconUrl: string, type = 1) =>
    async () => ({ type, data: { faviconUrl } });

  it('uses a given address without fetching', async () => {
    const fetchSetting = vi.fn(setting('https://cdn.example.cn/a.ico'));
    expect(await resolveFavicon('/saas.ico', fetchSetting)).toBe('/saas.ico');
    expect(fetchSetting).not.toHaveBeenCalled();
  });
  it('uses the configured faviconUrl when the site’s public info answers type 1', async () => {
    expect(await resolveFavicon(undefined, setting('https://cdn.example.cn/a.ico'))).toBe('https://cdn.example.cn/a.ico');
  });
  it('falls back to the default icon when none is configured, on another type, and on failure', async () => {
    expect(await resolveFavicon(undefined, setting(''))).toBe(DEFAULT_FAVICON);
    expect(await resolveFavicon(undefined, setting('https://cdn.example.cn/a.ico', 5))).toBe(DEFAULT_FAVICON);
    expect(
      await resolveFavicon(undefined, async () => {
        throw new Error('offline');
      }),
    ).toBe('/favicon.ico');
  });
});

describe('pageTitle (§2.3)', () => {
  it('is the route title, with the stored site name after a hyphen', () => {
    expect(pageTitle('帖子管理', '青禾读书会', '站点控制台')).toBe('帖子管理 - 青禾读书会');
    expect(pageTitle('站点列表', '', '站点管理中心')).toBe('站点列表');
    expect(pageTitle(undefined, '', '站点管理中心')).toBe('站点管理中心');
  });
});
