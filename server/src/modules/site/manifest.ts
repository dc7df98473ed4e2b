import { operationIndex } from '../../../../sdk';
import { defineModule } from '../module';
import * as tables from './site.tables';
import { siteHandlers } from './site-handlers';
import { countSitesSince } from './site-repository';
import { countAllMembersSince, countMembersSince } from './site-user-repository';

export const siteModule = defineModule({
  name: 'site',
  handlers: { site: siteHandlers },
  tables,
  // New members: the members page is the User role's (spec §6).
  consoleBadges: { member: { roles: ['User'], count: countMembersSince } },
  saasBadges: {
    // The site list opens to every holder, but only managers with Site see every new site (the list's own rule).
    site: { roles: ['Site'], count: countSitesSince },
    siteUser: { roles: operationIndex.getUserList.roles, count: countAllMembersSince },
  },
});
