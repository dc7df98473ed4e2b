import { defineModule } from '../module';
import * as tables from './navigation.tables';
import { seedDemoNavigation } from './navigation-demo';
import { navigationHandlers } from './navigation-handlers';
import { topNavigationHtml } from './navigation-links';
import { createNavigationService, provisionNavigation } from './navigation-service';

export const navigationModule = defineModule({
  name: 'navigation',
  handlers: { navigation: navigationHandlers },
  tables,
  provisionSite: (tx, { siteId }) => provisionNavigation(tx, siteId),
  demoSeed: (tx, site) => seedDemoNavigation(tx, site),
  // The visitor's top navigation as plain links in every server-written page, so that search engines follow it.
  memberPage: async (deps, page) => {
    const { top } = await createNavigationService(deps).forMember(page.site.id, null);
    const header = topNavigationHtml(top);
    return header ? { header } : undefined;
  },
});
