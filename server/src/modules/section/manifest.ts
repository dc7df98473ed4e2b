import { defineModule } from '../module';
import { defaultSections } from '../site/site-defaults';
import * as tables from './section.tables';
import { sectionHandlers } from './section-handlers';
import { insertSections } from './section-repository';

export const sectionModule = defineModule({
  name: 'section',
  handlers: { section: sectionHandlers },
  tables,
  provisionSite: (tx, { siteId }) => insertSections(tx, siteId, defaultSections),
});
