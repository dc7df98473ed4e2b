import { defineModule } from '../module';
import { systemHandlers } from './system-handlers';

export const systemModule = defineModule({
  name: 'system',
  handlers: { system: systemHandlers },
});
