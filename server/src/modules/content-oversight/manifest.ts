import { defineModule } from '../module';
import { contentOversightHandlers } from './content-oversight-handlers';

export const contentOversightModule = defineModule({
  name: 'content-oversight',
  handlers: { contentOversight: contentOversightHandlers },
});
