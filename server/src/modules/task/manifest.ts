import { defineModule } from '../module';
import { taskHandlers } from './task-handlers';

export const taskModule = defineModule({
  name: 'task',
  handlers: { task: taskHandlers },
});
