import { describe, expect, it } from 'vitest';
import { menuGroup } from '#kit/routes/menuGroup';
import { mayOpen, menuTitles } from '../../shared/test/routeChecks';
import { contentOversightRoutes, contentOversightSettingPages } from './routes';

const routes = [...contentOversightRoutes, menuGroup('/setting', { title: '系统设置' }, contentOversightSettingPages)];

describe('站点内容 routes', () => {
  it('open the content pages to ContentAudit and the search index to SiteSetting', () => {
    expect(menuTitles(routes, ['admin'])).toEqual([
      '站点内容/帖子监管',
      '站点内容/评论监管',
      '站点内容/版块监管',
      '系统设置/搜索索引',
      '系统设置/平台敏感词',
    ]);
    expect(menuTitles(routes, ['Site', 'Order', 'ContentAudit'])).toEqual([
      '站点内容/帖子监管',
      '站点内容/评论监管',
      '站点内容/版块监管',
      '系统设置/平台敏感词',
    ]);
    expect(menuTitles(routes, ['SiteSetting'])).toEqual(['系统设置/搜索索引']);
    expect(mayOpen(routes, ['visitor'], '/siteContent/managePost')).toBe(false);
    expect(mayOpen(routes, ['SiteSetting'], '/siteContent/managePost')).toBe(false);
    expect(mayOpen(routes, ['ContentAudit'], '/setting/manageSearchIndex')).toBe(false);
  });
});
