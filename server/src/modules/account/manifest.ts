import { operationIndex } from '../../../../sdk';
import { defineModule } from '../module';
import * as tables from './account.tables';
import { accountHandlers } from './account-handlers';
import { countAccountsSince } from './message-repository';

export const accountModule = defineModule({
  name: 'account',
  handlers: { account: accountHandlers },
  tables,
  saasBadges: { account: { roles: operationIndex.getAccountList.roles, count: countAccountsSince } },
});
