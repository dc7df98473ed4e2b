import { defineModule } from '../module';
import * as tables from './friend-link.tables';
import { seedDemoFriendLinks } from './friend-link-demo';
import { friendLinkHandlers } from './friend-link-handlers';
import { friendLinksPagePart } from './friend-link-page';

export const friendLinkModule = defineModule({
  name: 'friend-link',
  handlers: { friendLink: friendLinkHandlers },
  tables,
  demoSeed: seedDemoFriendLinks,
  memberPage: friendLinksPagePart,
});
