import { defineModule } from '../module';
import * as tables from './impeach.tables';
import { impeachHandlers } from './impeach-handlers';

export const impeachModule = defineModule({
  name: 'impeach',
  handlers: { impeach: impeachHandlers },
  tables,
});
