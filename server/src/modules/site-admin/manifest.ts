import { defineModule } from '../module';
import { siteAdminHandlers } from './site-admin-handlers';

export const siteAdminModule = defineModule({
  name: 'site-admin',
  handlers: { siteAdmin: siteAdminHandlers },
});
