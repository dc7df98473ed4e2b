import { describe, expect, it } from 'vitest';
import { affixRoutes } from '#kit/routes/table';
import { menuTitles } from '../../shared/test/routeChecks';
import { siteRoutes } from './routes';

describe('站点 routes (§2.1)', () => {
  it('pin the site list for everyone, with the site badge', () => {
    const siteList = affixRoutes(siteRoutes).find((f) => f.fullPath === '/site/siteList');
    expect(siteList?.record.meta).toMatchObject({ title: '站点列表', affix: true, messageType: 'site' });
    expect(menuTitles(siteRoutes, ['visitor'])).toEqual(['站点列表']);
  });
});
