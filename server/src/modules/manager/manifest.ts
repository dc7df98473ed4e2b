import { defineModule } from '../module';
import { managerHandlers } from './manager-handlers';

export const managerModule = defineModule({
  name: 'manager',
  handlers: { manager: managerHandlers },
});
