import { defineModule } from '../module';
import { memberAuthHandlers } from './member-auth-handlers';

export const memberAuthModule = defineModule({
  name: 'member-auth',
  handlers: { memberAuth: memberAuthHandlers },
});
