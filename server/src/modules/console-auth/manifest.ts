import { defineModule } from '../module';
import * as tables from './console-auth.tables';
import { consoleAuthHandlers } from './console-auth-handlers';

export const consoleAuthModule = defineModule({
  name: 'console-auth',
  handlers: { consoleAuth: consoleAuthHandlers },
  tables,
});
