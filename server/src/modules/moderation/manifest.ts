import { defineModule } from '../module';
import { moderationHandlers } from './moderation-handlers';

export const moderationModule = defineModule({
  name: 'moderation',
  handlers: { moderation: moderationHandlers },
});
