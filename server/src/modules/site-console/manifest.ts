import { defineModule } from '../module';
import * as tables from './site-console.tables';
import { siteConsoleHandlers } from './site-console-handlers';
import { provisionSiteSetting } from './site-setting-repository';

export const siteConsoleModule = defineModule({
  name: 'site-console',
  handlers: { siteConsole: siteConsoleHandlers },
  tables,
  provisionSite: (tx, site) => provisionSiteSetting(tx, site.siteId, site.name),
});
